// One library batch run as a whole process: `BatchClassifier.run(inputPath:outputPath:)` on
// a built-in standard, the call a client package makes. `Benchmarks/batch/library-vs-cli.py`
// times it against `bmi batch` on the same file, in alternating runs.
//
//   batch-library-benchmark INPUT OUTPUT [STANDARD]
import BMIBatch
import BMIBuiltIns
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count == 4 else {
  print("usage: batch-library-benchmark INPUT OUTPUT [STANDARD]")
  exit(64)
}
do {
  let standard = try BuiltInStandards.named(arguments.count == 4 ? arguments[3] : "who")
  let summary = try BatchClassifier(standard: standard).run(
    inputPath: arguments[1], outputPath: arguments[2])
  print(
    "rows read \(summary.rowsRead), classified \(summary.rowsClassified),",
    "flagged \(summary.rowsFlagged)")
} catch {
  print("failed: \(error)")
  exit(1)
}
