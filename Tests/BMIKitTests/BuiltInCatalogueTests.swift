import BMIKit
import Foundation
import Testing

/// The built-in standards: names, aliases, clean loading, embedded bytes, and each table's
/// categories, groups and labels as the source gives them.
struct BuiltInCatalogueTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let aliases: [(alias: String, id: String)] = [
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
    ("china-school", "china-wst586-2018"),
  ]

  /// What each source prints, as intervals in the table's own notation, with the healthy
  /// category (none where the source's healthy range spans two categories), the groups the
  /// source names, the youngest age, the source-language labels and the file's version.
  struct Expected: Sendable, CustomTestStringConvertible {
    let id: String
    let categories: [(id: String, interval: String)]
    let healthy: String?
    let groups: [(id: String, members: [String])]
    let minimumAge: Int
    let language: String
    let labels: [String]
    var version = "1.0"
    var testDescription: String { id }
  }

  static let expected: [Expected] = [
    Expected(
      id: "who-2000",
      categories: [
        ("severe-thinness", "(0, 16)"), ("moderate-thinness", "[16, 17)"),
        ("mild-thinness", "[17, 18.5)"), ("normal", "[18.5, 25)"), ("pre-obese", "[25, 30)"),
        ("obese-class-1", "[30, 35)"), ("obese-class-2", "[35, 40)"),
        ("obese-class-3", "[40, ∞)"),
      ],
      healthy: "normal",
      groups: [
        ("underweight", ["severe-thinness", "moderate-thinness", "mild-thinness"]),
        ("overweight", ["pre-obese", "obese-class-1", "obese-class-2", "obese-class-3"]),
        ("obese", ["obese-class-1", "obese-class-2", "obese-class-3"]),
      ],
      minimumAge: 18, language: "en",
      labels: [
        "Severe thinness", "Moderate thinness", "Mild thinness", "Normal range", "Pre-obese",
        "Obese class I", "Obese class II", "Obese class III",
      ], version: "1.1"),
    Expected(
      id: "ksso-2022",
      categories: [
        ("underweight", "(0, 18.5)"), ("normal", "[18.5, 22.9]"), ("pre-obesity", "[23, 24.9]"),
        ("obesity-class-1", "[25, 29.9]"), ("obesity-class-2", "[30, 34.9]"),
        ("obesity-class-3", "[35, ∞)"),
      ],
      healthy: "normal",
      groups: [("obesity", ["obesity-class-1", "obesity-class-2", "obesity-class-3"])],
      minimumAge: 19, language: "ko",
      labels: ["저체중", "정상", "비만 전단계", "1단계 비만", "2단계 비만", "3단계 비만"]),
    Expected(
      id: "asia-pacific-2000",
      categories: [
        ("underweight", "(0, 18.5)"), ("normal", "[18.5, 22.9]"), ("at-risk", "[23, 24.9]"),
        ("obese-1", "[25, 29.9]"), ("obese-2", "[30, ∞)"),
      ],
      healthy: "normal",
      groups: [
        ("overweight", ["at-risk", "obese-1", "obese-2"]), ("obese", ["obese-1", "obese-2"]),
      ],
      minimumAge: 18, language: "en",
      labels: ["Underweight", "Normal range", "At risk", "Obese I", "Obese II"], version: "1.1"),
    Expected(
      id: "jasso-2022",
      categories: [
        ("underweight", "(0, 18.5)"), ("normal", "[18.5, 25)"), ("obesity-1", "[25, 30)"),
        ("obesity-2", "[30, 35)"), ("obesity-3", "[35, 40)"), ("obesity-4", "[40, ∞)"),
      ],
      healthy: "normal",
      groups: [
        ("obesity", ["obesity-1", "obesity-2", "obesity-3", "obesity-4"]),
        ("high-degree-obesity", ["obesity-3", "obesity-4"]),
      ],
      minimumAge: 18, language: "ja",
      labels: ["低体重", "普通体重", "肥満(1度)", "肥満(2度)", "肥満(3度)", "肥満(4度)"]),
    Expected(
      id: "china-2013",
      categories: [
        ("underweight", "(0, 18.5)"), ("normal", "[18.5, 24)"), ("overweight", "[24, 28)"),
        ("obesity", "[28, ∞)"),
      ],
      healthy: "normal", groups: [], minimumAge: 18, language: "zh",
      labels: ["体重过低", "体重正常", "超重", "肥胖"], version: "1.1"),
    Expected(
      id: "cdc-adult",
      categories: [
        ("underweight", "(0, 18.5)"), ("healthy-weight", "[18.5, 25)"),
        ("overweight", "[25, 30)"), ("obesity-class-1", "[30, 35)"),
        ("obesity-class-2", "[35, 40)"), ("obesity-class-3", "[40, ∞)"),
      ],
      healthy: "healthy-weight",
      groups: [("obesity", ["obesity-class-1", "obesity-class-2", "obesity-class-3"])],
      minimumAge: 20, language: "en",
      labels: [
        "Underweight", "Healthy weight", "Overweight", "Class 1 obesity", "Class 2 obesity",
        "Class 3 obesity (severe obesity)",
      ], version: "1.1"),
    Expected(
      id: "nice-2025",
      categories: [
        ("underweight", "(0, 18.5)"), ("healthy-weight", "[18.5, 24.9]"),
        ("overweight", "[25, 29.9]"), ("obesity-class-1", "[30, 34.9]"),
        ("obesity-class-2", "[35, 39.9]"), ("obesity-class-3", "[40, ∞)"),
      ],
      healthy: "healthy-weight",
      groups: [("obesity", ["obesity-class-1", "obesity-class-2", "obesity-class-3"])],
      minimumAge: 18, language: "en",
      labels: [
        "Underweight", "Healthy weight", "Overweight", "Obesity class 1", "Obesity class 2",
        "Obesity class 3",
      ], version: "1.1"),
    Expected(
      id: "nice-ethnic-2025",
      categories: [
        ("underweight", "(0, 18.5)"), ("healthy-weight", "[18.5, 22.9]"),
        ("overweight", "[23, 27.4]"), ("obesity-class-1", "[27.5, 32.4]"),
        ("obesity-class-2", "[32.5, 37.4]"), ("obesity-class-3", "[37.5, ∞)"),
      ],
      healthy: "healthy-weight",
      groups: [("obesity", ["obesity-class-1", "obesity-class-2", "obesity-class-3"])],
      minimumAge: 18, language: "en",
      labels: [
        "Underweight", "Healthy weight", "Overweight", "Obesity class 1", "Obesity class 2",
        "Obesity class 3",
      ], version: "1.1"),
    Expected(
      id: "who-2004",
      categories: [
        ("severe-thinness", "(0, 16)"), ("moderate-thinness", "[16, 17)"),
        ("mild-thinness", "[17, 18.5)"), ("normal-lower", "[18.5, 23)"),
        ("normal-upper", "[23, 25)"), ("pre-obese-lower", "[25, 27.5)"),
        ("pre-obese-upper", "[27.5, 30)"), ("obese-class-1-lower", "[30, 32.5)"),
        ("obese-class-1-upper", "[32.5, 35)"), ("obese-class-2-lower", "[35, 37.5)"),
        ("obese-class-2-upper", "[37.5, 40)"), ("obese-class-3", "[40, ∞)"),
      ],
      healthy: nil,
      groups: [
        ("underweight", ["severe-thinness", "moderate-thinness", "mild-thinness"]),
        ("normal-range", ["normal-lower", "normal-upper"]),
        (
          "overweight",
          [
            "pre-obese-lower", "pre-obese-upper", "obese-class-1-lower", "obese-class-1-upper",
            "obese-class-2-lower", "obese-class-2-upper", "obese-class-3",
          ]
        ),
        ("pre-obese", ["pre-obese-lower", "pre-obese-upper"]),
        (
          "obese",
          [
            "obese-class-1-lower", "obese-class-1-upper", "obese-class-2-lower",
            "obese-class-2-upper", "obese-class-3",
          ]
        ),
        ("obese-class-1", ["obese-class-1-lower", "obese-class-1-upper"]),
        ("obese-class-2", ["obese-class-2-lower", "obese-class-2-upper"]),
      ],
      minimumAge: 18, language: "en",
      labels: [
        "Severe thinness", "Moderate thinness", "Mild thinness", "Normal range (18.50–22.99)",
        "Normal range (23.00–24.99)", "Pre-obese (25.00–27.49)", "Pre-obese (27.50–29.99)",
        "Obese class I (30.00–32.49)", "Obese class I (32.50–34.99)",
        "Obese class II (35.00–37.49)", "Obese class II (37.50–39.99)", "Obese class III",
      ]),
    Expected(
      id: "who-2004-asia",
      categories: [
        ("underweight", "(0, 18.5)"), ("acceptable-risk", "[18.5, 23)"),
        ("increased-risk", "[23, 27.5)"), ("high-risk", "[27.5, ∞)"),
      ],
      healthy: "acceptable-risk", groups: [], minimumAge: 18, language: "en",
      labels: ["Underweight", "Increasing but acceptable risk", "Increased risk", "High risk"]),
    Expected(
      id: "taiwan-2002",
      categories: [
        ("underweight", "(0, 18.5)"), ("healthy-weight", "[18.5, 24)"),
        ("overweight", "[24, 27)"), ("mild-obesity", "[27, 30)"),
        ("moderate-obesity", "[30, 35)"), ("severe-obesity", "[35, ∞)"),
      ],
      healthy: "healthy-weight",
      groups: [
        ("abnormal-weight", ["overweight", "mild-obesity", "moderate-obesity", "severe-obesity"]),
        ("obesity", ["mild-obesity", "moderate-obesity", "severe-obesity"]),
      ],
      minimumAge: 18, language: "zh-Hant",
      labels: ["體重過輕", "健康體位", "過重", "輕度肥胖", "中度肥胖", "重度肥胖"]),
    Expected(
      id: "singapore-2005",
      categories: [
        ("nutritional-risk", "(0, 18.5)"), ("low-risk", "[18.5, 22.9]"),
        ("moderate-risk", "[23, 27.4]"), ("high-risk", "[27.5, ∞)"),
      ],
      healthy: "low-risk", groups: [], minimumAge: 18, language: "en",
      labels: [
        "Risk of nutritional deficiency diseases and osteoporosis", "Low risk (healthy range)",
        "Moderate risk", "High risk",
      ]),
    Expected(
      id: "india-2009",
      categories: [
        ("underweight", "(0, 18)"), ("normal", "[18, 22.9]"), ("overweight", "[23, 24.9]"),
        ("obesity", "[25, ∞)"),
      ],
      healthy: "normal", groups: [], minimumAge: 18, language: "en",
      labels: ["Underweight (below the normal range)", "Normal", "Overweight", "Obesity"]),
    Expected(
      id: "hong-kong-2023",
      categories: [
        ("underweight", "(0, 18.5)"), ("normal", "[18.5, 23)"), ("overweight", "[23, 25)"),
        ("obese", "[25, ∞)"),
      ],
      healthy: "normal", groups: [], minimumAge: 18, language: "zh-Hant",
      labels: ["過輕", "正常", "超重", "肥胖"]),
    Expected(
      id: "malaysia-2004",
      categories: [
        ("underweight", "(0, 18.5)"), ("normal", "[18.5, 22.9]"), ("overweight", "[23, 27.4]"),
        ("obese", "[27.5, ∞)"),
      ],
      healthy: "normal", groups: [], minimumAge: 18, language: "en",
      labels: ["Underweight", "Normal weight", "Overweight", "Obese"]),
    Expected(
      id: "china-80-2025",
      categories: [
        ("below-range", "(0, 21.9]"), ("suitable", "[22, 26.9]"), ("above-range", "[27, ∞)"),
      ],
      healthy: "suitable", groups: [], minimumAge: 80, language: "zh",
      labels: ["低于适宜范围", "适宜范围", "高于适宜范围"]),
  ]

  // MARK: - Names and loading

  @Test func everyBuiltInIsListed() {
    // The sectioned built-ins' tables are checked by SectionedBuiltInTests, the BMI-for-age
    // standards by their own tests.
    let sectioned = SectionedBuiltInTests.sourceTables.map(\.id)
    #expect(Set(adultIDs) == Set(Self.expected.map(\.id) + sectioned))
    #expect(adultIDs.count == 26)
    #expect(BuiltInStandards.ids.count == 35)
    #expect(Set(Self.aliases.map(\.id)) == Set(adultIDs))
  }

  @Test(arguments: expected)
  func carriesItsIdentity(expected: Expected) throws {
    let id = expected.id
    let standard = try #require(BuiltInStandards.standard(id: id))
    #expect(standard.identity.id == id)
    #expect(standard.identity.version == expected.version)
    let digest = try #require(standard.identity.sha256)
    #expect(digest.count == 64 && digest.allSatisfy { "0123456789abcdef".contains($0) })
  }

  @Test(arguments: aliases)
  func aliasesResolve(alias: String, id: String) {
    for name in [alias, "\(alias).yaml", id, "\(id).yaml"] {
      #expect(BuiltInStandards.id(forName: name) == id, "\(name)")
    }
    #expect(BuiltInStandards.names.contains(alias))
    #expect(BuiltInStandards.names.contains(id))
  }

  @Test(arguments: ["", "who-2001", "ksso-2020", "acme-clinic", "who.yml", ".yaml"])
  func otherNamesAreNotBuiltIns(name: String) {
    #expect(BuiltInStandards.id(forName: name) == nil)
  }

  @Test(arguments: aliases.map(\.id))
  func embeddedBytesAreTheFile(id: String) throws {
    let file = Self.root.appending(path: "Standards/\(id).yaml")
    let bytes = [UInt8](try Data(contentsOf: file))
    #expect(BuiltInStandards.fileBytes(id: id) == bytes)
  }

  @Test(arguments: aliases.map(\.id))
  func loadingTheFileGivesTheSameStandard(id: String) throws {
    let file = Self.root.appending(path: "Standards/\(id).yaml")
    let fromFile = try StandardLoader.load(
      bytes: [UInt8](try Data(contentsOf: file)), fileName: "\(id).yaml")
    let builtIn = try #require(BuiltInStandards.standard(id: id))
    #expect(fromFile.warnings.isEmpty)
    #expect(fromFile.standard == builtIn)
  }

  // MARK: - Tables as the sources give them

  @Test(arguments: expected)
  func categoriesAreTheSourceTable(expected: Expected) throws {
    let standard = try #require(BuiltInStandards.standard(id: expected.id))
    let categories = standard.table.categories
    #expect(categories.map(\.id) == expected.categories.map(\.id))
    #expect(categories.map(\.interval.description) == expected.categories.map(\.interval))
    #expect(standard.healthyCategory?.id == expected.healthy)
    #expect(categories.filter(\.isHealthy).count == (expected.healthy == nil ? 0 : 1))
  }

  @Test(arguments: expected)
  func groupsAreTheOnesTheSourceNames(expected: Expected) throws {
    let table = try #require(BuiltInStandards.standard(id: expected.id)).table
    #expect(table.groups.map(\.id) == expected.groups.map(\.id))
    #expect(table.groups.map(\.memberIDs) == expected.groups.map(\.members))
  }

  @Test(arguments: expected)
  func labelsAreInTheSourceLanguageAndKorean(expected: Expected) throws {
    let standard = try #require(BuiltInStandards.standard(id: expected.id))
    let categories = standard.table.categories
    #expect(categories.map { $0.label.text(in: expected.language) } == expected.labels)
    for category in categories {
      #expect(category.label.text(in: "en") != nil, "\(category.id) has no English label")
      #expect(category.label.text(in: "ko") != nil, "\(category.id) has no Korean label")
    }
    #expect(standard.name.text(in: "en") != nil)
  }

  @Test(arguments: expected)
  func sourceAndPopulationAreGiven(expected: Expected) throws {
    let standard = try #require(BuiltInStandards.standard(id: expected.id))
    let source = try #require(standard.source)
    #expect(!source.citation.isEmpty)
    #expect(source.year != nil)
    #expect(standard.population?.minimumAge == expected.minimumAge)
    #expect(standard.population?.note?.text(in: "en") != nil)
  }

  /// The groups a classification reports: WHO 25 is overweight but not obese; 30 is both.
  @Test(arguments: [
    ("who-2000", "18.49", ["underweight"]), ("who-2000", "18.5", []),
    ("who-2000", "25", ["overweight"]), ("who-2000", "30", ["overweight", "obese"]),
    ("ksso-2022", "24.94", []), ("ksso-2022", "24.95", ["obesity"]),
    ("asia-pacific-2000", "23", ["overweight"]),
    ("jasso-2022", "35", ["obesity", "high-degree-obesity"]),
    ("cdc-adult", "29.949999", []), ("cdc-adult", "29.95", ["obesity"]),
    ("nice-ethnic-2025", "27.45", ["obesity"]),
    ("who-2004", "24.99", ["normal-range"]), ("who-2004", "27.5", ["overweight", "pre-obese"]),
    ("who-2004", "32.5", ["overweight", "obese", "obese-class-1"]),
    ("who-2004", "40", ["overweight", "obese"]), ("taiwan-2002", "23.999999", []),
    ("taiwan-2002", "24", ["abnormal-weight"]),
    ("taiwan-2002", "27", ["abnormal-weight", "obesity"]),
  ])
  func classificationReportsTheGroups(id: String, bmi: String, groups: [String]) throws {
    let standard = try #require(BuiltInStandards.standard(id: id))
    let result = try standard.classify(BodyMassIndex(try #require(ExactDecimal(bmi)))!)
    #expect(result.groups.map(\.id) == groups)
  }
}
