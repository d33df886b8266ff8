import BMIBuiltIns
import BMICore
import Testing

@testable import BMIBatch

/// The section memo gives what `RowEvaluator.fastSection` gives for the same fields, for
/// more combinations of sex, age and background than it has entries (so entries are
/// replaced), asked for again and again, with texts past what it keeps and fields missing;
/// so does the fast lane's call, which finds the fields from a record's field ends.
struct SectionMemoTests {
  @Test(arguments: ["glim-2019", "nice-ng246"])
  func theMemoGivesWhatTheIntegerPathGives(_ id: String) throws {
    let standard = BatchStandards.builtIn(id)
    let configuration = BatchConfiguration()
    let processor = BatchProcessor(
      standard: standard, configuration: configuration, source: MemoryByteSource([]),
      sink: MemoryByteSink())
    let names = ["id", "height_cm", "weight_kg", "sex", "age", "background"]
    let columns = try ColumnSelection(
      names: names, configuration: configuration, standard: standard)
    let evaluator = processor.evaluator(columns)
    let sexes = [
      "female", "male", "F", "m", "", "x", "femalefemale", "Female", "GIRL", "boy", "여", "남성",
      " male ", "femal", nil,
    ]
    let ages = (15...100).map { "\($0)" } + ["70.5", "", "abc", "070", "123456789", nil]
    // Texts of 17 to 25 bytes that differ from a declared word only past the 16th byte,
    // where the memo keeps a third word.
    let longer = [
      "african-caribbeax", "African_CaribbeaN", "african-caribbean-abcdef",
      "african-caribbean-abcdefg",
    ]
    let backgrounds =
      BatchBackgroundTests.backgrounds.map(Optional.some) + longer
      + ["a-background-of-many-bytes", nil]
    var random = SplitMix64(seed: 5)
    var found = 0
    for _ in 0..<40_000 {
      // Now and then an input the standard does not read.
      let other = random.next() % 8 == 0
      let sex = id == "glim-2019" || other ? sexes.randomElement(using: &random)! : nil
      let age = id == "glim-2019" || other ? ages.randomElement(using: &random)! : nil
      let background =
        id == "nice-ng246" || other ? backgrounds.randomElement(using: &random)! : nil
      // The fields one after another, with 64 bytes of padding past them, as in a buffer.
      var bytes: [UInt8] = []
      var spans: [FieldSpan] = []
      for text in [sex, age, background] {
        guard let text else {
          spans.append(FieldSpan())
          continue
        }
        let start = bytes.count
        bytes += Array(text.utf8)
        spans.append(FieldSpan(start: start, end: bytes.count, isPresent: true))
        bytes.append(UInt8(ascii: ","))
      }
      bytes += Array(repeating: 0x41, count: 64)
      bytes.withUnsafeBufferPointer { buffer in
        let base = buffer.baseAddress!
        let expected = evaluator.fastSection(
          base, sex: spans[0], age: spans[1], background: spans[2])
        let remembered = evaluator.rememberedSection(
          base, sex: spans[0], age: spans[1], background: spans[2])
        #expect(remembered == expected, "\(String(describing: sex)) \(String(describing: age))")
        // The lane's call: the present fields as a record's columns, found from their ends.
        var ends = [-1]
        var columns: [Int] = []
        for span in spans {
          columns.append(span.isPresent ? ends.count - 1 : -1)
          if span.isPresent { ends.append(span.end) }
        }
        let lane = ends.withUnsafeBufferPointer {
          evaluator.laneSection(
            base, ends: $0.baseAddress! + 1, sex: columns[0], age: columns[1],
            background: columns[2])
        }
        #expect(lane == expected, "\(String(describing: sex)) \(String(describing: age))")
        if expected >= 0 { found += 1 }
      }
    }
    #expect(found > 1_000)
  }
}
