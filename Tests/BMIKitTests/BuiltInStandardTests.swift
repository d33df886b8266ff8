import BMIKit
import Foundation
import Testing

/// Each built-in standard against its source's table: every cut-off, one unit of the source's
/// precision below it, the midpoints half a unit either side of it and, where the file rounds,
/// both sides of the lower rounding midpoint.
///
/// The expectations below are transcribed from the sources (see the comment on each table
/// and `docs/standards/<id>.md`), never from running the code.
struct BuiltInStandardTests {
  /// A boundary of a source's table: `value` is the first BMI of `above`; `below` ends there.
  struct CutOff: Sendable {
    let value: ExactDecimal
    let below: String
    let above: String
  }

  /// A source's table as the source prints it.
  struct SourceTable: Sendable {
    let id: String
    /// The smallest step the source prints: 0.01 for "18.50–24.99", 0.1 for "18.5–22.9".
    let unit: ExactDecimal
    /// Whether BMI is rounded to `unit` before lookup (sources printing closed ranges).
    let rounds: Bool
    let cutOffs: [CutOff]
  }

  /// One BMI and the category its source puts it in.
  struct Probe: Sendable, CustomTestStringConvertible {
    let standard: String
    let bmi: ExactDecimal
    let category: String
    let reason: String
    var testDescription: String { "\(standard) \(bmi) is \(category) (\(reason))" }
  }

  static func decimal(_ text: String) -> ExactDecimal { ExactDecimal(text)! }

  static func table(
    _ id: String, unit: String, rounds: Bool, _ cuts: [(String, String, String)]
  ) -> SourceTable {
    SourceTable(
      id: id, unit: decimal(unit), rounds: rounds,
      cutOffs: cuts.map { CutOff(value: decimal($0.0), below: $0.1, above: $0.2) })
  }

  // MARK: - The sources' tables

