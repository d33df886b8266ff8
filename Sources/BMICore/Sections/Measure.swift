/// What a standard classifies: the value its categories' bounds are written in.
///
/// Format 1 knows BMI alone; format 2 adds the waist circumference, the waist-to-height
/// ratio, and children's BMI-for-age as a z-score or a percentile of a growth reference
/// (the standard's `BMIForAgeReference`), which also need the sex and the age.
public enum Measure: String, Hashable, Sendable, CaseIterable {
  /// The body-mass index in kg/m², the default.
  case bmi
  /// The waist circumference in centimetres.
  case waist = "waist_cm"
  /// The waist circumference divided by the height, both in the same unit.
  case waistToHeight = "waist_to_height"
  /// The z-score of the BMI in a BMI-for-age growth reference, by sex and age.
  case bmiForAgeZ = "bmi_for_age_z"
  /// The percentile (0–100) of the BMI in a BMI-for-age growth reference, by sex and age.
  case bmiForAgePercentile = "bmi_for_age_percentile"
  /// The BMI itself, compared with cut-offs that move with age: read by sex and age from a
  /// table of cut-offs (the standard's `CutOffTable`), such as the IOTF's of Cole et al. 2000.
  case bmiForAgeCutOffs = "bmi_for_age_cut_offs"

  /// Whether the value classified is the BMI itself, in kg/m² (against fixed cut-offs or
  /// cut-offs that move with age).
  public var classifiesBMI: Bool { self == .bmi || self == .bmiForAgeCutOffs }

  /// Whether the measure is a score of the BMI in a growth reference.
  public var isBMIForAge: Bool { self == .bmiForAgeZ || self == .bmiForAgePercentile }

  /// The measurements the value is made from: height and weight for BMI (or the BMI
  /// itself), the waist, or the waist and the height.
  public var requiredInputs: [InputName] {
    switch self {
    case .bmi: [.height, .weight]
    case .bmiForAgeZ, .bmiForAgePercentile, .bmiForAgeCutOffs: [.height, .weight, .sex, .age]
    case .waist: [.waist]
    case .waistToHeight: [.waist, .height]
    }
  }

  /// The name of the value in inequalities and messages: `BMI`, `waist`, `waist/height`.
  public var symbol: String {
    switch self {
    case .bmi, .bmiForAgeCutOffs: "BMI"
    case .waist: "waist"
    case .waistToHeight: "waist/height"
    case .bmiForAgeZ: "z"
    case .bmiForAgePercentile: "percentile"
    }
  }
}

extension Measure {
  /// Whether the measure's values can be zero or negative, as a z-score's are; BMIs,
  /// waists, ratios and percentiles are positive.
  package var takesNegativeValues: Bool { self == .bmiForAgeZ }

  /// An interval of the measure in math notation: as ``Interval/description`` (`(0, 18.5)`),
  /// except that the first category of a z-score reaches down without limit: `(-∞, -3)`.
  ///
  /// - Parameter interval: A category's interval.
  package func notation(of interval: Interval) -> String {
    let text = interval.description
    guard takesNegativeValues, case .none = interval.lower else { return text }
    return "(-∞" + text.dropFirst(2)
  }
}
