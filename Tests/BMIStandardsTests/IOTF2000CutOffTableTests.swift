import BMICore
import Foundation
import Testing

/// Cole et al. 2000, Table 4 (BMJ 2000;320:1240), read from the project's copy of the table
/// as a ``CutOffTable`` with the IOTF software's reading between half-years.
struct IOTF2000CutOffTableTests {
  /// One printed cell: sex, age in years and the two cut-offs, as written.
  struct Cell: Sendable, CustomTestStringConvertible {
    let sex: Sex
    let age: String
    let overweight: String
    let obesity: String
    var testDescription: String { "\(sex) \(age) y" }
  }

  static let file = TestFiles.packageRoot.appending(
    path: "Standards/References/iotf2000-cutoffs-overweight-obesity.csv")

  static func cells() throws -> [Cell] {
    let text = try String(contentsOf: file, encoding: .utf8)
    return text.split(whereSeparator: \.isNewline).dropFirst().map { line in
      let fields = line.split(separator: ",").map(String.init)
      return Cell(
        sex: fields[0] == "F" ? .female : .male, age: fields[1], overweight: fields[2],
        obesity: fields[3])
    }
  }

  static func number(_ text: String) -> GrowthRational {
    GrowthRational(decimal: text) ?? .zero
  }

  /// A printed age, `10.0` or `10.5`, as a fraction.
  static func halfYears(_ text: String) -> Rational {
    let parts = text.split(separator: ".")
    return Rational(2 * (Int(parts[0]) ?? 0) + (parts.count > 1 && parts[1] == "5" ? 1 : 0), 2)
  }

  /// The table as the engine reads the file.
  static func table(_ reading: CutOffReading) throws -> CutOffTable {
    try CutOffTable(
      parsing: String(contentsOf: file, encoding: .utf8),
      names: ["overweight_bmi25", "obesity_bmi30"], reading: reading)
  }

  @Test func theFileHoldsTheWholeTable() throws {
    let cells = try Self.cells()
    #expect(cells.count == 66)
    // Spot values of the paper: boys at 10 y, 19.84 and 24.00; both sexes 25 and 30 at 18 y.
    #expect(cells.contains { $0.sex == .male && $0.age == "10.0" && $0.overweight == "19.84" })
    #expect(cells.filter { $0.age == "18.0" }.allSatisfy { $0.overweight == "25.00" })
  }

  /// At every printed age, the BMI equal to a cut-off is in the band above it and the BMI
  /// 0.01 below is in the band below: 66 ages, both cut-offs.
  @Test(arguments: try cells())
  func everyPrintedCutOffIsReproduced(cell: Cell) throws {
    let table = try Self.table(.cubic)
    let age = try #require(Age(Self.halfYears(cell.age), .years))
    let overweight = Self.number(cell.overweight)
    let obesity = Self.number(cell.obesity)
    let hundredth = GrowthRational(1, 100)
    #expect(table.cutOffs(sex: cell.sex, age: age) == [overweight, obesity])
    #expect(table.band(of: overweight - hundredth, sex: cell.sex, age: age) == 0)
    #expect(table.band(of: overweight, sex: cell.sex, age: age) == 1)
    #expect(table.band(of: obesity - hundredth, sex: cell.sex, age: age) == 1)
    #expect(table.band(of: obesity, sex: cell.sex, age: age) == 2)
  }

