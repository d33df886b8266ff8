/// Whether, and how, a BMI is rounded before it is looked up in a table.
///
/// A source that prints one-decimal closed ranges ("18.5–22.9", "23.0–24.9") classifies
/// BMI rounded to one decimal; without that rounding, 22.95 would fall between the ranges.
public enum RoundingPolicy: Hashable, Sendable {
  /// The exact BMI is classified.
  case none
  /// The BMI is rounded to `decimals` fractional digits (0–4) with `mode` first.
  case decimals(Int, RoundingMode)

  /// The largest number of decimals a policy may round to.
  package static let maximumDecimals = 4

  /// The number of decimals values are rounded to, or `nil` when they are not rounded.
  package var roundingDecimals: Int? {
    if case .decimals(let decimals, _) = self { return decimals }
    return nil
  }

  /// The value that is looked up for an exact BMI: the BMI itself, or its rounded form.
  ///
  /// - Parameter bmi: The exact BMI.
  @inlinable
  package func valueToClassify(_ bmi: Rational) -> Rational {
    switch self {
    case .none: bmi
    case .decimals(let decimals, let mode): Rational(bmi.rounded(toDecimals: decimals, mode: mode))
    }
  }
}

extension RoundingPolicy: CustomStringConvertible {
  /// `none`, or for example `1 decimal, half-up`.
  public var description: String {
    switch self {
    case .none: "none"
    case .decimals(let decimals, let mode):
      "\(decimals) decimal\(decimals == 1 ? "" : "s"), \(mode.rawValue)"
    }
  }
}
