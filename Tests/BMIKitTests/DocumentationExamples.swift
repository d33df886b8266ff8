// The examples of the DocC articles under Sources/<Module>/<Module>.docc.
// DocumentationCatalogueTests checks that each article shows exactly the code between its
// markers and exactly the output it prints. (Getting Started shows the library guide's quick
// start instead, which LibraryGuideTests builds and runs.)
import BMIKit

/// Each article's example, by the article's file name.
let documentationExamples: [String: @Sendable ((String) -> Void) throws -> Void] = [
  "ExactBoundaries": exactBoundariesExample,
  "WritingYourOwnTable": writingYourOwnTableExample,
  "ReadingAStandardFile": readingAStandardFileExample,
  "ReadingWhatPeopleType": readingWhatPeopleTypeExample,
]

func exactBoundariesExample(print: (String) -> Void) throws {
  // BEGIN EXAMPLE
  // 64 / 1.6² is 25 exactly; the same sum in Double gives 24.999999999999996.
  guard let bmi = BodyMassIndex(heightCentimetres: 160, weightKilograms: 64) else { return }
  print("\(bmi.value.compare(to: 25) == 0) \(64 / (1.6 * 1.6))")

  // A table with a half-open cut-off at 25: 24.96 is below it, so it is written 24.96,
  // never rounded up to a "25.0" that would read as the next category.
  let table = try ClassificationTable(categories: [
    BMICategory(
      id: "normal", label: LocalizedText(["en": "Normal"]),
      interval: Interval(lower: .none, upper: .below(25)), isHealthy: true),
    BMICategory(
      id: "over", label: LocalizedText(["en": "Over"]),
      interval: Interval(lower: .atLeast(25), upper: .none)),
  ])
  let standard = Standard(
    identity: StandardIdentity(id: "half-open", version: "1"),
    name: LocalizedText(["en": "Half-open at 25"]), table: table)
  for text in ["24.96", "25", "25.04"] {
    guard let value = ExactDecimal(text), let bmi = BodyMassIndex(value) else { continue }
    let result = try standard.classify(bmi)
    print("\(text) → \(result.displayBMI) \(result.category.id)")
  }
  // END EXAMPLE
}

func writingYourOwnTableExample(print: (String) -> Void) throws {
  // BEGIN EXAMPLE
  // A table printed with one decimal, "18.5–22.9, 23–24.9, 25 and over": the BMI is rounded
  // to one decimal (half up) before lookup, so 22.95 becomes 23.0 and no value falls
  // between 22.9 and 23.
  guard let underweightEnds = ExactDecimal("18.5"), let normalEnds = ExactDecimal("22.9"),
    let preObeseEnds = ExactDecimal("24.9"), let probe = ExactDecimal("22.95"),
    let bmi = BodyMassIndex(probe)
  else { return }
  let printed = try ClassificationTable(
    categories: [
      BMICategory(
        id: "under", label: LocalizedText(["en": "Underweight"]),
        interval: Interval(lower: .none, upper: .below(underweightEnds))),
      BMICategory(
        id: "normal", label: LocalizedText(["en": "Normal"]),
        interval: Interval(lower: .atLeast(underweightEnds), upper: .atMost(normalEnds)),
        isHealthy: true),
      BMICategory(
        id: "pre-obese", label: LocalizedText(["en": "Pre-obese"]),
        interval: Interval(lower: .atLeast(23), upper: .atMost(preObeseEnds))),
      BMICategory(
        id: "obese", label: LocalizedText(["en": "Obese"]),
        interval: Interval(lower: .atLeast(25), upper: .none)),
    ],
    rounding: .decimals(1, .halfUp))
  let index = printed.categoryIndex(for: bmi)
  print("\(probe) → \(printed.categories[index].id)")

  // The same rows without rounding leave 22.9 < BMI < 23 to no category: refused.
  do {
    _ = try ClassificationTable(categories: Array(printed.categories), rounding: .none)
  } catch {
    print("refused: \(error)")
  }
  // END EXAMPLE
}

func readingAStandardFileExample(print: (String) -> Void) throws {
  // BEGIN EXAMPLE
  let file = """
    format: bmi-standard/1
    id: clinic
    version: "1.0"
    name: {en: Clinic cut-offs}
    source: {citation: "Clinic protocol, revision 3, 2025."}
    measure: bmi
    rounding: none
    categories:
      - {id: low, label: {en: Low}, below: 20}
      - {id: ok, label: {en: OK}, healthy: true, at_least: 20, below: 27.5}
      - {id: high, label: {en: High}, at_least: 27.25}
    """
  do {
    let loaded = try StandardLoader.load(bytes: Array(file.utf8), fileName: "clinic.yaml")
    print(loaded.standard.identity.id)
  } catch {
    // Every problem at once: a stable code and a position for programs, …
    for diagnostic in error.errors {
      print("\(diagnostic.code) at \(diagnostic.location)")
    }
    // … and for people, the message with the line it points at.
    for line in error.renderedDiagnostics.split(separator: "\n") {
      print(String(line))
    }
  }
  // END EXAMPLE
}

func readingWhatPeopleTypeExample(print: (String) -> Void) throws {
  // BEGIN EXAMPLE
  for typed in ["170,5", "5ft 7in", "1.70m"] {
    let height = try Height(parsing: typed)
    print("\(typed) → \(height.centimetres) cm")
  }
  let weight = try Weight(parsing: "143 lb")
  print("143 lb → \(weight.kilograms) kg")

  // 1.70 in centimetres is no person's height; the error says what was probably meant.
  do {
    _ = try Height(parsing: "1.70")
  } catch {
    print(error.code)
    print(error.message(for: "en"))
    print(error.message(for: "ko"))
  }
  // END EXAMPLE
}
