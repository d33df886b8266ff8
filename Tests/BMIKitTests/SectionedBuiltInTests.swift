import BMIKit
import Foundation
import Testing

/// The built-ins whose tables depend on sex, age, waist or family background, or that
/// classify the waist or the waist-to-height ratio, against their sources: in each section,
/// every cut-off, one unit of the source's precision either side of it, the midpoints half a
/// unit either side and a millionth beside it; and every section boundary from both sides.
///
/// The expectations are transcribed from the sources (the comment on each table and
/// `docs/standards/<id>.md`), never from running the code.
struct SectionedBuiltInTests {
  /// A boundary of a section's table: `value` ends `below` and starts `above`; `inclusive`
  /// when the value itself belongs to `above` ("≥ 90"), not when it stays below ("> 94").
  struct CutOff: Sendable {
    let value: ExactDecimal
    let below: String
    let above: String
    let inclusive: Bool
  }

  /// The inputs that put a person in one section, as typed.
  struct Inputs: Sendable, CustomStringConvertible {
    var sex: String?
    var age: String?
    var background: String?
    var waist: String?
    var description: String {
      [
        sex.map { "sex \($0)" }, age.map { "age \($0)" }, background.map { "background \($0)" },
        waist.map { "waist \($0) cm" },
      ].compactMap { $0 }.joined(separator: ", ")
    }
  }

  /// One section of a source's table as the source prints it.
  struct SourceSection: Sendable {
    let inputs: Inputs
    let index: Int
    /// The smallest step the source prints: 1 for "≥ 90 cm", 0.1 for "25.0–29.9".
    let unit: ExactDecimal
    /// Whether the value is rounded to `unit` before lookup (closed ranges).
    let rounds: Bool
    let cutOffs: [CutOff]
  }

  struct SourceTable: Sendable, CustomTestStringConvertible {
    let id: String
    let sections: [SourceSection]
    var testDescription: String { id }
  }

  /// A value of the measure, the inputs, and what the source gives.
  struct Probe: Sendable, CustomTestStringConvertible {
    let standard: String
    let inputs: Inputs
    let section: Int
    let value: ExactDecimal
    let category: String
    let reason: String
    var testDescription: String { "\(standard) \(inputs): \(value) is \(category) (\(reason))" }
  }

  static func decimal(_ text: String) -> ExactDecimal { ExactDecimal(text)! }

  static func section(
    _ index: Int, _ inputs: Inputs, unit: String, rounds: Bool,
    _ cuts: [(String, String, String)], inclusive: Bool = true
  ) -> SourceSection {
    SourceSection(
      inputs: inputs, index: index, unit: decimal(unit), rounds: rounds,
      cutOffs: cuts.map {
        CutOff(value: decimal($0.0), below: $0.1, above: $0.2, inclusive: inclusive)
      })
  }

  static let male = Inputs(sex: "male")
  static let female = Inputs(sex: "female")

  /// NHLBI Table IV-2 rows, with the risk of the column named by `column`.
  static func nhlbi(_ index: Int, _ inputs: Inputs, large: Bool) -> SourceSection {
    section(
      index, inputs, unit: "0.1", rounds: true,
      [
        ("18.5", "underweight", "normal"),
        ("25", "normal", large ? "overweight-high-risk" : "overweight-increased-risk"),
        (
          "30", large ? "overweight-high-risk" : "overweight-increased-risk",
          large ? "obesity-1-very-high-risk" : "obesity-1-high-risk"
        ),
        (
          "35", large ? "obesity-1-very-high-risk" : "obesity-1-high-risk",
          "obesity-2-very-high-risk"
        ),
        ("40", "obesity-2-very-high-risk", "extreme-obesity"),
      ])
  }

  /// NICE NG246's lower thresholds (overweight 23 to 27.4, obesity 27.5 or above, classes 2
  /// and 3 minus 2.5) or the general ones (18.5 to 24.9 … 40 or more).
  static func nice(_ background: String, lower: Bool) -> SourceSection {
    let cuts = lower ? ["23", "27.5", "32.5", "37.5"] : ["25", "30", "35", "40"]
    return section(
      lower ? 0 : 1, Inputs(background: background), unit: "0.1", rounds: true,
      [
        ("18.5", "underweight", "healthy-weight"), (cuts[0], "healthy-weight", "overweight"),
        (cuts[1], "overweight", "obesity-class-1"),
        (cuts[2], "obesity-class-1", "obesity-class-2"),
        (cuts[3], "obesity-class-2", "obesity-class-3"),
      ])
  }

