import BMIBuiltIns
import BMICore
import Testing

@testable import BMIBatch

/// The one-word reading of one-decimal texts gives what ``PlainDecimal`` gives, in tenths,
/// or nothing; and it gives something for every such text without a leading zero.
struct OneDecimalTests {
  /// The reading of `text`, from a buffer padded as the input buffer is, with `before`
  /// bytes of another field in front.
  private func tenths(_ text: [UInt8], before: [UInt8] = []) -> Int? {
    let bytes = before + text + [UInt8](repeating: UInt8(ascii: "7"), count: 16)
    return bytes.withUnsafeBufferPointer {
      OneDecimal.tenths($0.baseAddress!, from: before.count, to: before.count + text.count)
    }
  }

  private func plain(_ text: [UInt8]) -> Int64? {
    let bytes = text + [UInt8](repeating: UInt8(ascii: "7"), count: 16)
    return bytes.withUnsafeBufferPointer {
      PlainDecimal.unpaddedMillionths($0.baseAddress!, from: 0, to: text.count)
    }
  }

  @Test func everyOneDecimalTextIsReadAsItsValue() {
    var read = 0
    for value in 0..<10_000 {
      let text = Array("\(value / 10).\(value % 10)".utf8)
      let found = tenths(text, before: Array("12,".utf8))
      if text[0] == UInt8(ascii: "0") {
        #expect(found == nil, "\(value)")
      } else {
        #expect(found == value, "\(value)")
        read += 1
      }
    }
    #expect(read == 9_990)
  }

  /// Every byte of every position of a few texts replaced by every other byte, and texts
  /// of other shapes: each answer is the plain reading's, in tenths.
  @Test func otherBytesAreNeverReadOtherwise() {
    var answered = 0
    var disagreements: [String] = []
    let seeds = ["166.7", "60.4", "8.5", "100.0", "999.9", "10.0", "0.5", "05.5", "1700"]
    for seed in seeds.map({ Array($0.utf8) }) {
      for position in seed.indices {
        for byte in UInt8.min...UInt8.max {
          var text = seed
          text[position] = byte
          for candidate in [text, Array(text.dropFirst()), text + [UInt8(ascii: "5")]] {
            guard let found = tenths(candidate) else { continue }
            answered += 1
            let expected = plain(candidate)
            if expected != Int64(found) * 100_000 {
              disagreements.append("\(candidate): \(found) against \(String(describing: expected))")
            }
          }
        }
      }
    }
    let found = disagreements.count
    #expect(found == 0, "\(disagreements.prefix(5))")
    #expect(answered > 100)
    for text in ["170", "170.", ".5", "170.55", "1700.5", "1,5", "17,5", "-1.5", "+1.5", " 1.5"] {
      #expect(tenths(Array(text.utf8)) == nil, "\(text) is left to the plain reading")
    }
  }
}

/// The compact entries of heights agree with the plans they are made from: the same factor
/// for the tenths, and exactly the one-decimal weights the plan takes; and the heights of
/// people written to one decimal each have an index of their own.
struct CompactHeightPlansTests {
  private func key(_ text: String) -> (key: UInt64, length: Int, bytes: [UInt8]) {
    let bytes = Array(text.utf8) + [UInt8](repeating: UInt8(ascii: "7"), count: 16)
    let key = bytes.withUnsafeBufferPointer {
      FieldWord.key($0.baseAddress!, length: text.utf8.count)
    }
    return (key, text.utf8.count, bytes)
  }

  @Test func heightsOfPeopleHaveAnIndexEachTheirNeighboursNextToThem() {
    var indices: Set<Int> = []
    for tenths in 1_000..<2_000 {
      let index = CompactHeightPlans.index(of: key("\(tenths / 10).\(tenths % 10)").key)
      indices.insert(index)
      if tenths % 10 != 0 {
        let before = tenths - 1
        #expect(index == CompactHeightPlans.index(of: key("\(before / 10).\(before % 10)").key) + 1)
      }
    }
    #expect(indices.count == 1_000)
    #expect(indices.allSatisfy { $0 < CompactHeightPlans.count })
  }

  @Test(arguments: ["who-2000", "asia-pacific-2000", "ksso-2022"])
  func entriesTakeTheWeightsThePlanTakes(_ id: String) throws {
    let standard = try #require(BatchStandards.all.first { $0.identity.id == id })
    let rules = BatchValueRules(heightUnit: .centimetres, weightUnit: .kilograms)
    let plans = HeightPlans(
      classifiers: [MillionthsClassifier(table: standard.table)], rules: rules)
    let table = CompactHeightPlans(plans: plans, rules: rules)
    let entries = table.entries()
    var planned = 0
    let texts =
      (0..<10_000).map { "\($0 / 10).\($0 % 10)" } + (0..<1_000).map { "\($0)" }
      + ["170.25", "05.5", "170.5 ", " 170.5", "1.70m", "abc", "170,5", "9999999"]
    for text in texts {
      let (key, length, bytes) = key(text)
      let entry = UnsafePointer(entries + CompactHeightPlans.index(of: key))
      let read = bytes.withUnsafeBufferPointer {
        PlainDecimal.unpaddedMillionths($0.baseAddress!, from: 0, to: length)
      }
      // A text takes an empty index, or one of a text without weights when it has some.
      let before = entry.pointee
      let hasWeights = table.entry(reading: read, key: key, length: length).span > 0
      let made = bytes.withUnsafeBufferPointer {
        table.make($0.baseAddress!, from: 0, length: length, key: key)
      }
      #expect(made == (before.length == 0 || (before.span == 0 && hasWeights)), "\(text)")
      guard made else { continue }
      #expect(CompactHeightPlans.holds(entry, key: key, length: length), "\(text)")
      guard let height = read.flatMap(rules.fastHeight),
        let plan = plans.makePlan(heightMillionths: height, section: 0)
      else {
        #expect(entry.pointee.span == 0, "\(text)")
        continue
      }
      planned += 1
      if entry.pointee.span > 0 {
        #expect(entry.pointee.tenthsPerWeight == plan.tenthsPerWeight, "\(text)")
        #expect(entry.pointee.heightMillionths == height, "\(text)")
      }
      let lightest = Int(entry.pointee.lightest)
      let heaviest = lightest + Int(entry.pointee.span) - 1
      for weight in [0, 1, lightest - 1, lightest, heaviest, heaviest + 1, 9_999] {
        let takes = CompactHeightPlans.takes(weight, entry)
        let millionths = Int64(weight) * 100_000
        let expected = weight >= 0 && millionths >= plan.lightest && millionths <= plan.heaviest
        #expect(takes == expected, "height \(text), weight \(weight)")
      }
    }
    // Texts from 0.0 to 999.9 share indices ten to one; the possible heights of them, and
    // so the ones planned, are about a thousand.
    #expect(planned > 900)
  }
}
