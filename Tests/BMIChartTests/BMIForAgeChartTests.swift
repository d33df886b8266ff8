import BMIBuiltIns
import BMICore
import Foundation
import Testing

@testable import BMIChart

/// The BMI-for-age chart: a well-formed SVG, curves through the reference's values, the
/// child's point in the band of the category the engine gives, labels in every language.
struct BMIForAgeChartTests {
  static let ids = [
    "who-2006-bmi-for-age", "who-2007-bmi-for-age", "cdc-2000-bmi-for-age", "kdca-2017-bmi-for-age",
    "uk90-bmi-for-age", "iotf-2012",
  ]

  /// The percentile lines of each percentile standard: the median and its cut-offs.
  static let percentileLines = [
    "cdc-2000-bmi-for-age": [5, 50, 85, 95], "kdca-2017-bmi-for-age": [5, 50, 85, 95],
    "uk90-bmi-for-age": [2, 50, 91, 98],
  ]

  static func standard(_ id: String) throws -> Standard {
    try #require(BuiltInStandards.standard(id: id))
  }

  /// Each standard's chart of both sexes, laid out once for every test that reads it.
  static let bothSexes: [String: BMIForAgeChart] = {
    var charts: [String: BMIForAgeChart] = [:]
    for id in ids {
      if let standard = BuiltInStandards.standard(id: id) {
        charts[id] = try? BMIForAgeChart(standard: standard)
      }
    }
    return charts
  }()

  @Test(arguments: ids)
  func withoutASexBothPanelsAreDrawnWithABandPerCategoryAndEveryLine(_ id: String) throws {
    let standard = try Self.standard(id)
    let chart = try #require(Self.bothSexes[id])
    let root = try ChartXMLDocument.parse(chart.svg())
    #expect(root.name == "svg")
    #expect(root.elements(class: "panel").map { $0["id"] } == ["panel-female", "panel-male"])
    for sex in ["female", "male"] {
      let section = try standard.sectionIndex(for: InputValues(sex: Sex(rawValue: sex)))
      let ids = standard.sections[section].table.categories.map { "band-\(sex)-\($0.id)" }
      let panel = try #require(root.element(id: "panel-" + sex))
      #expect(panel.elements(class: "band").map { $0["id"] } == ids)
      let lines = panel.elements(class: "reference-line").compactMap { $0["id"] }
      let expected =
        standard.measure == .bmiForAgeZ
        ? ["z-minus-3", "z-minus-2", "z-minus-1", "z-0", "z-1", "z-2", "z-3"]
        : try #require(Self.percentileLines[id]).map { "percentile-\($0)" }
          + (chart.reference.tails == .cdcExtended ? ["severe-obesity"] : [])
      #expect(lines == expected.map { "line-\(sex)-\($0)" })
    }
    let ids = root.allElements.compactMap { $0["id"] }
    #expect(Set(ids).count == ids.count, "ids are unique")
    let names = Set(root.allElements.map(\.name))
    #expect(names.isSubset(of: ["svg", "title", "desc", "rect", "text", "g", "path", "circle"]))
  }

  /// Points of a path's `M x y L x y …` data.
  static func points(_ data: String) -> [(x: Double, y: Double)] {
    let numbers = data.split(whereSeparator: { "MLZ ".contains($0) }).compactMap { Double($0) }
    return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
  }

  /// L, M and S at an age drawn at `months`, as the reference's rules look them up.
  static func parameters(
    _ reference: BMIForAgeReference, sex: Sex, months: Double
  ) throws -> (l: Double, m: Double, s: Double) {
    let age: GrowthAge =
      reference.rules == .who2006
      ? .days(Int((months * 30.4375).rounded()))
      : .months(GrowthRational(Int((months * 1000).rounded()), 1000))
    let lms = try reference.table.parameters(sex: sex, age: age)
    return (chartDouble(lms.l), chartDouble(lms.m), chartDouble(lms.s))
  }

