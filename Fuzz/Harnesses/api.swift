// libFuzzer harness for the library's public API, used as a program would use it: the
// built-in standards by name, heights and weights as people type them, BMIs from every
// initialiser, classification, the healthy weight range and the JSON report, a standard
// loaded from bytes and a batch run over bytes. Nothing may trap, and every classification
// must agree with the exact-fraction reference (`classifyExactly`), which the integer
// classifier behind `classify` is held to.
//
// Input layout: byte 0 picks the standard, the default units, the language and the batch
// format; bytes 1–16 are two 64-bit integers for a fraction; the rest is text, split at
// line feeds into a standard name, a height, a weight and a BMI, and what follows the
// fourth line feed is a document, read both as a standard file and as a batch table.
import BMIKit
import Foundation
import Glibc

@testable import BMICore

// The built-ins that need nothing but BMI: the checks below hold `Standard.classify(_:)` to
// the exact reference, which only these answer without a sex, an age or a waist.
// `checkFrontDoor` drives every built-in, with a person made from the input.
private let standards = BuiltInStandards.ids.compactMap(BuiltInStandards.standard(id:))
  .filter(\.needsOnlyBodyMassIndex)
private let languages = ["en", "ko", "ja", "zh", "ko_KR", ""]
private let knownCodes: Set<String> = [
  "invalid-height", "invalid-weight", "invalid-bmi", "ambiguous-number", "ambiguous-unit",
  "implausible-height", "implausible-weight", "implausible-bmi",
]

/// libFuzzer's entry point: one input, checked; returns 0 (a failed check aborts).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  guard count >= 17 else { return 0 }
  let all = UnsafeRawBufferPointer(start: start, count: count)
  let selector = Int(all[0])
  let standard = standards[selector % standards.count]
  let heightUnit = HeightUnit.allCases[(selector / 16) % HeightUnit.allCases.count]
  let weightUnit = WeightUnit.allCases[(selector / 64) % WeightUnit.allCases.count]
  let language = languages[(selector / 3) % languages.count]
  let numerator = Int(Int64(bitPattern: word(all, at: 1)))
  let denominator = Int(Int64(bitPattern: word(all, at: 9)))
  let text = all[17...]
  let fields = String(decoding: text, as: UTF8.self)
    .split(separator: "\n", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
  let field = { (index: Int) in index < fields.count ? fields[index] : "" }
  let lineFeeds = text.indices.filter { text[$0] == 0x0A }
  let document = lineFeeds.count >= 4 ? Array(text[(lineFeeds[3] + 1)...]) : []

  checkName(field(0))
  checkFrontDoor(
    selector: selector, number: numerator, height: field(1), weight: field(2), bmi: field(3),
    language: language)
  let loaded = checkStandardFile(document)
  checkBatch(document, standard, csv: selector & 1 == 0)
  checkMeasurements(
    standard, height: field(1), heightUnit, weight: field(2), weightUnit, language: language)
  for decimal in [field(1), field(2), field(3)].compactMap({ ExactDecimal($0) }) {
    if let bmi = BodyMassIndex(decimal) {
      check(standard, bmi, language: language)
      if let loaded, loaded.needsOnlyBodyMassIndex { check(loaded, bmi, language: language) }
      // The same value as a fraction is the same BMI.
      let same = BodyMassIndex(Rational(decimal))
      require(same == bmi, "BodyMassIndex(\(decimal)) and its fraction differ")
      require(
        same.map { classified(standard, $0).categoryIndex }
          == classified(standard, bmi).categoryIndex,
        "\(decimal) classified two ways")
    }
  }
  if let height = ExactDecimal(field(1)), let weight = ExactDecimal(field(2)),
    let bmi = BodyMassIndex(heightCentimetres: height, weightKilograms: weight)
  {
    check(standard, bmi, language: language)
    let fromFractions = BodyMassIndex(
      heightCentimetres: Rational(height), weightKilograms: Rational(weight))
    require(fromFractions == bmi, "\(height) cm, \(weight) kg: decimals and fractions differ")
  }
  if denominator != 0 {
    let fraction = Rational(numerator, denominator)
    if let bmi = BodyMassIndex(fraction) { check(standard, bmi, language: language) }
    let other = Rational(denominator, numerator == 0 ? 1 : numerator)
    if let bmi = BodyMassIndex(heightCentimetres: fraction, weightKilograms: other) {
      check(standard, bmi, language: language)
    }
  }
  return 0
}

/// A name resolves to a built-in, or is refused with a code and a message in each language.
private func checkName(_ name: String) {
  do throws(StandardNameError) {
    let found = try BuiltInStandards.named(name)
    require(BuiltInStandards.ids.contains(found.identity.id), "'\(name)': unknown id")
  } catch {
    require(!error.code.isEmpty, "'\(name)': refused without a code")
    require(!error.message(for: "en").isEmpty && !error.message(for: "ko").isEmpty)
  }
}

