import Testing

@testable import BMICommandLine
@testable import BMISupport

/// The progress line: drawn over itself on a terminal, erased at the end, absent for short
/// runs.
struct BatchProgressTests {
  @Test func drawsRowsRateAndShareThenErases() {
    let errors = TextBuffer()
    let progress = BatchProgress(
      errors: errors, language: .english, totalBytes: 1_000, delay: 0)
    progress.update(rows: 1_234, bytesRead: 250)
    #expect(errors.text.hasPrefix("\r\u{1B}[K1234 rows, "))
    #expect(errors.text.hasSuffix(" rows/s, 25%"))
    // Redrawn at most four times a second.
    progress.update(rows: 2_000, bytesRead: 500)
    #expect(!errors.text.contains("2000 rows"))
    progress.finish()
    #expect(errors.text.hasSuffix("\r\u{1B}[K"))
  }

  @Test func aShortRunShowsNothing() {
    let errors = TextBuffer()
    let progress = BatchProgress(errors: errors, language: .english, totalBytes: nil)
    progress.update(rows: 10, bytesRead: 100)
    progress.finish()
    #expect(errors.text.isEmpty)
  }

  @Test func koreanAndAPipeWithoutAShare() {
    let errors = TextBuffer()
    let progress = BatchProgress(
      errors: errors, language: DisplayLanguage(tag: "ko"), totalBytes: nil, delay: 0)
    progress.update(rows: 5, bytesRead: 100)
    #expect(errors.text.hasPrefix("\r\u{1B}[K5행, 초당 "))
    #expect(!errors.text.contains("%"))
  }
}
