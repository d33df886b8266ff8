import BMIChart
import BMIMeasurement
import BMISupport

/// What the page asks for one answer, read from its query: the measurements as typed, the
/// standard's name, the language and the units plain numbers are in.
///
/// | field | meaning | default |
/// | --- | --- | --- |
/// | `height`, `weight` | as typed: `170,5`, `5ft 7in`, `143 lb` | — |
/// | `bmi` | a BMI instead of a height and weight, as `bmi classify --bmi` reads it | — |
/// | `waist` | the waist as typed: `91`, `36in` | — |
/// | `sex` | `female` or `male`, as `bmi classify --sex` reads it | — |
/// | `age` | as typed: `42`, `9y6m`, `114mo` | — |
/// | `birth_date`, `date` | `YYYY-MM-DD`, instead of `age`: the age in days between them | — |
/// | `background` | a family background the standard declares | — |
/// | `gestation` | a preterm infant's gestation at birth, weeks+days: `32+4` | — |
/// | `standard` | a compiled-in standard's id or alias, any ASCII case | the first one |
/// | `lang` | language tag of labels; messages are Korean for `ko`, else English | `en` |
/// | `units` | `metric` (plain numbers in cm and kg) or `imperial` (in and lb) | `metric` |
/// | `chart` | `1` for the standard's SVG chart with the person marked | none |
/// | `chart_width` | the chart's width in pixels, as wide as it is shown; under 720 for a phone | `960` |
package struct WebRequest: Sendable {
  /// The height as typed, if given.
  package var height: String?
  /// The weight as typed, if given.
  package var weight: String?
  /// A BMI as typed, if given.
  package var bodyMassIndex: String?
  /// The waist as typed, if given.
  package var waist: String?
  /// The sex as typed, if given.
  package var sex: String?
  /// The age as typed, if given.
  package var age: String?
  /// The date of birth, `YYYY-MM-DD`, if given.
  package var birthDate: String?
  /// The date of measurement, `YYYY-MM-DD`, if given.
  package var date: String?
  /// The family background as typed, if given.
  package var background: String?
  /// The gestation at birth as typed (`32+4`), if given.
  package var gestation: String?
  /// The standard's name as given, if any.
  package var standardName: String?
  /// The language of labels and messages.
  package var language: DisplayLanguage
  /// The units of the axes, and of heights and weights typed without a unit.
  package var units: ChartUnits
  /// Whether the answer carries the chart.
  package var wantsChart: Bool
  /// The chart's width in pixels.
  package var chartWidth: Double

  /// Reads a request from the page's query; an unknown `units` reads as metric and an
  /// empty field as absent.
  ///
  /// - Parameter query: The fields.
  package init(_ query: WebQuery) {
    func field(_ name: String) -> String? {
      guard let value = query[name], !value.isEmpty else { return nil }
      return value
    }
    height = field("height")
    weight = field("weight")
    bodyMassIndex = field("bmi")
    waist = field("waist")
    sex = field("sex")
    age = field("age")
    birthDate = field("birth_date")
    date = field("date")
    background = field("background")
    gestation = field("gestation")
    standardName = field("standard")
    language = DisplayLanguage(tag: field("lang") ?? "en")
    units = field("units") == ChartUnits.imperial.rawValue ? .imperial : .metric
    wantsChart = field("chart") == "1"
    chartWidth = field("chart_width").flatMap { Int($0) }.map { Double(min($0, 4096)) } ?? 960
  }

  /// The units the answer is shown in: imperial when plain numbers are, or when a height,
  /// weight or waist was typed in inches, feet, pounds or stones; metric otherwise.
  var displayUnits: ChartUnits {
    if units == .imperial { return .imperial }
    let typed = [height, weight, waist].compactMap { $0.map { Array($0.lowercased().utf8) } }
    let imperialWords = ["in", "ft", "'", "\"", "lb", "st", "pound", "foot", "feet"].map {
      Array($0.utf8)
    }
    let saysImperial = typed.contains { text in
      imperialWords.contains { Self.bytes(text, contain: $0) }
    }
    return saysImperial ? .imperial : .metric
  }

  /// Whether a run of bytes occurs in a text's bytes (no Foundation in the module).
  static func bytes(_ text: [UInt8], contain word: [UInt8]) -> Bool {
    guard word.count <= text.count else { return false }
    return (0...(text.count - word.count)).contains { start in
      text[start..<(start + word.count)].elementsEqual(word)
    }
  }

  /// The unit of a height typed as a plain number.
  var heightUnit: HeightUnit { units == .imperial ? .inches : .centimetres }

  /// The unit of a weight typed as a plain number.
  var weightUnit: WeightUnit { units == .imperial ? .pounds : .kilograms }

  /// The unit of a waist typed as a plain number.
  var waistUnit: LengthUnit { units == .imperial ? .inches : .centimetres }
}