/// A standard file's bytes load into a standard, or are refused with at least one error,
/// each diagnostic inside the file and the whole list renderable.
private func checkStandardFile(_ bytes: [UInt8]) -> Standard? {
  guard !bytes.isEmpty else { return nil }
  // At most one line per break: LF, CR (CR LF is one, so this bounds it from above),
  // and NEL, LS, PS, whose UTF-8 forms end in 0x85, 0xA8 or 0xA9.
  let lineCount = bytes.reduce(1) { $0 + ([0x0A, 0x0D, 0x85, 0xA8, 0xA9].contains($1) ? 1 : 0) }
  do throws(StandardLoadError) {
    let loaded = try StandardLoader.load(bytes: bytes, fileName: "fuzz.yaml")
    require(loaded.warnings.allSatisfy { $0.severity == .warning }, "an error in a loaded file")
    return loaded.standard
  } catch {
    require(error.diagnostics.contains { $0.severity == .error }, "refused without an error")
    for diagnostic in error.diagnostics {
      require(
        (1...lineCount + 1).contains(diagnostic.location.line) && diagnostic.location.column >= 1,
        "\(diagnostic.code) outside the file")
    }
    require(!error.renderedDiagnostics.isEmpty, "nothing rendered")
    return nil
  }
}

/// A batch run over bytes in memory accounts for every row it read, or stops with a coded
/// error and a message in each language.
private func checkBatch(_ bytes: [UInt8], _ standard: Standard, csv: Bool) {
  guard !bytes.isEmpty else { return }
  var configuration = BatchConfiguration()
  configuration.inputFormat = csv ? .csv : .jsonl
  do throws(BatchError) {
    let (output, summary) = try BatchClassifier(standard: standard, configuration: configuration)
      .run(bytes)
    require(
      summary.rowsClassified + summary.rowsFlagged == summary.rowsRead,
      "rows lost: \(summary.rowsRead) read, \(summary.rowsClassified) classified, "
        + "\(summary.rowsFlagged) flagged")
    require(summary.rowsRead == 0 || !output.isEmpty, "rows read, nothing written")
  } catch {
    require(!error.code.isEmpty, "a batch error without a code")
    require(!error.message(for: "en").isEmpty && !error.message(for: "ko").isEmpty)
  }
}

/// Typed measurements: classified as `Standard.classify(height:weight:)` classifies them,
/// or refused with a known code; the report of an accepted pair encodes as JSON.
private func checkMeasurements(
  _ standard: Standard, height heightText: String, _ heightUnit: HeightUnit,
  weight weightText: String, _ weightUnit: WeightUnit, language: String
) {
  do throws(MeasurementError) {
    let height = try Height(parsing: heightText, defaultUnit: heightUnit)
    let weight = try Weight(parsing: weightText, defaultUnit: weightUnit)
    require(Plausibility.heightCentimetres.isPossible(height.centimetres), "impossible height")
    require(Plausibility.weightKilograms.isPossible(weight.kilograms), "impossible weight")
    let result = try standard.classify(height: height, weight: weight)
    // A height and a weight always give the BMI, whatever the standard measures.
    require(result.bmi != nil, "classify(height:weight:) gave no BMI")
    guard let bmi = result.bmi else { return }
    require(Plausibility.bodyMassIndex.isPossible(bmi.value), "impossible BMI")
    let direct = BodyMassIndex(
      heightCentimetres: height.centimetres, weightKilograms: weight.kilograms)
    require(direct == bmi, "classify(height:weight:) computed another BMI")
    check(standard, bmi, language: language)
    let report = ClassificationReport(result, height: height, weight: weight, language: language)
    require((try? JSONEncoder().encode(report)) != nil, "the report does not encode")
    if let range = standard.healthyWeightRange(for: height), let healthy = standard.healthyCategory
    {
      // The healthy range's ends, in steps of 0.1 kg, are healthy at this height.
      for end in [range.lowerBound, range.upperBound] {
        guard
          let bmi = BodyMassIndex(
            heightCentimetres: height.centimetres, weightKilograms: Rational(end))
        else { continue }
        require(
          classified(standard, bmi).category.id == healthy.id,
          "\(end) kg at \(height.centimetres) cm is not \(healthy.id)")
      }
    }
  } catch {
    require(knownCodes.contains(error.code), "unknown code \(error.code)")
    require(!error.message(for: "en").isEmpty && !error.message(for: "ko").isEmpty)
  }
}

