// The complete example of docs/library.md. LibraryGuideTests checks that the guide shows
// exactly this code (between the markers) and exactly the output it prints.
import BMIKit

func libraryGuideExample(print: (String) -> Void) throws {
  // BEGIN EXAMPLE
  // 1. A built-in standard, by id or alias ("ksso", "ksso.yaml", "ksso-2022").
  guard let id = BuiltInStandards.id(forName: "ksso"),
    let ksso = BuiltInStandards.standard(id: id)
  else { return }

  // 2. Classify a person. 160 cm and 64 kg is BMI 25 exactly, never 24.999999999999996.
  let person = try ksso.classify(height: Height(parsing: "160"), weight: Weight(parsing: "64"))
  print("\(person.displayBMI) \(person.category.id) \(person.category.label["ko"])")
  print("interval \(person.category.interval), groups \(person.groups.map(\.id))")

  // 3. Values from text or from a Double go through their exact decimal form.
  if let height = ExactDecimal("170.5"), let weight = ExactDecimal(exactly: 65.0),
    let range = ksso.healthyWeightRange(heightCentimetres: height)
  {
    let result = ksso.classify(heightCentimetres: height, weightKilograms: weight)!
    print(
      "\(result.displayBMI) \(result.category.label["en"]), healthy \(range.lowerBound)–\(range.upperBound) kg"
    )
  }

  // 4. Your own cut-offs, checked when the table is built.
  let table = try ClassificationTable(
    categories: [
      BMICategory(
        id: "low", label: LocalizedText(["en": "Low"]),
        interval: Interval(lower: .none, upper: .below(20))),
      BMICategory(
        id: "ok", label: LocalizedText(["en": "OK"]),
        interval: Interval(lower: .atLeast(20), upper: .below(27)), isHealthy: true),
      BMICategory(
        id: "high", label: LocalizedText(["en": "High"]),
        interval: Interval(lower: .atLeast(27), upper: .none)),
    ],
    rounding: .none)
  let clinic = Standard(
    identity: StandardIdentity(id: "acme-clinic", version: "1.0"),
    name: LocalizedText(["en": "ACME clinic cut-offs"]), table: table)
  print(clinic.classify(BodyMassIndex(27)!).category.id)

  // 5. A table with a gap is refused, naming the values no category covers.
  do {
    _ = try ClassificationTable(categories: [
      BMICategory(
        id: "low", label: LocalizedText(["en": "Low"]),
        interval: Interval(lower: .none, upper: .below(20))),
      BMICategory(
        id: "high", label: LocalizedText(["en": "High"]),
        interval: Interval(lower: .atLeast(21), upper: .none)),
    ])
  } catch {
    print("refused: \(error)")
  }
  // END EXAMPLE
}
