/// A non-negative or negative decimal number with at most six fractional digits, held exactly.
///
/// Heights, weights, BMI values and cut-offs are decimals as people write them: `170.5`,
/// `64`, `18.5`. `ExactDecimal` keeps such a value as a whole number of millionths, so
/// `0.1 + 0.2` is `0.3` and `64.0` is 64 exactly; no binary floating point is involved.
///
/// The magnitude is limited to less than 10¹² (`maximumMagnitude`) so that every
/// product the engine forms stays within 128-bit integers.
public struct ExactDecimal: Hashable, Comparable, Sendable {
  /// The value in millionths: `18.5` is `18_500_000`.
  @usableFromInline package let millionths: Int64

  /// The number of fractional digits an `ExactDecimal` can hold.
  package static let maximumFractionDigits = 6

  /// The scale between a value and its ``millionths``.
  @usableFromInline package static let scale: Int64 = 1_000_000

  /// The largest magnitude accepted, in millionths (just under 10¹²).
  package static let maximumMagnitude: Int64 = 999_999_999_999_999_999

  /// Zero.
  package static let zero = ExactDecimal(millionths: 0)

  /// Creates a decimal from a count of millionths.
  ///
  /// - Parameter millionths: The value times 10⁶, at most `maximumMagnitude` in magnitude.
  @usableFromInline package init(millionths: Int64) {
    precondition(
      millionths.magnitude <= UInt64(Self.maximumMagnitude), "ExactDecimal out of range")
    self.millionths = millionths
  }

  /// Creates a decimal from a whole number.
  ///
  /// - Parameter integer: A whole number of magnitude below 10¹².
  public init(_ integer: Int) {
    self.init(millionths: Int64(integer) * Self.scale)
  }

  /// Parses a plain decimal: digits, optionally a point and up to six digits, optionally a
  /// leading minus sign (`"170.5"`, `"64"`, `"-1.25"`).
  ///
  /// No spaces, signs other than a leading `-`, exponents, separators, `inf` or `nan`:
  /// tolerant reading of what people type belongs to the measurement parser, not here.
  ///
  /// - Parameter text: The decimal text.
  /// - Returns: `nil` when the text is not such a decimal or is out of range.
  public init?<S: StringProtocol>(_ text: S) {
    guard let parsed = Self.parse(text.utf8) else { return nil }
    self = parsed
  }

  /// Creates a decimal from a `Double` through its shortest round-trip decimal form, so
  /// `64.0` is 64 exactly and `0.1` is 0.1, not 0.1000000000000000055…
  ///
  /// - Parameter double: A finite value whose shortest form has at most six fractional digits.
  /// - Returns: `nil` for infinities, NaN, values out of range, or more than six digits.
  public init?(exactly double: Double) {
    guard double.isFinite else { return nil }
    // Swift prints the shortest digits that round-trip; it switches to exponent form for
    // very small and very large values, which are out of range here anyway.
    let text = double.description
    guard let parsed = Self.parse(text.utf8) else { return nil }
    self = parsed
  }

  /// The value as a `Double`, for drawing and display only; never for comparisons.
  public var doubleValue: Double { Double(millionths) / Double(Self.scale) }

  /// The number of significant fractional digits (0 to 6): `18.5` has 1, `25` has 0.
  package var fractionDigits: Int {
    var remainder = millionths.magnitude % UInt64(Self.scale)
    guard remainder != 0 else { return 0 }
    var digits = Self.maximumFractionDigits
    while remainder % 10 == 0 {
      remainder /= 10
      digits -= 1
    }
    return digits
  }

  /// Whether the value is a multiple of 10⁻ᵈ, i.e. needs at most `decimals` fractional digits.
  ///
  /// - Parameter decimals: A digit count from 0 to 6.
  package func isMultiple(ofPowerOfTenDecimals decimals: Int) -> Bool {
    fractionDigits <= decimals
  }

