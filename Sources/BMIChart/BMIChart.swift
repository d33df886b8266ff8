import BMICore
import BMIMeasurement
import BMISupport

/// A person to mark on a chart, measured exactly.
public struct ChartMark: Sendable {
  /// The height.
  public let height: Height
  /// The weight.
  public let weight: Weight
  /// Their BMI.
  package let bodyMassIndex: BodyMassIndex

  /// Height in centimetres.
  package var heightCentimetres: Rational { height.centimetres }
  /// Weight in kilograms.
  package var weightKilograms: Rational { weight.kilograms }

  /// Creates a mark.
  ///
  /// - Parameters:
  ///   - height: The height.
  ///   - weight: The weight.
  /// - Throws: ``/BMIMeasurement/MeasurementError`` when the two make a BMI no person can have.
  public init(height: Height, weight: Weight) throws(MeasurementError) {
    self.height = height
    self.weight = weight
    self.bodyMassIndex = try BMIMeasurement.bodyMassIndex(height: height, weight: weight)
  }
}

/// The classic height–weight chart of a standard: one coloured band per category between
/// its exact cut-off curves, a legend, the source, and optionally a marked person.
public struct BMIChart: Sendable {
  /// The standard drawn.
  public let standard: Standard
  /// The language tag of labels and texts, such as `en`, `ko` or `ko_KR`.
  public let languageTag: String
  /// The language of labels and texts.
  let language: DisplayLanguage
  /// The units of the axes.
  public let units: ChartUnits
  /// The person marked, if any.
  public let mark: ChartMark?
  /// The position of the section drawn; 0 for a standard without sections.
  public let sectionIndex: Int

  /// The table drawn: the section's.
  var table: ClassificationTable { standard.sections[sectionIndex].table }

  /// One category's band.
  struct Band: Sendable {
    let categoryIndex: Int
    let category: BMICategory
    /// The exact BMI range the category receives, rounding included.
    let exactInterval: Interval
    let colour: ChartColour
    /// The outline in pixels; empty when the band misses the plot.
    let outline: [ChartPoint]
    let label: PlacedLabel?
    /// The band's number outside the plot, when `label` found no room inside.
    var leader: LeaderLabel?
  }

  /// The marked person, placed and classified.
  struct PlacedMark: Sendable {
    let position: ChartPoint
    let classification: Classification
    /// The label's first line: BMI and category.
    let heading: String
    /// The label's second line: the measurements.
    let detail: String
    /// The label, beside the point and inside the plot.
    let label: ChartMarkLabel
  }

  let layout: ChartLayout
  /// The title and subtitle, laid out for the width.
  let header: [SVGElement]
  let geometry: ChartGeometry
  let bands: [Band]
  let placedMark: PlacedMark?

  /// Lays out a chart.
  ///
  /// - Parameters:
  ///   - standard: The standard to draw.
  ///   - language: The language tag of labels and texts (`en`, `ko`, `ko-KR`, `ko_KR`);
  ///     labels come from the standard, the chart's own texts are English or Korean.
  ///   - units: The units of the axes.
  ///   - mark: A person to mark; the axes widen to show them.
  ///   - section: The section to draw, for a standard with several (such as
  ///     `Standard.sectionIndex(for:)` gives for a person).
  ///   - width: The picture's width in pixels, at least 280. Below 720 the chart is laid out
  ///     for a phone: the legend under the plot, fewer ticks, no text under 10 pixels, so
  ///     shown at this width every text is at least 10 CSS pixels.
  /// - Throws: ``BMIChartError/notBMI(standard:measure:)`` for a standard of another measure
  ///   (a waist, a ratio, BMI for age), which a height–weight chart cannot show;
  ///   ``BMIChartError/sectionOutOfRange(_:count:standard:)`` for a section it does not have.
  public init(
    standard: Standard, language: String = "en", units: ChartUnits = .metric,
    mark: ChartMark? = nil, section: Int = 0, width: Double = 960
  ) throws(BMIChartError) {
    guard standard.measure == .bmi else {
      throw .notBMI(standard: standard.identity.id, measure: standard.measure)
    }
    guard standard.sections.indices.contains(section) else {
      throw .sectionOutOfRange(
        section, count: standard.sections.count, standard: standard.identity.id)
    }
    self.standard = standard
    self.sectionIndex = section
    self.languageTag = language
    let language = DisplayLanguage(tag: language)
    self.language = language
    self.units = units
    self.mark = mark

    let layout = ChartLayout(width: width)
    self.layout = layout
    let table = standard.sections[section].table
    let header = layout.header(
      title: standard.name[language.tag], subtitle: ChartText.subtitle.text(in: language))
    self.header = header.elements
    var heightAxis = units.defaultHeightAxis
    var weightAxis = units.defaultWeightAxis
    var markValues: (height: Double, weight: Double)?
    if let mark {
      let values = (
        height: units.heightOnAxis(centimetres: mark.heightCentimetres.doubleValue),
        weight: units.weightOnAxis(kilograms: mark.weightKilograms.doubleValue)
      )
      heightAxis = heightAxis.including(values.height)
      weightAxis = weightAxis.including(values.weight)
      markValues = values
    }
    let plot: ChartGeometry.Rect
    if layout.isNarrow {
      // The cut-offs' labels, then the leaders' numbers, go beside the plot's right edge.
      let plotWidth = layout.plotWidth(rightLabels: 36)
      plot = ChartGeometry.Rect(
        x: layout.plotX, y: header.bottom + 34, width: plotWidth,
        height: min(440, plotWidth * 1.1))
      heightAxis = heightAxis.thinned(length: plot.width, spacing: 36)
      weightAxis = weightAxis.thinned(length: plot.height, spacing: 18)
    } else {
      plot = ChartGeometry.Rect(x: 84, y: 100, width: layout.width - 400, height: 440)
    }
    let geometry = ChartGeometry(
      units: units, heightAxis: heightAxis, weightAxis: weightAxis, plot: plot)
    self.geometry = geometry

    let placedMark = mark.flatMap { mark in
      markValues.map {
        Self.place(
          mark, at: geometry.point(height: $0.height, weight: $0.weight), standard: standard,
          section: section, language: language, units: units, plot: geometry.plot,
          layout: layout)
      }
    }
    self.placedMark = placedMark
    // Band labels keep clear of the mark and its label.
    let obstacles =
      placedMark.map { [$0.label.box, ChartParts.ringBounds(around: $0.position)] } ?? []

    let colours = ChartPalette.colours(
      count: table.categories.count, healthyIndex: table.healthyIndex)
    var bands = zip(table.categories.indices, table.exactIntervals).map { index, interval in
      let lower = interval.lower.value?.doubleValue
      let upper = interval.upper.value?.doubleValue
      let category = table.categories[index]
      let label =
        geometry.placeLabel(
          category.label[language.tag], fontSize: 12, lowerBMI: lower, upperBMI: upper,
          avoiding: obstacles)
        ?? geometry.placeLabel(
          String(index + 1), fontSize: 10, lowerBMI: lower, upperBMI: upper, avoiding: obstacles)
      return Band(
        categoryIndex: index, category: category, exactInterval: interval,
        colour: colours[index], outline: geometry.bandOutline(lowerBMI: lower, upperBMI: upper),
        label: label)
    }
    // Every visible band is labelled: those too narrow for their number inside get it
    // outside, on a leader line.
    let unlabelled = bands.indices.reversed().filter {
      bands[$0].label == nil && !bands[$0].outline.isEmpty
    }
    let leaders = geometry.leaderLabels(
      for: unlabelled.map {
        (
          String($0 + 1), bands[$0].exactInterval.lower.value?.doubleValue,
          bands[$0].exactInterval.upper.value?.doubleValue
        )
      })
    for (index, leader) in zip(unlabelled, leaders) { bands[index].leader = leader }
    self.bands = bands
  }

