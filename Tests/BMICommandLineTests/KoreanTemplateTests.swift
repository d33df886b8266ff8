import Foundation
import Testing

/// Every Korean template in the sources — each `ko:` text of a `Message(en:ko:)` and each
/// `"ko":` text of a `LocalizedText` — read from the Swift files, with a sample value in each
/// interpolation: no English word outside the words a person types, names and units.
struct KoreanTemplateTests {
  /// A Korean template as written in a source file.
  struct Template: Sendable, CustomTestStringConvertible {
    let file: String
    let line: Int
    /// The text, each interpolation replaced by ``sampleValue``.
    let text: String
    var testDescription: String { "\(file):\(line)" }
  }

  /// What stands in for every interpolated value: a word with a final consonant.
  static let sampleValue = "키값"

  /// Words a Korean message keeps in Latin letters although they are not units: what a
  /// person types (commands, option values, column names, built-in names, shell words), the
  /// names of formats and FHIR elements, and programming names of the library's API.
  static let typedWords: Set<String> = [
    // Commands and shell words.
    "bmi", "batch", "chart", "standards", "test", "list", "diff", "classify", "completions",
    "bash", "zsh", "fish", "source", "fpath", "tr", "q", "FILE",
    // Option values and column names.
    "text", "json", "jsonl", "csv", "fhir", "junit", "lying", "standing", "height", "weight",
    "category", "error", "label", "groups", "id", "tab", "v",
    // Built-in names.
    "who", "ksso", "jasso",
    // Names of formats, systems and FHIR elements.
    "Lines", "Mac", "Bundle", "Observation", "Patient", "subject",
    // Types of the library's API.
    "Person",
  ]

  /// The Latin words of a template that are neither units (``KoreanMessageTests``), typed
  /// words, abbreviations and symbols (`WHO`, `LMS`, `KiB`, `L`) nor names of code
  /// (`BMIChart`, `sectionIndex(for:)`).
  static func englishWords(in text: String) -> [String] {
    let withoutCode = text.replacingOccurrences(
      of: "[A-Za-z]+\\([a-z:]*\\)", with: " ", options: .regularExpression)
    return KoreanMessageTests.englishWords(in: withoutCode, values: [sampleValue]).filter {
      word in
      let capitals = word.filter(\.isUppercase).count
      // `WHO`, `LMS`, `KiB`, and one-letter symbols such as the L, M and S of a table.
      let isAbbreviation = capitals == word.count || (capitals >= 2 && word.count <= 3)
      let isCodeName = capitals >= 2 && word.first!.isUppercase
      return !isAbbreviation && !isCodeName && !typedWords.contains(word)
        && !["KiB", "MiB"].contains(word)
    }
  }

