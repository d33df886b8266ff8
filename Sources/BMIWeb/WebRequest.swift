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
/// | `standard` | a compiled-in standard's id or alias, any ASCII case | the first one |
/// | `lang` | language tag of labels; messages are Korean for `ko`, else English | `en` |
/// | `units` | `metric` (plain numbers in cm and kg) or `imperial` (in and lb) | `metric` |
/// | `chart` | `1` for the standard's SVG chart with the person marked | none |
package struct WebRequest: Sendable {
  /// The height as typed, if given.
  package var height: String?
  /// The weight as typed, if given.
  package var weight: String?
  /// A BMI as typed, if given.
  package var bodyMassIndex: String?
  /// The standard's name as given, if any.
  package var standardName: String?
  /// The language of labels and messages.
  package var language: DisplayLanguage
  /// The units of the axes, and of heights and weights typed without a unit.
  package var units: ChartUnits
  /// Whether the answer carries the chart.
  package var wantsChart: Bool

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
    standardName = field("standard")
    language = DisplayLanguage(tag: field("lang") ?? "en")
    units = field("units") == ChartUnits.imperial.rawValue ? .imperial : .metric
    wantsChart = field("chart") == "1"
  }

  /// The unit of a height typed as a plain number.
  var heightUnit: HeightUnit { units == .imperial ? .inches : .centimetres }

  /// The unit of a weight typed as a plain number.
  var weightUnit: WeightUnit { units == .imperial ? .pounds : .kilograms }
}
