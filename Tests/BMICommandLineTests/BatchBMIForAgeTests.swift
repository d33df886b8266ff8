import BMIKit
import Foundation
import Testing

@testable import BMIBatch
@testable import BMICommandLine

/// `bmi batch` with the BMI-for-age standards: every row gets what `bmi classify --format
/// json` gives the same child (category, classified value, z, percentile, % of P95), BMIs a
/// millionth either side of each cut-off included; the age columns agree with each other;
/// threads, formats and the fast paths change nothing; bad rows are flagged.
struct BatchBMIForAgeTests {
  static let ids = ["who-2006-bmi-for-age", "who-2007-bmi-for-age", "cdc-2000-bmi-for-age"]

  /// Ages in days each reference accepts, from its youngest to its oldest.
  static func ages(_ id: String) -> [Int] {
    switch id {
    case "who-2006-bmi-for-age": [0, 1, 45, 400, 730, 731, 1500, 1826]
    case "who-2007-bmi-for-age": [1827, 1845, 3000, 4500, 6000, 6939]
    default: [731, 732, 1537, 3487, 5000, 7304]
    }
  }

  /// Children of each sex at each age: BMIs at, and a millionth either side of, the BMI of
  /// every cut-off the categories compare with (for WHO, also the z 0.005 either side, where
  /// z rounded to 2 decimals crosses it), and a few BMIs between.
  static func children(_ id: String) throws -> [(sex: String, days: Int, bmi: String)] {
    let standard = BatchStandards.builtIn(id)
    let reference = try #require(standard.bmiForAgeReference)
    let step = GrowthRational(1, 1_000_000)
    var rows: [(String, Int, String)] = []
    for sex in [Sex.female, .male] {
      for days in ages(id) {
        let age = GrowthAge.days(days)
        let parameters = try reference.table.parameters(sex: sex, age: age)
        let method = reference.rules.method(
          sex: sex, ageInMonths: age.inMonths, ninetyFifth: reference.ninetyFifth)
        var cutoffBMIs: [GrowthQuantity] = []
        for category in standard.sections[0].table.categories.dropLast() {
          let bound = try #require(category.interval.upper.value)
          let value = GrowthRational(Rational(bound))
          if standard.measure == .bmiForAgeZ {
            for z in [value - GrowthRational(5, 1000), value, value + GrowthRational(5, 1000)] {
              cutoffBMIs += [GrowthScores.bmi(atZ: z, parameters: parameters, method: method)]
                .compactMap { $0 }
            }
          } else {
            cutoffBMIs.append(
              GrowthScores.bmi(atPercentile: value, parameters: parameters, method: method))
          }
        }
        for quantity in cutoffBMIs {
          let bounds = try #require(quantity.bounds(bits: 64))
          let nearest = GrowthTieRule.halfAwayFromZero.round(bounds.lower, toDecimals: 6)
          for bmi in [nearest - step, nearest, nearest + step] {
            rows.append((sex.rawValue, days, bmi.decimalText(decimals: 6)))
          }
        }
        for bmi in ["11.5", "14.25", "16", "19.875", "24.3"] {
          rows.append((sex.rawValue, days, bmi))
        }
      }
    }
    return rows
  }

  static func csv(_ rows: [(sex: String, days: Int, bmi: String)]) -> [UInt8] {
    Array(
      ("sex,age_days,bmi\n" + rows.map { "\($0.sex),\($0.days),\($0.bmi)\n" }.joined()).utf8)
  }

