import BMIKit
import Foundation
import Testing

@testable import BMIBatch
@testable import BMICommandLine
@testable import BMIMeasurement

/// Standards with inputs and sections in `bmi batch`: every row kept, rows with missing or
/// out-of-domain inputs flagged with a code, and each row's answer the one `bmi classify`
/// gives for the same texts.
struct BatchSectionTests {
  /// The two files of `docs/examples`, a grid by sex and age, and a format 1 standard
  /// whose population is checked against an age column.
  static let standards: [(name: String, standard: Standard)] = [
    ("clinic-waist", example("clinic-waist.yaml")),
    ("clinic-age-bands", example("clinic-age-bands.yaml")),
    ("grid", load(grid, name: "grid.yaml")),
    ("who-2000", BatchStandards.who),
  ]

  static let grid = """
    format: bmi-standard/2
    id: grid
    version: "1.0"
    name: {en: Grid}
    inputs:
      sex: {values: [female, male]}
      age: {at_least: 18, below: 100}
    rounding: {decimals: 1, mode: half-up}
    sections:
      - when: {sex: male, age: {below: 70}}
        categories:
          - {id: low, label: {en: Low}, below: 20}
          - {id: ok, label: {en: OK}, healthy: true, at_least: 20, at_most: 27.4}
          - {id: high, label: {en: High}, at_least: 27.5}
      - when: {sex: male, age: {at_least: 70}}
        categories:
          - {id: low, label: {en: Low}, below: 22}
          - {id: ok, label: {en: OK}, healthy: true, at_least: 22, at_most: 27.4}
          - {id: high, label: {en: High}, at_least: 27.5}
      - when: {sex: female}
        categories:
          - {id: low, label: {en: Low}, below: 19}
          - {id: ok, label: {en: OK}, healthy: true, at_least: 19, at_most: 26.9}
          - {id: high, label: {en: High}, at_least: 27}

    """

  static func example(_ file: String) -> Standard {
    let url = repositoryRoot.appendingPathComponent("docs/examples/" + file)
    // swift-format-ignore: NeverUseForceTry
    let text = try! String(contentsOf: url, encoding: .utf8)
    return load(text, name: file)
  }

  static func load(_ text: String, name: String) -> Standard {
    do {
      return try StandardLoader.load(bytes: Array(text.utf8), fileName: name).standard
    } catch {
      preconditionFailure("\(name) does not load: \(error)")
    }
  }

  /// One person as typed in a file.
  struct Person: Sendable {
    let id: Int
    let height: String
    let weight: String
    let sex: String
    let age: String
    let waist: String
  }

  /// People at every cut-off and section boundary of the standards above, with the texts
  /// people type and the mistakes they make.
  static func people(count: Int, seed: UInt64) -> [Person] {
    var random = SplitMix64(seed: seed)
    let sexes = ["female", "male", "f", "M", "여", "남", "Female", "", " ", "other", "x"]
    let ages = [
      "18", "17.999999", "18.000001", "30", "69.999999", "70", "70.000001", "99.999999", "100",
      "16", "840mo", "839.99mo", "25567.5d", "", "abc", "200", "-5", "45,5", "0",
    ]
    let waists = [
      "84.999999", "85", "85.000001", "89.999999", "90", "90.000001", "35.5in", "33.46in",
      "60", "", "abc", "5", "2ft 11in", "100",
    ]
    // Weights that put a 170 cm person on the BMI cut-offs 19, 20, 22, 26.9/27, 27.4/27.5
    // and the rounding midpoints between them.
    let weights = [
      "54.91", "57.8", "63.58", "77.74", "78.03", "79.04", "79.19", "79.475", "65", "55", "abc",
      "", "57.799999", "63.579999", "52",
    ]
    return (0..<count).map { id in
      func pick(_ texts: [String]) -> String { texts[Int(random.next() % UInt64(texts.count))] }
      let height = random.next() % 8 == 0 ? pick(["170", "160", "5ft7in", "", "1.70"]) : "170"
      return Person(
        id: id, height: height, weight: pick(weights), sex: pick(sexes), age: pick(ages),
        waist: pick(waists))
    }
  }

  static func csv(_ people: [Person]) -> String {
    "id,height_cm,weight_kg,sex,age,waist_cm\n"
      + people.map {
        [String($0.id), $0.height, $0.weight, $0.sex, $0.age, $0.waist].map {
          BatchGeneratedData.field($0, quote: false)
        }.joined(separator: ",") + "\n"
      }.joined()
  }