  /// Every Korean template of the Swift files under Sources/.
  static let templates: [Template] = {
    let sources = repositoryRoot.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var found: [Template] = []
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift",
        let text = try? String(contentsOf: url, encoding: .utf8)
      else { continue }
      found += SwiftStringScanner.koreanTemplates(in: text, sample: sampleValue).map {
        Template(file: url.lastPathComponent, line: $0.line, text: $0.text)
      }
    }
    return found.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
  }()

  /// The scan finds the catalogues' templates (about 400 when written), so a change in how
  /// messages are written cannot leave this test checking nothing.
  @Test func everyCatalogueIsScanned() {
    #expect(Self.templates.count > 350)
    let files = Set(Self.templates.map(\.file))
    for file in [
      "Catalogue+Usage.swift", "Catalogue+Measurement.swift", "BatchError.swift",
      "Catalogue+StandardTests.swift", "ClassificationError.swift", "WebProblem.swift",
    ] {
      #expect(files.contains(file) || files.contains { $0.hasSuffix(file) }, "\(file)")
    }
  }

  @Test func everyKoreanTemplateIsKorean() {
    for template in Self.templates {
      for pair in KoreanMessageTests.guessedParticles {
        #expect(
          !template.text.contains(pair), "\(template.file):\(template.line): \(template.text)")
      }
      let words = Self.englishWords(in: template.text)
      #expect(words.isEmpty, "\(template.file):\(template.line): \(words) in \(template.text)")
    }
  }

  /// The checker itself: English prose is found, the allowed kinds of word are not.
  @Test func theCheckerFindsEnglish() {
    #expect(Self.englishWords(in: "키가 missing 입니다") == ["missing"])
    #expect(
      Self.englishWords(in: "WHO 기준, LMS 표의 L, 4 KiB, BMIChart로, sectionIndex(for:)로").isEmpty)
    #expect(Self.englishWords(in: "Invalid 값, the file") == ["Invalid", "the", "file"])
    #expect(Self.englishWords(in: "'값' bmi batch를 170 cm로").isEmpty)
  }

  @Test func theScannerReadsConcatenationsAndInterpolations() {
    let source = #"""
      Message(en: "a", ko: "\(name)은 " + "\(f("x")) 없습니다")
      LocalizedText(["en": "b", "ko": "둘째"])
      """#
    let found = SwiftStringScanner.koreanTemplates(in: source, sample: "키값")
    #expect(found.map(\.text) == ["키값은 키값 없습니다", "둘째"])
    #expect(found.map(\.line) == [1, 2])
  }
}

/// Reads the Korean string literals of Swift source text: `ko:` or `"ko":` followed by one
/// literal or several joined by `+`.
enum SwiftStringScanner {
  static func koreanTemplates(in source: String, sample: String) -> [(line: Int, text: String)] {
    let characters = Array(source)
    var results: [(line: Int, text: String)] = []
    var index = 0
    var line = 1
    func matches(_ word: String, at position: Int) -> Bool {
      let word = Array(word)
      guard position + word.count <= characters.count else { return false }
      return Array(characters[position..<position + word.count]) == word
    }
    while index < characters.count {
      if characters[index] == "\n" { line += 1 }
      let isKey =
        (matches("ko:", at: index) && (index == 0 || !characters[index - 1].isLetter))
        || matches("\"ko\":", at: index)
      guard isKey else {
        index += 1
        continue
      }
      var position = index + (characters[index] == "\"" ? 5 : 3)
      var text = ""
      var readOne = false
      while true {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
        guard position < characters.count, characters[position] == "\"" else { break }
        let (literal, end) = readLiteral(characters, from: position, sample: sample)
        text += literal
        readOne = true
        position = end
        var next = position
        while next < characters.count, characters[next].isWhitespace { next += 1 }
        guard next < characters.count, characters[next] == "+" else { break }
        position = next + 1
      }
      if readOne { results.append((line, text)) }
      index += 1
    }
    return results
  }

  /// A string literal starting at `start` (its opening quote), each interpolation replaced
  /// by `sample`, escapes kept as written; and the position after its closing quote.
  static func readLiteral(_ characters: [Character], from start: Int, sample: String) -> (
    String, Int
  ) {
    var position = start + 1
    if position + 1 < characters.count, characters[position] == "\"",
      characters[position + 1] == "\""
    {
      // A multi-line literal: up to the closing triple quote; a backslash at a line's end
      // joins lines.
      position += 2
      var text = ""
      while position + 2 < characters.count,
        !(characters[position] == "\"" && characters[position + 1] == "\""
          && characters[position + 2] == "\"")
      {
        text.append(characters[position])
        position += 1
      }
      let joined = text.replacingOccurrences(of: "\\\n", with: "")
      return (replacingInterpolations(in: joined, sample: sample), position + 3)
    }
    var text = ""
    while position < characters.count, characters[position] != "\"" {
      if characters[position] == "\\", position + 1 < characters.count {
        if characters[position + 1] == "(" {
          position = endOfInterpolation(characters, from: position + 2)
          text += sample
          continue
        }
        // An escape: `\n` is a line break, anything else the character itself.
        text.append(characters[position + 1] == "n" ? " " : characters[position + 1])
        position += 2
        continue
      }
      text.append(characters[position])
      position += 1
    }
    return (text, position + 1)
  }

  /// The position after the `)` closing an interpolation whose contents start at `start`.
  static func endOfInterpolation(_ characters: [Character], from start: Int) -> Int {
    var depth = 1
    var position = start
    while position < characters.count, depth > 0 {
      switch characters[position] {
      case "(": depth += 1
      case ")": depth -= 1
      case "\"":
        position = readLiteral(characters, from: position, sample: "").1
        continue
      default: break
      }
      position += 1
    }
    return position
  }

  static func replacingInterpolations(in text: String, sample: String) -> String {
    let characters = Array(text)
    var result = ""
    var position = 0
    while position < characters.count {
      if characters[position] == "\\", position + 1 < characters.count,
        characters[position + 1] == "("
      {
        position = endOfInterpolation(characters, from: position + 2)
        result += sample
        continue
      }
      result.append(characters[position])
      position += 1
    }
    return result
  }
}