  /// The value written with exactly `decimals` fractional digits (`25` → `"25.0"` for 1).
  ///
  /// - Parameter decimals: At least `fractionDigits`; digits beyond it are zeros.
  public func formatted(decimals: Int) -> String {
    precondition(decimals >= fractionDigits && decimals <= Self.maximumFractionDigits)
    let magnitude = millionths.magnitude
    let whole = magnitude / UInt64(Self.scale)
    var text = millionths < 0 ? "-" : ""
    text += String(whole)
    guard decimals > 0 else { return text }
    let fraction = String(magnitude % UInt64(Self.scale))
    let padded =
      String(repeating: "0", count: Self.maximumFractionDigits - fraction.count) + fraction
    return text + "." + padded.prefix(decimals)
  }

  // MARK: - Parsing

  private static func parse<C: Collection>(_ bytes: C) -> ExactDecimal? where C.Element == UInt8 {
    var index = bytes.startIndex
    guard index != bytes.endIndex else { return nil }
    var negative = false
    if bytes[index] == UInt8(ascii: "-") {
      negative = true
      index = bytes.index(after: index)
    }
    var whole: Int64 = 0
    var wholeDigits = 0
    var fraction: Int64 = 0
    var fractionDigits = 0
    var seenPoint = false
    while index != bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: ".") {
        guard !seenPoint, wholeDigits > 0 else { return nil }
        seenPoint = true
      } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        let digit = Int64(byte &- UInt8(ascii: "0"))
        if seenPoint {
          fractionDigits += 1
          guard fractionDigits <= maximumFractionDigits else { return nil }
          fraction = fraction * 10 + digit
        } else {
          wholeDigits += 1
          guard wholeDigits <= 12 else { return nil }
          whole = whole * 10 + digit
        }
      } else {
        return nil
      }
      index = bytes.index(after: index)
    }
    guard wholeDigits > 0, !seenPoint || fractionDigits > 0 else { return nil }
    for _ in fractionDigits..<maximumFractionDigits { fraction *= 10 }
    let value = whole * scale + fraction
    guard value <= maximumMagnitude else { return nil }
    return ExactDecimal(millionths: negative ? -value : value)
  }

  // MARK: - Comparable

  /// Orders decimals by value.
  public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
    lhs.millionths < rhs.millionths
  }
}

extension ExactDecimal: CustomStringConvertible {
  /// The shortest exact form: `18.5`, `25`, `0.000001`.
  public var description: String { formatted(decimals: fractionDigits) }
}

extension ExactDecimal: ExpressibleByIntegerLiteral {
  /// Creates a whole-number decimal from a literal such as `25`.
  public init(integerLiteral value: Int) {
    self.init(value)
  }
}

extension ExactDecimal: ExpressibleByFloatLiteral {
  /// Creates a decimal from a literal such as `18.5`, through its shortest decimal form, so
  /// `Interval(18.5..<25)` reads as the source writes it.
  ///
  /// A literal with more than six decimals (`0.1234567`) is rounded to the nearest
  /// millionth rather than stopping the program: a literal is written
  /// in code, where a trap would be a crash found by a user, and text from outside goes
  /// through `init?(_:)`, which refuses such digits instead of rounding them.
  ///
  /// - Precondition: The literal's magnitude is below 10¹² (`maximumMagnitude`), as for
  ///   ``init(_:)-(Int)`` with an integer.
  public init(floatLiteral value: Double) {
    if let decimal = ExactDecimal(exactly: value) {
      self = decimal
      return
    }
    let scaled = value * Double(Self.scale)
    precondition(
      scaled.isFinite && scaled.magnitude <= Double(Self.maximumMagnitude),
      "ExactDecimal literal out of range")
    // Rounded by hand, to the nearest millionth and halves away from zero: the engine links
    // no maths library.
    var whole = Int64(scaled)
    let rest = scaled - Double(whole)
    if rest >= 0.5 { whole += 1 } else if rest <= -0.5 { whole -= 1 }
    self.init(millionths: whole)
  }
}