  /// Between half-years, against exact fractions computed apart from the engine with the
  /// cubic's coefficients written out (Scripts/iotf2000-between-half-years.py's `cubic`):
  /// sex, age (numerator, denominator), cut-off position, expected (numerator, denominator).
  @Test(
    arguments: [
      (Sex.male, 11_999, 1200, 0, "642795659101", "32400000000"),
      (.male, 28, 3, 1, "31297", "1350"),
      (.female, 139, 12, 0, "344731", "16200"),
      (.female, 10_123_457, 1_000_000, 1, "303410079637372341669", "12500000000000000000"),
      // The first and the last half-year: straight lines.
      (.male, 9, 4, 0, "1827", "100"),
      (.female, 71, 4, 1, "748", "25"),
      (.male, 2_000_001, 1_000_000, 1, "1004499971", "50000000"),
    ])
  func betweenHalfYears(
    sex: Sex, ageNumerator: Int, ageDenominator: Int, position: Int, numerator: String,
    denominator: String
  ) throws {
    let table = try Self.table(.cubic)
    let age = try #require(Age(Rational(ageNumerator, ageDenominator), .years))
    let expected = try #require(
      GrowthRational(decimal: numerator).flatMap { top in
        GrowthRational(decimal: denominator).map { top / $0 }
      })
    let values = try #require(table.cutOffs(sex: sex, age: age))
    #expect(values[position] == expected)
    // A BMI a millionth below the exact cut-off is below it; the cut-off itself reaches it.
    let millionth = GrowthRational(1, 1_000_000)
    #expect(table.band(of: expected - millionth, sex: sex, age: age) == position)
    #expect(table.band(of: expected, sex: sex, age: age) == position + 1)
  }

  @Test func otherReadingsAndAgesOutside() throws {
    let linear = try Self.table(.linear)
    let previous = try Self.table(.previousRow)
    let age = try #require(Age(Rational(41, 4), .years))
    // Boys 10.0 y 19.84, 10.5 y 20.20: a quarter of a year on, halfway.
    #expect(linear.cutOffs(sex: .male, age: age)?[0] == Self.number("20.02"))
    #expect(previous.cutOffs(sex: .male, age: age)?[0] == Self.number("19.84"))
    #expect(linear.cutOffs(sex: .male, age: try #require(Age(Rational(1999, 1000), .years))) == nil)
    #expect(
      linear.cutOffs(sex: .male, age: try #require(Age(Rational(18_001, 1000), .years))) == nil)
    #expect(linear.cutOffs(sex: .male, age: try #require(Age(Rational(18), .years))) != nil)
    // Months are converted exactly: 120 months is 10 years.
    #expect(
      linear.cutOffs(sex: .male, age: try #require(Age(Rational(120), .months)))?[0]
        == Self.number("19.84"))
  }

  /// Each refusal, with the position of the field at fault.
  @Test(
    arguments: [
      ("", "cutoff-table.empty 1:1"),
      ("sex,age,a,b\nM,2,1,2\n", "cutoff-table.header 1:5"),
      ("sex,age_years,a\nM,2,1\n", "cutoff-table.missing-column 1:1"),
      ("sex,age_years,a,b,c\n", "cutoff-table.extra-column 1:19"),
      (
        "sex,age_years,a,b\nM,2,1\nM,2.5,1,2,3\n",
        "cutoff-table.field-count 2:6 cutoff-table.field-count 3:11"
      ),
      ("sex,age_years,a,b\nX,2,1,2\n", "cutoff-table.sex 2:1"),
      ("sex,age_years,a,b\nM,2,1e1,2\n", "cutoff-table.number 2:5"),
      ("sex,age_years,a,b\nM,-2,1,2\n", "cutoff-table.negative-age 2:3"),
      ("sex,age_years,a,b\nM,3,1,2\nM,2.5,1,2\n", "cutoff-table.out-of-order 3:3"),
      ("sex,age_years,a,b\nM,3,1,2\nM,3.0,1,2\n", "cutoff-table.duplicate-age 3:3"),
      ("sex,age_years,a,b\nM,3,2,2\n", "cutoff-table.cut-offs-out-of-order 2:7"),
      ("sex,age_years,a,b\nM,2,1,2\nM,3,1,2\nF,2,1,2\n", "cutoff-table.too-few-rows 1:1"),
    ])
  func refusals(text: String, expected: String) {
    do {
      _ = try CutOffTable(parsing: text, names: ["a", "b"], reading: .linear)
      Issue.record("accepted")
    } catch {
      let found = error.problems.map { "\($0.code.rawValue) \($0.line):\($0.column)" }
      #expect(found.joined(separator: " ") == expected)
    }
  }

  @Test func columnsAreFoundByName() throws {
    let text = "sex,age_months,b,a\r\nM,24,2,1\nM,30,4,3\n\nF,24,2,1\nF,30,4,3\n"
    let table = try CutOffTable(parsing: text, names: ["a", "b"], reading: .linear)
    #expect(table.unit == .months)
    #expect(table.male.first?.values == [GrowthRational(1), GrowthRational(2)])
    let age = try #require(Age(Rational(27), .months))
    #expect(table.cutOffs(sex: .female, age: age) == [GrowthRational(2), GrowthRational(3)])
  }
}