  /// What `bmi classify` answers, by the calls its reading makes: each value the standard
  /// needs parsed in the command's order (height, weight, the BMI, waist, sex, age), then
  /// `classify(Person)` by exact fractions. An empty measurement is batch's
  /// `missing-value`; an empty input is left out, as an option not given.
  static func reference(_ person: Person, _ standard: Standard) -> (
    value: String, category: String, error: String, section: String
  ) {
    let needed = Set(standard.requiredInputs)
    let readsAge = needed.contains(.age) || standard.population != nil
    func blank(_ text: String) -> Bool { text.allSatisfy { $0 == " " } }
    do throws(MeasurementError) {
      var typed = BMIMeasurement.Person()
      if standard.measure == .bmi {
        if blank(person.height) { return ("", "", "missing-value", "") }
        let height = try Height(parsing: person.height)
        if blank(person.weight) { return ("", "", "missing-value", "") }
        let weight = try Weight(parsing: person.weight)
        _ = try bodyMassIndex(height: height, weight: weight)
        typed.height = height
        typed.weight = weight
      }
      if needed.contains(.waist) {
        if blank(person.waist) {
          if standard.measure == .waist { return ("", "", "missing-value", "") }
        } else {
          typed.waist = try Waist(parsing: person.waist)
        }
      }
      if needed.contains(.sex), !blank(person.sex) { typed.sex = try Sex(parsing: person.sex) }
      if readsAge, !blank(person.age) { typed.age = try Age(parsing: person.age) }
      let result = try standard.classify(typed)
      let exact = standard.classifyExactly(
        result.measurement, inSection: result.sectionIndex, bodyMassIndex: result.bmi)
      let section = standard.sections.count > 1 ? exact.section.name : ""
      return (exact.displayValue, exact.category.id, "", section)
    } catch {
      return ("", "", error.code, "")
    }
  }

