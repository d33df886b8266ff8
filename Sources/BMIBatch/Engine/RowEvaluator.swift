import BMICore
import BMIMeasurement
import BMISupport

/// The answer for one row; plain values only, so that passing it costs nothing.
enum RowOutcome {
  /// Classified; the BMI is written with `decimals` digits from `millionths`.
  case classified(categoryIndex: Int, millionths: Int64, decimals: Int)
  /// Classified through the exact fraction path; the BMI text is in ``RowDetail/display``.
  case classifiedText(categoryIndex: Int)
  /// Not classified, because of the value in `slot` (0 height or BMI, 1 weight), or of the
  /// row as a whole when `slot` is -1; the reason is in ``RowDetail/problem``.
  case flagged(slot: Int)
}

/// What the rare outcomes carry beyond ``RowOutcome``, kept apart so the common ones stay
/// plain values.
struct RowDetail {
  /// Why a flagged row was not classified.
  var problem = RowProblem.missingValue
  /// The BMI text of a row classified through the exact fraction path.
  var display = ""

  /// Sets the problem and gives the flagged outcome.
  mutating func flag(_ problem: RowProblem, slot: Int) -> RowOutcome {
    self.problem = problem
    return .flagged(slot: slot)
  }
}

/// Classifies rows from the bytes of their height and weight (or BMI) fields, giving what
/// `bmi classify` gives for the same texts.
///
/// Plain decimals in centimetres and kilograms take the integer path; every other text is
/// read by the measurement parser and classified through exact fractions.
struct RowEvaluator {
  /// Which values a row carries.
  enum Mode: Sendable {
    /// Height in slot 0, weight in slot 1.
    case heightAndWeight
    /// A BMI in slot 0.
    case bodyMassIndex
  }

  /// The standard rows are classified by.
  let standard: Standard
  /// The reading and plausibility of values.
  let rules: BatchValueRules
  /// Which values rows carry.
  let mode: Mode
  private let classifier: MillionthsClassifier
  private let cache = ReadingCache()

  /// An evaluator for `standard`.
  init(standard: Standard, rules: BatchValueRules, mode: Mode) {
    self.standard = standard
    self.rules = rules
    self.mode = mode
    classifier = MillionthsClassifier(table: standard.table)
  }

  /// The answer for a row whose values lie at `first` (height or BMI) and `second` (weight).
  @inline(__always)
  func evaluate(
    _ bytes: UnsafePointer<UInt8>, first: FieldSpan, second: FieldSpan, detail: inout RowDetail
  ) -> RowOutcome {
    switch mode {
    case .heightAndWeight:
      if !first.hasEscapes, !second.hasEscapes,
        let height = PlainDecimal.millionths(bytes, from: first.start, to: first.end),
        let weight = PlainDecimal.millionths(bytes, from: second.start, to: second.end)
      {
        if let centimetres = rules.fastHeight(height), let kilograms = rules.fastWeight(weight),
          let value = MillionthsClassifier.Value(
            heightMillionths: centimetres, weightMillionths: kilograms),
          rules.isPossible(value)
        {
          return outcome(value)
        }
        if let value = rules.scaledValue(heightMillionths: height, weightMillionths: weight),
          rules.isPossible(value)
        {
          return outcome(value)
        }
      }
      return evaluateExactly(bytes, height: first, weight: second, detail: &detail)
    case .bodyMassIndex:
      if !first.hasEscapes,
        let millionths = PlainDecimal.millionths(bytes, from: first.start, to: first.end),
        let bmi = rules.fastBMI(millionths)
      {
        return outcome(MillionthsClassifier.Value(exactMillionths: bmi))
      }
      return evaluateExactly(bytes, bmi: first, detail: &detail)
    }
  }

  /// The answer for a BMI that takes the integer path.
  @inline(__always)
  func outcome(_ value: MillionthsClassifier.Value) -> RowOutcome {
    let index = classifier.categoryIndex(of: value)
    let display = classifier.display(of: value, categoryIndex: index)
    return .classified(
      categoryIndex: index, millionths: display.millionths, decimals: display.decimals)
  }

