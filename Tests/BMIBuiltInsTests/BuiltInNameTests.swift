import BMICore
import Testing

@testable import BMIBuiltIns

/// The built-in catalogue through its own API: every id and alias resolves to one standard,
/// names fold ASCII case only, and a name that is no built-in's is refused with the nearest
/// names or the look-alike characters it holds.
struct BuiltInNameTests {
  @Test func everyIDIsTheStandardOfThatID() throws {
    let ids = BuiltInStandards.ids
    #expect(!ids.isEmpty)
    #expect(Set(ids).count == ids.count)
    for id in ids {
      let standard = try #require(BuiltInStandards.standard(id: id), "\(id)")
      #expect(standard.identity.id == id)
      #expect(BuiltInStandards.id(forName: id) == id)
      #expect(BuiltInStandards.id(forName: id.uppercased() + ".yaml") == id)
      #expect(try BuiltInStandards.named(id) == standard)
      #expect(BuiltInStandards.fileBytes(id: id)?.isEmpty == false, "\(id)")
    }
  }

  @Test func everyNameMeansOneBuiltIn() throws {
    let names = BuiltInStandards.names
    #expect(Set(names).count == names.count, "a name that means two built-ins")
    for id in BuiltInStandards.ids {
      let alias = try #require(BuiltInStandards.alias(ofID: id), "\(id) has no alias")
      #expect(names.contains(alias))
      #expect(BuiltInStandards.id(forName: alias) == id)
      #expect(BuiltInStandards.id(forName: "\(alias.uppercased()).YAML") == id)
    }
    #expect(BuiltInStandards.alias(ofID: "who-2000") == "who")
    #expect(try BuiltInStandards.named("ksso").identity.id == "ksso-2022")
  }

  @Test(arguments: [
    "", "who-2001", "ksso.yml", "ksso-2022 ", " who", "who/", "Standards/who.yaml",
    // Only ASCII letters fold: a Kelvin sign, a Cyrillic о and a full-width letter are
    // never a built-in's name.
    "\u{212A}sso", "kss\u{043E}", "\u{FF4B}sso",
  ])
  func otherNamesAreNoBuiltIns(name: String) {
    #expect(BuiltInStandards.id(forName: name) == nil)
    #expect(throws: StandardNameError.self) { try BuiltInStandards.named(name) }
  }

  @Test func anUnknownNameGetsTheNearestNames() {
    #expect(BuiltInStandards.nearestNames(to: "who-2007") == ["who-2007-bmi-for-age"])
    #expect(BuiltInStandards.nearestNames(to: "Standards/whoo.yaml") == ["who"])
    #expect(BuiltInStandards.nearestNames(to: String(repeating: "k", count: 65)).isEmpty)
    do {
      _ = try BuiltInStandards.named("ksso-2020")
      Issue.record("ksso-2020 is no built-in")
    } catch {
      #expect(error.code == "unknown-standard")
      guard case .unknown(let name, let suggestions) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(name == "ksso-2020")
      #expect(suggestions.contains("ksso-2022"))
      #expect(error.message(for: "en").hasPrefix("No built-in standard is named 'ksso-2020'."))
      #expect(error.message(for: "en").contains("Did you mean 'ksso-2022'"))
    }
  }

  @Test func aLookAlikeNameNamesEachCharacterAndTheBuiltIn() {
    do {
      _ = try BuiltInStandards.named("kss\u{043E}")
      Issue.record("a Cyrillic о is no ASCII o")
    } catch {
      #expect(error.code == "look-alike-name")
      #expect(
        error
          == .lookAlike(
            name: "kss\u{043E}",
            characters: [LookAlikeCharacter(scalar: "\u{043E}", looksLike: "o", position: 4)],
            suggestion: "ksso-2022"))
      let english = error.message(for: "en")
      #expect(english.contains("U+043E CYRILLIC SMALL LETTER O at position 4 looks like 'o'"))
      #expect(english.hasSuffix("Type the name in ASCII: ksso-2022."))
      #expect(error.message(for: "ko").hasSuffix("이름을 ASCII로 입력하세요: ksso-2022."))
    }
  }
}
