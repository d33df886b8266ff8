import BMIKit
import Foundation
import Testing

@testable import BMICommandLine

/// Messages that named the wrong thing: the column that is missing, an impossible value
/// shown as if it were the limit, and an empty file name.
struct MessageDetailTests {
  static func csv() throws -> (URL, URL) {
    let directory = try temporaryDirectory()
    let file = directory.appendingPathComponent("people.csv")
    try "height_cm,weight_kg\n170,65\n".write(to: file, atomically: true, encoding: .utf8)
    return (directory, file)
  }

  @Test(arguments: [("--height-column", "foo"), ("--weight-column", "bar")])
  func aMissingNamedColumnIsTheOneReported(option: String, column: String) throws {
    let (directory, file) = try Self.csv()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = runInProcess(["batch", file.path, option, column])
    #expect(result.code == 65)
    #expect(
      result.stderr.hasPrefix("Error: \(file.path): no column '\(column)'; the columns are "),
      "\(result.stderr)")
  }

  @Test(arguments: [
    (["--bmi", "250.000001"], "A BMI of 250.000001 is not possible"),
    (["--bmi", "4.999999"], "A BMI of 4.999999 is not possible"),
    (["--height", "300.001", "--weight", "65"], "A height of 300.001 cm is not possible"),
    (["--height", "170", "--weight", "700.000001"], "A weight of 700.000001 kg is not possible"),
    (["--height", "60", "--weight", "150"], "A BMI of 416.67 is not possible"),
  ])
  func anImpossibleValueIsNeverShownAsTheLimit(arguments: [String], words: String) {
    let result = runInProcess(["classify"] + arguments)
    #expect(result.code == 65)
    #expect(result.stderr.contains(words), "\(result.stderr)")
  }

  @Test func anImpossibleValueBeyondSixDecimalsShowsItsDigitsCut() {
    let limits = Plausibility.bodyMassIndex
    let value = Rational(2_500_000_001, 10_000_000)
    #expect(value.text(outside: limits) == "250.000000…")
  }

  @Test(arguments: [
    ["batch", "--output", "", "-"], ["chart", "--output", ""], ["chart", "-o", ""],
    ["classify", "--bmi", "22", "--standard", ""], ["standards", "check", ""],
  ])
  func anEmptyFileNameIsAUsageError(arguments: [String]) {
    let result = runInProcess(arguments, lines: [])
    #expect(result.code == 64, "\(result)")
    #expect(result.stderr.contains("is empty; give a name, or leave the option out."), "\(result)")
  }
}