  /// The output's records as fields (no field of these outputs is quoted).
  static func records(_ output: [UInt8]) -> [[String]] {
    String(decoding: output, as: UTF8.self).split(separator: "\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
  }

  @Test(arguments: ids)
  func everyRowIsWhatClassifyPrints(_ id: String) throws {
    let children = try Self.children(id)
    let run = runBatchBytes(Self.csv(children), standard: BatchStandards.builtIn(id), threads: 1)
    #expect(run.error == nil)
    let records = Self.records(run.output)
    try #require(records.count == children.count)
    let isCDC = id.hasPrefix("cdc")
    for (child, record) in zip(children, records) {
      let result = runInProcess([
        "--sex", child.sex, "--age", "\(child.days)d", "--bmi", child.bmi, "--standard", id,
        "--format", "json",
      ])
      #expect(result.code == 0, "\(child): \(result.stderr)")
      let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      let report = try #require(object as? [String: Any])
      let category = try #require(report["category"] as? [String: Any])
      // sex, age_days, bmi, value, category, error, section, z, percentile[, % of P95]
      let place = "\(id) \(child)"
      #expect(record[3] == report["classified_value"] as? String, "\(place)")
      #expect(record[4] == category["id"] as? String, "\(place)")
      #expect(record[5].isEmpty, "\(place)")
      #expect(Double(record[7]) == (report["z_score"] as? NSNumber)?.doubleValue, "\(place)")
      #expect(Double(record[8]) == (report["percentile"] as? NSNumber)?.doubleValue, "\(place)")
      if isCDC {
        #expect(
          Double(record[9]) == (report["percent_of_p95"] as? NSNumber)?.doubleValue, "\(place)")
      }
      // … then WHO's flag, 1 or 0, as the JSON's warning says.
      let warnings = (report["warnings"] as? [[String: Any]]) ?? []
      let flagged = warnings.contains { $0["code"] as? String == "implausible-bmi-for-age" }
      #expect(record.last == (flagged ? "1" : "0"), "\(place)")
      #expect(record.count == (isCDC ? 11 : 10), "\(place)")
    }
  }

  @Test(arguments: ids)
  func threadsWriteWhatOneThreadWrites(_ id: String) throws {
    let standard = BatchStandards.builtIn(id)
    let input = Self.csv(try Self.children(id) + [("male", 99_999, "17"), ("x", 400, "17")])
    let one = runBatchBytes(input, standard: standard, threads: 1)
    #expect(one.error == nil)
    for (threads, chunkLength) in [(2, 333), (3, 997), (4, 64)] {
      let many = runBatchBytes(
        input, standard: standard, threads: threads, chunkLength: chunkLength)
      #expect(firstDifference(many.output, one.output) == nil, "\(threads) threads")
      #expect(many.summary == one.summary)
    }
  }

  @Test(arguments: ids)
  func jsonLinesAnswerAsCSVDoes(_ id: String) throws {
    let standard = BatchStandards.builtIn(id)
    let children = try Self.children(id)
    let lines = children.map {
      "{\"sex\":\"\($0.sex)\",\"age_days\":\"\($0.days)\",\"bmi\":\"\($0.bmi)\"}\n"
    }
    let fromJSON = runBatchBytes(Array(lines.joined().utf8), standard: standard, threads: 1) {
      $0.inputFormat = .jsonl
    }
    let fromCSV = runBatchBytes(Self.csv(children), standard: standard, threads: 1) {
      $0.outputFormat = .jsonl
    }
    #expect(fromJSON.error == nil)
    #expect(firstDifference(fromJSON.output, fromCSV.output) == nil)
  }

  /// The same child's age as days, months, dates and typed text gives the same answers.
  @Test(arguments: [
    ("2015-03-01", "2024-09-15", "3486", "114.5265..."),
    ("2019-07-31", "2021-08-01", "732", ""),
    ("2020-02-29", "2024-02-28", "1460", ""),
  ])
  func everyAgeColumnGivesTheSameAnswer(
    _ birthDate: String, _ date: String, _ days: String, _ note: String
  ) throws {
    let standard = BatchStandards.builtIn("cdc-2000-bmi-for-age")
    let dayCount = try #require(Int(days))
    let months = GrowthRational(dayCount) / GrowthAge.daysPerMonth
    let inputs: [(header: String, age: String, configure: (inout BatchConfiguration) -> Void)] = [
      ("age_days", days, { _ in }),
      ("birth_date,date", "\(birthDate),\(date)", { _ in }),
      ("age", "\(days)d", { _ in }),
      ("child_age", "\(days) days", { $0.ageColumn = "child_age" }),
      ("days_old", days, { $0.ageDaysColumn = "days_old" }),
      (
        "born,seen", "\(birthDate),\(date)",
        {
          $0.birthDateColumn = "born"; $0.dateColumn = "seen"
        }
      ),
    ]
    var answers: [[String]] = []
    for input in inputs {
      let csv = "sex,\(input.header),height_cm,weight_kg\nfemale,\(input.age),130.5,31.2\n"
      let run = runBatchBytes(
        Array(csv.utf8), standard: standard, threads: 1, configure: input.configure)
      #expect(run.error == nil, "\(input.header)")
      let record = try #require(Self.records(run.output).first)
      answers.append(Array(record.suffix(8)))  // with the flag
    }
    #expect(Set(answers).count == 1, "\(answers)")
    #expect(answers.first?[2] == "", "\(answers)")
    // A whole number of days is a month count only when divisible; months written out agree
    // when they are exact.
    if months.isInteger {
      let csv = "sex,age_months,height_cm,weight_kg\nfemale,\(months),130.5,31.2\n"
      let run = runBatchBytes(Array(csv.utf8), standard: standard, threads: 1)
      #expect(Self.records(run.output).first.map { Array($0.suffix(8)) } == answers.first)
    }
  }

