import Testing

@testable import BMIStandards

/// One malformed or hostile file of `Corpus/` and every diagnostic it must produce, in order.
struct CorpusCase: Sendable, CustomTestStringConvertible {
  let file: String
  let expected: [String]
  var testDescription: String { file }

  init(_ file: String, _ expected: String...) {
    self.file = file
    self.expected = expected
  }
}

/// Refusal of every file in `Tests/BMIStandardsTests/Corpus`, with code and position.
struct CorpusTests {
  static let cases: [CorpusCase] = [
    // The bytes.
    CorpusCase("empty.yaml", "E002 1:1"),
    CorpusCase("only-comments.yaml", "E002 1:1"),
    CorpusCase("nul-byte.yaml", "E004 8:19"),
    CorpusCase("control-character.yaml", "E004 16:17"),
    CorpusCase("invalid-utf8.yaml", "E003 11:20"),
    CorpusCase("truncated-utf8.yaml", "E003 18:3"),
    // The YAML.
    CorpusCase("tab-indentation.yaml", "E006 12:1"),
    CorpusCase("syntax-error.yaml", "E005 18:1"),
    CorpusCase("unclosed-flow-mapping.yaml", "E005 9:10"),
    CorpusCase("billion-laughs.yaml", "E007 19:6"),
    CorpusCase("alias.yaml", "E007 16:12"),
    CorpusCase("explicit-tag.yaml", "E008 3:10"),
    CorpusCase("local-tag.yaml", "E008 14:12"),
    CorpusCase("two-documents.yaml", "E009 18:1"),
    CorpusCase("deep-nesting.yaml", "E010 18:39"),
    // The format.
    CorpusCase("root-is-a-list.yaml", "E030 1:1"),
    CorpusCase("label-not-a-mapping.yaml", "E030 11:12"),
    CorpusCase("categories-not-a-list.yaml", "E030 6:13", "E031 7:1"),
    CorpusCase("unknown-key.yaml", "E031 6:1"),
    CorpusCase("unknown-category-key.yaml", "E031 17:5"),
    CorpusCase("duplicate-key.yaml", "E032 15:5"),
    CorpusCase("missing-key.yaml", "E033 1:1"),
    CorpusCase("wrong-format.yaml", "E034 1:9"),
    CorpusCase("newer-format.yaml", "E035 1:9"),
    CorpusCase("non-ascii-id.yaml", "E036 10:9"),
    CorpusCase("uppercase-id.yaml", "E036 2:5"),
    CorpusCase("hexadecimal.yaml", "E037 9:12"),
    CorpusCase("digit-separator.yaml", "E037 17:15"),
    CorpusCase("exponent.yaml", "E037 14:12"),
    CorpusCase("infinity.yaml", "E037 14:12"),
    CorpusCase("not-a-number.yaml", "E037 14:12"),
    CorpusCase("plus-sign.yaml", "E037 13:15"),
    CorpusCase("octal.yaml", "E037 9:12"),
    CorpusCase("sexagesimal.yaml", "E037 14:12"),
    CorpusCase("decimal-comma.yaml", "E037 14:12"),
    CorpusCase("quoted-number.yaml", "E038 9:12"),
    CorpusCase("bound-zero.yaml", "E039 9:12"),
    CorpusCase("negative-bound.yaml", "E039 9:12"),
    CorpusCase("rounding-decimals.yaml", "E039 5:22"),
    CorpusCase("ages-reversed.yaml", "E039 6:36"),
    CorpusCase("seven-fraction-digits.yaml", "E040 14:12"),
    CorpusCase("yes-boolean.yaml", "E041 12:14"),
    CorpusCase("norway-boolean.yaml", "E041 12:14"),
    CorpusCase("capitalized-true.yaml", "E041 12:14"),
    CorpusCase("quoted-boolean.yaml", "E041 12:14"),
    CorpusCase("empty-version.yaml", "E042 3:9"),
    CorpusCase("invalid-language-tag.yaml", "E043 16:13"),
    CorpusCase("name-without-english.yaml", "E044 4:7"),
    CorpusCase("rounding-mode.yaml", "E045 5:31"),
    CorpusCase("rounding-word.yaml", "E045 5:11"),
    CorpusCase("unknown-measure.yaml", "E045 6:10"),
    CorpusCase("both-lower-bounds.yaml", "E046 14:5"),
    CorpusCase("both-upper-bounds.yaml", "E046 10:5"),
    CorpusCase("doi-with-resolver.yaml", "E047 8:8"),
    // The table.
    CorpusCase("one-category.yaml", "E011 7:3"),
    CorpusCase("out-of-order.yaml", "E012 17:5"),
    CorpusCase("empty-interval.yaml", "E013 13:5", "E014 17:5"),
    CorpusCase("gap.yaml", "E014 17:5"),
    CorpusCase("rounded-gap.yaml", "E014 17:5"),
    CorpusCase("overlap.yaml", "E015 17:5"),
    CorpusCase("point-overlap.yaml", "E015 17:5"),
    CorpusCase("first-has-lower-bound.yaml", "E016 9:5"),
    CorpusCase("last-has-upper-bound.yaml", "E017 18:5"),
    CorpusCase("missing-lower-bound.yaml", "E018 10:5"),
    CorpusCase("missing-upper-bound.yaml", "E019 10:5"),
    CorpusCase("duplicate-category-id.yaml", "E020 15:9"),
    CorpusCase("duplicate-group-id.yaml", "E021 22:9"),
    CorpusCase("unknown-group-member.yaml", "E022 21:19"),
    CorpusCase("two-healthy.yaml", "E023 17:5"),
    // Characters and syntax that are not what they seem.
    CorpusCase("escape-sequence.yaml", "E049 8:21", "E049 16:22"),
    CorpusCase("invisible-characters.yaml", "E049 11:8", "E049 16:22"),
    CorpusCase("look-alikes.yaml", "E050 13:5", "E050 14:12", "E050 15:9"),
    CorpusCase("key-without-space.yaml", "E051 9:10"),
    CorpusCase("fullwidth-colon.yaml", "E051 13:13"),
    CorpusCase("no-break-space-indentation.yaml", "E052 11:1"),
    CorpusCase("misaligned-list-item.yaml", "E053 15:4"),
    // Inputs and sections (bmi-standard/2).
    CorpusCase("sections-in-format-one.yaml", "E031 5:1"),
    CorpusCase("unknown-input.yaml", "E060 6:3"),
    CorpusCase("undeclared-input.yaml", "E061 9:23"),
    CorpusCase("value-outside-domain.yaml", "E062 10:38", "E062 14:36"),
    CorpusCase("empty-range.yaml", "E063 6:8"),
    CorpusCase("unused-input.yaml", "E064 7:3"),
    CorpusCase("section-gap.yaml", "E065 9:1"),
    CorpusCase("section-overlap.yaml", "E066 13:5"),
    CorpusCase("category-differs.yaml", "E067 15:26", "E067 16:9"),
    CorpusCase("duplicate-value.yaml", "E068 6:32"),
    CorpusCase("categories-and-sections.yaml", "E069 9:1"),
    CorpusCase("too-many-sections.yaml", "E070 8:1"),
    // Positions: byte order mark and CR LF, characters outside ASCII, many problems at once.
    CorpusCase("crlf-bom-gap.yaml", "E014 17:5"),
    CorpusCase("wide-characters.yaml", "E037 7:49"),
    CorpusCase(
      "many-problems.yaml", "E036 2:5", "W002 3:10", "E044 4:7", "E045 5:31", "E038 9:12",
      "E030 11:12", "E041 12:14", "E031 18:5"),
  ]

