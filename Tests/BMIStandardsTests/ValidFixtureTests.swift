import BMICore
import Testing

@testable import BMIStandards

/// Valid files load, mean what they say, and carry exactly the warnings they deserve.
struct ValidFixtureTests {
  private func load(_ file: String) throws -> LoadedStandard {
    let bytes = try TestFiles.bytes(at: TestFiles.fixtures.appending(path: file))
    return try StandardLoader.load(bytes: bytes, fileName: file)
  }

  private func category(_ standard: Standard, bmi: String) throws -> String {
    try standard.classify(BodyMassIndex(ExactDecimal(bmi)!)!).category.id
  }

  @Test(arguments: [
    ("acme-clinic.yaml", [String]()), ("every-key.yaml", []), ("crlf.yaml", []),
    ("unreachable-bound.yaml", ["W001 9:5", "W001 12:5"]),
    ("norway.yaml", ["W002 3:10", "W002 4:27", "W002 8:22", "W002 8:26", "W002 11:23"]),
    ("label-without-english.yaml", ["W003 8:12"]),
  ])
  func loadsWithExactlyTheseWarnings(file: String, warnings: [String]) throws {
    let loaded = try load(file)
    #expect(summary(loaded.warnings) == warnings)
    #expect(loaded.warnings.allSatisfy { $0.severity == .warning })
  }

  @Test func everyFixtureIsListed() throws {
    let listed = [
      "acme-clinic.yaml", "crlf.yaml", "every-key.yaml", "label-without-english.yaml",
      "norway.yaml", "unreachable-bound.yaml",
    ]
    #expect(try TestFiles.yamlFiles(in: TestFiles.fixtures) == listed)
  }

  @Test func theIssueExampleMeansWhatItSays() throws {
    let standard = try load("acme-clinic.yaml").standard
    #expect(standard.identity.id == "acme-clinic")
    #expect(standard.identity.version == "1.0")
    #expect(standard.name.text(in: "ko") == "ACME 클리닉 기준")
    #expect(standard.source?.citation == "...")
    #expect(standard.population == Population(minimumAge: 20, note: LocalizedText(["en": "..."])))
    #expect(standard.table.rounding == .none)
    #expect(
      standard.table.categories.map(\.interval.description) == [
        "(0, 20)", "[20, 27.25)", "[27.25, ∞)",
      ])
    #expect(standard.healthyCategory?.id == "ok")
    #expect(standard.table.groups.map(\.memberIDs) == [["high"]])
    #expect(try category(standard, bmi: "19.999999") == "low")
    #expect(try category(standard, bmi: "20") == "ok")
    #expect(try category(standard, bmi: "27.249999") == "ok")
    #expect(try category(standard, bmi: "27.25") == "high")
  }

  @Test func everyKeyIsRead() throws {
    let standard = try load("every-key.yaml").standard
    #expect(standard.identity.version == "2.1")
    #expect(standard.name.text(in: "zh-Hans") == "每个键")
    #expect(
      standard.source
        == SourceReference(
          citation: "A. Author, B. Author. A long citation folded over two lines. Journal "
            + "2024;1:1-10.",
          url: "https://example.org/standard?id=1", doi: "10.1000/example.2024", year: 2024))
    #expect(standard.population?.minimumAge == 18)
    #expect(standard.population?.maximumAge == 64)
    #expect(standard.population?.note?.english == "Adults of working age.\n")
    #expect(standard.table.rounding == .decimals(2, .halfEven))
    #expect(
      standard.table.categories.map(\.interval.description)
        == ["(0, 18.49]", "(18.49, 25)", "[25, 29.99]", "(29.99, ∞)"])
    #expect(standard.table.categories[1].label.english == "Normal: the healthy range")
    #expect(standard.table.groups[0].memberIDs == ["thin", "heavy", "very-heavy"])
    // Half-even rounding to two decimals, as the file says.
    #expect(try category(standard, bmi: "18.495") == "normal")
    #expect(try category(standard, bmi: "18.485") == "thin")
    #expect(try category(standard, bmi: "29.985") == "heavy")
    #expect(try category(standard, bmi: "29.995") == "very-heavy")
  }

  @Test func textStaysTextWhateverItLooksLike() throws {
    let loaded = try load("norway.yaml")
    #expect(loaded.standard.identity.version == "1.10")
    #expect(loaded.standard.name.text(in: "no") == "Norsk klinikk")
    #expect(loaded.standard.table.categories[0].label.text(in: "no") == "NO")
    #expect(
      loaded.warnings[0].message
        == "'1.10' is read as text, but YAML readers that guess types take it as a number; put "
        + "it in quotes (\"1.10\") so that every reader agrees")
    #expect(
      loaded.warnings[1].message.hasPrefix(
        "'no' is read as text, but YAML readers that guess types take it as the boolean false"))
  }

  @Test func aBoundRoundingCannotReachIsAWarningNotAnError() throws {
    let loaded = try load("unreachable-bound.yaml")
    #expect(
      loaded.warnings[0].message
        == "category 'normal' has the bound 22.95, but BMI is rounded to 1 decimal first, so no "
        + "classified value equals it; write the bound with at most 1 decimal")
    #expect(try category(loaded.standard, bmi: "22.94") == "normal")
    #expect(try category(loaded.standard, bmi: "22.95") == "high")
  }

  @Test func labelsWithoutEnglishFallBackToTheFirstLanguage() throws {
    let loaded = try load("label-without-english.yaml")
    #expect(
      loaded.warnings.map(\.message)
        == [
          "the label of category 'low' has no English text, so English output shows '낮음'; add en: …"
        ])
    #expect(loaded.standard.table.categories[0].label.english == "낮음")
  }
}
