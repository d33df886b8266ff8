import BMIKit
import BMISupport

/// Standards whose guideline is meant only for people below a BMI, and the note for a
/// person at or above it.
///
/// NICE NG246 (2025) recommends the waist-to-height ratio for adults with a BMI below
/// 35 kg/m² (obesity class 2 and above are assessed by BMI); `nice-whtr-2025` says so in its
/// population note. With a weight, `classify` knows the BMI and says when it is 35 or more.
enum BMIScopeNote {
  /// The BMI from which each standard's guideline no longer applies, by standard id.
  static let limits: [String: ExactDecimal] = ["nice-whtr-2025": 35]

  /// The note for a person whose BMI is at or above the standard's limit, or `nil`.
  ///
  /// - Parameters:
  ///   - classification: The person's classification (its BMI, when a weight was given).
  ///   - standard: The standard used.
  static func note(_ classification: Classification, _ standard: Standard) -> Message? {
    guard let limit = limits[standard.identity.id], let bmi = classification.bmi,
      bmi.value >= Rational(limit)
    else { return nil }
    let shown = bmi.value.rounded(toDecimals: 1, mode: .halfUp).formatted(decimals: 1)
    return .bmiAboveScope(standard.identity.id, bmi: shown, limit: limit.description)
  }
}
