import BMICore
import BMIMeasurement
import BMIPlatform
import BMISupport

/// Reading a field's text with the measurement parser, once per distinct text.
extension RowEvaluator {
  /// The text of a field, read by `parse` unless it is empty or only spaces, and
  /// remembered: typed files repeat the same texts (`5'7"`, `70kg`, `n/a`), and the
  /// parser's answer depends on nothing else.
  func read<Value>(
    _ bytes: UnsafePointer<UInt8>, _ span: FieldSpan,
    in readings: ReferenceWritableKeyPath<ReadingCache, [String: Result<Value, RowProblem>]>,
    _ parse: (String) -> Result<Value, RowProblem>
  ) -> Result<Value, RowProblem> {
    switch readOptional(bytes, span, in: readings, parse) {
    case .success(let value?): return .success(value)
    case .success(nil): return .failure(.missingValue)
    case .failure(let problem): return .failure(problem)
    }
  }

  /// As ``read(_:_:in:_:)``, but an empty field is `nil`: an input the section check then
  /// reports as missing.
  func readOptional<Value>(
    _ bytes: UnsafePointer<UInt8>, _ span: FieldSpan,
    in readings: ReferenceWritableKeyPath<ReadingCache, [String: Result<Value, RowProblem>]>,
    _ parse: (String) -> Result<Value, RowProblem>
  ) -> Result<Value?, RowProblem> {
    guard span.isPresent else { return .success(nil) }
    let text = Self.text(bytes, span)
    guard text.contains(where: { $0 != " " }) else { return .success(nil) }
    if let known = cache[keyPath: readings][text] { return known.map { $0 } }
    let result = parse(text)
    // Bounded, so memory stays constant however many different texts a file holds.
    if cache[keyPath: readings].count >= ReadingCache.capacity {
      cache[keyPath: readings].removeAll(keepingCapacity: true)
    }
    cache[keyPath: readings][text] = result
    return result.map { $0 }
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
  /// Waists by text.
  var waists: [String: Result<Waist, RowProblem>] = [:]
  /// Sexes by text.
  var sexes: [String: Result<Sex, RowProblem>] = [:]
  /// Ages by text.
  var ages: [String: Result<Age, RowProblem>] = [:]
  /// Backgrounds by text.
  var backgrounds: [String: Result<String, RowProblem>] = [:]
}