  /// M(1 + L·S·z)^(1/L), written here again as the check on the drawing.
  static func bmi(atZ z: Double, _ lms: (l: Double, m: Double, s: Double)) -> Double {
    lms.m * pow(1 + lms.l * lms.s * z, 1 / lms.l)
  }

  @Test(arguments: ids)
  func theMedianAndTheOuterLinesPassThroughTheReferenceWithinAPixel(_ id: String) throws {
    let chart = try #require(Self.bothSexes[id])
    let root = try ChartXMLDocument.parse(chart.svg())
    let isZ = chart.standard.measure == .bmiForAgeZ
    // The median, and the highest line the LMS curve gives directly (+3 SD, the 95th or 98th).
    let top: (id: String, z: Double) =
      id == "uk90-bmi-for-age"
      ? ("percentile-98", 2.0537489106318225) : ("percentile-95", 1.6448536269514722)
    let lines: [(id: String, z: Double)] =
      isZ ? [("z-0", 0), ("z-3", 3), ("z-minus-3", -3)] : [("percentile-50", 0), top]
    for panel in chart.panels {
      for line in lines {
        let path = try #require(root.element(id: "line-\(panel.sex.rawValue)-\(line.id)")?["d"])
        let points = Self.points(path)
        #expect(points.count >= GrowthPanelCurves.sampleCount)
        // Every tenth point, away from the ends, where an age has one row.
        for point in points.enumerated().filter({ $0.offset % 10 == 5 }).map(\.element) {
          let months = panel.values(at: ChartPoint(x: point.x, y: point.y)).months
          let lms = try Self.parameters(chart.reference, sex: panel.sex, months: months)
          let expected = panel.point(months: months, bmi: Self.bmi(atZ: line.z, lms)).y
          #expect(abs(point.y - expected) <= 1, "\(id) \(panel.sex) \(line.id) at \(months) months")
        }
      }
    }
  }

  /// A child placed in the middle of a band, by z (or by the percentile's z for CDC).
  struct Child: Sendable, CustomTestStringConvertible {
    let standard: String
    let sex: Sex
    let months: String
    let z: Double
    var testDescription: String { "\(standard) \(sex) \(months) months z \(z)" }
  }

  static let children: [Child] = {
    var children: [Child] = []
    for (sex, months) in [(Sex.female, "7"), (Sex.male, "41.5")] {
      for z in [-3.6, -2.5, 0.5, 1.5, 2.5, 3.6] {
        children.append(Child(standard: ids[0], sex: sex, months: months, z: z))
      }
    }
    for (sex, months) in [(Sex.female, "114.5"), (Sex.male, "190")] {
      for z in [-3.6, -2.5, 0.5, 1.5, 2.5] {
        children.append(Child(standard: ids[1], sex: sex, months: months, z: z))
      }
    }
    // The 2nd, 30th, 90th and 97th percentiles, away from the lines at the 5th, 50th, 85th and 95th.
    for (sex, months) in [(Sex.female, "50.5"), (Sex.male, "150")] {
      for z in [-2.0537, -0.5244, 1.2816, 1.8808] {
        children.append(Child(standard: ids[2], sex: sex, months: months, z: z))
      }
    }
    return children
  }()

  /// The child's mark and the engine's classification of them.
  static func mark(of child: Child) throws -> (BMIForAgeChartMark, Classification) {
    let standard = try standard(child.standard)
    let reference = try #require(standard.bmiForAgeReference)
    let months = try #require(Double(child.months))
    let lms = try parameters(reference, sex: child.sex, months: months)
    // Beyond ±3, WHO's restricted z continues the 2-to-3 step.
    let side = child.z < 0 ? -1.0 : 1.0
    let value =
      abs(child.z) <= 3
      ? bmi(atZ: child.z, lms)
      : bmi(atZ: 3 * side, lms) + (abs(child.z) - 3)
        * abs(bmi(atZ: 3 * side, lms) - bmi(atZ: 2 * side, lms)) * side
    let bmi = try #require(BodyMassIndex(ChartTestStandards.decimal(String(format: "%.2f", value))))
    let age = try #require(Age(ChartTestStandards.decimal(child.months), .months))
    let mark = BMIForAgeChartMark(sex: child.sex, age: age, bodyMassIndex: bmi)
    let classification = try standard.classifyForAge(
      bmi, inputs: InputValues(sex: child.sex, age: age))
    return (mark, classification)
  }

