import BMICore
import BMIMeasurement

/// Why a height–weight chart could not be laid out as asked.
public enum BMIChartError: Error, Sendable, Equatable {
  /// The standard classifies something other than BMI (a waist, a ratio, BMI for age), which
  /// a height–weight chart cannot show; its id and measure are given.
  case notBMI(standard: String, measure: Measure)
  /// The section position is not one of the standard's sections.
  case sectionOutOfRange(Int, count: Int, standard: String)
  /// The person's section could not be found (a missing sex or age, say), or their height
  /// and weight make no possible BMI.
  case person(MeasurementError)
}

extension BMIChartError: BMIKitError {
  /// The stable code: `chart.not-bmi`, `chart.section-out-of-range`, or the person's own
  /// (`missing-age`, `implausible-bmi`, …).
  public var code: String {
    switch self {
    case .notBMI: "chart.not-bmi"
    case .sectionOutOfRange: "chart.section-out-of-range"
    case .person(let error): error.code
    }
  }

  /// The explanation in English, or Korean for `ko`, saying what to do instead.
  ///
  /// - Parameter language: A language tag.
  public func message(for language: String) -> String {
    switch self {
    case .notBMI(let standard, let measure):
      LocalizedText([
        "en": "\(standard) classifies \(measure.symbol), not BMI, so it has no height–weight "
          + "chart; draw a BMI-for-age standard with BMIForAgeChart, or classify instead",
        "ko": "\(standard) 기준은 BMI가 아니라 \(measure.symbol) 값을 분류하므로 키-몸무게 "
          + "차트가 없습니다. 나이별 BMI 기준은 BMIForAgeChart로 그리거나 분류만 하세요",
      ]).text(for: language)
    case .sectionOutOfRange(let index, let count, let standard):
      LocalizedText([
        "en": "\(standard) has \(count) section(s), numbered from 0; section \(index) is not "
          + "one of them; use sectionIndex(for:) to find a person's section",
        "ko": "\(standard) 기준의 구간은 0부터 \(count)개입니다. \(index)번 구간은 없습니다. "
          + "sectionIndex(for:)로 사람의 구간을 찾으세요",
      ]).text(for: language)
    case .person(let error): error.message(for: language)
    }
  }

  /// `code: message`, in English.
  public var description: String { "\(code): \(message(for: "en"))" }
}

extension BMIForAgeChartError: BMIKitError {
  /// The explanation in English, or Korean for `ko`, saying what to do instead.
  ///
  /// - Parameter language: A language tag.
  public func message(for language: String) -> String {
    switch self {
    case .notBMIForAge(let standard):
      LocalizedText([
        "en": "\(standard) does not classify BMI for age; draw it with BMIChart",
        "ko": "\(standard) 기준은 나이별 BMI 기준이 아닙니다. BMIChart로 그리세요",
      ]).text(for: language)
    case .markSexDiffers(let chart, let mark):
      LocalizedText([
        "en": "the chart is for sex \(chart.rawValue) and the child is \(mark.rawValue); "
          + "draw the child's sex or leave the sex out",
        "ko": "차트의 성별(\(chart.rawValue))과 아이의 성별(\(mark.rawValue))이 다릅니다. "
          + "아이의 성별로 그리거나 성별을 빼세요",
      ]).text(for: language)
    case .markNotClassified(let error): error.message(for: language)
    }
  }

  /// `code: message`, in English.
  public var description: String { "\(code): \(message(for: "en"))" }
}
