import Foundation
import Testing

@testable import BMIKit

/// What the report does without Foundation, so that the installed `bmi` (built with
/// BMI_WITHOUT_FOUNDATION) links none: its ids, its clock and its file reading.
struct FoundationFreeReportTests {
  /// A version 4 UUID: 8-4-4-4-12 lower-case hexadecimal digits, version 4, variant `10`.
  @Test func idsAreRandomVersionFourUUIDs() throws {
    let ids = (0..<200).map { _ in RandomUUID.make() }
    #expect(Set(ids).count == ids.count)
    for id in ids {
      let uuid = try #require(UUID(uuidString: id), "\(id)")
      #expect(uuid.uuidString.lowercased() == id)
      let characters = Array(id)
      #expect(characters[14] == "4", "\(id)")
      #expect("89ab".contains(characters[19]), "\(id)")
    }
    #expect(
      RandomUUID.text(of: Array(repeating: 0xFF, count: 16))
        == "ffffffff-ffff-4fff-bfff-ffffffffffff")
    #expect(
      RandomUUID.text(of: Array(repeating: 0, count: 16)) == "00000000-0000-4000-8000-000000000000")
  }

  /// `now`, read from the C library's clock, is Foundation's moment to the second.
  @Test func nowIsTheMomentOfTheSystemClock() throws {
    let before = FHIRDateTime(Date())
    let now = FHIRDateTime.now
    let after = FHIRDateTime(Date())
    #expect(now == before || now == after, "\(before) \(now) \(after)")
    #expect(FHIRDateTime(secondsSince1970: 1_773_448_200).text == "2026-03-14T00:30:00Z")
  }

  /// A file larger than the loader allows is refused as too large (E001), by path and by
  /// URL alike, after reading only one byte more than the limit.
  @Test func aTooLargeFileIsRefusedByItsSize() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("bmikit-large-\(UUID().uuidString).yaml")
    defer { try? FileManager.default.removeItem(at: file) }
    let line = "# " + String(repeating: "x", count: 1_021) + "\n"
    try Data(String(repeating: line, count: 2_000).utf8).write(to: file)
    #expect(Self.refusalCode { try StandardLoader.load(path: file.path) } == "E001")
    #expect(Self.refusalCode { try StandardLoader.load(contentsOf: file) } == "E001")
    let read = try StandardLoader.readFile(path: file.path)
    #expect(read.bytes.count == StandardLoader.maximumFileSize + 1)
  }

  /// The code of the error a load throws, or `nil` when it loads.
  static func refusalCode(_ load: () throws -> LoadedStandard) -> String? {
    do {
      _ = try load()
      return nil
    } catch let error as StandardFileError {
      return error.code
    } catch {
      return "\(error)"
    }
  }
}
