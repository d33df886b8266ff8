import BMICore
import Foundation
import Testing

@testable import BMIBatch
@testable import BMIMeasurement
@testable import BMISupport

/// Korean messages: the particle after a value fits the value's last sound, and no message
/// leaves the choice to the reader (`은(는)`) or says in English what Korean can say.
struct KoreanMessageTests {
  struct ParticleCase: Sendable, CustomTestStringConvertible {
    let word: String
    let particle: KoreanParticle
    let expected: String
    var testDescription: String { "\(word) + \(particle) → \(expected)" }
  }

  static let particleCases: [ParticleCase] = [
    ParticleCase(word: "키", particle: .topic, expected: "키는"),
    ParticleCase(word: "값", particle: .topic, expected: "값은"),
    ParticleCase(word: "파일", particle: .means, expected: "파일로"),
    ParticleCase(word: "기준", particle: .means, expected: "기준으로"),
    ParticleCase(word: "몸무게", particle: .object, expected: "몸무게를"),
    ParticleCase(word: "성별", particle: .subject, expected: "성별이"),
    ParticleCase(word: "남성", particle: .and, expected: "남성과"),
    ParticleCase(word: "여", particle: .and, expected: "여와"),
    // Digits by their Korean reading: 영 일 이 삼 사 오 육 칠 팔 구, 십 백 천 만.
    ParticleCase(word: "0", particle: .topic, expected: "0은"),
    ParticleCase(word: "1", particle: .means, expected: "1로"),
    ParticleCase(word: "2", particle: .topic, expected: "2는"),
    ParticleCase(word: "3", particle: .means, expected: "3으로"),
    ParticleCase(word: "4", particle: .object, expected: "4를"),
    ParticleCase(word: "5", particle: .object, expected: "5를"),
    ParticleCase(word: "6", particle: .means, expected: "6으로"),
    ParticleCase(word: "7", particle: .means, expected: "7로"),
    ParticleCase(word: "8", particle: .topic, expected: "8은"),
    ParticleCase(word: "9", particle: .topic, expected: "9는"),
    ParticleCase(word: "10", particle: .topic, expected: "10은"),
    ParticleCase(word: "100", particle: .means, expected: "100으로"),
    ParticleCase(word: "1.70", particle: .topic, expected: "1.70은"),
    ParticleCase(word: "22.5", particle: .topic, expected: "22.5는"),
    ParticleCase(word: "who-2007", particle: .means, expected: "who-2007로"),
    ParticleCase(word: "ksso-2022", particle: .topic, expected: "ksso-2022는"),
    // Units by their Korean names: 센티미터, 킬로그램, 인치, 파운드, 스톤.
    ParticleCase(word: "170 cm", particle: .topic, expected: "170 cm는"),
    ParticleCase(word: "65 kg", particle: .topic, expected: "65 kg은"),
    ParticleCase(word: "67in", particle: .object, expected: "67in를"),
    ParticleCase(word: "10st", particle: .object, expected: "10st을"),
    // Capitals letter by letter, other words as Korean writes them.
    ParticleCase(word: "BMI", particle: .subject, expected: "BMI가"),
    ParticleCase(word: "cdc-adult", particle: .topic, expected: "cdc-adult는"),
    ParticleCase(word: "ksso.yaml", particle: .topic, expected: "ksso.yaml은"),
    ParticleCase(word: "--standard", particle: .means, expected: "--standard로"),
    ParticleCase(word: "--lang", particle: .means, expected: "--lang으로"),
    ParticleCase(word: "--format", particle: .object, expected: "--format을"),
    ParticleCase(word: "chart", particle: .object, expected: "chart를"),
    ParticleCase(word: "female", particle: .means, expected: "female로"),
    // Quotes and brackets do not count.
    ParticleCase(word: "'키'", particle: .topic, expected: "'키'는"),
    ParticleCase(word: "'값'", particle: .topic, expected: "'값'은"),
  ]

  @Test(arguments: particleCases)
  func particleFitsTheLastSound(_ testCase: ParticleCase) {
    #expect(testCase.word.withParticle(testCase.particle) == testCase.expected)
  }

  /// Every pair of forms a message might leave to the reader.
  static let guessedParticles = [
    "은(는)", "는(은)", "을(를)", "를(을)", "이(가)", "가(이)", "(으)로", "과(와)", "와(과)",
  ]

  /// Latin words a Korean message may hold: units, abbreviations, and what a person types.
  static let allowedLatin: Set<String> = [
    "cm", "m", "mm", "in", "ft", "kg", "lb", "st", "mo", "d", "y", "BMI", "ASCII", "JSON", "CSV",
    "FHIR", "U", "female", "male", "f", "z",
  ]

