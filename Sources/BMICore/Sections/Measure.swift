/// What a standard classifies: the value its categories' bounds are written in.
///
/// Format 1 knows BMI alone; format 2 adds the waist circumference and the
/// waist-to-height ratio. A measure made from age and sex (a BMI-for-age z-score, say)
/// would be a case here that names them in ``requiredInputs``.
public enum Measure: String, Hashable, Sendable, CaseIterable {
  /// The body-mass index in kg/m², the default.
  case bmi
  /// The waist circumference in centimetres.
  case waist = "waist_cm"
  /// The waist circumference divided by the height, both in the same unit.
  case waistToHeight = "waist_to_height"

  /// The measurements the value is made from: height and weight for BMI (or the BMI
  /// itself), the waist, or the waist and the height.
  public var requiredInputs: [InputName] {
    switch self {
    case .bmi: [.height, .weight]
    case .waist: [.waist]
    case .waistToHeight: [.waist, .height]
    }
  }

  /// The name of the value in inequalities and messages: `BMI`, `waist`, `waist/height`.
  public var symbol: String {
    switch self {
    case .bmi: "BMI"
    case .waist: "waist"
    case .waistToHeight: "waist/height"
    }
  }
}
