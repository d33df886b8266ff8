import Foundation
import Testing

@testable import BMICommandLine

/// The columns a clinic asks for: `--error-detail` (what is wrong, in `--lang`) and
/// `--groups`, in CSV and JSON Lines, and the summary in the run's language.
struct BatchClinicColumnsTests {
  static let people = "id,height_cm,weight_kg\n1,160,64\n2,170,abc\n3,170,65\n4,\"5ft 7in\",200lb\n"

  @Test func csvGetsTheDetailInTheLanguageAndTheGroups() throws {
    let result = try runBatchProcess(
      ["-", "--standard", "who", "--error-detail", "--groups", "--label"],
      stdin: Data(Self.people.utf8))
    #expect(result.code == 0)
    let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n")
    #expect(lines[0] == "id,height_cm,weight_kg,bmi,category,error,label,error_detail,groups")
    #expect(lines[1] == "1,160,64,25.0,pre-obese,,Pre-obese,,overweight")
    #expect(lines[2].hasPrefix("2,170,abc,,,invalid-weight,,\"Cannot read 'abc' as a weight"))
    #expect(lines[2].hasSuffix("\","))
    #expect(lines[3] == "3,170,65,22.5,normal,,Normal range,,")
    #expect(lines[4].hasSuffix(",obese-class-1,,Obese class I,,overweight;obese"))
  }

  @Test func jsonLinesGetTheDetailAsTextAndTheGroupsAsAnArray() throws {
    let input = "{\"height\":170,\"weight\":\"abc\"}\n{\"height\":160,\"weight\":64}\n"
    let result = try runBatchProcess(
      ["-", "--input-format", "jsonl", "--error-detail", "--groups", "--lang", "ko"],
      stdin: Data(input.utf8))
    #expect(result.code == 0)
    let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n")
    let flagged = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(flagged["error"] as? String == "invalid-weight")
    let detail = try #require(flagged["error_detail"] as? String)
    #expect(detail.contains("'abc'") && detail.contains("몸무게"))
    #expect(flagged["groups"] is NSNull)
    let classified = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
    #expect(classified["error_detail"] is NSNull)
    #expect(classified["groups"] as? [String] == ["overweight"])
  }

  @Test func withoutTheFlagsTheColumnsAreTheSame() throws {
    let result = try runBatchProcess(["-"], stdin: Data(Self.people.utf8))
    let header = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").first
    #expect(header == "id,height_cm,weight_kg,bmi,category,error")
  }

  @Test func theSummaryNamesTheCategoriesInTheLanguage() throws {
    let result = try runBatchProcess(
      ["-", "--standard", "ksso", "--lang", "ko"], stdin: Data(Self.people.utf8))
    #expect(result.code == 0)
    #expect(result.stderr.contains("\n  normal           1  정상\n"))
    #expect(result.stderr.contains("\n  obesity-class-1  1  1단계 비만\n"))
    #expect(result.stderr.contains("\n  invalid-weight   1  (오류)\n"))
  }

  @Test func fhirRecordsTakeNoColumns() throws {
    for option in ["--label", "--error-detail", "--groups"] {
      let result = try runBatchProcess(
        ["-", "--format", "fhir-ndjson", option], stdin: Data(Self.people.utf8))
      #expect(result.code == 64)
      #expect(result.stdout.isEmpty)
    }
    let dated = try runBatchProcess(["-", "--date", "2026-03-14"], stdin: Data(Self.people.utf8))
    #expect(dated.code == 64, "--date without --format fhir-ndjson")
  }
}