  static let sourceTables: [SourceTable] = [
    // WHO TRS 894 (2000), classification of adults by BMI: <18.50; 18.50–24.99; 25.00–29.99;
    // 30.00–34.99; 35.00–39.99; ≥40.00. Thinness grades from TRS 854 (1995): <16.00;
    // 16.00–16.99; 17.00–18.49. Two-decimal ranges: half-open, unrounded.
    table(
      "who-2000", unit: "0.01", rounds: false,
      [
        ("16", "severe-thinness", "moderate-thinness"),
        ("17", "moderate-thinness", "mild-thinness"),
        ("18.5", "mild-thinness", "normal"),
        ("25", "normal", "pre-obese"),
        ("30", "pre-obese", "obese-class-1"),
        ("35", "obese-class-1", "obese-class-2"),
        ("40", "obese-class-2", "obese-class-3"),
      ]),
    // KSSO 2022 update (Haam JH et al., J Obes Metab Syndr 2023;32:121-129), unchanged since
    // 2018: 저체중 <18.5; 정상 18.5~22.9; 비만 전단계 23~24.9; 1단계 비만 25~29.9;
    // 2단계 비만 30~34.9; 3단계 비만 ≥35. One-decimal closed ranges: rounded half-up.
    table(
      "ksso-2022", unit: "0.1", rounds: true,
      [
        ("18.5", "underweight", "normal"),
        ("23", "normal", "pre-obesity"),
        ("25", "pre-obesity", "obesity-class-1"),
        ("30", "obesity-class-1", "obesity-class-2"),
        ("35", "obesity-class-2", "obesity-class-3"),
      ]),
    // Asia-Pacific perspective (WHO WPRO / IASO / IOTF, 2000): underweight <18.5; normal
    // 18.5–22.9; at risk 23–24.9; obese I 25–29.9; obese II ≥30. Rounded half-up.
    table(
      "asia-pacific-2000", unit: "0.1", rounds: true,
      [
        ("18.5", "underweight", "normal"),
        ("23", "normal", "at-risk"),
        ("25", "at-risk", "obese-1"),
        ("30", "obese-1", "obese-2"),
      ]),
    // JASSO 肥満症診療ガイドライン2022: 低体重 <18.5; 普通体重 18.5≦~<25; 肥満(1度) 25≦~<30;
    // 肥満(2度) 30≦~<35; 肥満(3度) 35≦~<40; 肥満(4度) 40≦. Half-open, unrounded.
    table(
      "jasso-2022", unit: "0.1", rounds: false,
      [
        ("18.5", "underweight", "normal"),
        ("25", "normal", "obesity-1"),
        ("30", "obesity-1", "obesity-2"),
        ("35", "obesity-2", "obesity-3"),
        ("40", "obesity-3", "obesity-4"),
      ]),
    // WS/T 428-2013 成人体重判定: 体重过低 BMI<18.5; 体重正常 18.5≤BMI<24.0;
    // 超重 24.0≤BMI<28.0; 肥胖 BMI≥28.0. Half-open, unrounded.
    table(
      "china-2013", unit: "0.1", rounds: false,
      [
        ("18.5", "underweight", "normal"),
        ("24", "normal", "overweight"),
        ("28", "overweight", "obesity"),
      ]),
    // CDC, Adult BMI Categories: less than 18.5; 18.5 to less than 25; 25 to less than 30;
    // class 1 30 to less than 35; class 2 35 to less than 40; class 3 40 or greater. CDC's
    // 5 ft 9 in example (125 lb, BMI 18.459…, is "18.5 to <25") shows the BMI is rounded to one
    // decimal first: rounded half-up, half-open bounds (see cdcWorkedExample below).
    table(
      "cdc-adult", unit: "0.1", rounds: true,
      [
        ("18.5", "underweight", "healthy-weight"),
        ("25", "healthy-weight", "overweight"),
        ("30", "overweight", "obesity-class-1"),
        ("35", "obesity-class-1", "obesity-class-2"),
        ("40", "obesity-class-2", "obesity-class-3"),
      ]),
    // NICE NG246 (2025): healthy weight 18.5 to 24.9; overweight 25 to 29.9; obesity class 1
    // 30 to 34.9; class 2 35 to 39.9; class 3 40 or more. Rounded half-up.
    table(
      "nice-2025", unit: "0.1", rounds: true,
      [
        ("18.5", "underweight", "healthy-weight"),
        ("25", "healthy-weight", "overweight"),
        ("30", "overweight", "obesity-class-1"),
        ("35", "obesity-class-1", "obesity-class-2"),
        ("40", "obesity-class-2", "obesity-class-3"),
      ]),
    // NICE NG246 (2025), South Asian, Chinese, other Asian, Middle Eastern, Black African or
    // African-Caribbean family background: overweight 23 to 27.4; obesity 27.5 or above;
    // classes 2 and 3 "usually" the general thresholds minus 2.5. Rounded half-up.
    table(
      "nice-ethnic-2025", unit: "0.1", rounds: true,
      [
        ("18.5", "underweight", "healthy-weight"),
        ("23", "healthy-weight", "overweight"),
        ("27.5", "overweight", "obesity-class-1"),
        ("32.5", "obesity-class-1", "obesity-class-2"),
        ("37.5", "obesity-class-2", "obesity-class-3"),
      ]),
    // WHO Global Database on BMI, international classification with the additional cut-off
    // points of the 2004 expert consultation: <16.00; 16.00–16.99; 17.00–18.49; 18.50–22.99;
    // 23.00–24.99; 25.00–27.49; 27.50–29.99; 30.00–32.49; 32.50–34.99; 35.00–37.49;
    // 37.50–39.99; ≥40.00. Two-decimal ranges: half-open, unrounded.
    table(
      "who-2004", unit: "0.01", rounds: false,
      [
        ("16", "severe-thinness", "moderate-thinness"),
        ("17", "moderate-thinness", "mild-thinness"),
        ("18.5", "mild-thinness", "normal-lower"),
        ("23", "normal-lower", "normal-upper"),
        ("25", "normal-upper", "pre-obese-lower"),
        ("27.5", "pre-obese-lower", "pre-obese-upper"),
        ("30", "pre-obese-upper", "obese-class-1-lower"),
        ("32.5", "obese-class-1-lower", "obese-class-1-upper"),
        ("35", "obese-class-1-upper", "obese-class-2-lower"),
        ("37.5", "obese-class-2-lower", "obese-class-2-upper"),
        ("40", "obese-class-2-upper", "obese-class-3"),
      ]),
    // WHO expert consultation (Lancet 2004;363:157-163), recommendation 3: less than 18·5
    // underweight; 18·5–23 increasing but acceptable risk; 23–27·5 increased risk; 27·5 or
    // higher high risk ("23 kg/m² or higher", "27·5 kg/m² or higher"). Half-open, unrounded.
    table(
      "who-2004-asia", unit: "0.1", rounds: false,
      [
        ("18.5", "underweight", "acceptable-risk"),
        ("23", "acceptable-risk", "increased-risk"),
        ("27.5", "increased-risk", "high-risk"),
      ]),
    // Taiwan HPA 成人健康體位標準: 體重過輕 BMI<18.5; 健康體位 18.5≦BMI<24; 過重 24≦BMI<27;
    // 輕度肥胖 27≦BMI<30; 中度肥胖 30≦BMI<35; 重度肥胖 BMI≧35. Half-open, unrounded.
    table(
      "taiwan-2002", unit: "0.1", rounds: false,
      [
        ("18.5", "underweight", "healthy-weight"),
        ("24", "healthy-weight", "overweight"),
        ("27", "overweight", "mild-obesity"),
        ("30", "mild-obesity", "moderate-obesity"),
        ("35", "moderate-obesity", "severe-obesity"),
      ]),
    // Singapore MOH / HPB, 16 March 2005: below 18.5 risk of nutritional deficiency diseases
    // and osteoporosis; 18.5 – 22.9 low risk (healthy range); 23 – 27.4 moderate risk;
    // 27.5 and above high risk. One-decimal closed ranges: rounded half-up.
    table(
      "singapore-2005", unit: "0.1", rounds: true,
      [
        ("18.5", "nutritional-risk", "low-risk"),
        ("23", "low-risk", "moderate-risk"),
        ("27.5", "moderate-risk", "high-risk"),
      ]),
    // Indian consensus (Misra et al., JAPI 2009;57:163-170): normal 18.0–22.9; overweight
    // 23.0–24.9; obesity ≥25 (printed ">25"). One-decimal closed ranges: rounded half-up.
    table(
      "india-2009", unit: "0.1", rounds: true,
      [
        ("18", "underweight", "normal"),
        ("23", "normal", "overweight"),
        ("25", "overweight", "obesity"),
      ]),
    // Hong Kong DH / CHP: overweight "from 23.0 to less than 25.0" (23.0 ≤ BMI < 25.0);
    // obese "25.0 or above"; underweight below 18.5 (secondary). Half-open, unrounded.
    table(
      "hong-kong-2023", unit: "0.1", rounds: false,
      [
        ("18.5", "underweight", "normal"),
        ("23", "normal", "overweight"),
        ("25", "overweight", "obese"),
      ]),
    // Malaysia CPG on management of obesity (2004): underweight <18.5; normal 18.5–22.9;
    // overweight 23–27.4; obese 27.5 or greater. One-decimal closed ranges: rounded half-up.
    table(
      "malaysia-2004", unit: "0.1", rounds: true,
      [
        ("18.5", "underweight", "normal"),
        ("23", "normal", "overweight"),
        ("27.5", "overweight", "obese"),
      ]),
    // China NHC (2025), people aged 80 and over: suitable range "22.0至26.9"; below it
    // 低于适宜范围, above it 高于适宜范围. One-decimal closed range: rounded half-up.
    table(
      "china-80-2025", unit: "0.1", rounds: true,
      [
        ("22", "below-range", "suitable"),
        ("27", "suitable", "above-range"),
      ]),
  ]