  @Test(arguments: cases)
  func isRefusedWithTheExpectedCodesAndPositions(_ corpusCase: CorpusCase) throws {
    let bytes = try TestFiles.bytes(at: TestFiles.corpus.appending(path: corpusCase.file))
    let error = try #require(refusal(bytes, fileName: corpusCase.file))
    #expect(summary(error.diagnostics) == corpusCase.expected)
    #expect(error.diagnostics.allSatisfy { $0.location.file == corpusCase.file })
    #expect(error.source == bytes)
  }

  @Test func everyCorpusFileHasAnExpectation() throws {
    let files = try TestFiles.yamlFiles(in: TestFiles.corpus)
    #expect(files == Self.cases.map(\.file).sorted())
    #expect(files.count >= 30)
  }

  @Test func everyErrorCodeAppearsInTheCorpusOrTheGeneratedCases() {
    // E054 needs a file name that does not end in .yaml: OutsideTextTests has it. E071–E073
    // need an LMS table beside the file: ReferenceTableDiagnosticsTests has them; E074–E076 a
    // table of cut-offs: ErrorCatalogueTests and CutOffStandardTests have them. E080–E084
    // need a standard for use: to name: ErrorCatalogueTests and DelegationLoaderTests have them.
    let generated: Set<String> = [
      "E001", "E048", "E054", "E071", "E072", "E073", "E074", "E075", "E076", "E080", "E081",
      "E082", "E083", "E084",
    ]
    let seen = Set(Self.cases.flatMap { $0.expected.map { String($0.prefix(4)) } })
    let errors = DiagnosticCode.all.map(\.rawValue).filter { $0.hasPrefix("E") }
    #expect(Set(errors).subtracting(seen).subtracting(generated).isEmpty)
  }

