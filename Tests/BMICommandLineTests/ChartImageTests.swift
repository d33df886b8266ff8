import Foundation
import Testing

private typealias Support = ChartCommandSupport

/// The charts in `docs/images/` are what `bmi chart` draws today.
///
/// After a deliberate change to the chart, rewrite them with
/// `BMI_UPDATE_DOC_IMAGES=1 swift test --filter ChartImageTests` and look at the result.
struct ChartImageTests {
  struct Image: Sendable, CustomTestStringConvertible {
    let file: String
    let arguments: [String]
    var testDescription: String { file }
  }

  /// The same person under two standards: 172 cm and 68 kg is BMI 22.985…, normal for WHO,
  /// and 23.0 after KSSO's rounding, 비만 전단계.
  static let images = [
    Image(
      file: "chart-who-2000.svg",
      arguments: ["chart", "--standard", "who", "--lang", "en", "--mark", "172,68"]),
    Image(
      file: "chart-ksso-2022-ko.svg",
      arguments: ["chart", "--standard", "ksso", "--lang", "ko", "--mark", "172,68"]),
    // CDC's worked example: a girl of 114.5 months with BMI 21.2, overweight.
    Image(
      file: "chart-cdc-2000-bmi-for-age.svg",
      arguments: [
        "chart", "--standard", "cdc-2000-bmi-for-age", "--sex", "female", "--age", "114.5mo",
        "--bmi", "21.2",
      ]),
  ]

  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/images")

  @Test(arguments: images)
  func theCommittedImageIsTheCurrentOutput(_ image: Image) throws {
    let result = Support.run(image.arguments)
    #expect(result.status == 0)
    let file = Self.folder.appendingPathComponent(image.file)
    if ProcessInfo.processInfo.environment["BMI_UPDATE_DOC_IMAGES"] == "1" {
      try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
      try Data(result.output.utf8).write(to: file)
    }
    let committed = try String(contentsOf: file, encoding: .utf8)
    #expect(
      committed == result.output,
      "docs/images/\(image.file) is stale: run BMI_UPDATE_DOC_IMAGES=1 swift test --filter ChartImageTests"
    )
  }
}