  @Test(arguments: standards.map(\.name))
  func everyRowMatchesClassify(_ name: String) throws {
    let standard = try #require(Self.standards.first { $0.name == name }?.standard)
    let people = Self.people(count: LongTests.size(everyday: 1_500, long: 4_000), seed: 7)
    for fastLane in [true, false] {
      let run = runBatch(Self.csv(people), standard: standard) { $0.allowsFastLane = fastLane }
      #expect(run.error == nil)
      let records = csvRecords(run.output)
      try #require(records.count == people.count + 1)
      let sectioned = standard.sections.count > 1
      let answers =
        [standard.measure.rawValue + (standard.measure == .waist ? ".1" : "")]
        + ["category", "error"] + (sectioned ? ["section"] : [])
      #expect(records[0] == ["id", "height_cm", "weight_kg", "sex", "age", "waist_cm"] + answers)
      var seen: Set<String> = []
      for (person, record) in zip(people, records.dropFirst()) {
        let expected = Self.reference(person, standard)
        let got = Array(record.dropFirst(6))
        let want =
          [expected.value, expected.category, expected.error]
          + (sectioned ? [expected.section] : [])
        #expect(got == want, "\(name) row \(person.id): \(person)")
        seen.insert(expected.error.isEmpty ? expected.section + expected.category : expected.error)
      }
      // The data reaches every section and category, and the refusals.
      for (index, section) in standard.sections.enumerated() where sectioned {
        for category in section.table.categories {
          #expect(
            seen.contains(section.name + category.id), "\(name): no row in \(index) \(category.id)")
        }
      }
      let codes: [String] =
        switch name {
        case "clinic-waist": ["missing-sex", "invalid-sex", "missing-value", "invalid-waist"]
        case "who-2000": ["age-outside-standard", "invalid-age", "implausible-age"]
        default: ["missing-sex", "missing-age", "age-outside-standard", "invalid-age"]
        }
      for code in codes where name != "clinic-age-bands" || code != "missing-sex" {
        #expect(seen.contains(code), "\(name): no row flagged \(code)")
      }
    }
  }

  /// A sample of rows through the real command, `bmi classify --format json`, with the
  /// options a person would give for the row's fields.
  @Test func aSampleMatchesTheCommand() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bmi-sections-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let gridPath = directory.appendingPathComponent("grid.yaml").path
    try Data(Self.grid.utf8).write(to: URL(fileURLWithPath: gridPath))
    let files = [
      (
        "clinic-waist",
        repositoryRoot.appendingPathComponent("docs/examples/clinic-waist.yaml").path
      ),
      ("grid", gridPath),
    ]
    let people = Self.people(count: 60, seed: 11)
    for (name, path) in files {
      let standard = try #require(Self.standards.first { $0.name == name }?.standard)
      let records = csvRecords(runBatch(Self.csv(people), standard: standard).output)
      for (person, record) in zip(people, records.dropFirst()) {
        var arguments = ["classify", "--standard", path, "--format", "json"]
        let needed = Set(standard.requiredInputs)
        func add(_ option: String, _ text: String) {
          if !text.allSatisfy({ $0 == " " }) { arguments.append("--\(option)=\(text)") }
        }
        if standard.measure == .bmi {
          add("height", person.height)
          add("weight", person.weight)
        }
        if needed.contains(.waist) { add("waist", person.waist) }
        if needed.contains(.sex) { add("sex", person.sex) }
        if needed.contains(.age) { add("age", person.age) }
        let result = runInProcess(arguments)
        let error = record[8]
        if error.isEmpty {
          #expect(result.code == 0, "\(name) row \(person.id): \(result.stderr)")
          let json =
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
          let category = (json?["category"] as? [String: Any])?["id"] as? String
          let section = (json?["section"] as? [String: Any])?["name"] as? String
          #expect(category == record[7], "\(name) row \(person.id)")
          #expect(section == record[9], "\(name) row \(person.id)")
        } else if error != "missing-value" {
          // A flagged row is refused by the command with exit 65 (or 64 for a missing
          // measurement, which batch calls missing-value).
          #expect(result.code == 65, "\(name) row \(person.id) \(error): \(result.stderr)")
        }
      }
    }
  }

  @Test func aMissingInputColumnIsNamedWithItsOption() {
    let run = runBatch(
      "id,height_cm,weight_kg\n1,170,65\n", standard: Self.example("clinic-age-bands.yaml"))
    #expect(run.error?.code == "missing-columns")
    #expect(
      run.error?.message(for: "en")
        == "input.csv: the standard needs each row's age, and there is no column 'age'; the "
        + "columns are 'id', 'height_cm', 'weight_kg'. Name the column with --age-column")
    let renamed = runBatch(
      "id,height_cm,weight_kg,years\n1,170,65,75\n", standard: Self.example("clinic-age-bands.yaml")
    ) { $0.ageColumn = "years" }
    #expect(
      renamed.output
        == "id,height_cm,weight_kg,years,bmi,category,error,section\n1,170,65,75,22.5,ok,,age>=70\n"
    )
  }

  @Test func jsonLinesCarryTheSection() {
    let input = """
      {"id":1,"waist_cm":91,"sex":"male"}
      {"id":2,"waist_cm":"86","sex":"f"}
      {"id":3,"waist_cm":80}
      {"id":4,"waist_cm":80,"sex":"male","sex":"female"}

      """
    let run = runBatch(input, standard: Self.example("clinic-waist.yaml")) {
      $0.inputFormat = .jsonl
    }
    #expect(
      run.output == """
        {"id":1,"waist_cm":91,"sex":"male","waist_cm.1":91.0,"category":"abdominal-obesity","error":null,"section":"sex=male"}
        {"id":2,"waist_cm":"86","sex":"f","waist_cm.1":86.0,"category":"abdominal-obesity","error":null,"section":"sex=female"}
        {"id":3,"waist_cm":80,"waist_cm.1":null,"category":null,"error":"missing-sex","section":null}
        {"id":4,"waist_cm":80,"sex":"male","sex":"female","waist_cm.1":null,"category":null,"error":"duplicate-key","section":null}

        """)
  }

  @Test func strictStopsAtTheFirstRowOutsideTheStandard() {
    let run = runBatch(
      "id,height_cm,weight_kg,age\n1,170,65,40\n2,170,65,16\n",
      standard: Self.example("clinic-age-bands.yaml")
    ) { $0.isStrict = true }
    #expect(run.error?.code == "row-rejected")
    #expect(
      run.error?.message(for: "en").hasPrefix(
        "input.csv:3: age-outside-standard in column 4 'age': ") == true)
  }
}
