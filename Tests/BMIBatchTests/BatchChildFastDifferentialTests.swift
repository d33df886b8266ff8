import BMIBuiltIns
import BMICore
import BMIMeasurement
import Testing

@testable import BMIBatch

/// A child's row answered by value (`RowEvaluator.evaluateChildFast`: plain fields, the BMI
/// in `Double`, the fast scorer's texts) gets exactly what the general reading of the same
/// row gives (`evaluateForAgeGenerally`: the measurement parser, the exact BMI and the
/// classification): the category, section, score as written, z, percentile, % of P95 and
/// flag, for children of every BMI-for-age standard, with ages in days and in months,
/// heights and weights (or BMIs) with 1, 2 and 6 decimals; rows of any other kind are left
/// to the general reading.
struct BatchChildFastDifferentialTests {
  static let ids = [
    "who-2006-bmi-for-age", "who-2007-bmi-for-age", "cdc-2000-bmi-for-age",
    "kdca-2017-bmi-for-age", "uk90-bmi-for-age", "iotf-2012",
  ]

  /// Spellings of a sex the general path reads (`Sex(parsing:)`), which the fast reading
  /// reads too (`SexMemo`).
  static let sexes = [
    "female", "male", "f", "M", "Female", "MALE", "girl", "Boy", "woman", "men", "여", "남성",
    "여자", " male ", "fEmAlE  ",
  ]

  /// The youngest and oldest whole days each reference scores.
  static func days(_ id: String) -> ClosedRange<Int> {
    switch id {
    case "who-2006-bmi-for-age": 0...1826
    case "who-2007-bmi-for-age": 1827...6939
    case "iotf-2012": 731...6574
    default: 731...6909
    }
  }

  /// A small deterministic generator (SplitMix64).
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  /// An evaluator of `sex,<ageColumn>,height_cm,weight_kg` rows under `id`, or of
  /// `sex,<ageColumn>,bmi` rows.
  static func evaluator(
    _ id: String, ageColumn: String, readsBMI: Bool = false,
    units: (HeightUnit, WeightUnit) = (.centimetres, .kilograms)
  ) throws -> RowEvaluator {
    try evaluator(id, ageColumns: [ageColumn], readsBMI: readsBMI, units: units)
  }

  /// An evaluator of `sex,<ageColumns…>,height_cm,weight_kg` rows under `id` (or with a
  /// `bmi` column): `birth_date,date` gives the age from two dates.
  static func evaluator(
    _ id: String, ageColumns: [String], readsBMI: Bool = false,
    units: (HeightUnit, WeightUnit) = (.centimetres, .kilograms)
  ) throws -> RowEvaluator {
    let configuration = BatchConfiguration()
    let measures = readsBMI ? ["bmi"] : ["height_cm", "weight_kg"]
    let columns = try ColumnSelection(
      names: ["sex"] + ageColumns + measures, configuration: configuration,
      standard: BatchStandards.builtIn(id))
    return RowEvaluator(
      standard: BatchStandards.builtIn(id),
      rules: BatchValueRules(heightUnit: units.0, weightUnit: units.1), columns: columns)
  }