  /// Lays out the chart of a person's own section, with the person marked when their height
  /// and weight are known: a 72-year-old under `glim-2019` is drawn in the section for 70
  /// and over, not the first.
  ///
  /// - Parameters:
  ///   - standard: The standard to draw.
  ///   - person: The person; what the standard's sections are chosen by (the sex, the age,
  ///     …) is needed.
  ///   - language: The language tag of labels and texts.
  ///   - units: The units of the axes.
  ///   - width: The picture's width in pixels, at least 280; below 720 laid out for a phone.
  /// - Throws: ``BMIChartError/person(_:)`` with `missing-…` or `…-outside-standard` when
  ///   the person's section cannot be found, or `implausible-bmi`; `.notBMI` as
  ///   ``init(standard:language:units:mark:section:width:)``.
  public init(
    standard: Standard, person: Person, language: String = "en", units: ChartUnits = .metric,
    width: Double = 960
  ) throws(BMIChartError) {
    guard standard.measure == .bmi else {
      throw .notBMI(standard: standard.identity.id, measure: standard.measure)
    }
    let section: Int
    do throws(InputError) {
      section = try standard.sectionIndex(for: person.inputValues)
    } catch {
      throw .person(MeasurementError(error, person: person, standard: standard))
    }
    var mark: ChartMark?
    if let height = person.height, let weight = person.weight {
      do throws(MeasurementError) {
        mark = try ChartMark(height: height, weight: weight)
      } catch {
        throw .person(error)
      }
    }
    try self.init(
      standard: standard, language: language, units: units, mark: mark, section: section,
      width: width)
  }

  private static func place(
    _ mark: ChartMark, at position: ChartPoint, standard: Standard, section: Int,
    language: DisplayLanguage, units: ChartUnits, plot: ChartGeometry.Rect, layout: ChartLayout
  ) -> PlacedMark {
    // The initialiser checked the measure and the section.
    let classification = standard.classifyInSection(
      MeasuredValue(mark.bodyMassIndex), section: section, bodyMassIndex: mark.bodyMassIndex)
    let heading =
      "BMI \(classification.displayBMI) · " + classification.category.label[language.tag]
    let detail = MarkFormatting.measurements(of: mark, in: units)
    return PlacedMark(
      position: position, classification: classification, heading: heading, detail: detail,
      label: ChartMarkLabel(
        heading: heading, detail: detail, beside: position, in: plot, layout: layout))
  }

  /// Where the plot sits in a picture 960 pixels wide, in pixels.
  static let plotArea = ChartGeometry.Rect(x: 84, y: 100, width: 560, height: 440)

  /// A curve between neighbouring bands: where it is drawn and the number it is labelled with.
  struct Boundary: Sendable {
    /// The exact BMI where one band ends and the next begins, rounding included (18.45).
    let exact: ExactDecimal
    /// The cut-off as the source writes it: the next category's lower bound (18.5), or the
    /// exact BMI when that category has no written lower bound.
    let cutOff: ExactDecimal
  }

  /// The boundaries between neighbouring bands, in ascending order.
  var boundaries: [Boundary] {
    let categories = table.categories
    return zip(table.exactIntervals.dropLast(), categories.dropFirst()).compactMap {
      interval, next in
      interval.upper.value.map { Boundary(exact: $0, cutOff: next.interval.lower.value ?? $0) }
    }
  }
}
