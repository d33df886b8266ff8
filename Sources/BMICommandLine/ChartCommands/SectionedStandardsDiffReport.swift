import BMIKit
import BMISupport

/// What `bmi standards diff` prints for standards with sections or a waist measure: the
/// ranges of exact values where two standards disagree, for each group of people both have a
/// section for.
struct SectionedStandardsDiffReport {
  let first: Standard
  let second: Standard
  let comparison: StandardComparison
  let sectioned: SectionedComparison

  init(_ first: Standard, _ second: Standard) {
    self.first = first
    self.second = second
    self.comparison = StandardComparison(first, second)
    self.sectioned = SectionedComparison(first, second)
  }

  /// Whether any region has a range the two standards decide differently.
  var differs: Bool { sectioned.regions.contains { !$0.comparison.disagreements.isEmpty } }

  /// Whether either standard has sections, so the report goes region by region.
  var isSectioned: Bool { first.isSectioned || second.isSectioned }

  /// One line per disagreeing range, `[23, 25)  ksso-2022 비만 전단계 · who-2000 Normal range`,
  /// after a heading, then a note for each standard that rounds.
  func text(in language: DisplayLanguage) -> String {
    let firstID = first.identity.id
    let secondID = second.identity.id
    let total = sectioned.regions.reduce(0) { $0 + $1.comparison.disagreements.count }
    guard total > 0 else {
      return Message.diffAgreeEverywhere(firstID, secondID, measure: first.measure).text(
        in: language) + "\n"
    }
    var lines = [
      Message.diffHeading(firstID, secondID, count: total, measure: first.measure).text(
        in: language)
    ]
    let width =
      sectioned.regions.flatMap(\.comparison.disagreements).map {
        TextLayout.displayWidth($0.interval.description)
      }.max() ?? 0
    for region in sectioned.regions {
      let disagreements = region.comparison.disagreements
      let indent = isSectioned ? "  " : ""
      if isSectioned {
        let condition = VisibleText.escaped(region.condition.description)
        lines.append(
          (disagreements.isEmpty ? Message.diffRegionAgrees(condition) : .diffRegion(condition))
            .text(in: language))
      }
      for range in disagreements {
        lines.append(
          indent + TextLayout.padded(range.interval.description, to: width + 2)
            + VisibleText.escaped("\(firstID) \(range.firstCategory.label[language.tag])")
            + VisibleText.escaped(" · \(secondID) \(range.secondCategory.label[language.tag])"))
      }
    }
    let notes = StandardsDiffReport.roundingNotes(first, second, language)
    if !notes.isEmpty { lines += [""] + notes }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Both standards, every range with whether they agree, and the disagreeing ranges alone.
  /// With sections, `regions` holds the same for each group of people both standards have
  /// a section for.
  func json(in language: DisplayLanguage) -> JSONValue {
    guard isSectioned else {
      return .object([
        ("first", StandardsDiffReport.standardJSON(first, language)),
        ("second", StandardsDiffReport.standardJSON(second, language)),
        ("disagreements", .array(comparison.disagreements.map { rangeJSON($0, language) })),
        ("ranges", .array(comparison.ranges.map { rangeJSON($0, language) })),
      ])
    }
    return .object([
      ("first", StandardsDiffReport.standardJSON(first, language)),
      ("second", StandardsDiffReport.standardJSON(second, language)),
      ("measure", .string(first.measure.rawValue)),
      (
        "regions",
        .array(
          sectioned.regions.map { region in
            .object([
              ("condition", .string(region.condition.description)),
              ("first_section", .string(first.sections[region.firstSection].name)),
              ("second_section", .string(second.sections[region.secondSection].name)),
              (
                "disagreements",
                .array(region.comparison.disagreements.map { rangeJSON($0, language) })
              ),
              ("ranges", .array(region.comparison.ranges.map { rangeJSON($0, language) })),
            ])
          })
      ),
    ])
  }

  private func rangeJSON(_ range: ComparedRange, _ language: DisplayLanguage) -> JSONValue {
    let lower: JSONValue =
      range.interval.lower.value.map {
        .object([
          ("value", .number($0.description)),
          ("inclusive", .bool(range.interval.lower.isInclusive)),
        ])
      } ?? .null
    let upper: JSONValue =
      range.interval.upper.value.map {
        .object([
          ("value", .number($0.description)),
          ("inclusive", .bool(range.interval.upper.isInclusive)),
        ])
      } ?? .null
    return .object([
      ("interval", .string(range.interval.description)),
      ("lower", lower),
      ("upper", upper),
      ("agrees", .bool(range.agrees)),
      (
        "first",
        .object([
          ("id", .string(range.firstCategory.id)),
          ("label", .string(range.firstCategory.label[language.tag])),
        ])
      ),
      (
        "second",
        .object([
          ("id", .string(range.secondCategory.id)),
          ("label", .string(range.secondCategory.label[language.tag])),
        ])
      ),
    ])
  }
}
