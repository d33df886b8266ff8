import BMIPlatform

// Date alone, for `init(_: Date)`. The installed `bmi` is built with BMI_WITHOUT_FOUNDATION
// (Makefile), so it links no Foundation at all and reads the clock with `time`.
#if BMI_WITHOUT_FOUNDATION
#elseif canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A FHIR `dateTime`: a year, a month, a day, or a time to the second with its offset from
/// UTC (`2026`, `2026-03`, `2026-03-14`, `2026-03-14T09:30:00+09:00`), checked as FHIR R4
/// defines the type (hl7.org/fhir/R4/datatypes.html#dateTime): real calendar days, hours
/// 00–23, an offset whenever there is a time.
public struct FHIRDateTime: Hashable, Sendable, CustomStringConvertible {
  /// The text, as FHIR writes it.
  public let text: String

  /// The text.
  public var description: String { text }

  /// Reads a date or date-time, or gives `nil` when it is not a FHIR `dateTime`.
  ///
  /// - Parameter text: The text, such as `2026-03-14` or `2026-03-14T09:30:00Z`.
  public init?(_ text: String) {
    guard Self.isValid(Array(text.utf8)) else { return nil }
    self.text = text
  }

  #if !BMI_WITHOUT_FOUNDATION
    /// The moment `date`, to the second, in UTC (`2026-03-14T00:30:00Z`).
    ///
    /// - Parameter date: The moment.
    public init(_ date: Date) {
      self.init(secondsSince1970: Int64(date.timeIntervalSince1970.rounded(.down)))
    }
  #endif

  /// The moment a number of whole seconds after 1970-01-01T00:00:00Z, in UTC
  /// (`2026-03-14T00:30:00Z`).
  ///
  /// - Parameter seconds: The seconds since the start of 1970 (negative before it).
  package init(secondsSince1970 seconds: Int64) {
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let inDay = Int(seconds - days * 86_400)
    let (year, month, day) = Self.civilDate(daysSinceEpoch: days)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
    let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
    text =
      "\(yearText)-\(two(month))-\(two(day))T\(two(inDay / 3600)):\(two(inDay / 60 % 60)):"
      + "\(two(inDay % 60))Z"
  }

  /// This moment.
  public static var now: FHIRDateTime { FHIRDateTime(secondsSince1970: Int64(time(nil))) }

  /// Whether the value is a FHIR `instant` too: a time to the second with its offset.
  package var isInstant: Bool { text.contains("T") }

  // MARK: - Checking

  private static func isValid(_ bytes: [UInt8]) -> Bool {
    var position = 0
    func number(_ count: Int) -> Int? {
      guard position + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[position..<position + count] {
        guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      position += count
      return value
    }
    func take(_ character: Character) -> Bool {
      guard position < bytes.count, bytes[position] == character.asciiValue else { return false }
      position += 1
      return true
    }
    guard let year = number(4), year > 0 else { return false }
    if position == bytes.count { return true }
    guard take("-"), let month = number(2), (1...12).contains(month) else { return false }
    if position == bytes.count { return true }
    guard take("-"), let day = number(2), day >= 1, day <= daysIn(month: month, year: year)
    else { return false }
    if position == bytes.count { return true }
    guard take("T"), let hour = number(2), hour < 24, take(":"), let minute = number(2),
      minute < 60, take(":"), let second = number(2), second <= 60
    else { return false }
    if take(".") {
      let start = position
      while position < bytes.count, bytes[position] >= UInt8(ascii: "0"),
        bytes[position] <= UInt8(ascii: "9")
      {
        position += 1
      }
      guard position > start else { return false }
    }
    if take("Z") { return position == bytes.count }
    guard take("+") || take("-"), let offsetHours = number(2), take(":"),
      let offsetMinutes = number(2), offsetMinutes < 60,
      offsetHours < 14 || (offsetHours == 14 && offsetMinutes == 0)
    else { return false }
    return position == bytes.count
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The proleptic Gregorian date of a day counted from 1970-01-01 (the days-to-civil
  /// algorithm of Howard Hinnant's "chrono-compatible low-level date algorithms").
  private static func civilDate(daysSinceEpoch: Int64) -> (Int, Int, Int) {
    let shifted = daysSinceEpoch + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (Int(year), Int(month), Int(day))
  }
}
