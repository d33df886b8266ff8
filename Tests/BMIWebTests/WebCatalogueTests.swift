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

  @Test func everyBuiltInIsOfferedWithTheFieldsItNeeds() throws {
    #expect(WebCatalogue.offeredIDs == BuiltInStandards.ids)
    let entries = try Self.catalogue("en")
    func entry(_ id: String) -> [String: Any]? { entries.first { $0["key"] as? String == id } }
    #expect(entry("ksso-2022")?["fields"] as? [String] == ["height", "weight"])
    #expect(
      entry("cdc-2000-bmi-for-age")?["fields"] as? [String] == ["height", "weight", "sex", "age"])
    #expect(entry("cdc-2000-bmi-for-age")?["sexes"] as? [String] == ["female", "male"])
    #expect(entry("ksso-abdominal-2022")?["fields"] as? [String] == ["waist", "sex"])
    #expect(entry("nice-whtr-2025")?["fields"] as? [String] == ["waist", "height"])
    let backgrounds = try #require(entry("nice-ng246")?["backgrounds"] as? [String])
    #expect(backgrounds.contains("south-asian") && backgrounds.contains("other"))
    #expect(entry("who-2000")?["backgrounds"] is NSNull)
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
          == standard.table.categories.map {
            // Cut-offs that move with age are named by their columns.
            standard.cutOffReference == nil
              ? $0.interval.description : standard.notation(of: $0.interval)
          })
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
