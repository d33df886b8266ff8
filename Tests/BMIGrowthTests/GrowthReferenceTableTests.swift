import BMIGrowth
import Testing

/// Reading LMS tables (with positioned problems) and looking them up by each body's rules.
struct GrowthReferenceTableTests {
  private let header = "sex,age_days,L,M,S\n"

  private func problems(_ text: String, _ reference: GrowthReference = .who2006)
    -> [GrowthTableProblem]
  {
    do {
      _ = try GrowthReferenceTable(parsing: text, reference: reference)
      return []
    } catch {
      return error.problems
    }
  }

  private func problem(_ code: GrowthTableProblem.Code, _ line: Int, _ column: Int)
    -> GrowthTableProblem
  {
    GrowthTableProblem(code: code, line: line, column: column)
  }

  @Test(arguments: [GrowthReference.who2006, .who2007, .cdc2000])
  func builtInTablesReadCleanly(reference: GrowthReference) throws {
    let table = try GrowthFiles.table(reference)
    let (count, first, last): (Int, String, String) =
      switch reference {
      case .who2006: (1827, "0", "1826")
      case .who2007: (170, "60", "229")
      default: (219, "24", "240.5")
      }
    for sex in [Sex.male, .female] {
      let ages = table.ages(sex: sex)
      #expect(ages.count == count)
      #expect(ages.first == exact(first) && ages.last == exact(last))
    }
  }

