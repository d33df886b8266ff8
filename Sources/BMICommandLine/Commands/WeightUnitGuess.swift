import BMIKit
import BMISupport

/// A weight typed without a unit is read as kilograms; next to a height in feet and inches
/// it may well be pounds (`--height 5'7" --weight 143`), so the reading is said aloud.
enum WeightUnitGuess {
  /// Whether a height was typed in feet or inches: `5'7"`, `5ft7in`, `67in`, `5′7″`.
  static func isImperial(height text: String) -> Bool {
    let lower = text.lowercased()
    return lower.contains("ft") || lower.contains("in") || lower.contains("feet")
      || text.contains { "'\"′″’”".contains($0) }
  }

  /// Whether a weight was typed as a number alone: digits, points, commas and spaces.
  static func isBareNumber(_ text: String) -> Bool {
    text.contains { $0.isASCII && $0.isNumber }
      && text.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "," || $0 == " " }
  }

  /// The note for a unitless weight beside an imperial height, or `nil`.
  ///
  /// - Parameters:
  ///   - height: The height as typed.
  ///   - weight: The weight as typed.
  static func note(height: String, weight: String) -> Message? {
    guard isImperial(height: height), isBareNumber(weight) else { return nil }
    let number = weight.filter { $0 != " " }
    return .weightReadAsKilograms(number)
  }
}
