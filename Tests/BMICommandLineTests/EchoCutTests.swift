import Testing

@testable import BMIBatch
@testable import BMICommandLine
@testable import BMISupport

/// Every echo of outside text is cut after 100 characters (400 for a path), between two
/// characters, and marked with `…[N]`, N the text's length: a value of a megabyte is
/// quoted in one short line, in a message and in a batch row alike.
struct EchoCutTests {
  @Test func aLongTextIsCutAfter100CharactersAndMarkedWithItsLength() {
    let long = String(repeating: "1", count: 300)
    #expect(VisibleText.excerpt(long) == String(repeating: "1", count: 100) + "…[300]")
    let exactly = String(repeating: "x", count: 100)
    #expect(VisibleText.excerpt(exactly) == exactly)
    #expect(VisibleText.excerpt(long, limit: 400) == long)
  }

  @Test func theCutFallsBetweenCharacters() {
    // An accented letter of two scalars, 150 times: 100 letters shown, none split.
    let accented = String(repeating: "e\u{301}", count: 150)
    #expect(VisibleText.excerpt(accented) == String(repeating: "e\u{301}", count: 100) + "…[150]")
    // A family emoji of seven scalars, 120 times.
    let family = "👩\u{200D}👩\u{200D}👧\u{200D}👦"
    let families = String(repeating: family, count: 120)
    #expect(VisibleText.excerpt(families) == String(repeating: family, count: 57) + "…[120]")
    // One character of a megabyte of combining marks is cut between scalars.
    let heavy = "a" + String(repeating: "\u{301}", count: 1_000_000)
    let cut = VisibleText.excerpt(heavy)
    #expect(cut.unicodeScalars.count == 100 + "…[1]".unicodeScalars.count)
  }

  @Test func unsafeCharactersAreEscapedBeforeTheCut() {
    let text = "\u{1B}[31m" + String(repeating: "a", count: 200)
    #expect(
      VisibleText.excerpt(text) == "\\u{1B}[31m" + String(repeating: "a", count: 95) + "…[205]")
  }

  @Test func a300CharacterHeightIsQuotedCut() {
    let result = runInProcess(["--height", String(repeating: "1", count: 300), "--weight", "70"])
    #expect(result.code == 65)
    #expect(result.stderr.contains(String(repeating: "1", count: 100) + "…[300]'"))
    #expect(!result.stderr.contains(String(repeating: "1", count: 101)))
    #expect(result.stderr.count < 400)
  }

  @Test func strictQuotesAMegabyteFieldCut() {
    let input = Array(
      ("height_cm,weight_kg\n" + String(repeating: "1", count: 1_000_000) + ",70\n").utf8)
    let run = runBatchBytes(input, threads: 1) { $0.isStrict = true }
    let error = run.error
    #expect(error?.code == "row-rejected")
    for language in ["en", "ko"] {
      let message = error?.message(for: language) ?? ""
      #expect(message.contains("…[1000000]"), "\(language)")
      #expect(message.utf8.count < 600, "\(language): \(message.utf8.count) bytes")
    }
  }

  @Test func errorDetailQuotesA5000CharacterFieldCut() {
    let field = String(repeating: "1", count: 5_000)
    let input = Array(("height_cm,weight_kg\n" + field + ",70\n").utf8)
    for language in ["en", "ko"] {
      let run = runBatchBytes(input, threads: 1) {
        $0.includesErrorDetail = true
        $0.language = language
      }
      let rows = String(decoding: run.output, as: UTF8.self).split(separator: "\n")
      #expect(rows.count == 2)
      // The field itself is data and is written back whole; its echo in the detail is cut.
      let row = rows.last.map(String.init) ?? ""
      #expect(row.hasPrefix(field + ",70,"))
      let detail = row.dropFirst(field.count)
      #expect(detail.contains("…[5000]"), "\(language)")
      #expect(detail.utf8.count < 400, "\(language): \(detail.utf8.count) bytes")
    }
  }

  @Test func aHeaderOfManyLongNamesIsListedCut() {
    let names = (1_000...1_499).map { "column\($0)" + String(repeating: "z", count: 494) }
    let input = Array((names.joined(separator: ",") + "\n1,2\n").utf8)
    let run = runBatchBytes(input, threads: 1)
    let message = run.error?.message(for: "en") ?? ""
    #expect(run.error?.code == "missing-columns")
    #expect(message.contains("…[500]"))
    #expect(message.utf8.count < 4_000, "\(message.utf8.count) bytes")
  }
}
