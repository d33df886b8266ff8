import BMIBuiltIns
import BMICore
import Testing

@testable import BMIBatch

/// What an in-memory batch run produced.
struct BatchRun {
  /// The output bytes as text.
  let output: String
  /// The counts, when the run finished.
  let summary: BatchSummary?
  /// The error that stopped the run, if any.
  let error: BatchError?
}

/// Runs the batch engine over `input` in memory, handing the bytes over `chunkSize` at a
/// time so records straddle every buffer boundary.
func runBatch(
  _ input: [UInt8], standard: Standard = BatchStandards.who,
  configure: (inout BatchConfiguration) -> Void = { _ in }, chunkSize: Int = .max
) -> BatchRun {
  var configuration = BatchConfiguration()
  configuration.inputName = "input.csv"
  configure(&configuration)
  let sink = MemoryByteSink()
  let processor = BatchProcessor(
    standard: standard, configuration: configuration,
    source: MemoryByteSource(input, chunkSize: chunkSize), sink: sink)
  do throws(BatchError) {
    let summary = try processor.run()
    return BatchRun(
      output: String(decoding: sink.bytes, as: UTF8.self), summary: summary, error: nil)
  } catch {
    return BatchRun(output: String(decoding: sink.bytes, as: UTF8.self), summary: nil, error: error)
  }
}

/// `runBatch` for text input.
func runBatch(
  _ input: String, standard: Standard = BatchStandards.who,
  configure: (inout BatchConfiguration) -> Void = { _ in }, chunkSize: Int = .max
) -> BatchRun {
  runBatch(Array(input.utf8), standard: standard, configure: configure, chunkSize: chunkSize)
}

/// The standards batch is tested with: every built-in, and tables that exercise what the
/// built-ins do not (half-even rounding, rounding to 0, 2 and 4 decimals, inclusive and
/// exclusive lower bounds, cut-offs with six decimals).
enum BatchStandards {
  static let who = builtIn("who-2000")

  static func builtIn(_ id: String) -> Standard {
    guard let loaded = BuiltInStandards.standard(id: id) else {
      preconditionFailure("built-in \(id) missing")
    }
    return loaded
  }

  // The BMI-only built-ins; those with inputs or another measure are BatchSectionTests'.
  static let all: [Standard] =
    BuiltInStandards.ids.map(builtIn).filter { !$0.isSectioned && $0.measure == .bmi } + made

  static let made: [Standard] = [
    table("half-even-1", rounding: .decimals(1, .halfEven), [(.below, "18.5"), (.below, "25")]),
    table(
      "half-up-0", rounding: .decimals(0, .halfUp),
      [(.below, "19"), (.atMost, "24"), (.below, "30")]),
    table("half-even-0", rounding: .decimals(0, .halfEven), [(.below, "19"), (.below, "25")]),
    table(
      "half-up-2", rounding: .decimals(2, .halfUp),
      [(.atMost, "18.49"), (.atMost, "22.99"), (.below, "25.5")]),
    table(
      "half-even-4", rounding: .decimals(4, .halfEven),
      [(.below, "18.5"), (.atMost, "23.0001"), (.below, "27.5")]),
    table(
      "exact-fine", rounding: .none,
      [(.atMost, "18.499999"), (.below, "22.950001"), (.atMost, "25"), (.below, "30.000001")]),
  ]

  enum Upper { case below, atMost }

  /// A table whose categories meet at `bounds`; each lower bound is the complement of the
  /// previous upper bound, so the table is valid.
  static func table(_ id: String, rounding: RoundingPolicy, _ bounds: [(Upper, String)])
    -> Standard
  {
    var categories: [BMICore.BMICategory] = []
    var lower: LowerBound = .none
    for (index, (kind, text)) in bounds.enumerated() {
      let value = ExactDecimal(text)!
      let upper: UpperBound = kind == .below ? .below(value) : .atMost(value)
      categories.append(
        BMICategory(
          id: "c\(index)", label: LocalizedText(["en": "C\(index)", "ko": "범주\(index)"]),
          interval: Interval(lower: lower, upper: upper)))
      lower = kind == .below ? .atLeast(value) : .above(value)
    }
    categories.append(
      BMICategory(
        id: "c\(bounds.count)", label: LocalizedText(["en": "C\(bounds.count)"]),
        interval: Interval(lower: lower, upper: .none)))
    let table: ClassificationTable
    do {
      table = try ClassificationTable(categories: categories, rounding: rounding)
    } catch {
      preconditionFailure("test table \(id) is invalid: \(error)")
    }
    return Standard(
      identity: StandardIdentity(id: id, version: "1"), name: LocalizedText(["en": id]),
      table: table)
  }

  /// Every cut-off of a standard, in millionths.
  static func cutOffs(_ standard: Standard) -> [Int64] {
    standard.table.categories.compactMap { $0.interval.upper.value?.millionths }
  }
}

/// A small deterministic random generator (SplitMix64), so generated tests are the same
/// on every run and every machine.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// A decimal of `millionths` written with exactly `decimals` digits, as people type them.
func decimalText(_ millionths: Int64, decimals: Int) -> String {
  ExactDecimal(millionths: millionths).formatted(decimals: decimals)
}