  /// The Latin words of a text outside its quotes and outside the values put into it.
  static func englishWords(in text: String, values: [String]) -> [String] {
    // A Unicode name follows its U+ code; quoted text is what the person typed, or a name.
    var rest = text.replacingOccurrences(
      of: "U\\+[0-9A-F]{4,6} [A-Z0-9 -]+", with: " ", options: .regularExpression)
    for value in values.sorted(by: { $0.count > $1.count }) {
      rest = rest.replacingOccurrences(of: value, with: " ")
    }
    rest = rest.replacingOccurrences(of: "'[^']*'", with: " ", options: .regularExpression)
    // Ids, options, file names and numbers with units (`who-2000`, `--sex`, `height_cm`,
    // `5ft7in`) hold a digit or punctuation; an English word is letters alone.
    let tokens = rest.split {
      !($0.isASCII && ($0.isLetter || $0.isNumber || "-_./+".contains($0)))
    }
    return tokens.map(String.init).filter { token in
      token.allSatisfy(\.isLetter) && !allowedLatin.contains(token)
    }
  }

  static func checkKorean(_ text: String, values: [String], _ label: String) {
    for pair in guessedParticles {
      #expect(!text.contains(pair), "\(label): \(text)")
    }
    #expect(englishWords(in: text, values: values).isEmpty, "\(label): \(text)")
  }

  /// Values ending in a final consonant and without one, for every slot.
  static let samples: [(typed: String, number: String, unit: String)] = [
    ("170cm", "17,00", "kgs"), ("1.7m", "3", "lbs"), ("키값", "10", "값"), ("무게", "2", "무"),
  ]

  static func measurementErrors(_ sample: (typed: String, number: String, unit: String))
    -> [MeasurementError]
  {
    var errors: [MeasurementError] = []
    for kind in MeasurementKind.allCases {
      errors += [
        .empty(kind), .negative(kind, typed: sample.typed),
        .unexpectedCharacter(kind, typed: sample.typed, character: "#"),
        .ambiguousNumber(kind, typed: sample.typed, number: sample.number),
        .malformedNumber(kind, typed: sample.typed, number: sample.number),
        .tooManyDigits(kind, typed: sample.typed, number: sample.number),
        .unknownUnit(kind, typed: sample.typed, unit: sample.unit, belongsTo: nil),
        .unknownUnit(kind, typed: sample.typed, unit: sample.unit, belongsTo: .weight),
        .partTooLarge(kind, typed: sample.typed, part: sample.number),
        .unreadable(kind, typed: sample.typed),
        .impossible(kind, value: Rational(Int(sample.number.filter(\.isNumber)) ?? 1, 1)),
        .impossible(kind, value: Rational(3, 1), suggestions: [sample.typed]),
        .missing(kind, standard: "who-2000"), .missing(kind, standard: "ksso-2022"),
      ]
    }
    return errors
  }

  @Test(arguments: 0..<samples.count)
  func everyMeasurementMessageIsKorean(_ index: Int) {
    let sample = Self.samples[index]
    for error in Self.measurementErrors(sample) {
      let text = error.message.text(for: "ko")
      Self.checkKorean(
        text, values: [sample.typed, sample.number, sample.unit, "who-2000", "ksso-2022"],
        "\(error)")
    }
  }

  @Test(arguments: ["data.csv", "측정값", "a.jsonl", "기록"])
  func everyBatchMessageIsKorean(_ name: String) {
    let errors: [BatchError] = [
      .openFailed(name: name, code: 2), .readFailed(name: name, code: 5),
      .createFailed(name: name, code: 13), .writeFailed(name: name, code: 28),
      .interrupted(name: name, signal: 2), .interrupted(name: name, signal: 15),
      .emptyInput(name: name),
    ]
    for error in errors {
      let text = error.message(for: "ko")
      // An operating system's reason (strerror) is English and comes from outside.
      let reason = text.split(separator: ":").dropFirst().first.map(String.init) ?? ""
      Self.checkKorean(text, values: [name, reason], "\(error)")
    }
  }

  @Test func outsideTheStandardIsSaidInKorean() {
    let result = runInProcess([
      "classify", "--standard", "cdc-adult", "--height", "140", "--weight", "35", "--age", "10",
      "--lang", "ko",
    ])
    #expect(result.stderr.contains("cdc-adult 기준은 20세 이상인 사람을 위한 것입니다."), "\(result.stderr)")
    #expect(result.stderr.contains("이 사람의 나이 10세는 그 밖이므로"), "\(result.stderr)")
    Self.checkKorean(result.stderr, values: ["cdc-adult"], "cdc-adult at 10")
  }

  @Test func sectionsAreSaidInKorean() {
    let condition = SectionCondition([
      .init(.sex, .values(["male"])),
      .init(.age, .interval(Interval(lower: .atLeast(20), upper: .below(70)))),
    ])
    #expect(condition.message().korean == "남성, 20세 이상 70세 미만")
    #expect(condition.message().english == "sex = male, 20 ≤ age < 70")
    let months = SectionCondition([
      .init(.age, .interval(Interval(lower: .atLeast(24), upper: .none)))
    ])
    #expect(months.message(ageUnit: .months).korean == "24개월 이상")
  }

  /// Every Korean text in the sources: no pair of particle forms left for the reader.
  @Test func noSourceLeavesTheParticleToTheReader() throws {
    let sources = repositoryRoot.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var checked = 0
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" || url.pathExtension == "md" else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      checked += 1
      for pair in Self.guessedParticles {
        #expect(!text.contains(pair), "\(url.lastPathComponent) has \(pair)")
      }
    }
    #expect(checked > 100)
  }
}
