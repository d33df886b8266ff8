import BMIBatch
import BMICore

extension ResultHandle {
  /// A row whose texts are all plain decimals (a child's score as written, its z-score,
  /// percentile and % of the 95th percentile) kept as numbers, with its section and WHO's
  /// flag, rather than as texts: a child's row costs four integers instead of ten texts
  /// joined into columns. Its texts are written back byte for byte (``PackedDecimal``),
  /// and its numbers are the ones ``CNumber`` reads from those texts.
  struct ScoredRow {
    /// The score as written (the value answer).
    var value: Int64
    /// The z-score, percentile and % of the 95th percentile; ``PackedDecimal/none`` for
    /// no text.
    var z: Int64
    var percentile: Int64
    var percentOfNinetyFifth: Int64
    /// The section's index.
    var section: Int32
    /// WHO's flag: 0 for no text, 1 for `0`, 2 for `1`.
    var flag: UInt8

    /// The row of a classified answer whose texts are all plain decimals that
    /// ``PackedDecimal`` keeps, or `nil` (the row then keeps its texts).
    init?(_ answer: ColumnRowAnswer) {
      guard answer.category >= 0, let display = answer.display,
        let value = PackedDecimal.pack(display), value != PackedDecimal.none,
        let z = PackedDecimal.pack(answer.z),
        let percentile = PackedDecimal.pack(answer.percentile),
        let percentOfNinetyFifth = PackedDecimal.pack(answer.percentOfNinetyFifth)
      else { return nil }
      switch answer.flag {
      case "": flag = 0
      case "0": flag = 1
      case "1": flag = 2
      default: return nil
      }
      self.value = value
      self.z = z
      self.percentile = percentile
      self.percentOfNinetyFifth = percentOfNinetyFifth
      section = Int32(truncatingIfNeeded: answer.section)
    }

    /// The row of a child's answer from the fast route as whole units (z, percentile and
    /// % of P95 to 4 digits, as batch writes them), or `nil` for a number with more digits
    /// than ``PackedDecimal`` keeps. ``PackedDecimal/append(_:to:)`` writes each as
    /// `GrowthFastScores.text(units:decimals:)` writes it for ``init(_:)``'s answer.
    init?(_ units: BMIForAgeFastUnits) {
      let decimals = Int64(BMIForAgeResult.researchDecimals)
      guard let value = PackedDecimal.pack(units: units.display, decimals: units.displayDecimals),
        let z = PackedDecimal.pack(units: units.z, decimals: Int(decimals)),
        let percentile = PackedDecimal.pack(units: units.percentile, decimals: Int(decimals))
      else { return nil }
      var percentOfNinetyFifth = PackedDecimal.none
      if let p95 = units.percentOfNinetyFifth {
        guard let packed = PackedDecimal.pack(units: p95, decimals: Int(decimals)) else {
          return nil
        }
        percentOfNinetyFifth = packed
      }
      self.value = value
      self.z = z
      self.percentile = percentile
      self.percentOfNinetyFifth = percentOfNinetyFifth
      section = Int32(truncatingIfNeeded: units.section)
      flag = units.isFlagged ? 2 : 1
    }

    /// The packed text of a numeric answer (0, 3, 4, 5); ``PackedDecimal/none`` otherwise.
    func packed(_ answer: Int) -> Int64 {
      switch answer {
      case 0: return value
      case 3: return z
      case 4: return percentile
      case 5: return percentOfNinetyFifth
      default: return PackedDecimal.none
      }
    }

    /// Appends the text of answer `answer` of this row, of category `category`, as
    /// ``TextRows/append(_:names:)`` writes it.
    func appendText(
      _ answer: Int, category: Int, names: AnswerNames, to bytes: inout [UInt8]
    ) {
      switch answer {
      case 0, 3, 4, 5: PackedDecimal.append(packed(answer), to: &bytes)
      case 1: bytes.append(contentsOf: names.ids[category])
      case 7: bytes.append(contentsOf: names.labels[category])
      case 8:
        if names.sections.count > 1 { bytes.append(contentsOf: names.sections[Int(section)]) }
      case 9:
        if flag > 0 { bytes.append(flag == 2 ? UInt8(ascii: "1") : UInt8(ascii: "0")) }
      default: break
      }
    }
  }

  /// A plain decimal text kept as one integer: its units of 10⁻ᵈ (signed) times 8, plus d.
  /// Only texts written one way are kept — an optional `-`, a whole part without leading
  /// zeros, then a point and 1 to 6 digits or none, at most 15 digits, and no negative
  /// zero — so that ``append(_:to:)`` writes back the same bytes.
  enum PackedDecimal {
    /// An empty text.
    static let none = Int64.min

    /// `text` packed; ``none`` for an empty text; `nil` for a text not kept.
    static func pack(_ text: String) -> Int64? {
      text.utf8.withContiguousStorageIfAvailable { pack($0) } ?? nil
    }

    /// The bytes of a text packed; ``none`` for none; `nil` for a text not kept.
    static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
      if bytes.isEmpty { return none }
      var index = 0
      let negative = bytes[0] == UInt8(ascii: "-")
      if negative { index = 1 }
      var units: Int64 = 0
      var digits = 0
      var whole = 0
      var decimals = -1
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "."), decimals < 0 {
          decimals = 0
        } else if byte &- 48 < 10 {
          units = units &* 10 &+ Int64(byte &- 48)
          digits += 1
          if decimals >= 0 { decimals += 1 } else { whole += 1 }
        } else {
          return nil
        }
        index += 1
      }
      // One whole digit at least, no leading zero, 1 to 6 decimals after a point.
      guard whole > 0, whole == 1 || bytes[negative ? 1 : 0] != UInt8(ascii: "0"),
        decimals != 0, decimals <= 6, digits <= 15, !(negative && units == 0)
      else { return nil }
      let signed = negative ? -units : units
      return signed &* 8 &+ Int64(max(decimals, 0))
    }

    /// `units`·10^−`decimals` packed, as ``pack(_:)-(String)`` packs its text written by
    /// `GrowthFastScores.text(units:decimals:)`; `nil` for more than 6 decimals or 15 digits.
    static func pack(units: Int, decimals: Int) -> Int64? {
      // Below 10¹⁴ the text has at most 15 digits with its leading zero.
      guard decimals >= 0, decimals <= 6, units.magnitude < 100_000_000_000_000 else {
        return nil
      }
      return Int64(units) &* 8 &+ Int64(decimals)
    }

    /// Appends the text `packed` was made from (none for ``none``), as
    /// `GrowthFastScores.text(units:decimals:)` writes a number of units.
    static func append(_ packed: Int64, to bytes: inout [UInt8]) {
      guard packed != none else { return }
      let decimals = Int(packed & 7)
      let units = packed >> 3
      GrowthFastScores.withText(units: Int(units), decimals: decimals) {
        bytes.append(contentsOf: $0)
      }
    }

    /// The number ``CNumber`` reads from the text (at most 15 digits: one correctly
    /// rounded division of two exact doubles); NaN for ``none``.
    static func number(_ packed: Int64) -> Double {
      AnswerNames.powers.withUnsafeBufferPointer { number(packed, powers: $0) }
    }

    /// ``number(_:)`` with ``AnswerNames/powers`` at hand, for a caller reading many rows.
    @inline(__always)
    static func number(_ packed: Int64, powers: UnsafeBufferPointer<Double>) -> Double {
      guard packed != none else { return .nan }
      let units = packed >> 3
      let value = Double(units.magnitude) / powers[Int(packed & 7)]
      return units < 0 ? -value : value
    }
  }
}
