import BMICore

extension Standard {
  /// Classifies a person by height and weight.
  ///
  /// - Parameters:
  ///   - height: The height.
  ///   - weight: The weight.
  /// - Returns: The classification.
  /// - Throws: ``MeasurementError/impossible(_:value:suggestions:)`` with ``MeasurementKind/bmi`` when
  ///   the height and weight are each possible but their BMI is not (60 cm and 150 kg is
  ///   BMI 417); never traps.
  @inlinable
  public func classify(height: Height, weight: Weight) throws(MeasurementError) -> Classification {
    classify(try bodyMassIndex(height: height, weight: weight))
  }

  /// The lightest and heaviest weights, in steps of 0.1 kg, that put a person of this height
  /// in the healthy category, with the standard's bounds and rounding respected exactly.
  ///
  /// - Parameter height: The height.
  /// - Returns: The range, or `nil` when the standard marks no healthy category.
  public func healthyWeightRange(for height: Height) -> ClosedRange<ExactDecimal>? {
    healthyWeightRange(heightCentimetres: height.centimetres)
  }
}

/// The BMI of a height and a weight that are each possible, checked to be possible itself.
///
/// - Throws: `implausible-bmi`.
@inlinable
package func bodyMassIndex(height: Height, weight: Weight) throws(MeasurementError)
  -> BodyMassIndex
{
  // Possible heights and weights always make a BMI: both are positive and small.
  let computed: BodyMassIndex?
  if let centimetres = height.decimalHeight, let kilograms = weight.decimalWeight {
    computed = BodyMassIndex(heightCentimetres: centimetres, weightKilograms: kilograms)
  } else {
    computed = BodyMassIndex(
      heightCentimetres: height.centimetres, weightKilograms: weight.kilograms)
  }
  guard let bmi = computed else { throw .impossible(.bmi, value: .zero) }
  guard Plausibility.isPossible(bmi) else { throw .impossible(.bmi, value: bmi.value) }
  return bmi
}
