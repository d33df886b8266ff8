import BMIKit
import Foundation
import Testing

/// Every way into a standard answers or throws an error conforming to `BMIKitError`: none
/// traps on what a standard file says. The six calls first, then every built-in with a
/// person lacking each optional field.
struct FrontDoorTests {
  /// The code of the `BMIKitError` a call throws, or `nil` when it returns.
  static func code(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch let error as any BMIKitError {
      return error.code
    } catch {
      Issue.record("\(error) does not conform to BMIKitError")
      return "not-bmikit-error"
    }
  }

  static func bmi(_ text: String) throws -> BodyMassIndex {
    let decimal = try #require(ExactDecimal(text))
    return try #require(BodyMassIndex(decimal))
  }

  // MARK: The six calls that trapped

  @Test func aSectionedStandardByDecimalsThrowsWhatItNeeds() throws {
    let glim = try BuiltInStandards.named("glim-2019")
    #expect(
      Self.code { _ = try glim.classify(heightCentimetres: 175, weightKilograms: 60) }
        == "missing-age")
    let ksso = try BuiltInStandards.named("ksso")
    #expect(
      Self.code { _ = try ksso.classify(heightCentimetres: 0, weightKilograms: 60) }
        == "classify.not-positive")
  }

  @Test func aSectionedStandardByBMIThrowsWhatItNeeds() throws {
    let nhlbi = try BuiltInStandards.named("nhlbi-1998")
    #expect(Self.code { _ = try nhlbi.classify(Self.bmi("27")) } == "missing-sex")
  }

  @Test(arguments: ["who-waist-2008", "nice-whtr-2025", "ksso-abdominal-2022"])
  func aWaistStandardByBMIThrowsMissingWaist(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    #expect(Self.code { _ = try standard.classify(Self.bmi("27")) } == "missing-waist")
  }

  @Test func classifyForAgeOnAnAdultStandardThrows() throws {
    let who = try BuiltInStandards.named("who-2000")
    #expect(
      Self.code {
        _ = try who.classifyForAge(
          Self.bmi("17"), inputs: InputValues(sex: .female, age: Age(parsing: "10y")))
      } == "classify.not-bmi-for-age")
  }

  @Test func aChartOfAStandardOfAnotherMeasureThrows() throws {
    let waist = try BuiltInStandards.named("who-waist-2008")
    #expect(Self.code { _ = try BMIChart(standard: waist) } == "chart.not-bmi")
    let child = try BuiltInStandards.named("cdc-2000-bmi-for-age")
    #expect(Self.code { _ = try BMIChart(standard: child) } == "chart.not-bmi")
  }

  @Test func aSectionOutOfRangeThrows() throws {
    let glim = try BuiltInStandards.named("glim-2019")
    #expect(
      Self.code { _ = try BMIChart(standard: glim, section: 3) } == "chart.section-out-of-range")
    #expect(
      Self.code { _ = try BMIChart(standard: glim, section: -1) } == "chart.section-out-of-range")
    let bmi = try Self.bmi("22")
    #expect(
      Self.code { _ = try glim.classify(MeasuredValue(bmi), inSection: 9) }
        == "classify.section-out-of-range")
    #expect(Self.code { _ = try glim.classify(MeasuredValue(bmi), inSection: 1) } == nil)
    let waist = try #require(MeasuredValue(waistCentimetres: ExactDecimal(90)))
    #expect(
      Self.code { _ = try glim.classify(waist, inSection: 0) } == "classify.measure-mismatch")
  }

  @Test func aLiteralWithTooManyDigitsIsRoundedToTheNearestMillionth() {
    let rounded: ExactDecimal = 0.1234567
    #expect(rounded == ExactDecimal("0.123457"))
    let down: ExactDecimal = 18.4999994
    #expect(down == ExactDecimal("18.499999"))
    let negative: ExactDecimal = -0.0000005
    #expect(negative == ExactDecimal("-0.000001"))
    let exact: ExactDecimal = 18.5
    #expect(exact == ExactDecimal("18.5"))
  }

  // MARK: Every built-in

  /// Everything any built-in may need, with an age inside its population.
  static func completePerson(for standard: Standard) throws -> Person {
    // WHO 2006 is for children under five, the other BMI-for-age references for older ones.
    let child = standard.identity.id == "who-2006-bmi-for-age" ? 3 : 10
    let age = standard.measure.isBMIForAge ? child : (standard.population?.minimumAge ?? 18) + 1
    let background = standard.inputs.first { $0.name == .background }.flatMap { input in
      if case .values(let words) = input.domain { return words.first }
      return nil
    }
    return Person(
      height: try Height(parsing: "150"), weight: try Weight(parsing: "45"),
      waist: try Waist(parsing: "80"), sex: .female, age: try Age(parsing: "\(age)y"),
      background: background)
  }

  static let optionalFields: [InputName] = [.height, .weight, .waist, .sex, .age, .background]

  static func person(_ person: Person, without field: InputName) -> Person {
    var person = person
    switch field {
    case .height: person.height = nil
    case .weight: person.weight = nil
    case .waist: person.waist = nil
    case .sex: person.sex = nil
    case .age: person.age = nil
    case .background: person.background = nil
    }
    return person
  }

  /// The code a missing field is reported with.
  static func missingCode(_ field: InputName) -> String {
    switch field {
    case .waist: "missing-waist"
    case .height: "missing-height"
    case .weight: "missing-weight"
    default: "missing-" + field.rawValue
    }
  }

  @Test(arguments: BuiltInStandards.ids)
  func aCompletePersonIsClassifiedByEveryBuiltIn(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let person = try Self.completePerson(for: standard)
    let result = try standard.classify(person)
    #expect(standard.categories.contains { $0.id == result.category.id })
  }

  @Test(arguments: BuiltInStandards.ids, optionalFields)
  func aPersonLackingAFieldIsRefusedOnlyWhenTheStandardNeedsIt(
    id: String, field: InputName
  ) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let person = Self.person(try Self.completePerson(for: standard), without: field)
    let thrown = Self.code { _ = try standard.classify(person) }
    // A standard that hands ages to others needs what the one deciding for this age needs.
    let required = standard.requiredInputs(
      for: try Self.completePerson(for: standard).inputValues)
    if required.contains(field) {
      #expect(thrown == Self.missingCode(field), "\(id) without \(field)")
    } else {
      #expect(thrown == nil, "\(id) without \(field)")
    }
    // The helpers that take a person fail the same way, never by trapping.
    let range = Self.code { _ = try standard.healthyWeightRange(for: person) }
    let chart = Self.code { _ = try BMIChart(standard: standard, person: person) }
    if standard.measure == .bmi {
      let needed = standard.inputs.map(\.name) + [.height]
      #expect((range == nil) == !needed.contains(field), "\(id) range without \(field)")
      if standard.inputs.map(\.name).contains(field) {
        #expect(chart == Self.missingCode(field), "\(id) chart without \(field)")
      }
    } else {
      #expect(chart == "chart.not-bmi")
    }
  }

  @Test(arguments: BuiltInStandards.ids)
  func aBMIAloneIsClassifiedOrRefusedWithWhatIsMissing(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let bmi = try Self.bmi("22.5")
    let byBMI = Self.code { _ = try standard.classify(bmi) }
    let byDecimals = Self.code {
      _ = try standard.classify(heightCentimetres: 170, weightKilograms: 65)
    }
    let byMeasurements = Self.code {
      _ = try standard.classify(height: Height(parsing: "170"), weight: Weight(parsing: "65"))
    }
    if standard.needsOnlyBodyMassIndex {
      #expect(byBMI == nil && byDecimals == nil && byMeasurements == nil)
      let result = try standard.classify(
        height: Height(parsing: "170"), weight: Weight(parsing: "65"))
      #expect(result.bmi != nil)
      #expect(try standard.classify(bmi).bmi == bmi)
    } else {
      let byBMI = try #require(byBMI)
      #expect(byBMI.hasPrefix("missing-"), "\(id): \(byBMI)")
      #expect(byDecimals == byBMI)
      #expect(byMeasurements?.hasPrefix("missing-") == true)
    }
  }

  @Test(arguments: BuiltInStandards.ids)
  func everyChartAndSectionIndexAnswersOrThrows(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    for section in -1...standard.sections.count {
      let thrown = Self.code { _ = try BMIChart(standard: standard, section: section) }
      if standard.measure != .bmi {
        #expect(thrown == "chart.not-bmi")
      } else if standard.sections.indices.contains(section) {
        #expect(thrown == nil)
      } else {
        #expect(thrown == "chart.section-out-of-range")
      }
      let value = MeasuredValue(try Self.bmi("22.5"))
      let classified = Self.code { _ = try standard.classify(value, inSection: section) }
      if !standard.sections.indices.contains(section) {
        #expect(classified == "classify.section-out-of-range")
      } else if standard.measure != .bmi {
        #expect(classified == "classify.measure-mismatch")
      } else {
        #expect(classified == nil)
      }
      #expect(
        standard.healthyWeightRange(heightCentimetres: Rational(170), inSection: section) == nil
          || standard.sections.indices.contains(section))
    }
  }

  /// Every error is read the same way, with a message in English and Korean. A `do` whose
  /// calls all throw one type is typed by it; `do throws(any Error)` lets the catch ask for
  /// the protocol (Swift 6.3 crashes compiling `catch let error as any BMIKitError` on a
  /// typed `do`).
  @Test func aMissingAgeSaysSoInKorean() throws {
    let glim = try BuiltInStandards.named("glim-2019")
    do throws(any Error) {
      _ = try glim.classify(height: try Height(parsing: "175"), weight: try Weight(parsing: "60"))
      Issue.record("glim-2019 classified a person without an age")
    } catch let error as any BMIKitError {
      #expect(error.code == "missing-age")
      #expect(error.message(for: "ko") != error.message(for: "en"))
      #expect(error.description.hasPrefix("missing-age"))
    }
  }

  // MARK: Answers that were silently wrong

  static func man() throws -> Person {
    Person(
      height: try Height(parsing: "175"), weight: try Weight(parsing: "60"), sex: .male,
      age: try Age(parsing: "72y"))
  }

  static func girl() throws -> Person {
    Person(
      height: try Height(parsing: "130"), weight: try Weight(parsing: "35.8"), sex: .female,
      age: try Age(parsing: "114.5mo"))
  }

  /// A 72-year-old man 175 cm tall under GLIM gets his own section's range (BMI 22 and over
  /// from 70 years: 67.4 kg), not the first section's (BMI 20: 61.3 kg); GLIM's healthy
  /// category has no upper end.
  @Test func theHealthyRangeAndTheChartAreOfThePersonsOwnSection() throws {
    let glim = try BuiltInStandards.named("glim-2019")
    let man = try Self.man()
    let range = try #require(try glim.healthyWeightRange(for: man))
    #expect(range.lowerBound.formatted(decimals: 1) == "67.4")
    #expect(ClassificationReport.isUnbounded(range))
    let first = try #require(glim.healthyWeightRange(for: try Height(parsing: "175")))
    #expect(first.lowerBound.formatted(decimals: 1) == "61.3")
    let result = try glim.classify(man)
    let chart = try BMIChart(standard: glim, person: man)
    #expect(chart.sectionIndex == result.sectionIndex)
    #expect(chart.sectionIndex != 0)
    #expect(chart.mark != nil)
    var ageless = man
    ageless.age = nil
    #expect(Self.code { _ = try glim.healthyWeightRange(for: ageless) } == "missing-age")
    #expect(Self.code { _ = try BMIChart(standard: glim, person: ageless) } == "missing-age")
  }

  /// A child's display BMI is the BMI (35.8 kg at 130 cm is 21.18…), not the z-score, and
  /// the report carries the sex and age scored, whichever initialiser made it.
  @Test func aChildsDisplayBMIIsTheBMIAndTheReportHasTheAgeScored() throws {
    let cdc = try BuiltInStandards.named("cdc-2000-bmi-for-age")
    let girl = try Self.girl()
    let child = try cdc.classify(girl)
    #expect(child.displayBMI == "21.2")
    #expect(child.displayValue != child.displayBMI)
    let report = ClassificationReport(child, height: girl.height, weight: girl.weight)
    #expect(report.input.sex == "female")
    #expect(report.input.age?.unit == "months")
    #expect(report.input.age?.value.description == "114.5")
    #expect(report.conventions?.age.description != "0")
    let whr = try BuiltInStandards.named("who-waist-2008")
    var person = try Self.girl()
    person.age = try Age(parsing: "40y")
    person.waist = try Waist(parsing: "80")
    let waist = try whr.classify(person)
    #expect(waist.displayBMI == "21.2")
    person.height = nil
    #expect(try whr.classify(person).displayBMI == "")
  }
}
