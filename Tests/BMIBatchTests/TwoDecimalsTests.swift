import BMIBuiltIns
import BMICore
import Testing

@testable import BMIBatch

/// The one-word reading of two-decimal texts gives what ``PlainDecimal`` gives, in
/// hundredths, or nothing; and it gives something for every such text without a leading
/// zero.
struct TwoDecimalsTests {
  /// The reading of `text`, from a buffer padded as the input buffer is, with `before`
  /// bytes of another field in front.
  private func hundredths(_ text: [UInt8], before: [UInt8] = []) -> Int? {
    let bytes = before + text + [UInt8](repeating: UInt8(ascii: "7"), count: 16)
    return bytes.withUnsafeBufferPointer {
      TwoDecimals.hundredths($0.baseAddress!, from: before.count, to: before.count + text.count)
    }
  }

  private func plain(_ text: [UInt8]) -> Int64? {
    let bytes = text + [UInt8](repeating: UInt8(ascii: "7"), count: 16)
    return bytes.withUnsafeBufferPointer {
      PlainDecimal.unpaddedMillionths($0.baseAddress!, from: 0, to: text.count)
    }
  }

  @Test func everyTwoDecimalTextIsReadAsItsValue() {
    var read = 0
    for value in 0..<100_000 {
      let cents = value % 100
      let text = Array("\(value / 100).\(cents < 10 ? "0" : "")\(cents)".utf8)
      let found = hundredths(text, before: Array("12,".utf8))
      if text[0] == UInt8(ascii: "0") {
        #expect(found == nil, "\(value)")
      } else {
        #expect(found == value, "\(value)")
        read += 1
      }
    }
    #expect(read == 99_900)
  }

  /// Every byte of every position of a few texts replaced by every other byte, and texts
  /// of other shapes: each answer is the plain reading's, in hundredths.
  @Test func otherBytesAreNeverReadOtherwise() {
    var answered = 0
    var disagreements: [String] = []
    let seeds = ["70.04", "166.75", "8.25", "100.00", "999.99", "10.00", "0.55", "05.55", "17000"]
    for seed in seeds.map({ Array($0.utf8) }) {
      for position in seed.indices {
        for byte in UInt8.min...UInt8.max {
          var text = seed
          text[position] = byte
          for candidate in [text, Array(text.dropFirst()), text + [UInt8(ascii: "5")]] {
            guard let found = hundredths(candidate) else { continue }
            answered += 1
            let expected = plain(candidate)
            if expected != Int64(found) * 10_000 {
              disagreements.append("\(candidate): \(found) against \(String(describing: expected))")
            }
          }
        }
      }
    }
    let found = disagreements.count
    #expect(found == 0, "\(disagreements.prefix(5))")
    #expect(answered > 100)
    for text in [
      "170", "170.", ".55", "170.5", "170.555", "1700.55", "1,55", "17,55", "-1.55", "+1.55",
      " 1.55", "1.55 ", "1..5",
    ] {
      #expect(hundredths(Array(text.utf8)) == nil, "\(text) is left to the plain reading")
    }
  }
}

/// A compact entry takes a weight in hundredths only when its plan does, and every one
/// between its lightest and heaviest tenths.
struct CompactHundredthsTests {
  @Test(arguments: ["who-2000", "ksso-2022"])
  func entriesTakeOnlyHundredthsThePlanTakes(_ id: String) throws {
    let standard = try #require(BatchStandards.all.first { $0.identity.id == id })
    let rules = BatchValueRules(heightUnit: .centimetres, weightUnit: .kilograms)
    let plans = HeightPlans(
      classifiers: [MillionthsClassifier(table: standard.table)], rules: rules)
    let table = CompactHeightPlans(plans: plans, rules: rules)
    var checked = 0
    for tenths in stride(from: 400, to: 2_300, by: 7) {
      let text = "\(tenths / 10).\(tenths % 10)"
      let bytes = Array(text.utf8) + [UInt8](repeating: UInt8(ascii: "7"), count: 16)
      let key = bytes.withUnsafeBufferPointer {
        FieldWord.key($0.baseAddress!, length: text.utf8.count)
      }
      let made = table.entry(
        reading: Int64(tenths) * 100_000, key: key, length: text.utf8.count)
      guard made.span > 0,
        let plan = plans.makePlan(heightMillionths: Int64(tenths) * 100_000, section: 0)
      else { continue }
      let lightest = Int(made.lightest) * 10
      let heaviest = (Int(made.lightest) + Int(made.span) - 1) * 10
      withUnsafePointer(to: made) { entry in
        for weight in [
          0, 1, lightest - 11, lightest - 1, lightest, lightest + 1, heaviest - 1,
          heaviest, heaviest + 1, heaviest + 9, 99_999,
        ] {
          let takes = CompactHeightPlans.takes(hundredths: weight, entry)
          #expect(takes == (weight >= lightest && weight <= heaviest), "\(text), \(weight)")
          let millionths = Int64(weight) * 10_000
          if takes { #expect(millionths >= plan.lightest && millionths <= plan.heaviest) }
        }
      }
      checked += 1
    }
    #expect(checked > 100)
  }
}
