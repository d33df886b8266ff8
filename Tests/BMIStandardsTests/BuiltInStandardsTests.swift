import BMIBuiltIns
import Foundation
import Testing

@testable import BMIStandards

/// The embedded catalogue: names, the bytes embedded, and the values compiled in, which are
/// exactly what the loader makes of each file.
struct BuiltInStandardsTests {
  static let aliases = [
    ("who", "who-2000"), ("ksso", "ksso-2022"), ("asia-pacific", "asia-pacific-2000"),
    ("jasso", "jasso-2022"), ("china", "china-2013"), ("cdc", "cdc-adult"),
    ("nice", "nice-2025"), ("nice-ethnic", "nice-ethnic-2025"), ("who-additional", "who-2004"),
    ("who-asia", "who-2004-asia"), ("taiwan", "taiwan-2002"), ("singapore", "singapore-2005"),
    ("india", "india-2009"), ("hong-kong", "hong-kong-2023"), ("malaysia", "malaysia-2004"),
    ("nice-background", "nice-ng246"), ("china-80", "china-80-2025"), ("glim", "glim-2019"),
    ("glim-asia", "glim-asia-2019"), ("nhlbi", "nhlbi-1998"),
    ("ksso-abdominal", "ksso-abdominal-2022"), ("jasso-waist", "jasso-waist-2022"),
    ("china-waist", "china-waist-2013"), ("who-waist", "who-waist-2008"),
    ("nice-whtr", "nice-whtr-2025"),
    ("who-growth-0-5", "who-2006-bmi-for-age"), ("who-growth-5-19", "who-2007-bmi-for-age"),
    ("cdc-growth", "cdc-2000-bmi-for-age"),
    ("kdca-growth", "kdca-2017-bmi-for-age"),
    ("uk90-growth", "uk90-bmi-for-age"),
    ("iotf-lms", "iotf-2012"),
    ("iotf-table", "iotf-2000"),
    ("china-school", "china-wst586-2018"),
    ("who-all", "who-all-ages"),
    ("korea-all", "korea-all-ages"),
  ]

  /// WHO's additional cut-off points split the normal range (18.50–24.99) at 23, so no one
  /// category of who-2004 is the healthy range.
  static let withoutAHealthyCategory: Set = ["who-2004", "china-wst586-2018", "iotf-2000"]

  static let standardsDirectory = TestFiles.packageRoot.appending(path: "Standards")

  @Test func theCatalogueIsTheStandardsInItsOrder() {
    #expect(BuiltInStandards.ids == Self.aliases.map(\.1))
    #expect(BuiltInStandards.names == Self.aliases.map(\.1) + Self.aliases.map(\.0))
  }

  @Test func everyFileOfStandardsIsEmbeddedByteForByte() throws {
    let files = try TestFiles.yamlFiles(in: Self.standardsDirectory)
    #expect(files.map { String($0.dropLast(5)) }.sorted() == BuiltInStandards.ids.sorted())
    for file in files {
      let bytes = try TestFiles.bytes(at: Self.standardsDirectory.appending(path: file))
      #expect(BuiltInStandards.fileBytes(id: String(file.dropLast(5))) == bytes, "\(file)")
    }
  }

  @Test(arguments: aliases.map(\.1))
  func isWhatTheLoaderMakesOfTheFileAndCarriesItsSource(id: String) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let bytes = try #require(BuiltInStandards.fileBytes(id: id))
    let directory = Self.standardsDirectory
    let loaded = try StandardLoader.load(
      bytes: bytes, fileName: id + ".yaml",
      referenceFiles: { name in
        (try? Data(contentsOf: directory.appending(path: name))).map { [UInt8]($0) }
      }, delegates: DelegateResolver(builtIn: { BuiltInStandards.standard(id: $0) }))
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings.map(\.description))")
    #expect(standard == loaded.standard)
    #expect(standard.identity.id == id)
    #expect(standard.identity.sha256 == SHA256.hexDigest(of: bytes))
    #expect(standard.source?.citation.isEmpty == false)
    #expect(standard.source?.year != nil)
    #expect(standard.population != nil)
    #expect((standard.healthyCategory == nil) == Self.withoutAHealthyCategory.contains(id))
  }

  @Test(arguments: aliases)
  func namesResolveWithOrWithoutExtensionInAnyCase(alias: String, id: String) {
    for name in [
      alias, alias + ".yaml", id, id + ".yaml", alias.uppercased(), id.uppercased() + ".YAML",
    ] {
      #expect(BuiltInStandards.id(forName: name) == id, "\(name)")
    }
  }

  @Test(arguments: [
    "", ".yaml", "who-2001", "ksso.yml", "./ksso.yaml", "Standards/ksso-2022.yaml", "acme",
  ])
  func otherNamesResolveToNothing(name: String) {
    #expect(BuiltInStandards.id(forName: name) == nil)
    #expect(BuiltInStandards.standard(id: name) == nil)
    #expect(BuiltInStandards.fileBytes(id: name) == nil)
  }

  @Test func concurrentFirstUsesAgree() async {
    let identities = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<16 {
        group.addTask {
          BuiltInStandards.ids.compactMap {
            BuiltInStandards.standard(id: $0)?.identity.sha256
          }
        }
      }
      var all: [[String]] = []
      for await identity in group { all.append(identity) }
      return all
    }
    #expect(identities.count == 16)
    #expect(Set(identities).count == 1)
    #expect(identities.first?.count == Self.aliases.count)
  }
}
