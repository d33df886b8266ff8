import BMICore

extension MeasurementWarning {
  /// Whether the warning compares a value with adult limits: a rare height, weight, BMI or
  /// waist.
  package var isAdultPlausibility: Bool {
    switch self {
    case .rareHeight, .rareWeight, .rareBMI, .rareWaist: true
    case .implausibleBMIForAge: false
    }
  }

  /// The warnings for a classification: for a child scored under a BMI-for-age standard,
  /// the adult "rare value" warnings are dropped (a height of 80 cm is ordinary at two) and
  /// WHO's flag is given instead when the BMI-for-age z is beyond ±5; otherwise `warnings`
  /// unchanged.
  ///
  /// - Parameters:
  ///   - warnings: The warnings the measurements gave on their own.
  ///   - classification: The classification made with them.
  package static func adjusted(
    _ warnings: [MeasurementWarning], for classification: Classification
  ) -> [MeasurementWarning] {
    guard let result = classification.bmiForAge else { return warnings }
    var kept = warnings.filter { !$0.isAdultPlausibility }
    if (try? result.isFlagged()) == true {
      kept.append(.implausibleBMIForAge(z: (try? result.zText()) ?? ""))
    }
    return kept
  }
}
