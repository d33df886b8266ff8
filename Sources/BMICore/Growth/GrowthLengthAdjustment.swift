/// The correction WHO's 2006 rules made to a child's length or height before the BMI was
/// computed, and how it was measured.
package struct GrowthLengthAdjustment: Sendable, Equatable {
  /// How the length or height was measured.
  package let position: GrowthMeasurementPosition
  /// The centimetres added: +0.7, −0.7 or 0.
  package let centimetres: Rational

  /// Creates an adjustment record.
  ///
  /// - Parameters:
  ///   - position: How it was measured.
  ///   - centimetres: The centimetres added.
  package init(position: GrowthMeasurementPosition, centimetres: Rational) {
    self.position = position
    self.centimetres = centimetres
  }
}

extension GrowthMeasurement {
  /// The difference between recumbent length and standing height WHO assumes, 0.7 cm, as
  /// the core's exact `Rational`.
  package static let lengthHeightDifferenceCentimetres = Rational(7, 10)

  /// ``whoAdjustment(measured:ageInDays:)`` as the core's exact `Rational`: +0.7, −0.7 or 0.
  ///
  /// - Parameters:
  ///   - position: How it was measured, or `nil` when that is not known.
  ///   - ageInDays: Age in whole days.
  package static func whoAdjustmentCentimetres(
    measured position: GrowthMeasurementPosition?, ageInDays: Int
  ) -> Rational {
    switch whoAdjustment(measured: position, ageInDays: ageInDays).signum {
    case 1: lengthHeightDifferenceCentimetres
    case -1: .zero - lengthHeightDifferenceCentimetres
    default: .zero
    }
  }
}
