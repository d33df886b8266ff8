import BMIGrowth
import Testing

/// Every row of every published test file (see `GrowthFixtures/README.md`) is scored and
/// compared: within one unit of the last published digit (0.01 for two decimals, 1e-4 for four).
struct GrowthPublishedValuesTests {
  /// A 1-in-10⁹ relative agreement for values the sources print with ten or more digits.
  private func agrees(_ computed: GrowthRational, _ printed: String) -> Bool {
    let published = exact(printed)
    return (computed - published).magnitude * GrowthRational(1_000_000_000) <= published.magnitude
  }

  @Test func whoIgrowupSurveyZScoresReproduce() throws {
    let table = try GrowthFiles.table(.who2006)
    let rows = try GrowthFiles.rows("igrowup-who2006-survey.csv")
    #expect(rows.count == 468)
    var beyondTable = 0
    for row in rows {
      let id = row["id"] ?? "?"
      let sex = try #require(Sex(code: row["sex"] ?? ""))
      let age = GrowthAge.months(exact(row["age_months"] ?? ""))
      // igrowup turns months into days with × 30.4375 rounded half up, as we do.
      let days = try #require(Int(row["age_days"] ?? ""))
      #expect(age.inWholeDays == GrowthInteger(days), "row \(id)")
      let position: GrowthMeasurementPosition = row["measure"] == "h" ? .standing : .recumbent
      let length = GrowthMeasurement.whoAdjustedLength(
        exact(row["height_cm"] ?? ""), measured: position, ageInDays: days)
      #expect(agrees(length, row["clenhei"] ?? ""), "row \(id): ±0.7 cm convention")
      let bmi = GrowthMeasurement.bodyMassIndex(
        weightKilograms: exact(row["weight_kg"] ?? ""), heightCentimetres: length)
      #expect(agrees(bmi, row["cbmi"] ?? ""), "row \(id): BMI")
      guard days <= 1826 else {
        // igrowup's own table runs to 1856 days; the WHO 2006 table (and `anthro`) stop at 60
        // months, so these children are refused rather than scored.
        beyondTable += 1
        #expect(throws: GrowthAgeError.outsideReference) {
          try table.scores(bmi: bmi, sex: sex, age: age)
        }
        continue
      }
      let published = row["zbmi"] ?? ""
      let comparison = try PublishedComparison(
        table.scores(bmi: bmi, sex: sex, age: age).z, published: published)
      #expect(comparison.isWithin(unitOf: published), "row \(id): zbmi \(published)")
    }
    #expect(beyondTable == 4)
  }

  @Test func whoAnthroPlusSurveyZScoresReproduce() throws {
    let table = try GrowthFiles.table(.who2007)
    let rows = try GrowthFiles.rows("anthroplus-who2007-survey.csv")
    #expect(rows.count == 919)
    var beyondRange = 0
    for row in rows {
      let id = row["id"] ?? "?"
      let sex = try #require(Sex(code: row["sex"] ?? ""))
      let months = exact(row["age_months"] ?? "")
      let bmi = GrowthMeasurement.bodyMassIndex(
        weightKilograms: exact(row["weight_kg"] ?? ""),
        heightCentimetres: exact(row["height_cm"] ?? ""))
      #expect(agrees(bmi, row["cbmi"] ?? ""), "row \(id): BMI")
      guard months <= GrowthRational(228) else {
        // The old WHO 2007 macro scored up to 229 months; `anthroplus` (and we) stop at 228.
        beyondRange += 1
        #expect(throws: GrowthAgeError.outsideReference) {
          try table.scores(bmi: bmi, sex: sex, age: .months(months))
        }
        continue
      }
      let published = row["zbfa"] ?? ""
      let comparison = try PublishedComparison(
        table.scores(bmi: bmi, sex: sex, age: .months(months)).z, published: published)
      #expect(comparison.isWithin(unitOf: published), "row \(id): zbfa \(published)")
    }
    #expect(beyondRange == 4)
  }

  @Test func whoAnthroPlusChildrenJustOverSixtyMonthsReproduce() throws {
    let table = try GrowthFiles.table(.who2007)
    let rows = try GrowthFiles.rows("anthroplus-who2007-sixty-months.csv")
    #expect(rows.count == 2)
    for row in rows {
      let sex = try #require(Sex(code: row["sex"] ?? ""))
      let bmi = GrowthMeasurement.bodyMassIndex(
        weightKilograms: exact(row["weight_kg"] ?? ""),
        heightCentimetres: exact(row["height_cm"] ?? ""))
      let scores = try table.scores(
        bmi: bmi, sex: sex, age: .months(exact(row["age_months"] ?? "")))
      let published = row["zbfa"] ?? ""
      let comparison = try PublishedComparison(scores.z, published: published)
      #expect(try comparison.roundsTo(published), "age \(row["age_months"] ?? "")")
    }
  }

  @Test func cdcExtendedPageExamplesReproduce() throws {
    let table = try GrowthFiles.table(.cdc2000)
    let rows = try GrowthFiles.rows("cdc-extended-examples.csv")
    #expect(rows.count == 4)
    for row in rows {
      let name = row["example"] ?? "?"
      let sex = try #require(Sex(code: row["sex"] ?? ""))
      let age = GrowthAge.months(exact(row["age_months"] ?? ""))
      let parameters = try table.parameters(sex: sex, age: age)
      // The page quotes the data file's L, M and S: the table has them digit for digit.
      for (key, value) in [("L", parameters.l), ("M", parameters.m), ("S", parameters.s)] {
        if let printed = row[key], !printed.isEmpty {
          #expect(value == exact(printed), "\(name) \(key)")
        }
      }
      let method = GrowthReference.cdc2000.method(sex: sex, ageInMonths: age.inMonths)
      guard case .cdcExtended(let sigma, _) = method else {
        Issue.record("CDC uses the extended method")
        continue
      }
      if let printed = row["sigma"], !printed.isEmpty {
        let rounded = GrowthTieRule.halfAwayFromZero.round(
          sigma, toDecimals: publishedDecimals(printed))
        #expect(rounded == exact(printed), "\(name) sigma")
      }
      let scores = try table.scores(bmi: exact(row["bmi"] ?? ""), sex: sex, age: age)
      if let printed = row["p95"], !printed.isEmpty {
        #expect(try PublishedComparison(scores.ninetyFifth, published: printed).roundsTo(printed))
      }
      let given = exact(row["given_value"] ?? "")
      switch row["given"] {
      case "bmi":
        for (quantity, key) in [(scores.z, "z"), (scores.percentile, "percentile")] {
          let printed = row[key] ?? ""
          #expect(
            try PublishedComparison(quantity, published: printed).roundsTo(printed),
            "\(name) \(key)")
        }
      case "z":
        let bmi = try #require(GrowthScores.bmi(atZ: given, parameters: parameters, method: method))
        let printed = row["bmi"] ?? ""
        #expect(try PublishedComparison(bmi, published: printed).roundsTo(printed), "\(name) BMI")
        let atBMI = GrowthScores(
          bmi: try bmi.rounded(toDecimals: 12), parameters: parameters, method: method)
        let printedPercentile = row["percentile"] ?? ""
        #expect(
          try PublishedComparison(atBMI.percentile, published: printedPercentile).roundsTo(
            printedPercentile))
      default:
        let bmi = GrowthScores.bmi(atPercentile: given, parameters: parameters, method: method)
        let printed = row["bmi"] ?? ""
        #expect(try PublishedComparison(bmi, published: printed).roundsTo(printed), "\(name) BMI")
        let atBMI = GrowthScores(
          bmi: try bmi.rounded(toDecimals: 12), parameters: parameters, method: method)
        let printedZ = row["z"] ?? ""
        #expect(
          try PublishedComparison(atBMI.z, published: printedZ).roundsTo(printedZ), "\(name) z")
      }
    }
  }

  @Test func rcpchCdcanthroValidationValuesReproduce() throws {
    let table = try GrowthFiles.table(.cdc2000)
    let rows = try GrowthFiles.rows("rcpch-cdcanthro-bmi.csv")
    #expect(rows.count == 910)
    // The file prints each BMI to four decimals; cdcanthro scored the unrounded BMI. z moves by
    // less than 1e-4 within that rounding, percentiles and % of P95 by up to ~1e-3, so those are
    // checked against their range over the BMI's rounding interval.
    let halfUnit = GrowthRational(1, 20_000)
    for (index, row) in rows.enumerated() {
      let line = index + 2
      let sex = try #require(Sex(code: row["sex"] ?? ""))
      let days =
        daysSinceEpoch(row["observation_date"] ?? "") - daysSinceEpoch(row["birth_date"] ?? "")
      let age = GrowthAge.days(days)
      // cdcanthro's age is days / 30.4375, printed to four decimals.
      #expect((age.inMonths - exact(row["age"] ?? "")).magnitude <= halfUnit, "line \(line)")
      let bmi = exact(row["bmi"] ?? "")
      let scores = try table.scores(bmi: bmi, sex: sex, age: age)
      let low = try table.scores(bmi: bmi - halfUnit, sex: sex, age: age)
      let high = try table.scores(bmi: bmi + halfUnit, sex: sex, age: age)
      let plain = { (scores: GrowthScores) in
        GrowthScores(bmi: scores.bmi, parameters: scores.parameters, method: .lms)
      }
      for (quantity, key) in [
        (scores.z, "bmiz"), (plain(scores).z, "original_bmiz"), (scores.ninetyFifth, "p95"),
      ] {
        let printed = row[key] ?? ""
        let comparison = try PublishedComparison(quantity, published: printed)
        #expect(comparison.isWithin(unitOf: printed), "line \(line) \(key) \(printed)")
      }
      for (lowQuantity, highQuantity, key) in [
        (low.percentile, high.percentile, "bmip"),
        (plain(low).percentile, plain(high).percentile, "original_bmip"),
        (low.percentOfNinetyFifth, high.percentOfNinetyFifth, "bmip95"),
      ] {
        let printed = row[key] ?? ""
        #expect(
          try isConsistent(published: printed, low: lowQuantity, high: highQuantity),
          "line \(line) \(key) \(printed)")
      }
    }
  }
}
