/// What a row needs from its height's plan when its weight
/// is written with one decimal (``OneDecimal``) and its tenths settle its category: the
/// plan's factor for the tenths and its weights, 32 bytes a height, found from the digits
/// of the height's text.
///
/// A height's entry sits at an index made of three digits of its text (for `166.7`, the
/// 6, 6 and 7), so a file's heights, a few hundred neighbouring numbers, have neighbouring
/// entries: the common ones share about twelve kilobytes, where plans in ``HeightPlans``,
/// 128 bytes each, are spread by a hash over some fifty, more than the first-level cache
/// holds with the rest. The entry keeps the text it was made for, compared before use; a
/// text whose index holds another height's plan, and any row this table cannot settle (a
/// weight outside the plan's, tenths that do not settle the category), is read as before,
/// through ``HeightPlans`` and ``DecimalMemo``. One table belongs to one evaluator, on one
/// thread.
final class CompactHeightPlans {
  /// One height's entry.
  struct Entry {
    /// The height's text as a ``FieldWord`` key.
    var key: UInt64 = 0
    /// The plan's ``HeightPlans/Plan/tenthsPerWeight``.
    var tenthsPerWeight: UInt64 = 0
    /// The height in millionths of a centimetre.
    var heightMillionths: Int64 = 0
    /// The lightest weight the plan takes, in tenths of a kilogram (rounded up).
    var lightest: UInt16 = 0
    /// How many weights in tenths from ``lightest`` on the plan takes; 0 for none.
    var span: UInt16 = 0
    /// The text's length (1 to 8); 0 for an entry not made.
    var length: UInt8 = 0
  }

  /// 2¹² entries of 32 bytes: 128 KiB, of which a file's heights use a few lines.
  static let count = 1 << 12
  private let plans: HeightPlans
  private let rules: BatchValueRules
  private var storage: UnsafeMutablePointer<Entry>?

  /// An empty table, whose entries come from `plans` with the lane's `rules` for heights.
  init(plans: HeightPlans, rules: BatchValueRules) {
    self.plans = plans
    self.rules = rules
  }

  deinit {
    if let storage { CacheLines.deallocate(storage) }
  }

  /// The entries, made empty the first time they are asked for (for a run that reaches the
  /// fast lane); valid while the table lives.
  func entries() -> UnsafeMutablePointer<Entry> {
    if let storage { return storage }
    let made = CacheLines.allocate(Entry.self, count: Self.count)
    made.initialize(repeating: Entry(), count: Self.count)
    storage = made
    return made
  }

  /// The index of a text's entry: the low four bits of its second, third and fifth bytes
  /// (tens, units and tenths of `166.7`; of `99.5`, units, point and nothing), the last
  /// lowest, so that heights a tenth apart have entries side by side.
  @inline(__always)
  static func index(of key: UInt64) -> Int {
    Int(truncatingIfNeeded: key &>> 32 & 0xF | key &>> 12 & 0xF0 | key & 0xF00)
  }

  /// Whether an entry is the one of a text.
  @inline(__always)
  static func holds(_ entry: UnsafePointer<Entry>, key: UInt64, length: Int) -> Bool {
    entry.pointee.key == key && Int(entry.pointee.length) == length
  }

  /// Whether an entry takes a weight in tenths.
  @inline(__always)
  static func takes(_ weightTenths: Int, _ entry: UnsafePointer<Entry>) -> Bool {
    UInt(bitPattern: weightTenths &- Int(entry.pointee.lightest)) < UInt(entry.pointee.span)
  }

  /// Whether an entry takes a weight in hundredths: one from the entry's lightest tenth to
  /// its heaviest, both taken by the plan, and so every weight between them.
  @inline(__always)
  static func takes(hundredths: Int, _ entry: UnsafePointer<Entry>) -> Bool {
    let above = hundredths &- 10 &* Int(entry.pointee.lightest)
    return above >= 0 && above &+ 9 < 10 &* Int(entry.pointee.span)
  }

  /// What ``tenths(_:entries:key:from:length:weightTenths:)`` gives when it has just made
  /// the text's entry: the row is to be read again.
  static let made: Int64 = -2

  /// A row's BMI in tenths from its height's entry in `entries` (this table's), as the lane
  /// reads it there; -1 when the entry does not take the weight or the tenths are not
  /// exact, and ``made`` when the text had no entry and one was made for it.
  ///
  /// - Parameters:
  ///   - bytes: The buffer.
  ///   - entries: ``entries()``.
  ///   - key: The height's text as a ``FieldWord`` key.
  ///   - start: The offset of the text's first byte.
  ///   - length: The text's length, 1 to 8.
  ///   - weightTenths: The weight in tenths (``OneDecimal``).
  @inline(__always)
  func tenths(
    _ bytes: UnsafePointer<UInt8>, entries: UnsafeMutablePointer<Entry>, key: UInt64,
    from start: Int, length: Int, weightTenths: Int
  ) -> Int64 {
    let entry = UnsafePointer(entries + Self.index(of: key))
    if Self.holds(entry, key: key, length: length) {
      guard Self.takes(weightTenths, entry) else { return -1 }
      return HeightPlans.tenths(
        Int64(weightTenths) &* 100_000, tenthsPerWeight: entry.pointee.tenthsPerWeight,
        heightMillionths: entry.pointee.heightMillionths)
    }
    return make(bytes, from: start, length: length, key: key) ? Self.made : -1
  }

  /// Makes the entry of a height's text at its index, unless the index holds a height with
  /// weights; gives whether it did. An entry is made from the first section's plan when
  /// the text is a possible height and a plan can be made, and with no weights otherwise.
  ///
  /// - Parameters:
  ///   - bytes: The buffer.
  ///   - start: The offset of the text's first byte.
  ///   - length: The text's length, 1 to 8, with no space at either end.
  ///   - key: The text as a ``FieldWord`` key.
  func make(_ bytes: UnsafePointer<UInt8>, from start: Int, length: Int, key: UInt64) -> Bool {
    let slot = entries() + Self.index(of: key)
    // A height with weights keeps its place: no two common heights take it in turn. It is
    // looked at before a plan is made, for a file of many heights (two decimals) meets it
    // on most rows.
    guard slot.pointee.span == 0 else { return false }
    let made = entry(
      reading: PlainDecimal.unpaddedMillionths(bytes, from: start, to: start &+ length),
      key: key, length: length)
    guard made.span > 0 || slot.pointee.length == 0 else { return false }
    slot.pointee = made
    return true
  }

  /// The entry of a text read as `millionths` (`nil` when it is not a plain decimal).
  func entry(reading millionths: Int64?, key: UInt64, length: Int) -> Entry {
    let none = Entry(key: key, length: UInt8(truncatingIfNeeded: length))
    guard let millionths, let centimetres = rules.fastHeight(millionths),
      centimetres > 0, centimetres < 1 << 31,
      let plan = plans.makePlan(heightMillionths: centimetres, section: 0), plan.heaviest >= 0
    else { return none }
    // The weights a one-decimal text can give (0.0 to 999.9 kg) in tenths; the plan's
    // bounds are millionths, and a weight in tenths is a multiple of 10⁵ of them.
    let lightest = max(0, (plan.lightest + 99_999) / 100_000)
    let heaviest = min(9_999, plan.heaviest / 100_000)
    guard lightest <= heaviest else { return none }
    return Entry(
      key: key, tenthsPerWeight: plan.tenthsPerWeight, heightMillionths: centimetres,
      lightest: UInt16(lightest), span: UInt16(heaviest - lightest + 1),
      length: UInt8(truncatingIfNeeded: length))
  }
}
