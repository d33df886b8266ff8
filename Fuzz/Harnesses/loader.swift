// libFuzzer harness for the standard-file loader: any bytes must give a standard or a list
// of located diagnostics, never a crash, a hang or a memory error.
import BMICore
import BMIStandards
import Glibc

// BMIs that straddle every cut-off of a loaded table, to exercise lookup and display. The
// smallest found the core's display rule writing 0.0 (Tests/BMIStandardsTests/
// FuzzRegressionTests.swift).
private let probeMillionths: [Int64] = [
  1, 49_999, 50_000, 999_999, 15_999_999, 16_000_000, 18_449_999, 18_450_000, 18_500_000,
  22_949_999,
  22_950_000, 24_999_999, 25_000_000, 29_950_000, 40_000_000, 999_999_999_999,
]

/// libFuzzer's entry point: one input, checked; returns 0 (a failed check aborts).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  let lineCount = lineBreakUpperBound(bytes) + 1
  do {
    let loaded = try StandardLoader.load(bytes: bytes, fileName: "fuzz.yaml")
    check(loaded.warnings, lineCount: lineCount, errorsAllowed: false)
    // Rendering quotes the offending line with a caret: column arithmetic on hostile text.
    require(!Diagnostic.rendered(loaded.warnings, source: bytes).isEmpty || loaded.warnings.isEmpty)
    exercise(loaded.standard)
  } catch {
    check(error.diagnostics, lineCount: lineCount, errorsAllowed: true)
    require(!error.renderedDiagnostics.isEmpty, "nothing rendered")
    require(
      error.diagnostics.contains { $0.severity == .error }, "refused without an error")
  }
  return 0
}

private func check(_ diagnostics: [Diagnostic], lineCount: Int, errorsAllowed: Bool) {
  for diagnostic in diagnostics {
    require(errorsAllowed || diagnostic.severity == .warning, "error in a loaded file")
    require(diagnostic.location.line >= 1, "line before the file: \(diagnostic)")
    require(diagnostic.location.line <= lineCount + 1, "line after the file: \(diagnostic)")
    require(diagnostic.location.column >= 1, "column before the line: \(diagnostic)")
    require(!diagnostic.message.isEmpty, "empty message: \(diagnostic.code)")
  }
}

private func exercise(_ standard: Standard) {
  // The fixed probes, then each bound of the first categories and a millionth either side.
  var probes = probeMillionths
  for category in standard.table.categories.prefix(64) {
    for bound in [category.interval.lower.value, category.interval.upper.value] {
      guard let bound else { continue }
      probes += [bound.millionths - 1, bound.millionths, bound.millionths + 1]
    }
  }
  probes = probes.filter { $0 > 0 && $0 <= ExactDecimal.maximumMagnitude }.sorted()
  var previous = 0
  for millionths in probes {
    guard let bmi = BodyMassIndex(ExactDecimal(millionths: millionths)) else { continue }
    guard let result = try? standard.classify(bmi) else {
      require(standard.needsOnlyBodyMassIndex == false, "\(millionths) µ refused")
      return
    }
    require(result.categoryIndex >= previous, "category order not monotonic")
    previous = result.categoryIndex
    require(!result.displayBMI.isEmpty)
    // The table's search must agree with the intervals as written: exactly one category
    // holds the value looked up, and it is the one found.
    let value = result.classifiedValue
    let holders = standard.table.categories.indices.filter {
      standard.table.categories[$0].interval.contains(value)
    }
    require(
      holders == [result.categoryIndex],
      "\(millionths) µ: found \(result.categoryIndex), intervals say \(holders)")
  }
  for height in [50, 170, 250] as [ExactDecimal] {
    _ = standard.healthyWeightRange(heightCentimetres: height)
  }
}

/// At least as many line breaks as YAML sees: LF, CR, NEL (U+0085), LS and PS (U+2028/9).
private func lineBreakUpperBound(_ bytes: [UInt8]) -> Int {
  var count = 0
  for (index, byte) in bytes.enumerated() {
    switch byte {
    case 0x0A, 0x0D: count += 1
    case 0x85 where index > 0 && bytes[index - 1] == 0xC2: count += 1
    case 0xA8...0xA9 where index > 1 && bytes[index - 2] == 0xE2 && bytes[index - 1] == 0x80:
      count += 1
    default: break
    }
  }
  return count
}

/// Like `precondition`, but says what failed in an optimized build too.
private func require(_ condition: Bool, _ message: @autoclosure () -> String = "") {
  guard !condition else { return }
  fputs("harness check failed: \(message())\n", stderr)
  abort()
}