  // MARK: - The exact fraction path

  @inline(never)
  private func evaluateExactly(
    _ bytes: UnsafePointer<UInt8>, height: FieldSpan, weight: FieldSpan, detail: inout RowDetail
  ) -> RowOutcome {
    let typedHeight: Height
    switch read(bytes, height, in: \.heights, rules.height) {
    case .success(let value): typedHeight = value
    case .failure(let problem): return detail.flag(problem, slot: 0)
    }
    let typedWeight: Weight
    switch read(bytes, weight, in: \.weights, rules.weight) {
    case .success(let value): typedWeight = value
    case .failure(let problem): return detail.flag(problem, slot: 1)
    }
    let bmi: BodyMassIndex
    switch rules.bodyMassIndex(typedHeight, typedWeight) {
    case .success(let value): bmi = value
    case .failure(let problem): return detail.flag(problem, slot: -1)
    }
    if let value = bmi.millionths { return outcome(value) }
    let classification = standard.classify(bmi)
    detail.display = classification.displayBMI
    return .classifiedText(categoryIndex: classification.categoryIndex)
  }

  @inline(never)
  private func evaluateExactly(
    _ bytes: UnsafePointer<UInt8>, bmi: FieldSpan, detail: inout RowDetail
  ) -> RowOutcome {
    switch read(bytes, bmi, in: \.bodyMassIndices, rules.bmi) {
    case .success(let bmi):
      // A possible BMI has at most six decimals and fits the integer path.
      guard let value = MillionthsClassifier.Value(exactly: bmi) else {
        return detail.flag(
          RowProblem(
            code: "implausible-bmi",
            message: Message(en: "the BMI is too large", ko: "BMI가 너무 큽니다")),
          slot: 0)
      }
      return outcome(value)
    case .failure(let problem): return detail.flag(problem, slot: 0)
    }
  }

  /// The text of a field, read by `parse` unless it is empty or only spaces, and
  /// remembered: typed files repeat the same texts (`5'7"`, `70kg`, `n/a`), and the
  /// parser's answer depends on nothing else.
  private func read<Value>(
    _ bytes: UnsafePointer<UInt8>, _ span: FieldSpan,
    in readings: ReferenceWritableKeyPath<ReadingCache, [String: Result<Value, RowProblem>]>,
    _ parse: (String) -> Result<Value, RowProblem>
  ) -> Result<Value, RowProblem> {
    guard span.isPresent else { return .failure(.missingValue) }
    let text = Self.text(bytes, span)
    guard text.contains(where: { $0 != " " }) else { return .failure(.missingValue) }
    if let known = cache[keyPath: readings][text] { return known }
    let result = parse(text)
    // Bounded, so memory stays constant however many different texts a file holds.
    if cache[keyPath: readings].count >= ReadingCache.capacity {
      cache[keyPath: readings].removeAll(keepingCapacity: true)
    }
    cache[keyPath: readings][text] = result
    return result
  }

  /// The text of a CSV field or JSON value.
  static func text(_ bytes: UnsafePointer<UInt8>, _ span: FieldSpan) -> String {
    guard span.hasEscapes else {
      return String(
        decoding: UnsafeBufferPointer(start: bytes + span.start, count: span.end - span.start),
        as: UTF8.self)
    }
    let unescaped =
      span.isJSONString ? JSONText.unescaped(bytes, span) : CSVText.unescaped(bytes, span)
    return String(decoding: unescaped, as: UTF8.self)
  }
}

/// What the measurement parser answered for texts already seen in a run.
final class ReadingCache {
  /// The most texts remembered per kind of value.
  static let capacity = 4_096

  /// Heights by text.
  var heights: [String: Result<Height, RowProblem>] = [:]
  /// Weights by text.
  var weights: [String: Result<Weight, RowProblem>] = [:]
  /// BMIs by text.
  var bodyMassIndices: [String: Result<Rational, RowProblem>] = [:]
}