/// The integer path (`classify`) and the exact reference agree on the category and on the
/// BMI as displayed, and the category's interval holds the value classified.
private func check(_ standard: Standard, _ bmi: BodyMassIndex, language: String) {
  let fast = classified(standard, bmi)
  let exact = standard.classifyExactly(bmi)
  require(
    fast.categoryIndex == exact.categoryIndex,
    "\(bmi.value.fractionDescription): \(fast.category.id), exactly \(exact.category.id)")
  require(
    fast.displayBMI == exact.displayBMI,
    "\(bmi.value.fractionDescription): shown \(fast.displayBMI), exactly \(exact.displayBMI)")
  require(fast.category.interval.contains(fast.classifiedValue), "the interval misses the value")
  require(!fast.category.label.text(for: language).isEmpty, "no label")
  let report = ClassificationReport(fast, language: language)
  require((try? JSONEncoder().encode(report)) != nil, "the report does not encode")
}

/// Every built-in, whatever it needs, through every public entry point with a person made
/// from the input: each call answers or throws an error conforming to `BMIKitError` with a
/// code and messages, and never traps. The sex, age, waist and background present come from
/// the selector's bits; the section and chart indices from the fraction's numerator.
private func checkFrontDoor(
  selector: Int, number: Int, height: String, weight: String, bmi: String, language: String
) {
  let standard = allStandards[Int(UInt(bitPattern: selector &+ number) % UInt(allStandards.count))]
  var person = Person(
    height: try? Height(parsing: height), weight: try? Weight(parsing: weight),
    waist: selector & 2 == 0 ? try? Waist(parsing: bmi) : nil,
    sex: selector & 4 == 0 ? nil : (selector & 8 == 0 ? .female : .male),
    age: selector & 16 == 0 ? nil : try? Age(parsing: height))
  if selector & 32 != 0 {
    person.background = standard.inputs.first { $0.name == .background }.flatMap {
      if case .values(let words) = $0.domain {
        return words[Int(number.magnitude % UInt(words.count))]
      }
      return nil
    }
  }
  if selector & 64 != 0, let decimal = ExactDecimal(bmi) {
    person.bodyMassIndex = BodyMassIndex(decimal)
  }
  let index = number % 8 - 2
  attempt(language) { _ = try standard.classify(person) }
  attempt(language) { _ = try standard.healthyWeightRange(for: person) }
  attempt(language) { _ = try BMIChart(standard: standard, person: person, language: language) }
  attempt(language) { _ = try BMIChart(standard: standard, language: language, section: index) }
  if let height = person.height, let weight = person.weight {
    attempt(language) { _ = try standard.classify(height: height, weight: weight) }
  }
  if let decimal = ExactDecimal(bmi), let value = BodyMassIndex(decimal) {
    attempt(language) { _ = try standard.classify(value) }
    attempt(language) { _ = try standard.classify(MeasuredValue(value), inSection: index) }
    attempt(language) {
      _ = try standard.classify(MeasuredValue(value), inputs: person.inputValues)
    }
    attempt(language) { _ = try standard.classifyForAge(value, inputs: person.inputValues) }
  }
  if let centimetres = ExactDecimal(height), let kilograms = ExactDecimal(weight) {
    attempt(language) {
      _ = try standard.classify(heightCentimetres: centimetres, weightKilograms: kilograms)
    }
  }
}

/// Every built-in standard, for the front door's checks.
private let allStandards = BuiltInStandards.ids.compactMap(BuiltInStandards.standard(id:))

/// Runs a call that may throw: an error must be a `BMIKitError` with a code and messages.
private func attempt(_ language: String, _ body: () throws -> Void) {
  do {
    try body()
  } catch let error as any BMIKitError {
    require(!error.code.isEmpty, "an error without a code: \(error)")
    require(!error.message(for: language).isEmpty, "\(error.code) has no message")
    require(!error.message(for: "ko").isEmpty, "\(error.code) has no Korean message")
  } catch {
    require(false, "\(error) is not a BMIKitError")
  }
}

/// A BMI classified by a standard that needs nothing else, which never refuses one.
private func classified(_ standard: Standard, _ bmi: BodyMassIndex) -> Classification {
  do {
    return try standard.classify(bmi)
  } catch {
    fputs("harness check failed: \(standard.identity.id) refused a BMI: \(error)\n", stderr)
    abort()
  }
}

/// Eight bytes as a little-endian integer.
private func word(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
  (0..<8).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * $1) }
}

/// Like `precondition`, but says what failed in an optimized build too.
private func require(_ condition: Bool, _ message: @autoclosure () -> String = "") {
  guard !condition else { return }
  fputs("harness check failed: \(message())\n", stderr)
  abort()
}