  /// Bad rows are flagged with the codes `bmi classify` refuses them with, in the column at
  /// fault, and the run goes on.
  @Test(arguments: [
    ("sex,age_days,bmi", ",400,17", "missing-sex"),
    ("sex,age_days,bmi", "x,400,17", "invalid-sex"),
    ("sex,age_days,bmi", "male,,17", "missing-age"),
    ("sex,age_days,bmi", "male,9000,17", "age-outside-standard"),
    ("sex,age_days,bmi", "male,99999,17", "implausible-age"),
    ("sex,age_days,bmi", "male,abc,17", "invalid-age"),
    ("sex,age_days,bmi", "male,400,", "missing-value"),
    ("sex,birth_date,date,bmi", "male,2015-02-30,2020-01-01,17", "invalid-age"),
    ("sex,birth_date,date,bmi", "male,2020-01-02,2020-01-01,17", "invalid-age"),
    ("sex,birth_date,date,bmi", "male,2020-01-02,,17", "missing-value"),
  ])
  func badRowsAreFlagged(_ header: String, _ row: String, _ code: String) throws {
    let standard = BatchStandards.builtIn("who-2006-bmi-for-age")
    let input = Array(
      "\(header)\n\(row)\nfemale,\(header.contains("birth") ? "2020-01-01,2021-01-01" : "366"),16\n"
        .utf8)
    let run = runBatchBytes(input, standard: standard, threads: 1)
    #expect(run.error == nil)
    let records = Self.records(run.output)
    let error = header.split(separator: ",").count + 2
    #expect(records.first?[error] == code, "\(records)")
    #expect(records.last?[error] == "", "\(records)")
    #expect(run.summary?.rowsFlagged == 1)
    let strict = runBatchBytes(input, standard: standard, threads: 1) { $0.isStrict = true }
    guard case .rowRejected(_, let line, _, _, let problem)? = strict.error else {
      Issue.record("\(String(describing: strict.error))")
      return
    }
    #expect(line == 2)
    #expect(problem.code == code)
  }

  @Test func aFileWithoutAnAgeColumnIsRefused() {
    let standard = BatchStandards.builtIn("who-2007-bmi-for-age")
    let run = runBatchBytes(Array("sex,bmi\nmale,17\n".utf8), standard: standard, threads: 1)
    guard case .missingInputColumn(_, let input, let wanted, _)? = run.error else {
      Issue.record("\(String(describing: run.error))")
      return
    }
    #expect(input == "age")
    #expect(wanted == ["age_days", "age_months", "birth_date + date", "age", "age_years"])
  }

  /// `age_years`, the reference tables' name for ages in years, is read as `age` is, and
  /// only when no other age column is there: a file with `age` and `age_years` reads `age`.
  @Test func anAgeYearsColumnIsReadAsYearsAfterTheOthers() {
    let standard = BatchStandards.builtIn("who-2007-bmi-for-age")
    let years = runBatchBytes(
      Array("sex,age_years,bmi\nmale,10.5,17\nfemale,12,30\n".utf8), standard: standard,
      threads: 1)
    let typed = runBatchBytes(
      Array("sex,age,bmi\nmale,10.5,17\nfemale,12,30\n".utf8), standard: standard, threads: 1)
    #expect(years.error == nil, "\(String(describing: years.error))")
    #expect(years.summary?.rowsClassified == 2)
    // Every column after the input's three: the same z, category and section.
    func answers(_ output: [UInt8]) -> [[Substring]] {
      String(decoding: output, as: UTF8.self).split(separator: "\n").map {
        Array($0.split(separator: ",", omittingEmptySubsequences: false).dropFirst(3))
      }
    }
    #expect(answers(years.output) == answers(typed.output))
    #expect(answers(years.output).count == 3)
    let both = runBatchBytes(
      Array("sex,age_years,age,bmi\nmale,99,10.5,17\n".utf8), standard: standard, threads: 1)
    #expect(both.summary?.rowsClassified == 1, "\(both.output)")
  }
}
