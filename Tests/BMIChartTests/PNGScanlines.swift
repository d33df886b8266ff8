/// The inflated image data of a non-interlaced 8-bit PNG: each row a filter byte and the
/// row's bytes, each byte stored as its difference from a prediction (PNG specification,
/// section 9, "Filtering").
struct PNGScanlines {
  /// The rows, filter bytes included.
  let bytes: [UInt8]
  /// Pixels a row, and rows.
  let width: Int
  let height: Int
  /// 3 for RGB, 4 for RGBA.
  let channels: Int

  /// The pixels as RGBA bytes, row by row (opaque where the PNG has no alpha), or `nil` when
  /// the data is shorter than its rows or a row names a filter other than the five.
  func rgba() -> [UInt8]? {
    let stride = width * channels
    guard channels == 3 || channels == 4, bytes.count >= height * (stride + 1) else {
      return nil
    }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    var previous = [Int](repeating: 0, count: stride)
    var line = [Int](repeating: 0, count: stride)
    let complete: Bool = bytes.withUnsafeBufferPointer { input in
      rgba.withUnsafeMutableBufferPointer { output in
        previous.withUnsafeMutableBufferPointer { previous in
          line.withUnsafeMutableBufferPointer { line in
            for row in 0..<height {
              let start = row * (stride + 1)
              guard
                Self.unfilter(
                  input, from: start + 1, filter: input[start], channels: channels,
                  previous: previous, into: line)
              else { return false }
              var target = row * width * 4
              var index = 0
              while index < stride {
                for channel in 0..<channels {
                  output[target + channel] = UInt8(truncatingIfNeeded: line[index + channel])
                }
                target += 4
                index += channels
              }
              for index in 0..<stride { previous[index] = line[index] }
            }
            return true
          }
        }
      }
    }
    return complete ? rgba : nil
  }

  /// Undoes one row's filter into `line`, the row above being `previous` (zeros for the
  /// first); false for an unknown filter.
  private static func unfilter(
    _ input: UnsafeBufferPointer<UInt8>, from start: Int, filter: UInt8, channels: Int,
    previous: UnsafeMutableBufferPointer<Int>, into line: UnsafeMutableBufferPointer<Int>
  ) -> Bool {
    guard filter <= 4 else { return false }
    for index in 0..<line.count {
      let left = index >= channels ? line[index - channels] : 0
      let up = previous[index]
      let prediction: Int
      switch filter {
      case 1: prediction = left
      case 2: prediction = up
      case 3: prediction = (left + up) / 2
      case 4:
        // Paeth: the neighbour nearest to left + up − upper left, ties to left, then up.
        let corner = index >= channels ? previous[index - channels] : 0
        let estimate = left + up - corner
        let toLeft = abs(estimate - left)
        let toUp = abs(estimate - up)
        let toCorner = abs(estimate - corner)
        prediction = toLeft <= toUp && toLeft <= toCorner ? left : toUp <= toCorner ? up : corner
      default: prediction = 0
      }
      line[index] = (Int(input[start + index]) + prediction) & 255
    }
    return true
  }
}
