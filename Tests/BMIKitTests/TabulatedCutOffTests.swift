import BMIKit
import Foundation
import Testing

/// The built-ins whose cut-offs are a published table by sex and half-year age group, read
/// from the table itself (`Standards/References/*.csv`), never from the standard file: every
/// row of each sex, at the group's first age, a quarter-year in and a millionth of a year
/// before the next group, with the BMI exactly at each cut-off and a millionth below it.
struct TabulatedCutOffTests {
  /// One row of a table: the group's first age, the next group's (or the end of the
  /// standard's ages), and the cut-offs in ascending order.
  struct Row: Sendable, CustomTestStringConvertible {
    let standard: String
    let sex: String
    let age: ExactDecimal
    let nextAge: ExactDecimal
    let cutOffs: [ExactDecimal]
    var testDescription: String { "\(standard) \(sex) \(age) years" }
  }

  /// WS/T 586-2018: groups "6.0~" … "18.0~", the last to below 19; "≥" at both cut-offs.
  static let wst586 = "china-wst586-2018"
  static let wst586Table = "Standards/References/china-wst586-2018-bmi-cutoffs.csv"
  static let wst586End = ExactDecimal(19)
  /// The categories below, between and above the two cut-offs, as WS/T 586 names them.
  static let wst586Categories = ["below-overweight", "overweight", "obesity"]

  /// The rows of a CSV table with columns `sex,age_years,<cut-off>,<cut-off>`.
  static func rows(standard: String, table: String, end: ExactDecimal) throws -> [Row] {
    let url = BuiltInCatalogueTests.root.appending(path: table)
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst()
    let cells = lines.map { $0.split(separator: ",").map(String.init) }
    var rows: [Row] = []
    for (code, sex) in [("M", "male"), ("F", "female")] {
      let group = cells.filter { $0[0] == code }
      for (index, row) in group.enumerated() {
        let next = index + 1 < group.count ? ExactDecimal(group[index + 1][1])! : end
        rows.append(
          Row(
            standard: standard, sex: sex, age: ExactDecimal(row[1])!, nextAge: next,
            cutOffs: row.dropFirst(2).map { ExactDecimal($0)! }))
      }
    }
    return rows
  }

  static let wst586Rows =
    (try? rows(standard: wst586, table: wst586Table, end: wst586End)) ?? []

  static func person(sex: String, age: ExactDecimal, bmi: ExactDecimal) throws -> Person {
    var person = Person(bodyMassIndex: BodyMassIndex(bmi))
    person.sex = try Sex(parsing: sex)
    person.age = Age(age, .years)
    return person
  }

  static let millionth = ExactDecimal(millionths: 1)

  @Test func theTableHasEveryHalfYearOfBothSexes() {
    // 6.0 to 18.0 by half-years: 25 rows a sex.
    #expect(Self.wst586Rows.count == 50)
    for row in Self.wst586Rows {
      #expect(
        row.nextAge.millionths - row.age.millionths == 500_000 || row.nextAge == Self.wst586End)
      #expect(row.cutOffs.count == 2 && row.cutOffs[0] < row.cutOffs[1])
    }
  }

  /// The file's sections are the table's rows, in order: the ages of each and its bounds.
  @Test func theSectionsAreTheTableRows() throws {
    let standard = try #require(BuiltInStandards.standard(id: Self.wst586))
    #expect(standard.sections.count == Self.wst586Rows.count)
    for (section, row) in zip(standard.sections, Self.wst586Rows) {
      let name = "\(row.sex)-" + "\(row.age)".replacingOccurrences(of: ".", with: "-")
      #expect(section.name == name || section.name == name + "-0", "\(section.name)")
      let intervals = section.table.categories.map(\.interval)
      #expect(
        intervals == [
          Interval(..<row.cutOffs[0]), Interval(row.cutOffs[0]..<row.cutOffs[1]),
          Interval(row.cutOffs[1]...),
        ], "\(row.testDescription)")
      #expect(section.table.categories.map(\.id) == Self.wst586Categories)
    }
  }

  /// At three ages of each group, BMI at each cut-off is in the category above it ("≥") and a
  /// millionth below is in the category below it, in the row's own section.
  @Test(arguments: wst586Rows)
  func everyCutOffHoldsAcrossItsAgeGroup(row: Row) throws {
    let standard = try #require(BuiltInStandards.standard(id: row.standard))
    let quarter = ExactDecimal(millionths: row.age.millionths + 250_000)
    let last = ExactDecimal(millionths: row.nextAge.millionths - 1)
    let index = try #require(Self.wst586Rows.firstIndex { $0.sex == row.sex && $0.age == row.age })
    for age in [row.age, quarter, last] {
      for (position, cut) in row.cutOffs.enumerated() {
        let at = try standard.classify(Self.person(sex: row.sex, age: age, bmi: cut))
        #expect(at.category.id == Self.wst586Categories[position + 1], "\(age) \(cut)")
        #expect(at.sectionIndex == index)
        let below = ExactDecimal(millionths: cut.millionths - 1)
        let under = try standard.classify(Self.person(sex: row.sex, age: age, bmi: below))
        #expect(under.category.id == Self.wst586Categories[position], "\(age) \(below)")
        #expect(under.sectionIndex == index)
      }
    }
  }

  /// Outside 6 to below 19 years the standard refuses the person instead of guessing.
  @Test(arguments: ["5.999999", "19"])
  func agesOutsideTheTableAreRefused(age: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: Self.wst586))
    let person = try Self.person(sex: "female", age: ExactDecimal(age)!, bmi: 20)
    #expect(throws: MeasurementError.self) { try standard.classify(person) }
    do throws(MeasurementError) {
      _ = try standard.classify(person)
    } catch {
      #expect(error.code == "age-outside-standard")
    }
  }

  /// Every category has an English, a Korean and a Chinese label.
  @Test func labelsInEnglishKoreanAndChinese() throws {
    let standard = try #require(BuiltInStandards.standard(id: Self.wst586))
    for category in standard.categories {
      for language in ["en", "ko", "zh"] {
        #expect(category.label.text(in: language) != nil, "\(category.id) \(language)")
      }
    }
    #expect(standard.categories.map(\.label).map { $0.text(in: "zh") } == ["未达超重", "超重", "肥胖"])
  }

  /// The table as SectionedBuiltInTests probes it: the cut-offs printed to 0.1, "≥",
  /// unrounded, each section at its group's first age.
  static var sectionedSourceTable: SectionedBuiltInTests.SourceTable {
    SectionedBuiltInTests.SourceTable(
      id: wst586,
      sections: wst586Rows.enumerated().map { index, row in
        SectionedBuiltInTests.section(
          index, SectionedBuiltInTests.Inputs(sex: row.sex, age: "\(row.age)"), unit: "0.1",
          rounds: false,
          [
            ("\(row.cutOffs[0])", wst586Categories[0], wst586Categories[1]),
            ("\(row.cutOffs[1])", wst586Categories[1], wst586Categories[2]),
          ])
      })
  }
}
