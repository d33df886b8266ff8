import BMICore

/// For one section of a standard, the category that a BMI in tenths settles: once the lane
/// knows a row's exact tenths, most rows need no comparison with a category's thresholds.
///
/// The BMIs that round half up to t tenths are those in [t/10 − 0.05, t/10 + 0.05). When
/// no category starts inside that interval, all of them are in one category, the one its
/// lowest value is in; and when the display rule writes t tenths for a BMI of that
/// category (``MillionthsClassifier/decimal(_:isIn:)``), the row's answer follows from t
/// alone. Entry t holds that category's index in the section, or -1 when a category starts
/// inside, or the display writes more digits: the lane then compares the weight with the
/// plan's thresholds, as before. The categories are read off the same thresholds the plans
/// use (``MillionthsClassifier/threshold(where:)``), so both give one answer for every row.
enum TenthsCategories {
  /// Entries for BMIs from 0 to 409.5: beyond, the lane compares the thresholds.
  static let count = 4_096

  /// A table for a section whose categories after the first start at `thresholds`, in
  /// order, classified by `classifier`; the caller deallocates it.
  static func make(
    thresholds: [MillionthsClassifier.Threshold], classifier: MillionthsClassifier
  ) -> UnsafeMutablePointer<Int16> {
    let table = UnsafeMutablePointer<Int16>.allocate(capacity: count)
    for tenths in 0..<count {
      table[tenths] = Int16(
        category(ofTenths: Int64(tenths), thresholds: thresholds, classifier: classifier))
    }
    return table
  }

  /// The entry for `tenths`.
  static func category(
    ofTenths tenths: Int64, thresholds: [MillionthsClassifier.Threshold],
    classifier: MillionthsClassifier
  ) -> Int {
    // A BMI of 0.0 is never written (and no plan takes a weight that gives it).
    guard tenths > 0 else { return -1 }
    let lowest = tenths * 100_000 - 50_000
    let beyond = tenths * 100_000 + 50_000
    var index = 0
    for threshold in thresholds {
      let start = threshold.millionths
      // A category starting strictly inside, or just above the lowest value, splits the
      // interval.
      if (lowest < start && start < beyond) || (threshold.isStrict && start == lowest) {
        return -1
      }
      let reached = threshold.isStrict ? lowest > start : lowest >= start
      if reached { index += 1 }
    }
    return classifier.decimal(tenths * 100_000, isIn: index) ? index : -1
  }
}