  // MARK: - Messages that must point the way

  /// The boxes of the examples once broken: a section removed, two made to overlap.
  @Test func brokenSectionsAreDescribedAsBoxes() throws {
    let cases = [
      (
        "section-gap.yaml",
        "gap: no section covers sex = female, age ≥ 70; add a section with when: "
          + "{sex: female, age: {at_least: 70}}, or widen a section next to it"
      ),
      (
        "section-overlap.yaml",
        "overlap: age = 70 is covered by the sections on lines 9 and 13; make their when: "
          + "conditions exclusive, so that each person is in one section"
      ),
    ]
    for (file, message) in cases {
      let bytes = try TestFiles.bytes(at: TestFiles.corpus.appending(path: file))
      #expect(refusal(bytes)?.diagnostics.map(\.message) == [message], "\(file)")
    }
  }

  @Test func unknownKeysSuggestTheNearestKey() throws {
    let cases = [
      ("unknown-key.yaml", "unknown key 'catgories' in the file; did you mean 'categories'?"),
      (
        "unknown-category-key.yaml",
        "unknown key 'at_lest' in category 'high'; did you mean 'at_least'?"
      ),
      (
        "unknown-group-member.yaml",
        "group 'heavy' names 'hihg', which is not a category of this file; did you mean 'high'?"
      ),
      (
        "rounding-mode.yaml",
        "'half_up' is not allowed for 'mode'; write half-up or half-even (did you mean 'half-up'?)"
      ),
    ]
    for (file, message) in cases {
      let bytes = try TestFiles.bytes(at: TestFiles.corpus.appending(path: file))
      #expect(refusal(bytes)?.diagnostics.map(\.message) == [message], "\(file)")
    }
  }

  @Test func yamlOneOneReadingsAreNamed() throws {
    let cases = [
      ("norway-boolean.yaml", "YAML 1.1 readers take 'NO' as false"),
      ("octal.yaml", "YAML 1.1 readers take a leading 0 as octal; write 20"),
      ("sexagesimal.yaml", "YAML 1.1 readers take '1:30' as a base-60 number"),
      ("quoted-number.yaml", "\"20\" is in quotes, which makes it text; remove the quotes"),
      ("digit-separator.yaml", "'_' separators are not allowed; write 27"),
      ("plus-sign.yaml", "a '+' sign is not allowed; write 20"),
      ("decimal-comma.yaml", "the decimal separator is a point; write 27.5"),
      ("capitalized-true.yaml", "write true in lowercase"),
    ]
    for (file, fragment) in cases {
      let bytes = try TestFiles.bytes(at: TestFiles.corpus.appending(path: file))
      let message = try #require(refusal(bytes)?.diagnostics.first?.message)
      #expect(message.contains(fragment), "\(file): \(message)")
    }
  }
}
