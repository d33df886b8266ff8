import BMICore

extension Standard {
  /// Classifies a person by height and weight, as ``classify(_:)`` with a person of that
  /// height and weight.
  ///
  /// - Parameters:
  ///   - height: The height.
  ///   - weight: The weight.
  /// - Returns: The classification.
  /// - Throws: ``MeasurementError/impossible(_:value:suggestions:)`` with ``MeasurementKind/bmi`` when
  ///   the height and weight are each possible but their BMI is not (60 cm and 150 kg is
  ///   BMI 417); `missing-…` when the standard needs more, such as the sex; never traps.
  @inlinable
  public func classify(height: Height, weight: Weight) throws(MeasurementError) -> Classification {
    // A standard of BMI alone, the common case, costs a lookup and nothing more.
    guard needsOnlyBodyMassIndex else {
      return try classify(Person(height: height, weight: weight))
    }
    let bmi = try bodyMassIndex(height: height, weight: weight)
    return classifyInSection(MeasuredValue(bmi), section: 0, bodyMassIndex: bmi)
  }

  /// The lightest and heaviest weights, in steps of 0.1 kg, that put a person of this height
  /// in the healthy category, with the standard's bounds and rounding respected exactly.
  ///
  /// - Parameter height: The height.
  /// - Returns: The range, or `nil` when the standard marks no healthy category.
  public func healthyWeightRange(for height: Height) -> ClosedRange<ExactDecimal>? {
    healthyWeightRange(heightCentimetres: height.centimetres)
  }

  /// The lightest and heaviest weights, in steps of 0.1 kg, that put this person in the
  /// healthy category of their own section: a 72-year-old man under `glim-2019` gets the
  /// range of the section for 70 and over, not the first section's.
  ///
  /// - Parameter person: The person; the height is needed, and whatever the standard's
  ///   sections are chosen by (the sex, the age, …).
  /// - Returns: The range, or `nil` when the standard does not classify BMI or the person's
  ///   section marks no healthy category.
  /// - Throws: ``MeasurementError``: `missing-height`, or `missing-…` and
  ///   `…-outside-standard` as ``classify(_:)`` throws them for the section's inputs.
  public func healthyWeightRange(for person: Person) throws(MeasurementError)
    -> ClosedRange<ExactDecimal>?
  {
    guard let height = person.height else { throw .missing(.height, standard: identity.id) }
    guard measure == .bmi else { return nil }
    let section: Int
    do throws(InputError) {
      section = try sectionIndex(for: person.inputValues)
    } catch {
      throw MeasurementError(error, person: person, standard: self)
    }
    return healthyWeightRange(heightCentimetres: height.centimetres, inSection: section)
  }

  /// The healthy weight range for a height in the section a classification was made in.
  ///
  /// - Parameters:
  ///   - height: The height.
  ///   - classification: A classification by this standard.
  /// - Returns: The range, or `nil` when the standard does not classify BMI or the section
  ///   marks no healthy category.
  public func healthyWeightRange(for height: Height, in classification: Classification)
    -> ClosedRange<ExactDecimal>?
  {
    healthyWeightRange(
      heightCentimetres: height.centimetres, inSection: classification.sectionIndex)
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