  @Test func eachKindOfProblemIsReportedWhereItIs() {
    let text =
      header
      + "M,0,0.1,13.4,0.09\n"  // line 2: fine
      + "M,1,0.1,13.4\n"  // line 3: one field short (reported at the end of the line)
      + "X,2,0.1,13.4,0.09\n"  // line 4: sex
      + "M,2,zero,13.4,0.09\n"  // line 5: L is not a number
      + "M,2.5,0.1,13.4,0.09\n"  // line 6: half a day
      + "M,2,0.1,0,0.09\n"  // line 7: M = 0
      + "M,2,0.1,13.4,-0.01\n"  // line 8: S < 0
      + "M,1,0.1,13.4,0.09\n"  // line 9: fine
      + "M,1,0.1,13.4,0.09\n"  // line 10: duplicate
      + "M,0,0.1,13.4,0.09\n"  // line 11: out of order
      + "M,3,0.1,13.4,0.09\n"  // line 12: a gap after day 1
      + "M,-1,0.1,13.4,0.09\n"  // line 13: negative age
      + "M,2,0.1,13.4,0.09,7\n"  // line 14: one field too many (reported at the extra field)
      + "M,2,0.1,1x,-y\n"  // line 15: M and S not numbers (the first is reported)
    #expect(
      problems(text) == [
        problem(.fieldCount, 3, 13), problem(.sex, 4, 1), problem(.number, 5, 5),
        problem(.fractionalAge, 6, 3), problem(.medianNotPositive, 7, 9),
        problem(.variationNotPositive, 8, 14), problem(.duplicateAge, 10, 3),
        problem(.outOfOrder, 11, 3), problem(.ageGap, 12, 3), problem(.negativeAge, 13, 3),
        problem(.fieldCount, 14, 19), problem(.number, 15, 9), problem(.missingSex, 1, 1),
      ])
  }

  @Test func headersAreCheckedColumnByColumn() {
    #expect(
      problems("sex,age_months,L,M,S\nM,0,1,2,3\n") == [
        problem(.header, 1, 5), problem(.missingSex, 1, 1),
      ])
    #expect(
      problems("sex,age_days,L,X,S\n") == [problem(.header, 1, 16), problem(.missingSex, 1, 1)])
    #expect(
      problems("sex,age_days\nM,0\n") == [problem(.header, 1, 13), problem(.missingSex, 1, 1)])
    #expect(problems("") == [problem(.empty, 1, 1)])
    #expect(problems("\n\n") == [problem(.empty, 1, 1)])
  }

  @Test func crLineEndsExtraColumnsAndBlankLinesAreAccepted() throws {
    let text =
      "sex,age_months,L,M,S,P50\r\nM,24,-2,16.5,0.08,16.5\r\n\r\nF,24,-2,16.4,0.08,16.4\r\n"
    let table = try GrowthReferenceTable(parsing: text, reference: .cdc2000)
    #expect(table.ages(sex: .female) == [GrowthRational(24)])
  }

  @Test func readingStopsAtTheProblemLimit() {
    let rows = String(repeating: "Q,0,0.1,13.4,0.09\n", count: 80)
    #expect(problems(header + rows).count == GrowthTableError.problemLimit)
  }

  @Test func problemCodesAreStable() {
    #expect(GrowthTableProblem.Code.ageGap.rawValue == "growth-table.age-gap")
    #expect(GrowthAgeError.outsideReference.code == "growth-age.outside-reference")
    #expect(GrowthComputationError.precisionLimitReached(bits: 8).code == "growth.precision-limit")
  }

  // MARK: - Lookup

  @Test func whoChildStandardsUseWholeDaysRoundedHalfUp() throws {
    let table = try GrowthFiles.table(.who2006)
    let daysPerMonth = GrowthAge.daysPerMonth
    // 0.5 day rounds up to day 1, just under it to day 0.
    let half = GrowthAge.months(GrowthRational(1, 2) / daysPerMonth)
    #expect(half.inWholeDays == .one)
    #expect(GrowthAge.months(exact("0.4999") / daysPerMonth).inWholeDays == .zero)
    #expect(
      try table.parameters(sex: .male, age: half) == table.parameters(sex: .male, age: .days(1)))
    // 60 months is 1826.25 days → 1826, the last row; 1827 days is past it.
    #expect(GrowthAge.months(GrowthRational(60)).inWholeDays == GrowthInteger(1826))
    #expect(throws: Never.self) {
      try table.parameters(sex: .female, age: .months(GrowthRational(60)))
    }
    #expect(throws: GrowthAgeError.outsideReference) {
      try table.parameters(sex: .female, age: .days(1827))
    }
    #expect(throws: GrowthAgeError.negative) { try table.parameters(sex: .female, age: .days(-1)) }
    // Day 2 of boys is the table's third row: L −0.0681, M 13.3883, S 0.09634.
    #expect(
      try table.parameters(sex: .male, age: .days(2))
        == LMSParameters(l: exact("-0.0681"), m: exact("13.3883"), s: exact("0.09634")))
  }

  @Test func whoGrowthReferenceInterpolatesBetweenWholeMonths() throws {
    let table = try GrowthFiles.table(.who2007)
    let at60 = try table.parameters(sex: .male, age: .months(GrowthRational(60)))
    let at61 = try table.parameters(sex: .male, age: .months(GrowthRational(61)))
    let between = try table.parameters(sex: .male, age: .months(exact("60.25")))
    #expect(at61 == LMSParameters(l: exact("-0.7387"), m: exact("15.2641"), s: exact("0.08390")))
    let quarter = GrowthRational(1, 4)
    #expect(between.l == at60.l + quarter * (at61.l - at60.l))
    #expect(between.m == at60.m + quarter * (at61.m - at60.m))
    #expect(between.s == at60.s + quarter * (at61.s - at60.s))
    #expect(throws: Never.self) {
      try table.parameters(sex: .female, age: .months(GrowthRational(228)))
    }
    #expect(throws: GrowthAgeError.outsideReference) {
      try table.parameters(sex: .female, age: .months(exact("228.01")))
    }
    #expect(throws: GrowthAgeError.outsideReference) {
      try table.parameters(sex: .female, age: .months(exact("59.99")))
    }
  }

  @Test func cdcInterpolatesBetweenItsHalfMonthPoints() throws {
    let table = try GrowthFiles.table(.cdc2000)
    let at24 = try table.parameters(sex: .male, age: .months(GrowthRational(24)))
    #expect(at24.m == exact("16.57502768"))
    let at245 = try table.parameters(sex: .male, age: .months(exact("24.5")))
    let between = try table.parameters(sex: .male, age: .months(exact("24.25")))
    #expect(between.m == (at24.m + at245.m) / GrowthRational(2))
    let late = try table.parameters(sex: .female, age: .months(exact("239.99")))
    #expect(late.m > .zero)
    #expect(throws: GrowthAgeError.outsideReference) {
      try table.parameters(sex: .female, age: .months(GrowthRational(240)))
    }
    #expect(throws: GrowthAgeError.outsideReference) {
      try table.parameters(sex: .female, age: .months(exact("23.99")))
    }
  }

  @Test func ageConversionsAreExact() {
    #expect(GrowthAge.days(3376).inMonths == GrowthRational(3376 * 16, 487))
    #expect(GrowthAge.months(exact("114.5")).inMonths == exact("114.5"))
    #expect(GrowthAge.daysPerMonth == exact("30.4375"))
  }

  @Test func whoLengthAndHeightConvention() {
    let cm = exact("80")
    #expect(
      GrowthMeasurement.whoAdjustedLength(cm, measured: .standing, ageInDays: 730) == exact("80.7"))
    #expect(GrowthMeasurement.whoAdjustedLength(cm, measured: .recumbent, ageInDays: 730) == cm)
    #expect(
      GrowthMeasurement.whoAdjustedLength(cm, measured: .recumbent, ageInDays: 731) == exact("79.3")
    )
    #expect(GrowthMeasurement.whoAdjustedLength(cm, measured: .standing, ageInDays: 731) == cm)
    #expect(GrowthMeasurement.whoAdjustedLength(cm, measured: nil, ageInDays: 300) == cm)
    #expect(
      GrowthMeasurement.bodyMassIndex(weightKilograms: exact("64"), heightCentimetres: exact("160"))
        == GrowthRational(25))
  }

  @Test func cdcSigmaIsTheRegressionOnAgeInYears() {
    // Boy of 50.5 months: 0.3728 + 0.5196·a − 0.0091·a², a = 50.5/12; the page prints 2.3983.
    let years = exact("50.5") / GrowthRational(12)
    let boy = exact("0.3728") + exact("0.5196") * years - exact("0.0091") * years * years
    #expect(GrowthMethod.cdcSigma(sex: .male, ageInMonths: exact("50.5")) == boy)
    let girlYears = exact("114.5") / GrowthRational(12)
    let girl =
      exact("0.8334") + exact("0.3712") * girlYears - exact("0.0011") * girlYears * girlYears
    #expect(GrowthMethod.cdcSigma(sex: .female, ageInMonths: exact("114.5")) == girl)
  }
}
