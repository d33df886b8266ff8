import BMICore
import BMIMeasurement

/// A child to mark on a BMI-for-age chart: sex, age, and a BMI given or measured.
public struct BMIForAgeChartMark: Sendable {
  /// The child's sex, which chooses the panel.
  public let sex: Sex
  /// The child's age, in any unit.
  public let age: Age
  /// The child's BMI.
  public let bodyMassIndex: BodyMassIndex
  /// The height the BMI was measured from, if it was.
  public let height: Height?
  /// The weight the BMI was measured from, if it was.
  public let weight: Weight?

  /// Creates a mark from a BMI.
  ///
  /// - Parameters:
  ///   - sex: The child's sex.
  ///   - age: The child's age.
  ///   - bodyMassIndex: The child's BMI.
  public init(sex: Sex, age: Age, bodyMassIndex: BodyMassIndex) {
    self.sex = sex
    self.age = age
    self.bodyMassIndex = bodyMassIndex
    self.height = nil
    self.weight = nil
  }

  /// Creates a mark from a height and a weight.
  ///
  /// - Parameters:
  ///   - sex: The child's sex.
  ///   - age: The child's age.
  ///   - height: The child's length or height, used as given.
  ///   - weight: The child's weight.
  /// - Throws: `MeasurementError` when the two make a BMI no person can have.
  public init(sex: Sex, age: Age, height: Height, weight: Weight) throws(MeasurementError) {
    self.sex = sex
    self.age = age
    self.bodyMassIndex = try BMIMeasurement.bodyMassIndex(height: height, weight: weight)
    self.height = height
    self.weight = weight
  }

  /// The child's inputs as the standard's sections and reference take them.
  var inputs: InputValues { InputValues(sex: sex, age: age) }
}

/// Why a BMI-for-age chart could not be drawn as asked.
public enum BMIForAgeChartError: Error, Sendable, Equatable {
  /// The standard does not classify BMI-for-age; its id is given. Draw it with `BMIChart`.
  case notBMIForAge(standard: String)
  /// The chart was asked for one sex and the mark is a child of the other.
  case markSexDiffers(chart: Sex, mark: Sex)
  /// The standard could not classify the marked child (an age outside its reference, say).
  case markNotClassified(ClassificationError)

  /// A stable identifier for messages and logs.
  public var code: String {
    switch self {
    case .notBMIForAge: "chart.not-bmi-for-age"
    case .markSexDiffers: "chart.mark-sex-differs"
    case .markNotClassified(.age): "chart.mark-age-outside-reference"
    case .markNotClassified(.input): "chart.mark-input"
    case .markNotClassified(.computation): "chart.mark-undecided"
    case .markNotClassified: "chart.mark-not-classified"
    }
  }
}
