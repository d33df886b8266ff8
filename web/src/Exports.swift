// The WebAssembly module's exports: a thin shell over BMIWeb, as main.swift is over the
// command line. Text crosses linear memory as UTF-8: the host asks for a buffer with
// `bmi_alloc`, writes a URL query into it, and gets back a buffer holding a 4-byte
// little-endian length and that many bytes of JSON, which it frees with `bmi_free`.
import BMIWeb

/// A buffer of `count` bytes for the host to write into.
@_expose(wasm, "bmi_alloc")
@_cdecl("bmi_alloc")
func bmiAlloc(_ count: Int32) -> UnsafeMutableRawPointer {
  UnsafeMutableRawPointer.allocate(byteCount: Int(max(count, 1)), alignment: 16)
}

/// Frees a buffer from `bmi_alloc` or an answer.
@_expose(wasm, "bmi_free")
@_cdecl("bmi_free")
func bmiFree(_ pointer: UnsafeMutableRawPointer?) {
  pointer?.deallocate()
}

/// The compiled-in standards, for a query such as `lang=ko`.
@_expose(wasm, "bmi_catalogue")
@_cdecl("bmi_catalogue")
func bmiCatalogue(_ query: UnsafePointer<UInt8>?, _ count: Int32) -> UnsafeMutableRawPointer {
  answer(WebCalculator.catalogue(query: text(query, count)))
}

/// The answer for a query such as `height=160&weight=64&standard=ksso&lang=ko`.
@_expose(wasm, "bmi_classify")
@_cdecl("bmi_classify")
func bmiClassify(_ query: UnsafePointer<UInt8>?, _ count: Int32) -> UnsafeMutableRawPointer {
  answer(WebCalculator.classify(query: text(query, count)))
}

private func text(_ bytes: UnsafePointer<UInt8>?, _ count: Int32) -> String {
  guard let bytes, count > 0 else { return "" }
  return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(count)), as: UTF8.self)
}

/// The JSON's length, then its bytes, in a buffer the host frees.
private func answer(_ json: String) -> UnsafeMutableRawPointer {
  let bytes = Array(json.utf8)
  let buffer = UnsafeMutableRawPointer.allocate(byteCount: bytes.count + 4, alignment: 16)
  let length = UInt32(bytes.count)
  for index in 0..<4 {
    let byte = UInt8(truncatingIfNeeded: length >> (8 * index))
    buffer.storeBytes(of: byte, toByteOffset: index, as: UInt8.self)
  }
  bytes.withUnsafeBytes { source in
    if let base = source.baseAddress {
      buffer.advanced(by: 4).copyMemory(from: base, byteCount: source.count)
    }
  }
  return buffer
}