  /// Even-odd point-in-polygon.
  static func contains(_ polygon: [(x: Double, y: Double)], _ point: (x: Double, y: Double))
    -> Bool
  {
    var inside = false
    var previous = polygon[polygon.count - 1]
    for vertex in polygon {
      if (vertex.y > point.y) != (previous.y > point.y) {
        let x = vertex.x + (point.y - vertex.y) / (previous.y - vertex.y) * (previous.x - vertex.x)
        if point.x < x { inside.toggle() }
      }
      previous = vertex
    }
    return inside
  }

  /// Every child of the table in the long runs, every fifth every day.
  static let sampledChildren = children.enumerated()
    .filter { LongTests.enabled || $0.offset % 5 == 0 }.map(\.element)

  @Test(arguments: sampledChildren)
  func theChildsPointLiesInTheBandOfTheCategoryTheEngineGives(_ child: Child) throws {
    let (mark, classification) = try Self.mark(of: child)
    let chart = try BMIForAgeChart(standard: try Self.standard(child.standard), mark: mark)
    #expect(chart.markClassification?.category.id == classification.category.id)
    let root = try ChartXMLDocument.parse(chart.svg())
    #expect(root.elements(class: "panel").count == 1, "the child's sex chooses the panel")
    let point = try #require(root.element(id: "mark-point"))
    let centre = (x: try #require(point.number("cx")), y: try #require(point.number("cy")))
    let sex = child.sex.rawValue
    for band in root.elements(class: "band") {
      let polygon = Self.points(try #require(band["d"]))
      let expected = band["id"] == "band-\(sex)-\(classification.category.id)"
      #expect(Self.contains(polygon, centre) == expected, "\(band["id"] ?? "")")
    }
    let heading = try #require(root.element(id: "mark-label")).allText
    #expect(heading.hasSuffix(" · " + classification.category.label["en"]))
  }

  @Test func everyCategoryIsReachedByTheChildren() throws {
    var reached: [String: Set<String>] = [:]
    for child in Self.children {
      let (_, classification) = try Self.mark(of: child)
      reached["\(child.standard) \(child.sex)", default: []].insert(classification.category.id)
    }
    for (key, categories) in reached {
      let parts = key.split(separator: " ")
      let standard = try Self.standard(String(parts[0]))
      let section = try standard.sectionIndex(
        for: InputValues(sex: Sex(rawValue: String(parts[1]))))
      #expect(categories == Set(standard.sections[section].table.categories.map(\.id)), "\(key)")
    }
  }

  /// Laid out for a phone (the page's 294-pixel frame at 360 wide, and a wider one), both
  /// panels fit: every text at least 10 pixels and inside the picture, the legend under the
  /// plots, the age ticks apart. The wider one in the long runs.
  @Test(arguments: ids)
  func laidOutForAPhoneBothPanelsFitTheWidth(_ id: String) throws {
    let standard = try Self.standard(id)
    let widths = LongTests.size(everyday: [(294.0, "ko")], long: [(294.0, "ko"), (600, "en")])
    for (width, language) in widths {
      let chart = try BMIForAgeChart(standard: standard, language: language, width: width)
      try NarrowChartCheck.check(chart.svg(), width: width, plots: ["axes-female", "axes-male"])
    }
  }

  /// A marked child's label stays inside the picture too.
  @Test(arguments: sampledChildren)
  func laidOutForAPhoneAMarkedChildFitsTheWidth(_ child: Child) throws {
    let (mark, _) = try Self.mark(of: child)
    let chart = try BMIForAgeChart(
      standard: try Self.standard(child.standard), mark: mark, width: 294)
    try NarrowChartCheck.check(chart.svg(), width: 294, plots: ["axes-" + child.sex.rawValue])
  }
}
