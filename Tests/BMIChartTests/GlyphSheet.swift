import Foundation

/// Characters drawn one to a cell, large, in a chart's font stack, to tell real glyphs from
/// the box a renderer draws for a character no installed font has.
///
/// librsvg (through Pango) draws a missing character as a rectangle of its hexadecimal code
/// point, the same size for every four-digit code point. The sheet's first cell holds U+0378,
/// a code point Unicode leaves unassigned, so no font has it: its ink is the missing-glyph
/// box of this machine's renderer. A character whose ink has that box's size and a frame of
/// ink all round is one the fonts lack.
struct GlyphSheet {
  static let cell = 64
  static let fontSize = 48
  static let columns = 16
  /// Unassigned in Unicode (Greek and Coptic block), so drawn as the missing-glyph box.
  static let unassigned: Character = "\u{0378}"

  let characters: [Character]
  let fontFamily: String

  /// The document: a white page, the reference box first, then each character.
  var svg: String {
    let all = [Self.unassigned] + characters
    let rows = (all.count + Self.columns - 1) / Self.columns
    let width = Self.cell * min(all.count, Self.columns)
    let height = Self.cell * rows
    var text = ""
    for (index, character) in all.enumerated() {
      let (x, y) = Self.origin(of: index)
      let code = String(character.unicodeScalars.first?.value ?? 0, radix: 16)
      text += "<text x=\"\(x + 8)\" y=\"\(y + 52)\">&#x\(code);</text>"
    }
    let family = fontFamily.replacingOccurrences(of: "\"", with: "&quot;")
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)">\
      <rect width="\(width)" height="\(height)" fill="#ffffff"/>\
      <g font-family="\(family)" font-size="\(Self.fontSize)" fill="#000000">\(text)</g></svg>
      """
  }

  static func origin(of index: Int) -> (x: Int, y: Int) {
    ((index % columns) * cell, (index / columns) * cell)
  }

  /// The ink of one cell: its bounding box and the share of that box's edge that is inked.
  struct Ink: Equatable, CustomStringConvertible {
    let width: Int
    let height: Int
    let frameCoverage: Double

    var description: String {
      "\(width)×\(height) px, frame \(Int((frameCoverage * 100).rounded()))% inked"
    }

    /// Whether this ink is the missing-glyph box `box`: the same size within a pixel, and a
    /// frame inked nearly all round.
    func isMissingGlyph(like box: Ink) -> Bool {
      abs(width - box.width) <= 1 && abs(height - box.height) <= 1 && frameCoverage >= 0.9
    }
  }

  /// The ink in cell `index` of a rendered sheet, or `nil` for an empty cell.
  static func ink(in picture: ChartRenderer.Picture, cell index: Int) -> Ink? {
    let (left, top) = origin(of: index)
    func inked(_ x: Int, _ y: Int) -> Bool {
      let offset = (y * picture.width + x) * 4
      let luminance =
        (Int(picture.rgba[offset]) + Int(picture.rgba[offset + 1]) + Int(picture.rgba[offset + 2]))
        / 3
      return luminance < 160
    }
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    for y in top..<top + cell {
      for x in left..<left + cell where inked(x, y) {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    guard maxX >= 0 else { return nil }
    var edge = 0
    var inkedEdge = 0
    for x in minX...maxX {
      for y in [minY, maxY] {
        edge += 1
        if inked(x, y) { inkedEdge += 1 }
      }
    }
    for y in minY...maxY {
      for x in [minX, maxX] {
        edge += 1
        if inked(x, y) { inkedEdge += 1 }
      }
    }
    return Ink(
      width: maxX - minX + 1, height: maxY - minY + 1,
      frameCoverage: Double(inkedEdge) / Double(edge))
  }

  /// The characters of `text` that no installed font draws, as the renderer shows them.
  ///
  /// - Parameter environment: The renderer's environment, if not this process's.
  /// - Throws: When the reference cell is not a box, so the check could not tell.
  func missingCharacters(environment: [String: String]? = nil) throws -> [Character] {
    let picture = try ChartRenderer.render(svg, environment: environment)
    guard let box = Self.ink(in: picture, cell: 0), box.frameCoverage >= 0.9 else {
      throw ChartRenderer.Failure(
        description:
          "U+0378 is not drawn as a box (\(String(describing: Self.ink(in: picture, cell: 0)))); "
          + "the missing-glyph check does not know this renderer")
    }
    return characters.indices.compactMap { index in
      guard let ink = Self.ink(in: picture, cell: index + 1) else { return characters[index] }
      return ink.isMissingGlyph(like: box) ? characters[index] : nil
    }
  }
}
