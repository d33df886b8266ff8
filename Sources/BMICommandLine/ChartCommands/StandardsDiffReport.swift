import BMIKit
import BMISupport

/// What `bmi standards diff` prints: what two standards decide, compared by the library's
/// ``DecisionComparison`` — cut-offs and their sides, ranges put in categories that do not
/// correspond, healthiness, groups — and with `--labels` the names of what corresponds.
struct StandardsDiffReport {
  let first: Standard
  let second: Standard
  let comparison: DecisionComparison
  let includesLabels: Bool
  /// How the report names each standard: its id, or when both have the same id, the name
  /// it was given by on the command line.
  let firstName: String
  let secondName: String

  init(_ first: Standard, _ second: Standard, typed: (String, String), includesLabels: Bool) {
    self.first = first
    self.second = second
    self.comparison = DecisionComparison(first, second)
    self.includesLabels = includesLabels
    let sameID = first.identity.id == second.identity.id
    firstName = VisibleText.excerpt(sameID ? typed.0 : first.identity.id)
    secondName = VisibleText.excerpt(sameID ? typed.1 : second.identity.id)
  }

  /// Whether the standards differ as `--exit-code` counts it.
  var differs: Bool {
    comparison.decidesDifferently || (includesLabels && !comparison.labelDifferences.isEmpty)
  }

  // MARK: - Text

