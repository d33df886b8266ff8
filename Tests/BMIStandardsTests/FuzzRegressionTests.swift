import BMICore
import BMIStandards
import Testing

/// Inputs the fuzzers (`Fuzz/`) found to crash or hang, kept so they never come back.
///
/// A crash would stop the whole test run, so each case runs in a child process (an exit
/// test) and is expected to exit normally.
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
      guard let who = BuiltInStandards.standard(id: "who-2000")?.standard else { return }
      for millionths: Int64 in [1, 49_999, 50_000] {
        let result = who.classify(BodyMassIndex(ExactDecimal(millionths: millionths)))
        precondition(result.category.id == "severe-thinness")
        precondition(result.displayBMI != "0.0")
      }
      // Below a millionth, from exact fractions: a microgram at 300 cm is about 10⁻¹⁰, so
      // even six decimals round it to zero and the ceiling is what can be written.
      let microgram = who.classify(
        BodyMassIndex(
          heightCentimetres: Rational(300, 1), weightKilograms: Rational(1, 1_000_000_000)))
      precondition(microgram.category.id == "severe-thinness")
      precondition(microgram.displayBMI == "0.000001")
    }
  }
}
