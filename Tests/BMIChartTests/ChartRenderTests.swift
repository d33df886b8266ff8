import BMIBuiltIns
import BMICore
import BMIMeasurement
import Foundation
import Testing

@testable import BMIChart

private typealias Standards = ChartTestStandards

/// Renders charts with `rsvg-convert` and looks at the pixels; skipped where the renderer or
/// python3 is missing.
@Suite(.enabled(if: ChartRenderer.isAvailable, "needs rsvg-convert (librsvg2-bin) and python3"))
struct ChartRenderTests {
  /// A person, and the category the standard itself gives them.
  struct MarkCase: Sendable, CustomTestStringConvertible {
    let standard: String
    let height: String
    let weight: String
    var testDescription: String { "\(standard) \(height) cm \(weight) kg" }
  }

  private static func standard(_ name: String) throws -> Standard {
    name == "who" ? try Standards.whoLike() : try Standards.kssoLike()
  }

  @Test(arguments: ["who", "ksso"])
  func theWholePictureRendersAtItsSizeAndIsNotBlank(_ name: String) throws {
    let chart = try BMIChart(standard: try Self.standard(name), language: "en")
    let root = try ChartXMLDocument.parse(chart.svg())
    let picture = try ChartRenderer.render(chart.svg())
    #expect(Double(picture.width) == root.number("width"))
    #expect(Double(picture.height) == root.number("height"))
    #expect(picture.distinctColours > 50, "bands, text and lines are drawn")
    // Each band's own colour appears inside the plot, at the centre of its label's box or
    // otherwise somewhere; count how many band colours are found at all.
    let bandColours = Set(root.elements(class: "band").compactMap { $0["fill"] })
    var found = Set<String>()
    for y in stride(from: 100, to: 540, by: 4) {
      for x in stride(from: 84, to: 644, by: 4) { found.insert(picture.pixel(x: x, y: y).hex) }
    }
    #expect(bandColours.isSubset(of: found), "every band is visible")
  }

  @Test(arguments: [
    // One person in every WHO band, heights and weights away from grid lines.
    MarkCase(standard: "who", height: "187.3", weight: "53.4"),  // 15.2 severe thinness
    MarkCase(standard: "who", height: "187.3", weight: "57.9"),  // 16.5 moderate
    MarkCase(standard: "who", height: "176.4", weight: "55.7"),  // 17.9 mild
    MarkCase(standard: "who", height: "172.4", weight: "68.3"),  // 23.0 normal
    MarkCase(standard: "who", height: "163.7", weight: "73.6"),  // 27.5 pre-obese
    MarkCase(standard: "who", height: "156.2", weight: "78.2"),  // 32.1 class I
    MarkCase(standard: "who", height: "153.8", weight: "87.3"),  // 36.9 class II
    MarkCase(standard: "who", height: "161.6", weight: "126.7"),  // 48.5 class III
    MarkCase(standard: "ksso", height: "183.3", weight: "61.3"),  // 18.2 underweight
    MarkCase(standard: "ksso", height: "165.2", weight: "64.1"),  // 23.5 pre-obesity
    MarkCase(standard: "ksso", height: "174.6", weight: "86.3"),  // 28.3 class I
  ])
  func thePixelAtTheMarkHasTheColourOfTheBandOfItsCategory(_ markCase: MarkCase) throws {
    let standard = try Self.standard(markCase.standard)
    let mark = try ChartMark(
      height: Height(centimetres: Standards.decimal(markCase.height)),
      weight: Weight(kilograms: Standards.decimal(markCase.weight)))
    let chart = try BMIChart(standard: standard, language: "en", mark: mark)
    let svg = chart.svg()
    let root = try ChartXMLDocument.parse(svg)
    let point = try #require(root.element(id: "mark-point"))
    let (cx, cy) = (try #require(point.number("cx")), try #require(point.number("cy")))

    // The category comes from the exact classification, not from the drawing.
    let expected = standard.classifyExactly(
      try #require(
        BodyMassIndex(
          heightCentimetres: mark.heightCentimetres, weightKilograms: mark.weightKilograms)))
    let band = try #require(root.element(id: "band-" + expected.category.id))
    let colour = try #require(band["fill"])

    // Render only a 21-pixel window centred on the mark, so decoding stays fast.
    let window = try ChartRenderer.render(ChartRenderer.cropped(svg, root: root, centre: (cx, cy)))
    let pixel = window.pixel(x: 10, y: 10)
    #expect(pixel.hex == colour, "mark of \(expected.category.id) is drawn on \(pixel.hex)")
    #expect(pixel.alpha == 255)
    // The ring around it is drawn: the picture is not just the band.
    #expect(window.distinctColours > 2)
  }

