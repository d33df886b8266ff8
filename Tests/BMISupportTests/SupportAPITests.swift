import Testing

@testable import BMISupport

/// BMISupport through its own `package` API: the one edit distance behind every
/// "did you mean", the JSON writer behind every report, and messages in both languages.
struct SupportAPITests {
  // MARK: - EditDistance

  @Test(arguments: [
    ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("label", "label", 0), ("lable", "label", 1),
    ("kitten", "sitting", 3), ("flaw", "lawn", 2),
    // Optimal string alignment: a swapped pair is one edit, but an edited swap is not
    // (unrestricted Damerau–Levenshtein would give 2).
    ("ca", "abc", 3),
    // Counted in Unicode scalars: a decomposed é is two.
    ("\u{E9}", "e\u{301}", 2),
  ])
  func distanceCountsInsertionsDeletionsSubstitutionsAndSwaps(
    source: String, target: String, distance: Int
  ) {
    #expect(EditDistance.between(source, target) == distance)
    #expect(EditDistance.between(target, source) == distance)
  }

  @Test func closestAllowsMoreEditsForLongerWords() {
    // Case and `-` against `_` cost nothing.
    #expect(EditDistance.closest(to: "AT-LEAST", among: ["at_most", "at_least"]) == "at_least")
    #expect(EditDistance.closest(to: "lable", among: ["value", "label"]) == "label")
    // Up to 4 characters: one edit.
    #expect(EditDistance.closest(to: "sexe", among: ["sex"]) == "sex")
    #expect(EditDistance.closest(to: "seks", among: ["sex"]) == nil)
    #expect(EditDistance.closest(to: "abcd", among: ["abxy"]) == nil)
    // Up to 8 characters: two edits, not three.
    #expect(EditDistance.closest(to: "categry", among: ["category"]) == "category")
    #expect(EditDistance.closest(to: "cxtxgry", among: ["category"]) == nil)
    // The nearest wins, not the first.
    #expect(EditDistance.closest(to: "heigth", among: ["weight", "height"]) == "height")
  }

  @Test func closestGivesNoSuggestionForHostileSizes() {
    let long = String(repeating: "a", count: 65)
    #expect(EditDistance.closest(to: long, among: [long]) == nil)
    let many = (0...1000).map { "name\($0)" }
    #expect(EditDistance.closest(to: "name1", among: many) == nil)
    #expect(EditDistance.closest(to: "name1", among: Array(many.prefix(1000))) == "name1")
  }

  @Test func nearestIsBelowTheLimitAndFirstOnTies() {
    #expect(EditDistance.nearest(to: "whoo", in: ["who-2000", "who"]) == "who")
    #expect(EditDistance.nearest(to: "abcd", in: ["wxyz"]) == nil)
    #expect(EditDistance.nearest(to: "abcd", in: ["wxyz"], below: 5) == "wxyz")
    #expect(EditDistance.nearest(to: "kssb", in: ["kssa", "ksso"]) == "kssa")
  }

  @Test func nearbyKeepsEveryNameAtTheSmallestDistance() {
    let names = ["kssa", "jasso", "kss", "ksso-2022"]
    #expect(EditDistance.nearby(to: "ksso", in: names, within: 1, count: 5) == ["kssa", "kss"])
    #expect(EditDistance.nearby(to: "ksso", in: names, within: 1, count: 1) == ["kssa"])
    #expect(EditDistance.nearby(to: "zzzzzz", in: names, within: 2, count: 5).isEmpty)
  }

  // MARK: - JSONValue

  @Test func compactKeepsTheKeyOrderAndEscapes() {
    let value = JSONValue.object([
      ("z", .number("22.5")), ("a", .string("say \"hi\"\\\n\t\r\u{1}")),
      ("list", .array([.bool(true), .bool(false), .null])), ("none", .optional(nil)),
      ("some", .optional("x")), ("empty", .array([])), ("nothing", .object([])),
    ])
    #expect(
      value.compact
        == #"{"z":22.5,"a":"say \"hi\"\\\n\t\r\u0001","list":[true,false,null],"#
        + #""none":null,"some":"x","empty":[],"nothing":{}}"#)
  }

  @Test func renderedIndentsByTwoSpacesAndEndsInANewline() {
    let value = JSONValue.object([("bmi", .number("20")), ("tags", .array([.string("a")]))])
    #expect(value.rendered == "{\n  \"bmi\": 20,\n  \"tags\": [\n    \"a\"\n  ]\n}\n")
    #expect(JSONValue.array([]).rendered == "[]\n")
  }

  @Test func objectsAreEqualOnlyInTheSameOrder() {
    let ab = JSONValue.object([("a", .null), ("b", .null)])
    let ba = JSONValue.object([("b", .null), ("a", .null)])
    #expect(ab != ba)
    #expect(ab == .object([("a", .null), ("b", .null)]))
    #expect(Set([ab, ba, ab]).count == 2)
    // A number is its text: 20 and 20.0 are written differently, so they differ.
    #expect(JSONValue.number("20") != .number("20.0"))
  }

  // MARK: - Message

  @Test func aMessageIsInTheLanguageAskedFor() {
    let message = Message(en: "Height", ko: "키").appending(Message(en: "cm", ko: "센티미터"))
    #expect(message.text(in: Language.english) == "Height cm")
    #expect(message.text(in: Language.korean) == "키 센티미터")
    #expect(message.text(in: DisplayLanguage(tag: "ko-KR")) == "키 센티미터")
    // Japanese labels come from standards; the messages themselves stay English.
    #expect(message.text(in: DisplayLanguage(tag: "ja")) == "Height cm")
    #expect(Message(message.localizedText) == message)
  }

  @Test func aVisibleMessageEscapesOutsideText() {
    let message = Message(en: "file \u{1B}[31m", ko: "파일 \u{202E}x")
    #expect(message.visible.english == "file \\u{1B}[31m")
    #expect(message.visible.korean == "파일 \\u{202E}x")
  }

  @Test func didYouMeanTakesTheParticleOfTheLastName() {
    let one = Message.didYouMean(["who"])
    #expect(one.english == "Did you mean 'who'?")
    #expect(one.korean == "혹시 'who'를 뜻하셨나요?")
    let two = Message.didYouMean(["ksso", "glim"])
    #expect(two.english == "Did you mean 'ksso' or 'glim'?")
    #expect(two.korean == "혹시 'ksso' 또는 'glim'을 뜻하셨나요?")
  }
}