  /// The BMIs to try at each cut-off, with the category the source gives them.
  static func probes(of table: SourceTable) -> [Probe] {
    var probes: [Probe] = []
    func probe(_ millionths: Int64, _ category: String, _ reason: String) {
      probes.append(
        Probe(
          standard: table.id, bmi: ExactDecimal(millionths: millionths), category: category,
          reason: reason))
    }
    let unit = table.unit.millionths
    for cut in table.cutOffs {
      let value = cut.value.millionths
      probe(value, cut.above, "at the cut-off")
      probe(value - unit, cut.below, "one unit of the source's precision below")
      probe(value + unit / 2, cut.above, "half a unit above")
      if table.rounds {
        probe(value - unit / 2, cut.above, "rounds up to the cut-off")
        probe(value - unit / 2 - 1, cut.below, "a millionth below the midpoint rounds down")
      } else {
        probe(value - unit / 2, cut.below, "half a unit below is not rounded up")
        probe(value - 1, cut.below, "a millionth below the cut-off")
      }
    }
    return probes
  }

  static let allProbes = sourceTables.flatMap(probes(of:))

  static func builtIn(_ id: String) throws -> Standard {
    try #require(BuiltInStandards.standard(id: id))
  }

  // MARK: - Cut-offs

  @Test func everyBuiltInHasASourceTable() {
    // The sectioned built-ins and those of another measure: SectionedBuiltInTests.
    let oneTable = BuiltInStandards.ids.filter {
      let standard = BuiltInStandards.standard(id: $0)!
      return !standard.isSectioned && standard.measure == .bmi
    }
    #expect(Set(Self.sourceTables.map(\.id)) == Set(oneTable))
    #expect(Self.allProbes.count == 5 * Self.sourceTables.map(\.cutOffs.count).reduce(0, +))
  }

