/// How a length or height was measured.
public enum GrowthMeasurementPosition: String, Sendable, Equatable, CaseIterable {
  /// Lying down (recumbent length).
  case recumbent = "lying"
  /// Standing (height).
  case standing
}

/// BMI from weight and length or height, with WHO's length/height convention for 0–5 years.
package enum GrowthMeasurement {
  /// The difference between recumbent length and standing height WHO assumes, 0.7 cm.
  package static let lengthHeightDifference = GrowthRational(7, 10)
  /// The first age in days at which WHO's 2006 standards expect a standing height, 731.
  package static let firstStandingDay = 731

  /// The centimetres WHO's 2006 standards add to a length or height: recumbent length to 730
  /// days and standing height from 731 days, so a standing height before 731 days gets
  /// +0.7 cm and a length from 731 days −0.7 cm (WHO `anthro`: `adjust_lenhei`; igrowup
  /// macros). With no position given nothing is added, as in WHO's software.
  ///
  /// - Parameters:
  ///   - position: How it was measured, or `nil` when that is not known.
  ///   - ageInDays: Age in whole days.
  package static func whoAdjustment(
    measured position: GrowthMeasurementPosition?, ageInDays: Int
  ) -> GrowthRational {
    switch (position, ageInDays < firstStandingDay) {
    case (.standing, true): lengthHeightDifference
    case (.recumbent, false): .zero - lengthHeightDifference
    default: .zero
    }
  }

  /// The length or height WHO's 2006 standards use (see ``whoAdjustment(measured:ageInDays:)``).
  ///
  /// - Parameters:
  ///   - centimetres: The measured length or height.
  ///   - position: How it was measured, or `nil` when that is not known.
  ///   - ageInDays: Age in whole days.
  package static func whoAdjustedLength(
    _ centimetres: GrowthRational, measured position: GrowthMeasurementPosition?, ageInDays: Int
  ) -> GrowthRational {
    centimetres + whoAdjustment(measured: position, ageInDays: ageInDays)
  }

  /// Weight / height², kg/m², exactly.
  ///
  /// - Parameters:
  ///   - weightKilograms: The weight, above zero.
  ///   - heightCentimetres: The length or height, above zero.
  package static func bodyMassIndex(
    weightKilograms: GrowthRational, heightCentimetres: GrowthRational
  ) -> GrowthRational {
    let metres = heightCentimetres / GrowthRational(100)
    return weightKilograms / (metres * metres)
  }
}
