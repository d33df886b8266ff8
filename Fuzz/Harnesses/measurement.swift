// libFuzzer harness for the measurement parser: any text must be read exactly or refused
// with a known code and a message in both languages; nothing impossible is ever accepted.
//
// Input layout: byte 0 chooses what is read (height, weight or BMI) and the default unit;
// the rest is the text, decoded as UTF-8 with invalid sequences replaced, as the command
// line and batch receive it.
import BMICore
import Glibc

@testable import BMIMeasurement

private let knownCodes: Set<String> = [
  "invalid-height", "invalid-weight", "invalid-bmi", "ambiguous-number", "ambiguous-unit",
  "implausible-height", "implausible-weight", "implausible-bmi",
]

/// libFuzzer's entry point: one input, checked; returns 0 (a failed check aborts).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  guard count >= 1 else { return 0 }
  let all = UnsafeRawBufferPointer(start: start, count: count)
  let selector = all[0]
  let text = String(decoding: all[1...], as: UTF8.self)
  do {
    switch selector % 3 {
    case 0:
      let unit = HeightUnit.allCases[Int(selector / 3) % HeightUnit.allCases.count]
      let height = try MeasurementParser.height(text, defaultUnit: unit)
      require(Plausibility.heightCentimetres.isPossible(height), "impossible height accepted")
      checkPlainNumber(text, parsed: height, unitSize: centimetres(per: unit))
    case 1:
      let unit = WeightUnit.allCases[Int(selector / 3) % WeightUnit.allCases.count]
      let weight = try MeasurementParser.weight(text, defaultUnit: unit)
      require(Plausibility.weightKilograms.isPossible(weight), "impossible weight accepted")
      checkPlainNumber(text, parsed: weight, unitSize: kilograms(per: unit))
    default:
      let bmi = try MeasurementParser.bodyMassIndex(text)
      require(Plausibility.bodyMassIndex.isPossible(bmi), "impossible BMI accepted")
      checkPlainNumber(text, parsed: bmi, unitSize: Rational(1, 1))
    }
  } catch {
    require(knownCodes.contains(error.code), "unknown code \(error.code)")
    require(!error.message(for: "en").isEmpty, "no English message for \(error.code)")
    require(!error.message(for: "ko").isEmpty, "no Korean message for \(error.code)")
  }
  return 0
}

/// A text that is a plain decimal must mean exactly that decimal in the default unit.
private func checkPlainNumber(_ text: String, parsed: Rational, unitSize: Rational) {
  guard let decimal = ExactDecimal(text) else { return }
  let expected = Rational(decimal)
  require(parsed == expected * unitSize, "'\(text)' read as \(parsed.fractionDescription)")
}

private func centimetres(per unit: HeightUnit) -> Rational {
  switch unit {
  case .centimetres: Rational(1, 1)
  case .metres: Rational(100, 1)
  case .inches: Rational(254, 100)
  }
}

private func kilograms(per unit: WeightUnit) -> Rational {
  switch unit {
  case .kilograms: Rational(1, 1)
  case .pounds: Rational(45_359_237, 100_000_000)
  }
}

/// Like `precondition`, but says what failed in an optimized build too.
private func require(_ condition: Bool, _ message: @autoclosure () -> String = "") {
  guard !condition else { return }
  fputs("harness check failed: \(message())\n", stderr)
  abort()
}
