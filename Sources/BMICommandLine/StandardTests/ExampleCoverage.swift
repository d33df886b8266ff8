import BMIKit

/// What a standard file's examples cover: every category reached, every section reached,
/// and both sides of every cut-off at the nearest values of the standard's own grid.
///
/// The grid is the standard's rounding (0.1 for one decimal) or, for an exact standard, a
/// millionth; a BMI-for-age score is compared at the 0.01 its results are written to. The
/// side below a cut-off is covered by a passing example in that section whose compared
/// value is the nearest grid value below it as the bound reads it: 22.9 under `at_most: 22.9`,
/// 24.9 under `below: 25` with one decimal, a value within a millionth below 25 for an exact
/// standard. The side above alike: 23.0 for `at_least: 23`, up to a millionth above `above: 2`.
struct ExampleCoverage: Sendable {
  /// One thing examples should cover, and whether they do.
  struct Target: Sendable {
    /// The target in words, such as `cut-off 25 (section male): 24.9, overweight`.
    let name: String
    /// Whether a passing example covers it.
    let covered: Bool
  }

  /// Every target, in table order.
  let targets: [Target]

  /// How many targets are covered.
  var coveredCount: Int { targets.filter(\.covered).count }

  /// The share covered, as a percentage written with two decimals, rounded down: a
  /// shortfall never shows as 100.
  var percentText: String {
    guard !targets.isEmpty else { return "100.00" }
    let hundredths = coveredCount * 10_000 / targets.count
    let whole = hundredths / 100
    let fraction = hundredths % 100
    return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// Whether the share covered is at least `percent`, compared exactly.
  func reaches(_ percent: ExactDecimal) -> Bool {
    guard !targets.isEmpty else { return true }
    // covered / total ≥ percent / 100, in whole millionths of a percent.
    return Int64(coveredCount) * 100 * ExactDecimal.scale >= percent.millionths
      * Int64(targets.count)
  }

  /// Coverage of the given targets.
  init(targets: [Target]) {
    self.targets = targets
  }

  /// The coverage of a standard by the runs of its examples.
  init(standard: Standard, runs: [ExampleRun]) {
    let passing = runs.compactMap { $0.passed ? $0.classification : nil }
    if standard.isDelegating {
      self.targets = Self.handOvers(of: standard, passing: passing)
      return
    }
    var targets: [Target] = []
    for category in standard.categories {
      targets.append(
        Target(
          name: "category \(category.id)",
          covered: passing.contains { $0.category.id == category.id }))
    }
    let sectioned = standard.sections.count > 1
    for (index, section) in standard.sections.enumerated() {
      let inSection = passing.filter { $0.sectionIndex == index }
      if sectioned {
        targets.append(Target(name: "section \(section.name)", covered: !inSection.isEmpty))
      }
      let step = Self.step(of: section, standard: standard)
      let categories = section.table.categories
      let place = sectioned ? " in section \(section.name)" : ""
      for boundary in 1..<max(categories.count, 1) {
        let below = categories[boundary - 1]
        let above = categories[boundary]
        for side in Self.sides(below: below, above: above, step: step) {
          // A BMI-for-age score is compared exactly or at its own rounding and written to
          // 0.01: a side is covered within 0.01 of the cut-off.
          let window =
            standard.bmiForAgeReference == nil
            ? side.window
            : Interval(
              lower: .atLeast(ExactDecimal(millionths: side.cutOff.millionths - step)),
              upper: .atMost(ExactDecimal(millionths: side.cutOff.millionths + step)))
          let covered = inSection.contains {
            guard $0.categoryIndex == side.categoryIndex(boundary) else { return false }
            if let applied = $0.cutOffsApplied {
              return Self.isNext(
                to: applied, boundary: boundary, bmi: $0.measurement.value, above: side.isAbove,
                step: step)
            }
            return window.contains($0.classifiedValue)
          }
          // A cut-off that moves with age is named, not written as its position.
          let at =
            standard.cutOffReference.map { " next to " + $0.table.names[boundary - 1] }
            ?? " at \(side.value)"
          targets.append(
            Target(
              name: "cut-off \(below.id) | \(above.id)\(place), side \(side.category.id)\(at)",
              covered: covered))
        }
      }
    }
    self.targets = targets
  }

  /// The coverage of a delegating standard: both sides of every hand-over between adjacent
  /// sections, each side covered by a passing example the section hands on (the
  /// categories and cut-offs are the named standards' own, covered by their own examples).
  private static func handOvers(of standard: Standard, passing: [Classification]) -> [Target] {
    let reached = Set(
      passing.compactMap { result in
        result.inputValues.flatMap { try? standard.sectionIndex(for: $0) }
      })
    let sections = standard.sections
    var targets: [Target] = []
    for boundary in 1..<max(sections.count, 2) where boundary < sections.count {
      for index in [boundary - 1, boundary] {
        targets.append(
          Target(
            name: "hand-over \(sections[boundary - 1].name) | \(sections[boundary].name), "
              + "side \(sections[index].name)", covered: reached.contains(index)))
      }
    }
    if sections.count == 1 {
      targets.append(
        Target(name: "section \(sections[0].name)", covered: reached.contains(0)))
    }
    return targets
  }

  /// Whether a BMI compared with cut-offs by age is within one step of the cut-off at the
  /// boundary, at the example's age, on the side asked: `[c − step, c)` below, `[c, c + step)`
  /// above.
  static func isNext(
    to applied: CutOffsApplied, boundary: Int, bmi: Rational, above: Bool, step: Int64
  ) -> Bool {
    guard applied.values.indices.contains(boundary - 1) else { return false }
    let distance = GrowthRational(bmi) - applied.values[boundary - 1]
    let width = GrowthRational(Int(step), 1_000_000)
    return above
      ? distance >= .zero && distance < width
      : distance < .zero && -distance <= width
  }

  /// The step of the standard's grid in a section, in millionths.
  static func step(of section: StandardSection, standard: Standard) -> Int64 {
    if standard.bmiForAgeReference != nil { return 10_000 }
    if let decimals = section.table.rounding.roundingDecimals {
      var step = ExactDecimal.scale
      for _ in 0..<decimals { step /= 10 }
      return step
    }
    return 1
  }

  /// One side of a cut-off: the nearest grid value on it, and the values that cover it.
  struct Side: Sendable {
    /// The cut-off as the table writes it.
    let cutOff: ExactDecimal
    /// The nearest grid value on this side.
    let value: ExactDecimal
    /// The category on this side.
    let category: BMICategory
    /// Whether this is the side above.
    let isAbove: Bool
    /// The values that cover this side.
    let window: Interval

    /// The index of this side's category, given the index of the category above the cut-off.
    func categoryIndex(_ boundary: Int) -> Int { isAbove ? boundary : boundary - 1 }
  }

  /// The two sides of the cut-off between two adjacent categories.
  static func sides(below: BMICategory, above: BMICategory, step: Int64) -> [Side] {
    var sides: [Side] = []
    if let upper = below.interval.upper.value {
      let inclusive = below.interval.upper.isInclusive
      let value = inclusive ? upper : ExactDecimal(millionths: upper.millionths - step)
      // (u − step, u] for at_most u; [u − step, u) for below u.
      let window =
        inclusive
        ? Interval(
          lower: .above(ExactDecimal(millionths: upper.millionths - step)), upper: .atMost(upper))
        : Interval(lower: .atLeast(value), upper: .below(upper))
      sides.append(
        Side(cutOff: upper, value: value, category: below, isAbove: false, window: window))
    }
    if let lower = above.interval.lower.value {
      let inclusive = above.interval.lower.isInclusive
      let value = inclusive ? lower : ExactDecimal(millionths: lower.millionths + step)
      // [l, l + step) for at_least l; (l, l + step] for above l.
      let window =
        inclusive
        ? Interval(
          lower: .atLeast(lower), upper: .below(ExactDecimal(millionths: lower.millionths + step)))
        : Interval(lower: .above(lower), upper: .atMost(value))
      sides.append(
        Side(cutOff: lower, value: value, category: above, isAbove: true, window: window))
    }
    return sides
  }
}
