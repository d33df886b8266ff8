import BMIBuiltIns
import BMICore
import Testing

@testable import BMIBatch

/// Rows of a sectioned standard take the fast lane's compact way (a height's entry found
/// from its text, the answers from the row's section's table of settled tails): the
/// entry a row of one section made serves rows of every other section, and each row gets
/// the general path's bytes. Heights recur in every section, weights go a tenth of a
/// kilogram at a time across every cut-off, and awkward rows (CRLF, other spellings of the
/// section's input, a bad or missing age or background, two-decimal weights, quotes) are
/// mixed in.
struct SectionedCompactRowsTests {
  /// A standard, the header after the weight's column and each row's inputs there.
  struct Case: CustomTestStringConvertible, Sendable {
    let standard: String
    let header: String
    let inputs: [String]
    var testDescription: String { standard }
  }

  static let cases = [
    Case(
      standard: "glim-2019", header: "sex,age",
      inputs: ["female,30", "male,69", "female,70", "male,95", "female,18", "male,150"]),
    Case(
      standard: "glim-asia-2019", header: "age,sex",
      inputs: ["31,female", "70,male", "69,female", "88,male"]),
    Case(
      standard: "nice-ng246", header: "background",
      inputs: [
        "other", "south-asian", "african-caribbean", "middle-eastern", "black-african",
        "chinese", "other-asian", "African Caribbean", "SOUTH_ASIAN",
      ]),
    // A standard of one section with an age column still finds each row's section.
    Case(standard: "who-2000", header: "age", inputs: ["30", "45", "18", "99"]),
  ]

  /// Rows the lane must leave to the general path, or reads another way.
  static let awkward = [
    "abc", "", "70.5", " 30", "\"30\"", "\"other\"", " other", "european", "17",
    "south-asian-and-more-than-24", "female", "F",
  ]

  static func text(_ testCase: Case, crlf: Bool) -> String {
    let end = crlf ? "\r\n" : "\n"
    var text = "id,height_cm,weight_kg,\(testCase.header)" + end
    let heights = ["150.0", "160.5", "170.0", "175.3", "182.9"]
    var row = 0
    for weightTenths in stride(from: 350, through: 1_300, by: 3) {
      for height in heights {
        let inputs = testCase.inputs[row % testCase.inputs.count]
        var weight = "\(weightTenths / 10).\(weightTenths % 10)"
        switch row % 37 {
        case 5: weight += "5"
        case 11: weight = "\"\(weight)\""
        case 17: weight = ""
        default: break
        }
        let line: String
        if row % 37 != 0 {
          line = "\(row),\(height),\(weight),\(inputs)"
        } else {
          // The section's input in a spelling or value the lane does not take.
          let fields = testCase.header.split(separator: ",").count
          let odd = awkward[(row / 37) % awkward.count]
          line =
            "\(row),\(height),\(weight),"
            + Array(repeating: odd, count: fields).joined(separator: ",")
        }
        text += line + end
        row += 1
      }
    }
    return text
  }

  @Test(arguments: cases, [false, true])
  func everySectionGetsTheGeneralPathsBytes(_ testCase: Case, _ crlf: Bool) {
    let standard = BatchStandards.builtIn(testCase.standard)
    let input = Self.text(testCase, crlf: crlf)
    for label in [false, true] {
      for chunkSize in [Int.max, 61] {
        let configure = { (configuration: inout BatchConfiguration) in
          configuration.includesLabel = label
        }
        let fast = runBatch(input, standard: standard, configure: configure, chunkSize: chunkSize)
        let general = runBatch(
          input, standard: standard,
          configure: {
            configure(&$0)
            $0.allowsFastLane = false
          }, chunkSize: chunkSize)
        #expect(fast.error == nil)
        #expect(fast.output == general.output, "label \(label), pieces of \(chunkSize)")
        #expect(fast.summary == general.summary)
        #expect((fast.summary?.rowsClassified ?? 0) > 1_000)
      }
    }
  }
}
