import BMIKit
import Foundation
import Testing

@testable import BMIWeb

/// The picker's list: every compiled-in standard, in the catalogue's order, with the facts
/// the page shows for it.
struct WebCatalogueTests {
  static func catalogue(_ language: String) throws -> [[String: Any]] {
    let text = WebCalculator.catalogue(query: "lang=\(language)")
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    return try #require(object?["standards"] as? [[String: Any]])
  }

  @Test func theBuiltInsLeftOutNeedAFieldThePageLacks() throws {
    #expect(WebCatalogue.offeredIDs.contains("ksso-2022"))
    #expect(WebCatalogue.offeredIDs.contains("who-2000"))
    for id in BuiltInStandards.ids where !WebCatalogue.offeredIDs.contains(id) {
      let standard = try #require(BuiltInStandards.standard(id: id))
      #expect(standard.requiredInputs.contains { $0 != .height && $0 != .weight })
    }
  }

  @Test(arguments: ["en", "ko", "ja"])
  func everyOfferedBuiltInIsListedWithItsSource(language: String) throws {
    let entries = try Self.catalogue(language)
    #expect(entries.map { $0["key"] as? String } == WebCatalogue.offeredIDs)
    for (entry, id) in zip(entries, WebCatalogue.offeredIDs) {
      let standard = try #require(BuiltInStandards.standard(id: id))
      let named = try #require(entry["standard"] as? [String: Any])
      #expect(named["id"] as? String == standard.identity.id)
      #expect(named["name"] as? String == standard.name.text(for: language))
      #expect(named["sha256"] as? String == standard.identity.sha256)
      #expect(named["citation"] as? String == standard.source?.citation)
      #expect(named["year"] as? Int == standard.source?.year)
      let categories = try #require(entry["categories"] as? [[String: Any]])
      #expect(categories.map { $0["id"] as? String } == standard.table.categories.map { $0.id })
      #expect(
        categories.map { $0["interval"] as? String }
          == standard.table.categories.map { $0.interval.description })
      if let alias = entry["alias"] as? String {
        #expect(BuiltInStandards.id(forName: alias) == id)
      }
    }
  }

  @Test func languagesAreThoseTheStandardWrites() throws {
    let entries = try Self.catalogue("en")
    func languages(_ id: String) -> [String]? {
      entries.first { $0["key"] as? String == id }?["languages"] as? [String]
    }
    #expect(languages("ksso-2022") == ["en", "ko"])
    #expect(languages("china-2013")?.contains("zh") == true)
    #expect(languages("jasso-2022")?.contains("ja") == true)
  }
}
