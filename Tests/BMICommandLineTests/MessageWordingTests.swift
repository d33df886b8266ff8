import Testing

/// Messages that say what happened in the words the documentation promises: a negative
/// value, a value beyond what can be shown, a weight whose unit was assumed, the nearest
/// standard's name, and ranges that differ by rounding alone.
struct MessageWordingTests {
  @Test(arguments: ["-170", "-.5", "-1.70m"])
  func aNegativeHeightIsSaidToBeNegative(_ height: String) {
    let result = runInProcess(["classify", "--height", height, "--weight", "70"])
    #expect(result.code == 65, "\(result.stderr)")
    #expect(result.stderr.contains("A height cannot be negative ('\(height)')"), "\(result.stderr)")
    #expect(!result.stderr.contains("Missing value"))
  }

  @Test func aValueTooLargeToShowIsSaidAsTheBoundItIsBeyond() {
    let result = runInProcess(["classify", "--height", "999999999999ft", "--weight", "70"])
    #expect(result.code == 65)
    #expect(result.stderr.contains("A height of more than 999999999999 cm is not possible"))
    #expect(!result.stderr.contains("∞"))
    let korean = runInProcess([
      "classify", "--height", "999999999999ft", "--weight", "70", "--lang", "ko",
    ])
    #expect(korean.stderr.contains("키 999999999999 cm 초과는 사람에게 불가능한 값입니다"))
  }

  @Test func aTinyValueIsNeverShownAsZero() {
    let result = runInProcess(["classify", "--height", "0.000001ft", "--weight", "70"])
    #expect(result.code == 65)
    #expect(result.stderr.contains("A height of 0.00003 cm is not possible"), "\(result.stderr)")
    #expect(!result.stderr.contains(" 0 cm"))
  }

  @Test(arguments: [
    ("5'7\"", "143", true), ("5ft7in", "143", true), ("67in", "65.5", true),
    ("5'7\"", "143lb", false), ("5'7\"", "65kg", false), ("170", "65", false),
    ("170cm", "143", false),
  ])
  func aUnitlessWeightBesideAnImperialHeightIsSaidToBeKilograms(
    height: String, weight: String, noted: Bool
  ) {
    let result = runInProcess(["classify", "--height", height, "--weight", weight])
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stderr.contains("so it was read as \(weight) kg") == noted, "\(result.stderr)")
  }

  @Test func theRareBMIWarningShowsTheBMIAsTheResultDoes() {
    let result = runInProcess(["classify", "--height", "130", "--weight", "260"])
    #expect(result.stderr.contains("A BMI of 153.8 is rare"), "\(result.stderr)")
    #expect(result.stdout.contains("153.8"))
    #expect(!result.stderr.contains("153.85"))
  }

  @Test(arguments: [
    ("who-2007", "'who-2007-bmi-for-age'"), ("cdc-2000", "'cdc-2000-bmi-for-age'"),
    ("who-2001", "'who-2000'"),
  ])
  func aNameThatBeginsABuiltInSuggestsIt(typed: String, suggestion: String) {
    let result = runInProcess(["classify", "--standard", typed, "--bmi", "22"])
    #expect(result.stderr.contains("Did you mean \(suggestion)"), "\(result.stderr)")
  }

  @Test func rangesThatDifferOnlyByRoundingAreTheirOwnKind() {
    let result = runInProcess(["standards", "diff", "who", "cdc-adult"])
    #expect(
      result.stdout.contains(
        "and 3 ranges of exact BMI (kg/m²) fall in categories that do not correspond; 10 more "
          + "ranges differ only by rounding"), "\(result.stdout)")
    #expect(result.stdout.contains("Ranges put in different categories only by rounding"))
    let notCorresponding = result.stdout.split(separator: "\n\n").first {
      $0.hasPrefix("Ranges put in categories that do not correspond")
    }
    #expect(notCorresponding?.contains("Normal range") == false)
  }
}
