import BMIBuiltIns
import BMICore
import Testing

@testable import BMIBatch

/// The fast routes read a sex in every spelling the general path reads and in no other
/// (`SexMemo`, up to 16 bytes): the memo gives what the general path's parser gives for each text, however
/// many texts share its slots; an adult's section found by value is the one the general
/// path finds; a child's row in any such spelling is answered by value, as generally.
struct SexMemoTests {
  /// Spellings the general path reads, and near misses of each length it must not take for
  /// them (a byte changed at the start, middle or end, one byte more or less), spaces, tabs,
  /// look-alike letters, Korean, texts at and past the memo's 16 bytes.
  static let texts = [
    "female", "male", "f", "m", "F", "M", "Female", "Male", "FEMALE", "MALE", "fEmAlE", "mAlE",
    "girl", "boy", "Girl", "BOY", "woman", "women", "man", "men", "Woman", "MEN", "여", "여성",
    "여자", "남", "남성", "남자", " female", "female ", "  girl  ", " m", "m ", " 남성 ",
    "female         ", "female          ", "  female        ", "   female         ", "\tmale",
    "male\t", "x", "", " ", "   ", "femal", "females", "femaly", "xemale", "femxle", "mal",
    "malee", "mole", "mala", "mon", "mxn", "bay", "boys", "gir", "girls", "wom", "mn", "mm", "ff",
    "fm", "0", "1", "女", "男", "여성들", "남성남", "fеmale", "mаle", "femalefemale",
    "femalefemalefe", "femalefemalefema", "femalefemalefemal", "female\u{0}", "ma\u{0}",
  ]

  /// Whether the memo reads `text` as the general path does, asked in a buffer with no
  /// padding past the field (as the C library's columns give it).
  static func expectGeneralReading(
    _ memo: SexMemo, _ rules: BatchValueRules, _ text: String
  ) {
    let bytes = Array(text.utf8)
    // A text longer than the memo keeps is left to the general path.
    let general: Sex? =
      if bytes.count <= SexMemo.longest, text.contains(where: { $0 != " " }),
        case .success(let sex) = rules.sex(text)
      {
        sex
      } else {
        nil
      }
    let fast = bytes.withUnsafeBufferPointer { buffer -> Sex? in
      guard let base = buffer.baseAddress else { return nil }
      let span = FieldSpan(start: 0, end: bytes.count, isPresent: true)
      return memo.sex(base, span, read: rules.sex)
    }
    #expect(fast == general, "\(text.debugDescription)")
  }

  @Test func theMemoReadsWhatTheParserReads() {
    let rules = Self.rules
    let memo = SexMemo()
    // In order, then shuffled and again and again, so that texts replace each other in
    // the memo's slots and a text is asked both when it is there and when it is not.
    for text in Self.texts { Self.expectGeneralReading(memo, rules, text) }
    var random = SplitMix64(seed: 9)
    for _ in 0..<20 {
      for text in Self.texts.shuffled(using: &random) {
        Self.expectGeneralReading(memo, rules, text)
      }
    }
  }

  /// Every spelling the parser reads is read by the memo, not left to the general path.
  @Test func everySpellingIsReadByValue() {
    let rules = Self.rules
    let memo = SexMemo()
    for text in [
      "female", "f", "woman", "women", "girl", "여", "여성", "여자", "male", "m", "man", "men", "boy",
      "남", "남성", "남자",
    ] {
      for spelling in [
        text, text.uppercased(), text.prefix(1).uppercased() + text.dropFirst(), " \(text) ",
      ] {
        let bytes = Array(spelling.utf8)
        let sex = bytes.withUnsafeBufferPointer {
          memo.sex(
            $0.baseAddress!, FieldSpan(start: 0, end: bytes.count, isPresent: true),
            read: rules.sex)
        }
        #expect(sex != nil, "\(spelling.debugDescription)")
      }
    }
  }

  /// An adult's section by sex and age found by value (`fastSection`, through the memo) is
  /// the one the general path finds (`sectionExactly`), for every spelling; and every
  /// spelling the parser reads finds it by value.
  @Test func anAdultsSectionIsTheGeneralPathsInEverySpelling() throws {
    let standard = BatchStandards.builtIn("iotf-2000")
    let configuration = BatchConfiguration()
    let columns = try ColumnSelection(
      names: ["sex", "age", "height_cm", "weight_kg"], configuration: configuration,
      standard: standard)
    let evaluator = RowEvaluator(
      standard: standard,
      rules: Self.rules, columns: columns)
    var random = SplitMix64(seed: 11)
    var found = 0
    for round in 0..<4 {
      for text in Self.texts.shuffled(using: &random) {
        let age = ["2", "5.5", "11.25", "17.99", "18"][(round + text.utf8.count) % 5]
        var bytes = Array(text.utf8) + [UInt8(ascii: ",")] + Array(age.utf8)
        let sex = FieldSpan(start: 0, end: text.utf8.count, isPresent: true)
        let ageSpan = FieldSpan(start: text.utf8.count + 1, end: bytes.count, isPresent: true)
        bytes += [UInt8](repeating: 0, count: 64)
        var slots = FieldSlots()
        slots[Slot.sex] = sex
        slots[Slot.age] = ageSpan
        bytes.withUnsafeBufferPointer { buffer in
          let base = buffer.baseAddress!
          let fast = evaluator.fastSection(base, sex: sex, age: ageSpan, background: FieldSpan())
          var detail = RowDetail()
          let general = evaluator.sectionExactly(base, slots, detail: &detail)
          let reads =
            text.utf8.count <= SexMemo.longest && text.contains { $0 != " " }
            && (try? Self.rules.sex(text).get()) != nil
          if fast >= 0 {
            found += 1
            #expect(fast == general, "\(text.debugDescription) \(age)")
          }
          #expect((fast >= 0) == (reads && general >= 0), "\(text.debugDescription) \(age)")
        }
      }
    }
    #expect(found > 100)
  }

  /// The rules the tests read with.
  static let rules = BatchValueRules(heightUnit: .centimetres, weightUnit: .kilograms)
}
