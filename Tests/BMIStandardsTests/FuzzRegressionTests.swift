import BMIBuiltIns
import BMICore
import BMIStandards
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Inputs the fuzzers (`Fuzz/`) found to crash or hang, kept so they never come back.
///
/// A crash would stop the whole test run, so each case runs in a child process (an exit
/// test) and is expected to exit normally. A hang is turned into a failure by an alarm in
/// the child: a guard far above the milliseconds the work takes, not a measure of speed.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  /// Found by the loader harness on its first run: every loaded standard was probed with a
  /// BMI of 0.000001, and `Standard.classify` stopped on a precondition. Its display form
  /// tries the BMI rounded to one decimal, 0.0, and `BodyMassIndex(0)` is refused. The
  /// command's plausibility limits (BMI 5–250) keep it from the command line, but not from
  /// the library. Fixed: the display form skips written values that are not positive.
  @Test("classifying a BMI below 0.05 answers instead of stopping")
  func tinyBodyMassIndex() async {
    await #expect(processExitsWith: .success) {
      guard let who = BuiltInStandards.standard(id: "who-2000") else { return }
      for millionths: Int64 in [1, 49_999, 50_000] {
        let result = try who.classify(BodyMassIndex(ExactDecimal(millionths: millionths))!)
        precondition(result.category.id == "severe-thinness")
        precondition(result.displayBMI != "0.0")
      }
      // Below a millionth, from exact fractions: a microgram at 300 cm is about 10⁻¹⁰, so
      // even six decimals round it to zero and the ceiling is what can be written.
      let microgram = try who.classify(
        BodyMassIndex(
          heightCentimetres: Rational(300, 1), weightKilograms: Rational(1, 1_000_000_000))!)
      precondition(microgram.category.id == "severe-thinness")
      precondition(microgram.displayBMI == "0.000001")
    }
  }

  /// Found by the loader harness: a 1.2 KB file whose bound is digits, points, `0x`,
  /// underscores and an `E` took longer than libFuzzer's 10-second limit. Explaining why a
  /// bound is not a number tries each repair (drop a `+`, the `_`, a decimal comma, the
  /// exponent, add a digit next to a point) and re-reads the result, which explains itself
  /// the same way, so the work grew with the cube of the text's length: `9`, 400 points,
  /// `_` and 400 points took 5.9 s in a release build. Fixed: repairs are re-read as plain
  /// decimals only.
  @Test("a bound that is not a number is explained without a blow-up")
  func malformedBoundWithSeparator() async {
    await #expect(processExitsWith: .success) {
      #if canImport(Glibc)
        alarm(10)
      #endif
      let points = String(repeating: ".", count: 600)
      precondition(isRefused(bound: "9\(points)_\(points)"))
    }
  }

  /// Found while reducing the case above: each point of a bound such as `.....` adds a level
  /// of that recursion, and a 20 KB file of points overflowed the stack: `bmi standards
  /// check` was killed by SIGSEGV after 14 s (release build). Fixed with the case above.
  @Test("a bound of many points is refused without overflowing the stack")
  func boundOfPoints() async {
    await #expect(processExitsWith: .success) {
      #if canImport(Glibc)
        alarm(10)
      #endif
      precondition(isRefused(bound: "." + String(repeating: ".", count: 20_000)))
    }
  }
}

/// Whether the valid two-category file, with this text as the second category's lower
/// bound, is refused with an error.
private func isRefused(bound: String) -> Bool {
  let text = """
    format: bmi-standard/1
    id: clinic
    version: "1.0"
    name: {en: Clinic}
    rounding: none
    categories:
      - {id: low, label: {en: Low}, below: 20}
      - {id: high, label: {en: High}, at_least: \(bound)}

    """
  return refusal(Array(text.utf8), fileName: "clinic.yaml")?.errors.isEmpty == false
}