  /// A verdict, then a section for each kind of difference, then the rounding notes.
  func text(in language: DisplayLanguage) -> String {
    let tag = language.tag
    let changes = comparison.cutOffDifferences
    let rounding = roundingOnly
    let disagreements = comparison.disagreements.filter { !rounding.contains($0) }
    var lines: [String] = []
    if comparison.decidesDifferently {
      lines.append(
        Message.diffDecideDifferently(
          firstName, secondName, cutOffs: changes.count, ranges: disagreements.count,
          rounding: rounding.count
        ).text(in: language))
    } else {
      lines.append(
        Message.diffDecideAlike(firstName, secondName, cutOffs: comparison.cutOffs.count)
          .text(in: language))
    }
    if !changes.isEmpty {
      lines += ["", Message.diffCutOffsHeading.text(in: language)]
      let rows = changes.map { cutOffRow($0, language) }
      let width = rows.map { TextLayout.displayWidth($0.0) }.max() ?? 0
      lines += rows.map { "  " + TextLayout.padded($0.0, to: width + 2) + $0.1 }
    }
    if !disagreements.isEmpty {
      lines += ["", Message.diffRangesHeading.text(in: language)]
      lines += rangeRows(disagreements) { range in
        VisibleText.escaped("\(firstName) \(range.firstCategory.label[tag])")
          + VisibleText.escaped(" · \(secondName) \(range.secondCategory.label[tag])")
      }
    }
    if !rounding.isEmpty {
      lines += ["", Message.diffRoundingHeading.text(in: language)]
      lines += rangeRows(rounding) { range in
        VisibleText.escaped("\(firstName) \(range.firstCategory.label[tag])")
          + VisibleText.escaped(" · \(secondName) \(range.secondCategory.label[tag])")
      }
    }
    if !comparison.healthyDifferences.isEmpty {
      lines += ["", Message.diffHealthyHeading.text(in: language)]
      lines += rangeRows(comparison.healthyDifferences) { range in
        Message.diffHealthyUnder(range.firstCategory.isHealthy ? firstName : secondName)
          .text(in: language)
      }
    }
    if !comparison.unmatchedGroups.isEmpty {
      lines += ["", Message.diffGroupsHeading.text(in: language)]
      for match in comparison.unmatchedGroups {
        let (name, table, index) =
          match.firstIndex.map { (firstName, first.table, $0) }
          ?? (secondName, second.table, match.secondIndex ?? 0)
        let group = table.groups[index]
        lines.append(
          "  " + name + " "
            + VisibleText.escaped(
              "\(group.id) (\(group.label[tag])): \(group.memberIDs.joined(separator: ", "))"))
      }
    }
    if includesLabels { lines += labelLines(language) }
    let notes = Self.roundingNotes(first, second, language)
    if !notes.isEmpty && comparison.decidesDifferently { lines += [""] + notes }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The ranges put in categories that do not correspond only because one standard rounds:
  /// either the two categories have the same bounds as the tables write them (WHO's normal
  /// range [18.5, 25) and CDC's healthy weight, exactly [18.45, 24.95) as CDC rounds), or
  /// the range lies between the exact values of one cut-off both tables write alike
  /// ([24.95, 25): 25 in both).
  var roundingOnly: [ComparedRange] {
    var firstBounds: [Int: (lower: ExactDecimal?, upper: ExactDecimal?)] = [:]
    var secondBounds: [Int: (lower: ExactDecimal?, upper: ExactDecimal?)] = [:]
    var slivers: [(ExactDecimal, ExactDecimal)] = []
    var firstOnly: [DecisionComparison.CutOff] = []
    var secondOnly: [DecisionComparison.CutOff] = []
    func note(
      _ cutOff: DecisionComparison.CutOff,
      in bounds: inout [Int: (lower: ExactDecimal?, upper: ExactDecimal?)]
    ) {
      bounds[cutOff.categoryIndex, default: (nil, nil)].upper = cutOff.written
      bounds[cutOff.categoryIndex + 1, default: (nil, nil)].lower = cutOff.written
    }
    for change in comparison.cutOffs {
      switch change {
      case .same(let one, let other), .sideChanged(let one, let other):
        note(one, in: &firstBounds)
        note(other, in: &secondBounds)
      case .moved(let one, let other):
        note(one, in: &firstBounds)
        note(other, in: &secondBounds)
        if one.written == other.written {
          slivers.append((min(one.value, other.value), max(one.value, other.value)))
        }
      case .onlyInFirst(let one):
        note(one, in: &firstBounds)
        firstOnly.append(one)
      case .onlyInSecond(let other):
        note(other, in: &secondBounds)
        secondOnly.append(other)
      }
    }
    // A cut-off each table writes alike, at different exact values (25 and 24.95).
    for one in firstOnly {
      for other in secondOnly where other.written == one.written {
        slivers.append((min(one.value, other.value), max(one.value, other.value)))
      }
    }
    return comparison.disagreements.filter { range in
      let one = firstBounds[range.firstCategoryIndex] ?? (nil, nil)
      let other = secondBounds[range.secondCategoryIndex] ?? (nil, nil)
      if one.lower == other.lower && one.upper == other.upper { return true }
      guard let low = range.interval.lower.value, let high = range.interval.upper.value else {
        return false
      }
      return slivers.contains { $0.0 == low && $0.1 == high }
    }
  }

  /// One note for each compared standard (once when both are the same standard) that rounds
  /// BMI before classifying: why its ranges end at rounding midpoints.
  static func roundingNotes(_ first: Standard, _ second: Standard, _ language: DisplayLanguage)
    -> [String]
  {
    var notes: [String] = []
    var noted = Set<String>()
    for standard in [first, second] {
      guard case .decimals(let decimals, let mode) = standard.table.rounding,
        noted.insert(standard.identity.id).inserted
      else { continue }
      notes.append(
        Message.diffRoundingNote(standard.identity.id, decimals: decimals, mode: mode)
          .text(in: language))
    }
    return notes
  }

  /// `< 22.95 ≤` for a cut-off whose value belongs above, `≤ 25 <` for one whose value
  /// belongs below.
  static func cutOffText(_ cutOff: DecisionComparison.CutOff) -> String {
    cutOff.belongsAbove ? "< \(cutOff.value) ≤" : "≤ \(cutOff.value) <"
  }

  private func cutOffRow(_ change: DecisionComparison.CutOffChange, _ language: DisplayLanguage)
    -> (String, String)
  {
    func written(_ cutOffs: DecisionComparison.CutOff...) -> String {
      guard cutOffs.contains(where: { $0.written != $0.value }) else { return "" }
      let text = cutOffs.map { $0.written.description }.joined(separator: " → ")
      return "  " + Message.diffWritten(text).text(in: language)
    }
    switch change {
    case .same(let one, _):
      return ("", Self.cutOffText(one))
    case .moved(let one, let other), .sideChanged(let one, let other):
      let word: Message = if case .moved = change { .diffMoved } else { .diffSideChanged }
      return (
        word.text(in: language),
        Self.cutOffText(one) + "  →  " + Self.cutOffText(other) + written(one, other)
      )
    case .onlyInFirst(let one):
      return (Message.diffOnlyIn(firstName).text(in: language), Self.cutOffText(one) + written(one))
    case .onlyInSecond(let other):
      return (
        Message.diffOnlyIn(secondName).text(in: language), Self.cutOffText(other) + written(other)
      )
    }
  }

  private func rangeRows(_ ranges: [ComparedRange], _ describe: (ComparedRange) -> String)
    -> [String]
  {
    let width = ranges.map { TextLayout.displayWidth($0.interval.description) }.max() ?? 0
    return ranges.map {
      "  " + TextLayout.padded($0.interval.description, to: width + 2) + describe($0)
    }
  }

  private func labelLines(_ language: DisplayLanguage) -> [String] {
    let differences = comparison.labelDifferences
    guard !differences.isEmpty else {
      return ["", Message.diffNoLabelDifferences(firstName, secondName).text(in: language)]
    }
    var lines = ["", Message.diffLabelsHeading.text(in: language)]
    for difference in differences {
      let (word, one, other): (Message, (String, LocalizedText), (String, LocalizedText))
      switch difference {
      case .category(let firstIndex, let secondIndex):
        let (a, b) = (first.table.categories[firstIndex], second.table.categories[secondIndex])
        (word, one, other) = (.diffCategoryWord, (a.id, a.label), (b.id, b.label))
      case .group(let firstIndex, let secondIndex):
        let (a, b) = (first.table.groups[firstIndex], second.table.groups[secondIndex])
        (word, one, other) = (.diffGroupWord, (a.id, a.label), (b.id, b.label))
      }
      var parts: [String] = []
      if one.0 != other.0 { parts.append("id: '\(one.0)' · '\(other.0)'") }
      for tag in Self.languages(one.1, other.1) {
        let texts = (one.1.text(in: tag) ?? "—", other.1.text(in: tag) ?? "—")
        if texts.0 != texts.1 { parts.append("\(tag): '\(texts.0)' · '\(texts.1)'") }
      }
      lines.append(
        "  " + word.text(in: language) + " "
          + VisibleText.escaped("\(one.0): " + parts.joined(separator: "; ")))
    }
    return lines
  }

  /// The languages either text is written in, in the order they appear.
  private static func languages(_ one: LocalizedText, _ other: LocalizedText) -> [String] {
    var seen = Set<String>()
    return (one.entries + other.entries).map(\.language).filter { seen.insert($0).inserted }
  }

  // MARK: - JSON

  /// Both standards, whether they differ, every cut-off, the ranges, healthiness, groups and
  /// (with `--labels`) the label differences.
  func json(in language: DisplayLanguage) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("first", Self.standardJSON(first, language)),
      ("second", Self.standardJSON(second, language)),
      ("differs", .bool(differs)),
      ("cut_offs", .array(comparison.cutOffs.map(cutOffJSON))),
      ("disagreements", .array(comparison.disagreements.map { rangeJSON($0, language) })),
      ("rounding_only", .array(roundingOnly.map { rangeJSON($0, language) })),
      (
        "healthy_differences", .array(comparison.healthyDifferences.map { rangeJSON($0, language) })
      ),
      (
        "unmatched_groups",
        .array(
          comparison.unmatchedGroups.map { match in
            let (side, table, index) =
              match.firstIndex.map { ("first", first.table, $0) }
              ?? ("second", second.table, match.secondIndex ?? 0)
            return .object([
              ("standard", .string(side)), ("id", .string(table.groups[index].id)),
              ("members", .array(table.groups[index].memberIDs.map(JSONValue.string))),
            ])
          })
      ),
      ("ranges", .array(comparison.ranges.map { rangeJSON($0, language) })),
    ]
    if includesLabels {
      members.append(
        (
          "label_differences",
          .array(
            comparison.labelDifferences.map { difference in
              switch difference {
              case .category(let one, let other):
                .object([
                  ("kind", .string("category")),
                  ("first", .string(first.table.categories[one].id)),
                  ("second", .string(second.table.categories[other].id)),
                ])
              case .group(let one, let other):
                .object([
                  ("kind", .string("group")),
                  ("first", .string(first.table.groups[one].id)),
                  ("second", .string(second.table.groups[other].id)),
                ])
              }
            })
        ))
    }
    return .object(members)
  }

  private func cutOffJSON(_ change: DecisionComparison.CutOffChange) -> JSONValue {
    func side(_ cutOff: DecisionComparison.CutOff?) -> JSONValue {
      guard let cutOff else { return .null }
      return .object([
        ("value", .number(cutOff.value.description)),
        ("belongs", .string(cutOff.belongsAbove ? "above" : "below")),
        ("written", .number(cutOff.written.description)),
      ])
    }
    let (kind, one, other): (String, DecisionComparison.CutOff?, DecisionComparison.CutOff?) =
      switch change {
      case .same(let a, let b): ("same", a, b)
      case .sideChanged(let a, let b): ("side-changed", a, b)
      case .moved(let a, let b): ("moved", a, b)
      case .onlyInFirst(let a): ("first-only", a, nil)
      case .onlyInSecond(let b): ("second-only", nil, b)
      }
    return .object([("change", .string(kind)), ("first", side(one)), ("second", side(other))])
  }

  /// A compared standard as both diff reports write it: its identity and its rounding.
  static func standardJSON(_ standard: Standard, _ language: DisplayLanguage) -> JSONValue {
    var members = ClassificationOutput.standardJSON(standard, language).objectMembers
    switch standard.table.rounding {
    case .none:
      members.append(("rounding", .string("none")))
    case .decimals(let decimals, let mode):
      members.append(
        (
          "rounding",
          .object([("decimals", .number(String(decimals))), ("mode", .string(mode.rawValue))])
        ))
    }
    return .object(members)
  }

  private func rangeJSON(_ range: ComparedRange, _ language: DisplayLanguage) -> JSONValue {
    func bound(_ value: ExactDecimal?, _ inclusive: Bool) -> JSONValue {
      value.map { .object([("value", .number($0.description)), ("inclusive", .bool(inclusive))]) }
        ?? .null
    }
    func category(_ category: BMICategory) -> JSONValue {
      .object([
        ("id", .string(category.id)), ("label", .string(category.label[language.tag])),
        ("healthy", .bool(category.isHealthy)),
      ])
    }
    return .object([
      ("interval", .string(range.interval.description)),
      ("lower", bound(range.interval.lower.value, range.interval.lower.isInclusive)),
      ("upper", bound(range.interval.upper.value, range.interval.upper.isInclusive)),
      ("agrees", .bool(range.agrees)),
      ("first", category(range.firstCategory)),
      ("second", category(range.secondCategory)),
    ])
  }
}