  static let lowerThresholdBackgrounds = [
    "south-asian", "chinese", "other-asian", "middle-eastern", "black-african",
    "african-caribbean",
  ]

  // MARK: - The sources' tables

  static let sourceTables: [SourceTable] = [
    // KSSO 2022 update: "A waist circumference of ≥90 cm in men and ≥85 cm in women are
    // defined as abdominal obesity". Half-open, unrounded.
    SourceTable(
      id: "ksso-abdominal-2022",
      sections: [
        section(0, male, unit: "1", rounds: false, [("90", "normal", "abdominal-obesity")]),
        section(1, female, unit: "1", rounds: false, [("85", "normal", "abdominal-obesity")]),
      ]),
    // JASSO: ウエスト周囲長 男性 85cm以上、女性 90cm以上. Half-open ("以上"), unrounded.
    SourceTable(
      id: "jasso-waist-2022",
      sections: [
        section(
          0, male, unit: "1", rounds: false,
          [("85", "below-screening", "visceral-fat-accumulation")]),
        section(
          1, female, unit: "1", rounds: false,
          [("90", "below-screening", "visceral-fat-accumulation")]),
      ]),
    // WS/T 428-2013: 中心型肥胖前期 85 ≤ WC < 90 (men), 80 ≤ WC < 85 (women); 中心型肥胖
    // WC ≥ 90 (men), ≥ 85 (women). Half-open, unrounded.
    SourceTable(
      id: "china-waist-2013",
      sections: [
        section(
          0, male, unit: "1", rounds: false,
          [
            ("85", "normal", "pre-central-obesity"),
            ("90", "pre-central-obesity", "central-obesity"),
          ]),
        section(
          1, female, unit: "1", rounds: false,
          [
            ("80", "normal", "pre-central-obesity"),
            ("85", "pre-central-obesity", "central-obesity"),
          ]),
      ]),
    // WHO 2008 consultation: "Men > 94 cm; women > 80 cm" increased; "Men > 102 cm; women
    // > 88 cm" substantially increased. Strict: the cut-off stays below. Unrounded.
    SourceTable(
      id: "who-waist-2008",
      sections: [
        section(
          0, male, unit: "1", rounds: false,
          [
            ("94", "not-increased", "increased"),
            ("102", "increased", "substantially-increased"),
          ], inclusive: false),
        section(
          1, female, unit: "1", rounds: false,
          [
            ("80", "not-increased", "increased"),
            ("88", "increased", "substantially-increased"),
          ], inclusive: false),
      ]),
    // NICE NG246 waist-to-height ratio: 0.4 to 0.49 healthy; 0.5 to 0.59 increased; 0.6 or
    // more high. Two-decimal closed ranges: rounded half-up to two decimals.
    SourceTable(
      id: "nice-whtr-2025",
      sections: [
        section(
          0, Inputs(), unit: "0.01", rounds: true,
          [
            ("0.4", "below-range", "healthy"), ("0.5", "healthy", "increased"),
            ("0.6", "increased", "high"),
          ])
      ]),
    // NHLBI 1998, Table IV-2: BMI "<18.5", "18.5–24.9", "25.0–29.9", "30.0–34.9",
    // "35.0–39.9", "≥40" by waist "Men ≤ 102 cm, Women ≤ 88 cm" / "Men > 102 cm, Women
    // > 88 cm": increased / high, high / very high, very high, extremely high.
    SourceTable(
      id: "nhlbi-1998",
      sections: [
        nhlbi(0, Inputs(sex: "male", waist: "102"), large: false),
        nhlbi(1, Inputs(sex: "male", waist: "102.000001"), large: true),
        nhlbi(2, Inputs(sex: "female", waist: "88"), large: false),
        nhlbi(3, Inputs(sex: "female", waist: "88.000001"), large: true),
      ]),
    // GLIM (2019), Table 3: moderate "< 20 if < 70 yr, < 22 if ≥ 70 yr"; severe "< 18.5 if
    // < 70 yr, < 20 if ≥ 70 yr". Half-open, unrounded.
    SourceTable(
      id: "glim-2019",
      sections: [
        section(
          0, Inputs(age: "69.999999"), unit: "0.1", rounds: false,
          [("18.5", "severe-low-bmi", "moderate-low-bmi"), ("20", "moderate-low-bmi", "not-low")]
        ),
        section(
          1, Inputs(age: "70"), unit: "0.1", rounds: false,
          [("20", "severe-low-bmi", "moderate-low-bmi"), ("22", "moderate-low-bmi", "not-low")]),
      ]),
    // GLIM (2019), Table 1, Asia: "< 18.5 if < 70 years, or < 20 if > 70 years".
    SourceTable(
      id: "glim-asia-2019",
      sections: [
        section(0, Inputs(age: "18"), unit: "0.1", rounds: false, [("18.5", "low-bmi", "not-low")]),
        section(1, Inputs(age: "70"), unit: "0.1", rounds: false, [("20", "low-bmi", "not-low")]),
      ]),
    // NICE NG246, by family background: every background of the lower thresholds, and the
    // general thresholds for any other.
    SourceTable(
      id: "nice-ng246",
      sections: lowerThresholdBackgrounds.map { nice($0, lower: true) } + [
        nice("other", lower: false)
      ]),
    TabulatedCutOffTests.sectionedSourceTable,
  ]