  @Test func theREADMEChartOfWHODrawsItsMarkOnTheNormalBand() throws {
    // 172 cm and 68 kg is 22.985…: normal under WHO. (Under KSSO it rounds to 23.0 and lies
    // 0.1 kg above the 22.95 curve, too close to the line for a pixel test.)
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/images/chart-who-2000.svg")
    let svg = try String(contentsOf: file, encoding: .utf8)
    let root = try ChartXMLDocument.parse(svg)
    let point = try #require(root.element(id: "mark-point"))
    let centre = (try #require(point.number("cx")), try #require(point.number("cy")))
    let window = try ChartRenderer.render(ChartRenderer.cropped(svg, root: root, centre: centre))
    let normal = try #require(root.element(id: "band-normal")?["fill"])
    #expect(window.pixel(x: 10, y: 10).hex == normal)
  }

  /// A built-in standard whose labels are in one language of the chart.
  struct LabelLanguage: Sendable, CustomTestStringConvertible {
    let tag: String
    let standardID: String
    var testDescription: String { "\(tag) (\(standardID))" }
  }

  static let labelLanguages = [
    LabelLanguage(tag: "ko", standardID: "ksso-2022"),
    LabelLanguage(tag: "ja", standardID: "jasso-2022"),
    LabelLanguage(tag: "zh", standardID: "china-2013"),
  ]

  /// The Hangul, kana and Han characters of a chart's drawn text, each once.
  static func scriptCharacters(of svg: String) throws -> [Character] {
    let root = try ChartXMLDocument.parse(svg)
    let drawn = root.allElements.filter { $0.name == "text" || $0.name == "tspan" }
      .map(\.text).joined()
    var seen = Set<Character>()
    return drawn.filter { character in
      guard let scalar = character.unicodeScalars.first?.value else { return false }
      let inScript =
        (0xAC00...0xD7A3).contains(scalar) || (0x3040...0x30FF).contains(scalar)
        || (0x4E00...0x9FFF).contains(scalar)
      return inScript && seen.insert(character).inserted
    }
  }

  @Test(arguments: labelLanguages)
  func labelsInTheLanguageAreDrawnWithRealGlyphs(_ language: LabelLanguage) throws {
    let standard = try #require(BuiltInStandards.standard(id: language.standardID))
    let svg = try BMIChart(standard: standard, language: language.tag).svg()
    let characters = try Self.scriptCharacters(of: svg)
    #expect(characters.count >= 4, "labels in \(language.tag): \(String(characters))")
    let sheet = GlyphSheet(characters: characters, fontFamily: ChartParts.fontFamily)
    let missing = try sheet.missingCharacters()
    #expect(
      missing.isEmpty,
      "drawn as missing-glyph boxes: \(String(missing)); install a CJK font (fonts-noto-cjk)")
  }

  /// The check above can fail: with a font configuration that sees DejaVu Sans alone (no
  /// Hangul, kana or Han), every such character is found missing.
  @Test(.enabled(if: ChartRenderTests.latinOnlyFontFolder != nil, "needs DejaVu Sans"))
  func withoutACJKFontEveryCharacterIsFoundMissing() throws {
    let folder = try #require(Self.latinOnlyFontFolder)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bmi-chart-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let configuration = directory.appendingPathComponent("fonts.conf")
    try Data(
      """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
      <fontconfig><dir>\(folder)</dir><cachedir>\(directory.path)/cache</cachedir></fontconfig>
      """.utf8
    ).write(to: configuration)
    var environment = ProcessInfo.processInfo.environment
    environment["FONTCONFIG_FILE"] = configuration.path
    for language in Self.labelLanguages {
      let standard = try #require(BuiltInStandards.standard(id: language.standardID))
      let svg = try BMIChart(standard: standard, language: language.tag).svg()
      let characters = try Self.scriptCharacters(of: svg)
      let sheet = GlyphSheet(characters: characters, fontFamily: ChartParts.fontFamily)
      #expect(try sheet.missingCharacters(environment: environment) == characters, "\(language)")
    }
  }

  /// The folder of DejaVu Sans, a font without CJK glyphs, where fontconfig knows it.
  static let latinOnlyFontFolder: String? = {
    guard let fcList = ChartRenderer.executable(named: "fc-list") else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: fcList)
    process.arguments = ["DejaVu Sans:style=Book", "file"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    guard (try? process.run()) != nil else { return nil }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let file = text.split(separator: "\n").first.map {
      $0.trimmingCharacters(in: .init(charactersIn: ": "))
    }
    return file.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
  }()
}