  @Test(arguments: allProbes)
  func classifiesAsTheSourceSays(probe: Probe) throws {
    let standard = try Self.builtIn(probe.standard)
    #expect(
      try standard.classify(try #require(BodyMassIndex(probe.bmi))).category.id == probe.category)
  }

  @Test(arguments: sourceTables)
  func roundingFollowsTheSourceNotation(table: SourceTable) throws {
    let rounding = try Self.builtIn(table.id).table.rounding
    #expect(rounding == (table.rounds ? .decimals(1, .halfUp) : .none))
  }

  /// The brief's own example: KSSO 22.95 rounds to 23.0, 비만 전단계; 22.9499 stays 정상.
  @Test func ksso2295IsPreObesity() throws {
    let ksso = try Self.builtIn("ksso-2022")
    let upper = try ksso.classify(try #require(BodyMassIndex(Self.decimal("22.95"))))
    #expect(upper.category.label["ko"] == "비만 전단계")
    #expect(upper.roundedValue == Self.decimal("23"))
    #expect(
      try ksso.classify(try #require(BodyMassIndex(Self.decimal("22.9499")))).category.label["ko"]
        == "정상")
  }

  /// One row of CDC's "Adult BMI example" for an adult 5 feet 9 inches tall: a weight in
  /// pounds and the category CDC's table gives it.
  struct ExampleRow: Sendable, CustomTestStringConvertible {
    let pounds: Int
    let category: String
    let inObesity: Bool
    var testDescription: String { "5 ft 9 in, \(pounds) lb is \(category)" }
  }

  /// cdc.gov, Adult BMI Categories, "Adult BMI example": 124 pounds or less underweight;
  /// 125 to 168 healthy weight; 169 to 202 overweight; 203 pounds or more obesity: 203 to
  /// 236 class 1, 237 to 270 class 2, 271 or more class 3. Both ends of every band.
  static let cdcWorkedExample: [ExampleRow] = [
    (124, "underweight", false), (125, "healthy-weight", false),
    (168, "healthy-weight", false), (169, "overweight", false), (202, "overweight", false),
    (203, "obesity-class-1", true), (236, "obesity-class-1", true),
    (237, "obesity-class-2", true), (270, "obesity-class-2", true),
    (271, "obesity-class-3", true),
  ].map { ExampleRow(pounds: $0.0, category: $0.1, inObesity: $0.2) }

  /// The example's BMIs, exactly: 69 in is 175.26 cm, a pound 0.45359237 kg.
  static func fiveFootNine(pounds: Int) throws -> BodyMassIndex {
    try #require(
      BodyMassIndex(
        heightCentimetres: Rational(69) * LengthUnit.inches.centimetres,
        weightKilograms: Rational(pounds) * MassUnit.pounds.kilograms))
  }

  @Test(arguments: cdcWorkedExample)
  func cdcWorkedExampleHoldsRowByRow(row: ExampleRow) throws {
    let result = try Self.builtIn("cdc-adult").classify(Self.fiveFootNine(pounds: row.pounds))
    #expect(result.category.id == row.category)
    #expect(result.groups.map(\.id).contains("obesity") == row.inObesity)
  }

  /// Why the file rounds: 125 lb and 169 lb at 5 ft 9 in lie just below 18.5 and 25 exactly,
  /// yet CDC puts them in the categories above; read unrounded, they would not be.
  @Test func cdcExampleNeedsTheRounding() throws {
    let healthyFloor = try Self.fiveFootNine(pounds: 125).value
    let overweightFloor = try Self.fiveFootNine(pounds: 169).value
    #expect(healthyFloor.compare(to: Self.decimal("18.5")) < 0)
    #expect(overweightFloor.compare(to: Self.decimal("25")) < 0)
    let unrounded = try Self.halfOpenReading(of: "cdc-adult")
    #expect(try unrounded.classify(Self.fiveFootNine(pounds: 125)).category.id == "underweight")
    #expect(try unrounded.classify(Self.fiveFootNine(pounds: 169)).category.id == "healthy-weight")
  }

  /// The same file read the other way: exact BMI, half-open intervals (`at_most: 22.9`
  /// becomes `below: 23`), as the KSSO abstract's "≥23" or a reader ignoring the rounding
  /// would have it.
  static func halfOpenReading(of id: String) throws -> Standard {
    let url = BuiltInCatalogueTests.root.appending(path: "Standards/\(id).yaml")
    var lines = try String(contentsOf: url, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    for index in lines.indices {
      if lines[index] == "rounding: {decimals: 1, mode: half-up}" {
        lines[index] = "rounding: none"
      } else if let range = lines[index].range(of: "at_most: ") {
        let bound = try #require(ExactDecimal(lines[index][range.upperBound...]))
        let next = ExactDecimal(millionths: bound.millionths + 100_000)
        lines[index] = lines[index][..<range.lowerBound] + "below: \(next)"
      }
    }
    let bytes = Array(lines.joined(separator: "\n").utf8)
    return try StandardLoader.load(bytes: bytes, fileName: "\(id)-half-open.yaml").standard
  }

  /// What each rounding standard's page says: reading it half-open instead changes the
  /// answer only for BMI in the last 0.05 below a cut-off, [c − 0.05, c).
  @Test(arguments: sourceTables.filter(\.rounds))
  func halfOpenReadingDiffersOnlyJustBelowCutOffs(table: SourceTable) throws {
    let file = try Self.builtIn(table.id)
    let other = try Self.halfOpenReading(of: table.id)
    let half = table.unit.millionths / 2
    // Every 0.001 from 10 to 50, plus the midpoints and the millionth below each.
    var values = Array(stride(from: Int64(10_000_000), through: 50_000_000, by: 1_000))
    for cut in table.cutOffs {
      values += [cut.value.millionths - half - 1, cut.value.millionths - 1]
    }
    var differing = 0
    for millionths in values {
      let bmi = try #require(BodyMassIndex(ExactDecimal(millionths: millionths)))
      let justBelowACutOff = table.cutOffs.contains {
        $0.value.millionths - half <= millionths && millionths < $0.value.millionths
      }
      let differs = file.table.categoryIndex(for: bmi) != other.table.categoryIndex(for: bmi)
      #expect(differs == justBelowACutOff, "\(table.id) at \(bmi.value.doubleValue)")
      if differs { differing += 1 }
    }
    #expect(differing > 0)
  }

  /// 160 cm and 64 kg is exactly 25: the first value of the [25, …) category of each source.
  @Test(arguments: [
    ("who-2000", "pre-obese"), ("ksso-2022", "obesity-class-1"),
    ("asia-pacific-2000", "obese-1"), ("jasso-2022", "obesity-1"),
    ("china-2013", "overweight"), ("cdc-adult", "overweight"), ("nice-2025", "overweight"),
    ("nice-ethnic-2025", "overweight"), ("who-2004", "pre-obese-lower"),
    ("who-2004-asia", "increased-risk"), ("taiwan-2002", "overweight"),
    ("singapore-2005", "moderate-risk"), ("india-2009", "obesity"), ("hong-kong-2023", "obese"),
    ("malaysia-2004", "overweight"),
  ])
  func oneSixtyCentimetresSixtyFourKilograms(id: String, category: String) throws {
    let result = try Self.builtIn(id).classify(heightCentimetres: 160, weightKilograms: 64)
    #expect(result.bmi?.value.compare(to: 25) == 0)
    #expect(result.category.id == category)
  }
}

extension BuiltInStandardTests.SourceTable: CustomTestStringConvertible {
  var testDescription: String { id }
}