  /// The values to try at each cut-off of a section, with the category the source gives.
  static func probes(of table: SourceTable) -> [Probe] {
    var probes: [Probe] = []
    for section in table.sections {
      func probe(_ millionths: Int64, _ category: String, _ reason: String) {
        probes.append(
          Probe(
            standard: table.id, inputs: section.inputs, section: section.index,
            value: ExactDecimal(millionths: millionths), category: category, reason: reason))
      }
      let unit = section.unit.millionths
      for cut in section.cutOffs {
        let value = cut.value.millionths
        probe(value + unit, cut.above, "one unit of the source's precision above")
        probe(value - unit, cut.below, "one unit of the source's precision below")
        probe(value + unit / 2, cut.above, "half a unit above")
        if !cut.inclusive {
          probe(value, cut.below, "at the cut-off, which stays below")
          probe(value + 1, cut.above, "a millionth above the cut-off")
          probe(value - unit / 2, cut.below, "half a unit below")
        } else if section.rounds {
          probe(value, cut.above, "at the cut-off")
          probe(value - unit / 2, cut.above, "rounds up to the cut-off")
          probe(value - unit / 2 - 1, cut.below, "a millionth below the midpoint rounds down")
        } else {
          probe(value, cut.above, "at the cut-off")
          probe(value - unit / 2, cut.below, "half a unit below is not rounded up")
          probe(value - 1, cut.below, "a millionth below the cut-off")
        }
      }
    }
    return probes
  }

  static let allProbes = sourceTables.flatMap(probes(of:))

  /// The height the waist-to-height probes use: a ratio r is a waist of 200 r cm.
  static let ratioHeight = decimal("200")

  /// The person of a probe: the section's inputs and the measure's value.
  static func person(_ probe: Probe, measure: Measure) throws -> Person {
    var person = Person()
    if let sex = probe.inputs.sex { person.sex = try Sex(parsing: sex) }
    if let text = probe.inputs.age {
      let age = try #require(Age(decimal(text), .years))
      person.age = age
    }
    person.background = probe.inputs.background
    if let waist = probe.inputs.waist { person.waist = try Waist(centimetres: decimal(waist)) }
    switch measure {
    case .bmiForAgeZ, .bmiForAgePercentile, .bmiForAgeCutOffs:
      Issue.record("the sectioned built-ins under test classify adults; BMI-for-age has its own")
    case .bmi:
      let bmi = try #require(BodyMassIndex(probe.value))
      person.bodyMassIndex = bmi
    case .waist:
      person.waist = try Waist(centimetres: probe.value)
    case .waistToHeight:
      person.height = try Height(centimetres: ratioHeight)
      person.waist = try Waist(
        centimetres: ExactDecimal(
          millionths: probe.value.millionths * ratioHeight.millionths
            / 1_000_000))
    }
    return person
  }

