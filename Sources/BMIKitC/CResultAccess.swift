// The answers of a result, read into the caller's buffers.

/// The number of rows.
@_cdecl("bmikit_result_rows")
public func bmikitResultRows(_ result: OpaquePointer?) -> Int {
  ResultHandle.from(result)?.rows ?? 0
}

/// Each row's category position; -1 flagged.
@_cdecl("bmikit_result_categories")
public func bmikitResultCategories(_ result: OpaquePointer?, _ out: UnsafeMutablePointer<Int32>?) {
  guard let handle = ResultHandle.from(result), let out else { return }
  if handle.writeCategories(to: out) { return }
  handle.categories.withUnsafeBufferPointer { categories in
    for row in 0..<handle.rows { out[row] = categories[row] }
  }
}

/// A numeric answer of each row as the nearest double; NaN where there is none. For the
/// section, its position among the standard's sections (``ResultHandle/writeSections(to:)``).
@_cdecl("bmikit_result_numbers")
public func bmikitResultNumbers(
  _ result: OpaquePointer?, _ answer: Int32, _ out: UnsafeMutablePointer<Double>?
) {
  guard let handle = ResultHandle.from(result), let out else { return }
  let answer = Int(answer)
  guard (0..<ResultHandle.answerOrder.count).contains(answer) else {
    for row in 0..<handle.rows { out[row] = .nan }
    return
  }
  if answer == ResultHandle.sectionAnswer {
    handle.writeSections(to: out)
    return
  }
  if ResultHandle.numericAnswers.contains(answer), handle.writeNumbers(answer, to: out) {
    return
  }
  for row in 0..<handle.rows { out[row] = CNumber.double(handle.text(answer, row: row)) }
}

/// One row's answer, written NUL-terminated into `buffer` when it fits; returns the text's
/// length in bytes, or -1 for an answer or row out of range.
@_cdecl("bmikit_result_text")
public func bmikitResultText(
  _ result: OpaquePointer?, _ answer: Int32, _ row: Int, _ buffer: UnsafeMutablePointer<CChar>?,
  _ capacity: Int
) -> Int {
  guard let handle = ResultHandle.from(result),
    (0..<ResultHandle.answerOrder.count).contains(Int(answer)), (0..<handle.rows).contains(row)
  else { return -1 }
  let text = handle.text(Int(answer), row: row)
  if let buffer, capacity > text.count {
    for (offset, byte) in text.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
    buffer[text.count] = 0
  }
  return text.count
}

/// An answer's texts for all rows, joined by `\n`; owned by the result.
@_cdecl("bmikit_result_column")
public func bmikitResultColumn(
  _ result: OpaquePointer?, _ answer: Int32, _ length: UnsafeMutablePointer<Int>?
) -> UnsafePointer<CChar>? {
  guard let handle = ResultHandle.from(result),
    (0..<ResultHandle.answerOrder.count).contains(Int(answer))
  else { return nil }
  return handle.columnPointer(Int(answer), length: length)
}

/// Frees a result.
@_cdecl("bmikit_result_free")
public func bmikitResultFree(_ result: OpaquePointer?) {
  guard let result else { return }
  Unmanaged<ResultHandle>.fromOpaque(UnsafeRawPointer(result)).release()
}
