import BMIGrowth
import Foundation
import Testing

/// Files for the BMI-for-age tests, found from this file's path (no package resources).
enum GrowthFiles {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let fixtures = directory.appending(path: "GrowthFixtures")
  static let references = directory.deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Standards/References")

  static func text(_ url: URL) throws -> String {
    try String(decoding: Data(contentsOf: url), as: UTF8.self)
  }

  /// The rows of a fixture CSV (no quoting in these files) as dictionaries by header name.
  static func rows(_ name: String) throws -> [[String: String]] {
    let lines = try text(fixtures.appending(path: name)).split(separator: "\n")
    let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    return lines.dropFirst().map { line in
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      return Dictionary(uniqueKeysWithValues: zip(header, fields))
    }
  }

  /// The file name of a built-in reference table.
  static func fileName(_ reference: GrowthReference) -> String {
    switch reference {
    case .who2006: "who2006-bmi-for-age-days.csv"
    case .who2007: "who2007-bmi-for-age-months.csv"
    default: "cdc2000-bmi-for-age.csv"
    }
  }

  private static let who2006 = Result { try load(.who2006) }
  private static let who2007 = Result { try load(.who2007) }
  private static let cdc2000 = Result { try load(.cdc2000) }

  private static func load(_ reference: GrowthReference) throws -> GrowthReferenceTable {
    try GrowthReferenceTable(
      parsing: text(references.appending(path: fileName(reference))), reference: reference)
  }

  /// A built-in reference table, read once per process.
  static func table(_ reference: GrowthReference) throws -> GrowthReferenceTable {
    switch reference {
    case .who2006: try who2006.get()
    case .who2007: try who2007.get()
    default: try cdc2000.get()
    }
  }
}

/// An exact decimal from text that the test itself wrote or read from a fixture.
func exact(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> GrowthRational {
  guard let value = GrowthRational(decimal: text) else {
    Issue.record("not a decimal: \(text)", sourceLocation: sourceLocation)
    return .zero
  }
  return value
}

/// The number of digits after the decimal point of a published value.
func publishedDecimals(_ text: String) -> Int {
  guard let point = text.firstIndex(of: ".") else { return 0 }
  return text.distance(from: text.index(after: point), to: text.endIndex)
}

/// One unit in the last digit of a published value: 0.01 for "1.42".
func lastDigitUnit(_ text: String) -> GrowthRational {
  GrowthRational(1) / GrowthRational(10).power(publishedDecimals(text))
}

/// How a computed value compares with a published one.
struct PublishedComparison {
  let quantity: GrowthQuantity
  /// |computed − published|, from certified bounds (an upper bound on the difference).
  let deviation: GrowthRational

  /// Compares a certified quantity with a published decimal.
  init(_ quantity: GrowthQuantity, published text: String) throws {
    self.quantity = quantity
    let published = exact(text)
    let bounds = try #require(quantity.bounds(bits: 48))
    deviation = Swift.max(
      (published - bounds.lower).magnitude, (bounds.upper - published).magnitude)
  }

  /// Whether the computed value is within one unit of the published last digit.
  func isWithin(unitOf text: String) -> Bool { deviation <= lastDigitUnit(text) }

  /// Whether the computed value rounds (half away from zero) to exactly the published value.
  func roundsTo(_ text: String) throws -> Bool {
    try quantity.rounded(toDecimals: publishedDecimals(text)) == exact(text)
  }
}

/// Whether a published value lies within one unit of its last digit of the range a quantity
/// takes over an input's rounding interval: `low` and `high` are the quantity at the two ends of
/// that interval, and the quantity rises with the input.
func isConsistent(published text: String, low: GrowthQuantity, high: GrowthQuantity) throws -> Bool
{
  let unit = lastDigitUnit(text)
  let published = exact(text)
  let lower = try #require(low.bounds(bits: 40)).lower - unit
  let upper = try #require(high.bounds(bits: 40)).upper + unit
  return lower <= published && published <= upper
}

/// Days from 1970-01-01 to a proleptic Gregorian date written `YYYY-MM-DD`.
func daysSinceEpoch(_ text: String) -> Int {
  let parts = text.split(separator: "-").compactMap { Int($0) }
  let (year, month, day) = (parts[0], parts[1], parts[2])
  // Count from March so the leap day ends the year; eras of 400 years repeat exactly.
  let shiftedYear = month <= 2 ? year - 1 : year
  let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
  let yearOfEra = shiftedYear - era * 400
  let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
  let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
  return era * 146_097 + dayOfEra - 719_468
}

extension Sex {
  /// The sex from a fixture's code: 1/M/male or 2/F/female.
  init?(code: String) {
    switch code.lowercased() {
    case "1", "m", "male": self = .male
    case "2", "f", "female": self = .female
    default: return nil
    }
  }
}