  // MARK: - Cut-offs

  @Test func everyBuiltInHasASourceTable() {
    let sectioned = BuiltInStandards.ids.filter {
      let standard = BuiltInStandards.standard(id: $0)!
      return (standard.isSectioned || standard.measure != .bmi)
        && standard.bmiForAgeReference == nil && standard.cutOffReference == nil
        && !standard.isDelegating
    }
    #expect(Set(Self.sourceTables.map(\.id)) == Set(sectioned))
    #expect(
      Set(sectioned).union(BuiltInStandardTests.sourceTables.map(\.id)) == Set(adultIDs))
    let cutOffs = Self.sourceTables.flatMap(\.sections).map(\.cutOffs.count).reduce(0, +)
    #expect(Self.allProbes.count == 6 * cutOffs)
  }

  @Test(arguments: allProbes)
  func classifiesAsTheSourceSays(probe: Probe) throws {
    let standard = try #require(BuiltInStandards.standard(id: probe.standard))
    let result = try standard.classify(Self.person(probe, measure: standard.measure))
    #expect(result.category.id == probe.category)
    #expect(result.sectionIndex == probe.section)
  }

  @Test(arguments: sourceTables)
  func everySectionIsTried(table: SourceTable) throws {
    let standard = try #require(BuiltInStandards.standard(id: table.id))
    #expect(Set(table.sections.map(\.index)) == Set(standard.sections.indices))
    for section in table.sections {
      let rounding = standard.sections[section.index].table.rounding
      let decimals = section.unit.millionths == 10_000 ? 2 : 1
      #expect(rounding == (section.rounds ? .decimals(decimals, .halfUp) : .none))
    }
  }

  // MARK: - Section boundaries

  /// A person on either side of a section boundary, and the section the source puts them in.
  @Test(arguments: [
    ("glim-2019", Inputs(age: "69.999999"), "19", 0, "moderate-low-bmi"),
    ("glim-2019", Inputs(age: "70"), "19", 1, "severe-low-bmi"),
    ("glim-2019", Inputs(age: "18"), "21", 0, "not-low"),
    ("glim-2019", Inputs(age: "104"), "21", 1, "moderate-low-bmi"),
    ("glim-asia-2019", Inputs(age: "69.999999"), "19", 0, "not-low"),
    ("glim-asia-2019", Inputs(age: "70"), "19", 1, "low-bmi"),
    ("nhlbi-1998", Inputs(sex: "male", waist: "102"), "27", 0, "overweight-increased-risk"),
    ("nhlbi-1998", Inputs(sex: "male", waist: "102.000001"), "27", 1, "overweight-high-risk"),
    ("nhlbi-1998", Inputs(sex: "female", waist: "88"), "32", 2, "obesity-1-high-risk"),
    ("nhlbi-1998", Inputs(sex: "female", waist: "88.000001"), "32", 3, "obesity-1-very-high-risk"),
    ("nhlbi-1998", Inputs(sex: "female", waist: "95"), "27", 3, "overweight-high-risk"),
    ("nhlbi-1998", Inputs(sex: "male", waist: "95"), "27", 0, "overweight-increased-risk"),
    ("nice-ng246", Inputs(background: "other"), "24", 1, "healthy-weight"),
    ("nice-ng246", Inputs(background: "chinese"), "24", 0, "overweight"),
  ])
  func sectionBoundaryHoldsFromBothSides(
    id: String, inputs: Inputs, bmi: String, section: Int, category: String
  ) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let probe = Probe(
      standard: id, inputs: inputs, section: section, value: Self.decimal(bmi),
      category: category, reason: "section boundary")
    let result = try standard.classify(Self.person(probe, measure: standard.measure))
    #expect(result.sectionIndex == section)
    #expect(result.category.id == category)
  }

  /// The issue's own example: 170 cm, 80 kg, a waist of 92 cm, a man, by KSSO.
  @Test func kssoAbdominalObesityOfTheIssue() throws {
    let ksso = try BuiltInStandards.named("ksso-abdominal")
    var person = Person(sex: .male)
    person.height = try Height(centimetres: Self.decimal("170"))
    person.weight = try Weight(kilograms: Self.decimal("80"))
    person.waist = try Waist(centimetres: Self.decimal("92"))
    let result = try ksso.classify(person)
    #expect(result.category.id == "abdominal-obesity")
    #expect(result.category.label["ko"] == "복부비만")
  }

  /// What each standard needs and refuses without: sex for the waist tables, age for GLIM,
  /// background for NICE, the waist for NHLBI and the ratio.
  @Test(arguments: [
    ("ksso-abdominal-2022", "missing-sex"), ("who-waist-2008", "missing-sex"),
    ("nhlbi-1998", "missing-waist"), ("glim-2019", "missing-age"),
    ("nice-ng246", "missing-background"), ("nice-whtr-2025", "missing-waist"),
  ])
  func aPersonWithoutAnInputIsRefused(id: String, code: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    var person = Person(bodyMassIndex: BodyMassIndex(Self.decimal("25")))
    person.height = try Height(centimetres: Self.decimal("170"))
    if id == "nhlbi-1998" { person.sex = .female }
    if id == "ksso-abdominal-2022" || id == "who-waist-2008" {
      person.waist = try Waist(centimetres: Self.decimal("90"))
    }
    #expect(throws: MeasurementError.self) { try standard.classify(person) }
    do throws(MeasurementError) {
      _ = try standard.classify(person)
    } catch {
      #expect(error.code == code)
    }
  }

  /// The sections of nice-ng246 are the tables of nice-2025 and nice-ethnic-2025, which stay
  /// built-ins: the same bounds, category ids and English labels.
  @Test(arguments: [(0, "nice-ethnic-2025"), (1, "nice-2025")])
  func niceSectionsAreTheTwoNICETables(section: Int, id: String) throws {
    let combined = try #require(BuiltInStandards.standard(id: "nice-ng246"))
    let single = try #require(BuiltInStandards.standard(id: id))
    let table = combined.sections[section].table
    #expect(table.categories.map(\.id) == single.table.categories.map(\.id))
    #expect(table.categories.map(\.interval) == single.table.categories.map(\.interval))
    #expect(
      table.categories.map { $0.label["en"] } == single.table.categories.map { $0.label["en"] })
    #expect(table.rounding == single.table.rounding)
  }

  /// Every category has an English and a Korean label, every file a source and a population.
  @Test(arguments: sourceTables.map(\.id))
  func labelsSourceAndPopulation(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    for category in standard.categories {
      #expect(category.label.text(in: "en") != nil, "\(category.id)")
      #expect(category.label.text(in: "ko") != nil, "\(category.id)")
    }
    #expect(standard.source?.citation.isEmpty == false)
    #expect(standard.source?.year != nil)
    #expect(standard.population?.minimumAge != nil)
  }

  /// A Korean label that is one of KSSO's terms names KSSO's range for it, so a Korean reader
  /// comparing standards is not misled (docs/standards/README.md, Korean labels): 저체중 only
  /// for BMI below 18.5, and KSSO's waist term 복부비만 only in KSSO's own waist file.
  @Test(arguments: sourceTables.map(\.id))
  func koreanLabelsUseKSSOTermsOnlyForKSSORanges(id: String) throws {
    let ksso = try #require(BuiltInStandards.standard(id: "ksso-2022"))
    var kssoRanges: [String: String] = [:]
    for category in ksso.table.categories {
      kssoRanges[category.label.text(in: "ko") ?? ""] = category.interval.description
    }
    for group in ksso.groups { kssoRanges[group.label.text(in: "ko") ?? ""] = "a group" }
    let standard = try #require(BuiltInStandards.standard(id: id))
    for section in standard.sections {
      for category in section.table.categories {
        let korean = try #require(category.label.text(in: "ko"))
        if let range = kssoRanges[korean] {
          #expect(standard.measure == .bmi, "\(id) \(category.id): \(korean)")
          #expect(category.interval.description == range, "\(id) \(category.id): \(korean)")
        }
        #expect(korean != "복부비만" || id == "ksso-abdominal-2022", "\(id) \(category.id)")
      }
    }
    for group in standard.groups {
      #expect(kssoRanges[group.label.text(in: "ko") ?? ""] == nil, "\(id) group \(group.id)")
    }
  }
}

extension SectionedBuiltInTests.Inputs: CustomTestStringConvertible {
  var testDescription: String { description }
}
