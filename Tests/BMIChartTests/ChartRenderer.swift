import Foundation
import Testing

@testable import BMIChart

/// Renders SVG to PNG with `rsvg-convert` and reads pixels back with Python's standard
/// library, for the tests that look at the picture. Both are optional: the tests that need
/// them are skipped where they are missing (CI installs `librsvg2-bin`).
enum ChartRenderer {
  /// The path of an executable on `PATH`, if any.
  static func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  static let rsvgConvert = executable(named: "rsvg-convert")
  static let python = executable(named: "python3")

  /// Whether both the renderer and the PNG reader are installed.
  static var isAvailable: Bool { rsvgConvert != nil && python != nil }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// A decoded picture: size and RGBA bytes, row by row.
  struct Picture {
    let width: Int
    let height: Int
    let rgba: [UInt8]

    /// The colour at a pixel as `#rrggbb`, and its alpha.
    func pixel(x: Int, y: Int) -> (hex: String, alpha: UInt8) {
      let offset = (y * width + x) * 4
      let hex = rgba[offset..<offset + 3].map { byte in
        let text = String(byte, radix: 16)
        return byte < 16 ? "0" + text : text
      }.joined()
      return ("#" + hex, rgba[offset + 3])
    }

    /// The colour at a pixel as the number `0xrrggbb`: ``pixel(x:y:)`` without its text,
    /// for the tests that read many pixels.
    func rgb(x: Int, y: Int) -> UInt32 {
      let offset = (y * width + x) * 4
      return UInt32(rgba[offset]) << 16 | UInt32(rgba[offset + 1]) << 8 | UInt32(rgba[offset + 2])
    }

    /// The number of distinct colours, a measure of how much is drawn.
    var distinctColours: Int {
      var seen = Set<UInt32>()
      var offset = 0
      while offset < rgba.count {
        seen.insert(
          UInt32(rgba[offset]) << 24 | UInt32(rgba[offset + 1]) << 16
            | UInt32(rgba[offset + 2]) << 8 | UInt32(rgba[offset + 3]))
        offset += 4
      }
      return seen.count
    }
  }

  /// Renders an SVG document and decodes the PNG.
  ///
  /// - Parameters:
  ///   - svg: The document.
  ///   - environment: The renderer's environment, if not this process's (to point
  ///     `FONTCONFIG_FILE` at another font configuration, say).
  static func render(_ svg: String, environment: [String: String]? = nil) throws -> Picture {
    guard let rsvgConvert, let python else { throw Failure(description: "no renderer") }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("bmi-chart-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let svgFile = directory.appendingPathComponent("chart.svg")
    let pngFile = directory.appendingPathComponent("chart.png")
    let rawFile = directory.appendingPathComponent("chart.rgba")
    try Data(svg.utf8).write(to: svgFile)
    try run(
      rsvgConvert, ["--format", "png", "--output", pngFile.path, svgFile.path],
      environment: environment)
    let size = try run(python, ["-c", pngScanlines, pngFile.path, rawFile.path])
    let parts = size.split(separator: " ").compactMap { Int($0) }
    guard parts.count == 3 else { throw Failure(description: "bad size line '\(size)'") }
    let scanlines = PNGScanlines(
      bytes: [UInt8](try Data(contentsOf: rawFile)), width: parts[0], height: parts[1],
      channels: parts[2])
    guard let rgba = scanlines.rgba() else {
      throw Failure(
        description: "the image data of a \(parts[0])×\(parts[1]) PNG is cut or has an "
          + "unknown filter")
    }
    return Picture(width: parts[0], height: parts[1], rgba: rgba)
  }

  @discardableResult
  private static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil
  ) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "\(executable) exited \(process.terminationStatus): "
          + String(decoding: errorData, as: UTF8.self))
    }
    return String(decoding: outputData, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
  }

  /// Reads a non-interlaced 8-bit RGB or RGBA PNG (what rsvg-convert writes): inflates its
  /// image data, still filtered, into the second file and prints "width height channels".
  /// The row filters are undone in Swift (``PNGScanlines``): a pure-Python loop over every
  /// byte took 1.6 s for one 960-pixel chart, most of a rendering test's time.
  private static let pngScanlines = """
    import struct, sys, zlib
    data = open(sys.argv[1], 'rb').read()
    assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n', 'not a PNG'
    pos, idat = 8, b''
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, colour, _, _, interlace = struct.unpack('>IIBBBBB', body)
        elif kind == b'IDAT':
            idat += body
        pos += 12 + length
    assert depth == 8 and colour in (2, 6) and interlace == 0, (depth, colour, interlace)
    open(sys.argv[2], 'wb').write(zlib.decompress(idat))
    print(width, height, 4 if colour == 6 else 3)
    """
}

extension ChartRenderer {
  /// The same document showing only a 21 × 21 pixel window around a point.
  static func cropped(
    _ svg: String, root: ChartXMLElement, centre: (Double, Double)
  ) throws -> String {
    let width = try #require(root["width"])
    let height = try #require(root["height"])
    let original = "width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
    let x = SVGElement.number(centre.0.rounded(.down) - 10)
    let y = SVGElement.number(centre.1.rounded(.down) - 10)
    let window = "width=\"21\" height=\"21\" viewBox=\"\(x) \(y) 21 21\""
    let range = try #require(svg.range(of: original))
    return svg.replacingCharacters(in: range, with: window)
  }
}
