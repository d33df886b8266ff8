import BMIKit
import Testing

/// A delegating `bmi-standard/2` file: sections that hand ages to built-ins with `use:`,
/// checked as the loader checks any sections, and classified by the standard named.
struct DelegationLoaderTests {
  static func file(_ sections: String) -> [UInt8] {
    Array(
      """
      format: bmi-standard/2
      id: clinic-all-ages
      version: "1.0"
      name: {en: Clinic}
      inputs:
        age: {unit: days}
      rounding: none
      sections:
      \(sections)
      """.utf8)
  }

  static func codes(_ sections: String) -> [String] {
    do {
      _ = try StandardLoader.load(
        bytes: file(sections), fileName: "clinic.yaml", delegates: .builtIns)
      return []
    } catch {
      return error.diagnostics.map {
        "\($0.code.rawValue) \($0.location.line):\($0.location.column)"
      }
    }
  }

  @Test func refusals() {
    #expect(
      Self.codes(
        """
          - when: {age: {below: 1826.5}}
            use: who-2006
          - when: {age: {at_least: 1826.5}}
            use: who-2000
        """) == ["E080 10:10"])
    // who-2006 takes ages below 1826.5 days only.
    #expect(
      Self.codes(
        """
          - when: {age: {below: 2000}}
            use: who-2006-bmi-for-age
          - when: {age: {at_least: 2000}}
            use: who-2000
        """) == ["E082 10:10", "E082 12:10"])
    #expect(
      Self.codes(
        """
          - when: {age: {below: 100}}
            use: who-2006-bmi-for-age
          - when: {age: {above: 100, below: 1000}}
            use: who-2006-bmi-for-age
        """
      ).first?.hasPrefix("E065") == true)
    #expect(
      Self.codes(
        """
          - when: {age: {below: 1826.5}}
            use: who-2006-bmi-for-age
          - when: {age: {at_least: 1826.5}}
            categories:
              - {id: a, label: {en: A}, below: 20}
              - {id: b, label: {en: B}, at_least: 20}
        """
      ).first?.hasPrefix("E084") == true)
  }

  @Test func cyclesAreRefused() {
    let bytes = Self.file(
      """
        - when: {age: {below: 1826.5}}
          use: who-2006-bmi-for-age
        - when: {age: {at_least: 1826.5}}
          use: clinic.yaml
      """)
    #expect(throws: StandardLoadError.self) {
      try StandardLoader.load(
        bytes: bytes, fileName: "clinic.yaml", referenceFiles: { _ in bytes },
        delegates: .builtIns)
    }
  }

  /// A `use:` ending in `.yaml` is a file beside the delegating one, loaded in turn.
  @Test func aFileIsLoadedBesideTheDelegatingOne() throws {
    let adults = try #require(BuiltInStandards.fileBytes(id: "who-2000"))
    let bytes = Self.file(
      """
        - when: {age: {below: 1826.5}}
          use: who-2006-bmi-for-age
        - when: {age: {at_least: 1826.5, at_most: 6939.75}}
          use: who-2007-bmi-for-age
        - when: {age: {above: 6939.75}}
          use: local/adults.yaml
      """)
    let loaded = try StandardLoader.load(
      bytes: bytes, fileName: "clinic.yaml",
      referenceFiles: { $0 == "local/adults.yaml" ? adults : nil }, delegates: .builtIns)
    let adult = try loaded.standard.classify(
      Person(bodyMassIndex: BodyMassIndex(22), age: Age(40, .years)))
    #expect(adult.standard.id == "who-2000")
    #expect(loaded.standard.sections[2].delegate?.reference == "local/adults.yaml")
  }

  @Test func theStandardThatDecidedIsNamed() throws {
    let standard = try BuiltInStandards.named("who-all-ages")
    let child = try standard.classify(
      Person(
        height: Height(parsing: "140"), weight: Weight(parsing: "40"), sex: .male,
        age: Age(10, .years)))
    #expect(child.standard.id == "who-2007-bmi-for-age")
    #expect(child.delegatingStandard?.identity.id == "who-all-ages")
    let adult = try standard.classify(
      Person(height: Height(parsing: "170"), weight: Weight(parsing: "70"), age: Age(30, .years)))
    #expect(adult.standard.id == "who-2000")
    let report = ClassificationReport(adult, person: Person())
    #expect(report.standard.id == "who-all-ages")
    #expect(report.decidedBy?.id == "who-2000")
  }

  /// What a delegating standard needs is asked of it alone: everything any standard it hands
  /// ages to may need, through a delegate that delegates in turn, and for one person what
  /// the standard deciding for their age needs.
  @Test func theInputsOfDelegatesAreTheStandardsOwn() throws {
    let whoAllAges = try #require(BuiltInStandards.fileBytes(id: "who-all-ages"))
    let bytes = Self.file(
      """
        - when: {age: {below: 1826.5}}
          use: who-2006-bmi-for-age
        - when: {age: {at_least: 1826.5}}
          use: local/who.yaml
      """)
    let nested = try StandardLoader.load(
      bytes: bytes, fileName: "clinic.yaml",
      referenceFiles: { $0 == "local/who.yaml" ? whoAllAges : nil }, delegates: .builtIns
    ).standard
    for standard in [
      nested, try BuiltInStandards.named("who-all-ages"),
      try BuiltInStandards.named("korea-all-ages"),
    ] {
      let id = standard.identity.id
      #expect(standard.requiredInputs == [.height, .weight, .age, .sex], "\(id)")
      let child = InputValues(sex: nil, age: Age(10, .years))
      #expect(standard.requiredInputs(for: child) == [.height, .weight, .age, .sex], "\(id)")
      let adult = InputValues(sex: nil, age: Age(40, .years))
      #expect(standard.requiredInputs(for: adult) == [.height, .weight, .age], "\(id)")
      // Before the age is known, everything it may need.
      #expect(standard.requiredInputs(for: InputValues()) == standard.requiredInputs, "\(id)")
    }
    // A child's sex is missing from a nested delegate's answer, as the inputs say.
    #expect(throws: (any Error).self) {
      try nested.classify(
        Person(height: Height(parsing: "140"), weight: Weight(parsing: "40"), age: Age(10, .years)))
    }
  }
}