  /// Both readings of one row (sex, age, then height and weight or a BMI); whether the fast
  /// one answered.
  static func expectSameAnswer(
    _ evaluator: RowEvaluator, _ fields: [String], readsBMI: Bool = false,
    order: [Int] = [Slot.sex, Slot.age, Slot.height, Slot.weight]
  ) -> Bool {
    var bytes = Array(fields.joined(separator: ",").utf8)
    // The evaluator may read a few bytes past a field, as it does in a buffer.
    bytes += [UInt8](repeating: 0, count: 64)
    return bytes.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress!
      var slots = FieldSlots()
      var start = 0
      var spans: [FieldSpan] = []
      for field in fields {
        let end = start + field.utf8.count
        spans.append(FieldSpan(start: start, end: end, isPresent: true))
        start = end + 1
      }
      // The slots of the evaluator's columns, by default sex, age, height, weight (a BMI's
      // is the height's).
      for (index, span) in spans.enumerated() { slots[order[index]] = span }
      var fastDetail = RowDetail()
      guard
        let fast = evaluator.evaluateChildFast(
          base, slots, readsBMI: readsBMI, detail: &fastDetail)
      else {
        return false
      }
      var detail = RowDetail()
      let general = evaluator.evaluateForAgeGenerally(
        base, slots, readsBMI: readsBMI, detail: &detail)
      let row = fields.joined(separator: ",")
      guard case .classifiedText(let index, let section) = general,
        case .classifiedText(let fastIndex, let fastSection) = fast
      else {
        Issue.record("\(row): \(general) but fast \(fast)")
        return true
      }
      #expect(fastIndex == index, "\(row)")
      #expect(fastSection == section, "\(row)")
      #expect(fastDetail.display == detail.display, "\(row)")
      #expect(fastDetail.scores.z == detail.scores.z, "\(row)")
      #expect(fastDetail.scores.percentile == detail.scores.percentile, "\(row)")
      #expect(
        fastDetail.scores.percentOfNinetyFifth == detail.scores.percentOfNinetyFifth, "\(row)")
      #expect(fastDetail.scores.flag == detail.scores.flag, "\(row)")
      // The writer puts a fast answer's digits from its units; the bytes are the texts'.
      #expect(fastDetail.childUnits != nil, "\(row)")
      #expect(
        csvAnswers(evaluator.standard, fast, fastDetail)
          == csvAnswers(evaluator.standard, general, detail), "\(row)")
      // And in every other writer of a child's answers: with error detail and groups, in
      // TSV, after a JSON line's CSV fields, and in JSON Lines.
      #expect(
        BatchWriterExtrasTests.writtenAnswers(evaluator.standard, fast, fastDetail)
          == BatchWriterExtrasTests.writtenAnswers(evaluator.standard, general, detail),
        "\(row)")
      return true
    }
  }

  /// The CSV answers `bmi batch` writes after an empty record for an outcome and its detail:
  /// the score, category, label and section, then the score columns.
  static func csvAnswers(_ standard: Standard, _ outcome: RowOutcome, _ detail: RowDetail)
    -> [UInt8]
  {
    let sink = MemoryByteSink()
    let writer = BatchRowWriter(
      output: OutputBuffer(sink: sink), standard: standard, includesLabel: true,
      language: "en", extras: .init(BatchConfiguration(), standard: standard))
    let record = [UInt8](repeating: 0, count: 64)
    record.withUnsafeBufferPointer { buffer in
      try? writer.writeCSVRow(
        buffer.baseAddress!, from: 0, to: 0, padding: 0, outcome: outcome, detail: detail,
        crlf: false)
      try? writer.output.flush()
    }
    return sink.bytes
  }

  /// A decimal text of `millionths` with `decimals` digits (truncated).
  static func decimal(_ millionths: Int, decimals: Int) -> String {
    let whole = millionths / 1_000_000
    guard decimals > 0 else { return "\(whole)" }
    let fraction = String(String(millionths % 1_000_000 + 1_000_000).dropFirst())
    return "\(whole)." + fraction.prefix(decimals)
  }

  @Test(arguments: ids)
  func randomChildrenGetTheGeneralAnswer(id: String) throws {
    var random = Random(state: 33)
    let range = Self.days(id)
    for (ageColumn, readsBMI) in [("age_days", false), ("age_months", false), ("age_days", true)] {
      let evaluator = try Self.evaluator(id, ageColumn: ageColumn, readsBMI: readsBMI)
      var answered = 0
      let count = LongTests.size(everyday: 120, long: 3000)
      for _ in 0..<count {
        let sex = Self.sexes[random.below(Self.sexes.count)]
        let days = range.lowerBound + random.below(range.count)
        // Months with 2 decimals, as the generator writes them (a month is 30.4375 days),
        // rounded up and kept inside the range.
        let hundredths = Swift.min(
          days * 10_000_000 / 3_043_750 + 1, range.upperBound * 10_000_000 / 3_043_750)
        let age =
          ageColumn == "age_days"
          ? "\(days)" : Self.decimal(hundredths * 10_000, decimals: 2)
        let heightMillionths = (45 + random.below(146)) * 1_000_000 + random.below(1_000_000)
        let height = Self.decimal(heightMillionths, decimals: 1 + random.below(2))
        // BMI 11–32: weight = BMI·h².
        let bmiThousandths = 11_000 + random.below(21_000)
        let metres = Double(heightMillionths) / 100_000_000
        let weightMillionths = Int(Double(bmiThousandths) * 1000 * metres * metres)
        let weight = Self.decimal(weightMillionths, decimals: [1, 2, 6][random.below(3)])
        // A BMI column: the BMI with 1, 2 or 6 decimals.
        let bmi = Self.decimal(bmiThousandths * 1000, decimals: [1, 2, 6][random.below(3)])
        let fields = readsBMI ? [sex, age, bmi] : [sex, age, height, weight]
        if Self.expectSameAnswer(evaluator, fields, readsBMI: readsBMI) { answered += 1 }
      }
      #expect(
        answered * 10 >= count * 9, "\(id) \(ageColumn) \(readsBMI): \(answered) of \(count)")
    }
  }

  /// Heights and weights in inches, pounds or metres (the parser's formula with the units
  /// folded in, the BMI in `Double` from its factors): the same answers, nearly all by value.
  @Test(arguments: [
    (HeightUnit.inches, WeightUnit.pounds), (.inches, .kilograms), (.centimetres, .pounds),
    (.metres, .pounds),
  ])
  func otherUnitsGetTheGeneralAnswer(heightUnit: HeightUnit, weightUnit: WeightUnit) throws {
    var random = Random(state: 7)
    for id in Self.ids {
      let evaluator = try Self.evaluator(id, ageColumn: "age_days", units: (heightUnit, weightUnit))
      let range = Self.days(id)
      var answered = 0
      let count = LongTests.size(everyday: 80, long: 2000)
      for _ in 0..<count {
        let sex = Self.sexes[random.below(Self.sexes.count)]
        let days = range.lowerBound + random.below(range.count)
        let centimetres = Double(45 + random.below(146)) + Double(random.below(1000)) / 1000
        let bmi = 11 + Double(random.below(21_000)) / 1000
        let kilograms = bmi * centimetres * centimetres / 10_000
        let height =
          switch heightUnit {
          case .inches: centimetres / 2.54
          case .metres: centimetres / 100
          case .centimetres: centimetres
          }
        let weight = weightUnit == .pounds ? kilograms / 0.453_592_37 : kilograms
        let decimals = 1 + random.below(3)
        let fields = [
          sex, "\(days)",
          Self.decimal(Int(height * 1_000_000), decimals: heightUnit == .metres ? 3 : decimals),
          Self.decimal(Int(weight * 1_000_000), decimals: decimals),
        ]
        if Self.expectSameAnswer(evaluator, fields) { answered += 1 }
      }
      #expect(
        answered * 10 >= count * 9, "\(id) \(heightUnit) \(weightUnit): \(answered) of \(count)")
    }
  }

  /// A decimal age column gives the age as millionths (24 months is 24,000,000/1,000,000):
  /// at a reference's youngest and oldest ages, and at half months, the fast reading still
  /// answers, as the general one does.
  @Test(arguments: [
    ("cdc-2000-bmi-for-age", "24"), ("cdc-2000-bmi-for-age", "24.5"),
    ("cdc-2000-bmi-for-age", "239.5"), ("who-2007-bmi-for-age", "61"),
    ("who-2007-bmi-for-age", "228"), ("uk90-bmi-for-age", "24"),
    ("who-2006-bmi-for-age", "0"), ("who-2006-bmi-for-age", "8"),
  ])
  func agesAtTheEdgesAreAnswered(id: String, months: String) throws {
    let evaluator = try Self.evaluator(id, ageColumn: "age_months", readsBMI: true)
    for bmi in ["13.2", "16.3", "19.9"] {
      #expect(Self.expectSameAnswer(evaluator, ["male", months, bmi], readsBMI: true))
    }
  }

  /// Rows the fast reading does not read are left to the general one.
  @Test(arguments: [
    ["x", "400", "70.5", "8.2"], ["femal", "400", "70.5", "8.2"], ["  ", "400", "70.5", "8.2"],
    ["女", "400", "70.5", "8.2"], ["males", "400", "70.5", "8.2"],
    ["male", "400", "70.5cm", "8.2"], ["male", "400d", "70.5", "8.2"],
    ["male", "", "70.5", "8.2"], ["male", "400", "70.5", ""], ["", "400", "70.5", "8.2"],
    ["male", "+400", "70.5", "8.2"], ["male", "400", "7e1", "8.2"],
    ["male", "99999", "70.5", "8.2"], ["male", "400", "70.5", "0.1"],
  ])
  func otherRowsAreLeftToTheGeneralReading(fields: [String]) throws {
    let evaluator = try Self.evaluator("who-2006-bmi-for-age", ageColumn: "age_days")
    #expect(!Self.expectSameAnswer(evaluator, fields))
  }

  /// A child's sex in any spelling the general path reads is read by value, and the answer
  /// is the general one: girls and boys of every reference at a few ages and BMIs.
  @Test(arguments: sexes + ["F", "m", "WOMEN", "Man", "GIRL", "boy", "남", "여성", "남자", " 여 "])
  func everySpellingOfTheSexIsAnswered(sex: String) throws {
    for id in Self.ids {
      let evaluator = try Self.evaluator(id, ageColumn: "age_days", readsBMI: true)
      let range = Self.days(id)
      for days in [range.lowerBound + 40, (range.lowerBound + range.upperBound) / 2] {
        for bmi in ["13.7", "16.9", "21.3"] {
          #expect(
            Self.expectSameAnswer(evaluator, [sex, "\(days)", bmi], readsBMI: true),
            "\(id) \(sex) \(days) \(bmi)")
        }
      }
    }
  }

  /// A text one byte away from a spelling read just before it (changed at its start,
  /// middle or end, or one byte longer) is not taken for it: left to the general reading.
  @Test(arguments: [
    ("female", "femaly"), ("female", "xemale"), ("female", "femxle"), ("male", "mala"),
    ("male", "mole"), ("Male", "Malee"), ("m", "n"), ("boy", "bay"), ("man", "mxn"),
    ("여자", "여x"), ("남성", "남x"), (" female ", " femalx "), ("woman", "womax"),
  ])
  func nearMissesOfASpellingAreLeftToTheGeneralReading(spelling: String, nearMiss: String)
    throws
  {
    let evaluator = try Self.evaluator("who-2006-bmi-for-age", ageColumn: "age_days")
    #expect(Self.expectSameAnswer(evaluator, [spelling, "400", "70.5", "8.2"]))
    #expect(!Self.expectSameAnswer(evaluator, [nearMiss, "400", "70.5", "8.2"]))
  }

  /// BMI columns the fast reading does not read are left to the general one.
  @Test(arguments: [
    ["male", "400", "16.5 kg/m2"], ["male", "400", "1e1"], ["male", "400", "4.5"],
    ["male", "400", "300"], ["male", "400", ""], ["male", "400", "16.1234567"],
  ])
  func otherBMIsAreLeftToTheGeneralReading(fields: [String]) throws {
    let evaluator = try Self.evaluator(
      "who-2006-bmi-for-age", ageColumn: "age_days", readsBMI: true)
    #expect(!Self.expectSameAnswer(evaluator, fields, readsBMI: true))
  }

  /// `YYYY-MM-DD` of a day counted from 1970-01-01 (the test's own civil calendar).
  static func dateText(daysSinceEpoch days: Int) -> String {
    // H. Hinnant's civil_from_days, written from the algorithm's description.
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func padded(_ value: Int, _ width: Int) -> String {
      String(repeating: "0", count: Swift.max(0, width - "\(value)".count)) + "\(value)"
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  /// Ages from a date of birth and a date of measurement: read by value, nearly all, with
  /// the general answer, across every reference's ages, leap days and years included.
  @Test(arguments: ids)
  func agesFromTwoDatesGetTheGeneralAnswer(id: String) throws {
    var random = Random(state: 11)
    let range = Self.days(id)
    let order = [Slot.sex, Slot.birthDate, Slot.date, Slot.height]
    let evaluator = try Self.evaluator(id, ageColumns: ["birth_date", "date"], readsBMI: true)
    var answered = 0
    let count = LongTests.size(everyday: 120, long: 3000)
    for _ in 0..<count {
      let sex = Self.sexes[random.below(Self.sexes.count)]
      // Births from 1896 to 2055, so that leap years and 1900 and 2000 are crossed.
      let birth = -27_000 + random.below(58_000)
      let days = range.lowerBound + random.below(range.count)
      let bmi = "\(11 + random.below(21)).\(random.below(10))"
      let fields = [
        sex, Self.dateText(daysSinceEpoch: birth), Self.dateText(daysSinceEpoch: birth + days),
        bmi,
      ]
      if Self.expectSameAnswer(evaluator, fields, readsBMI: true, order: order) { answered += 1 }
    }
    #expect(answered * 10 >= count * 9, "\(id): \(answered) of \(count)")
  }

  /// Dates the fast reading does not read, and a measurement before the birth, are left to
  /// the general reading (which reports them or reads them its own way).
  @Test(arguments: [
    ["2019-02-29", "2021-03-01"], ["2019-13-01", "2021-03-01"], ["2019-3-01", "2021-03-01"],
    [" 2019-03-01", "2021-03-01"], ["2019/03/01", "2021-03-01"], ["2019-03-01", "2021-04-31"],
    ["2019-03-01", ""], ["", "2021-03-01"], ["2021-03-02", "2021-03-01"],
    ["2019-03-00", "2021-03-01"], ["+019-03-01", "2021-03-01"], ["2019-03-01", "2021-03-1x"],
  ])
  func otherDatesAreLeftToTheGeneralReading(dates: [String]) throws {
    let evaluator = try Self.evaluator(
      "who-2006-bmi-for-age", ageColumns: ["birth_date", "date"], readsBMI: true)
    let order = [Slot.sex, Slot.birthDate, Slot.date, Slot.height]
    #expect(
      !Self.expectSameAnswer(
        evaluator, ["female"] + dates + ["16.5"], readsBMI: true, order: order))
    // The same row with plain dates is read by value.
    #expect(
      Self.expectSameAnswer(
        evaluator, ["female", "2020-02-29", "2021-03-01", "16.5"], readsBMI: true, order: order))
  }
}
