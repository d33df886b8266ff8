import BMICore

// Decimal alone, so a client of the report (and `bmi`) loads no ICU data: on Linux it lives
// in FoundationEssentials; elsewhere Foundation is the module that has it. The installed
// `bmi`, built with BMI_WITHOUT_FOUNDATION, writes reports with its own encoder
// (`JSONValueEncoder`), which writes the digits itself and never asks for a Decimal.
#if BMI_WITHOUT_FOUNDATION
#elseif canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An exact value as it appears in a report: a JSON number with every digit when it has a
/// finite decimal form (`170.18`, `64.86370891`), else its fraction `p/q` as a string (JSON
/// has no fractions).
public struct ExactNumber: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The exact decimal digits (`22.491349`), or the reduced fraction (`6500/289`).
  public let description: String

  /// Whether the value is written as a JSON number (it has a finite decimal form).
  package var isDecimal: Bool { !description.contains("/") }

  /// The value of an exact fraction.
  ///
  /// - Parameter value: The fraction.
  package init(_ value: Rational) {
    description = value.description
  }

  /// The value of a decimal.
  ///
  /// - Parameter value: The decimal.
  package init(_ value: ExactDecimal) {
    description = value.description
  }

  /// A number already written as exact text.
  init(decimalText: String) {
    description = decimalText
  }

  /// The value as a fraction, read back from its text.
  package var rational: Rational? {
    let parts = description.split(separator: "/")
    guard let top = parts.first, let numerator = ExactDecimal(top) else { return nil }
    guard parts.count == 2 else { return Rational(numerator) }
    guard let denominator = Int(parts[1]), denominator > 0, numerator.fractionDigits == 0 else {
      return nil
    }
    return Rational(numerator) / Rational(denominator)
  }

  /// Writes the number as a JSON number when it is a decimal, else as a string (always as a
  /// string in a build without Foundation, which has no `Decimal` to carry every digit).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    #if BMI_WITHOUT_FOUNDATION
      try container.encode(description)
    #else
      if isDecimal,
        let decimal = Decimal(string: description, locale: Locale(identifier: "en_US_POSIX"))
      {
        try container.encode(decimal)
      } else {
        try container.encode(description)
      }
    #endif
  }

  /// Reads a JSON number or a fraction string (a number through `Double` in a build without
  /// Foundation).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      description = text
    } else {
      #if BMI_WITHOUT_FOUNDATION
        description = String(try container.decode(Double.self))
      #else
        let decimal = try container.decode(Decimal.self)
        description = decimal.description
      #endif
    }
  }
}

extension ExactNumber {
  /// A weight of a healthy range, written with one decimal (`47.0`).
  init(oneDecimal value: ExactDecimal) {
    self = ExactNumber(decimalText: value.formatted(decimals: 1))
  }
}
