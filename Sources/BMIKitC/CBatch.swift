import BMIBatch

/// `bmi batch input -o output` with a standard: the same engine, the same bytes.
@_cdecl("bmikit_batch")
public func bmikitBatch(
  _ standard: OpaquePointer?, _ inputPath: UnsafePointer<CChar>?,
  _ outputPath: UnsafePointer<CChar>?, _ language: UnsafePointer<CChar>?,
  _ summary: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  guard let handle = StandardHandle.from(standard), let inputPath, let outputPath else {
    CText.report(
      CText.errorLine(code: "no-standard", message: "the standard or a path is NULL"), to: errorOut)
    return -1
  }
  let language = CText.read(language, or: "en")
  var configuration = BatchConfiguration()
  configuration.language = language
  let classifier = BatchClassifier(standard: handle.standard, configuration: configuration)
  do throws(BatchError) {
    let counts = try classifier.run(
      inputPath: String(cString: inputPath), outputPath: String(cString: outputPath))
    var lines = ["rows\t\(counts.rowsRead)"]
    for (id, count) in zip(counts.categoryIDs, counts.categoryCounts) {
      lines.append("category\t\(id)\t\(count)")
    }
    for flag in counts.flagCounts { lines.append("error\t\(flag.code)\t\(flag.count)") }
    summary?.pointee = CText.owned(lines.joined(separator: "\n"))
    return 0
  } catch {
    CText.report(
      CText.errorLine(code: error.code, message: error.message.text(for: language)), to: errorOut)
    return -1
  }
}
