import BMIKit
import BMISupport

/// The messages of FHIR output.
extension Message {
  static let optionClassifyFormatHelp = Message(
    en: "Output format: text for people, json for programs, fhir for a FHIR R4 Bundle.",
    ko: "출력 형식: 사람에게는 text, 프로그램에는 json, FHIR R4 Bundle은 fhir.")
  static let optionFHIRDateHelp = Message(
    en: "With --format fhir-ndjson: when the measurements were taken, as 2026-03-14 or "
      + "2026-03-14T09:30:00+09:00 (default: now).",
    ko: "--format fhir-ndjson과 함께: 측정한 때. 2026-03-14 또는 2026-03-14T09:30:00+09:00 형식 "
      + "(기본값: 지금).")
  static let optionPatientHelp = Message(
    en: "With --format fhir: the patient's FHIR id, written as the subject Patient/<id>.",
    ko: "--format fhir와 함께: 환자의 FHIR id. subject에 Patient/<id>로 씁니다.")

  static func invalidFHIRDate(_ text: String) -> Message {
    let text = VisibleText.excerpt(text)
    return Message(
      en: "The value '\(text)' is invalid for '--date <date>'. Give a date such as 2026-03-14, "
        + "or a time with its offset such as 2026-03-14T09:30:00+09:00 or 2026-03-14T00:30:00Z.",
      ko: "'--date <date>'에 '\(text)' 값은 쓸 수 없습니다. 2026-03-14 같은 날짜, 또는 "
        + "2026-03-14T09:30:00+09:00, 2026-03-14T00:30:00Z처럼 시간대가 붙은 시각을 주세요.")
  }

  static func invalidPatientID(_ text: String) -> Message {
    let text = VisibleText.excerpt(text)
    return Message(
      en: "The value '\(text)' is invalid for '--patient <id>'. A FHIR id has 1 to 64 ASCII "
        + "letters, digits, '-' and '.', such as 123 or pat-7.",
      ko: "'--patient <id>'에 '\(text)' 값은 쓸 수 없습니다. FHIR id는 ASCII 영문자, 숫자, "
        + "'-', '.'로 된 1~64자입니다(예: 123, pat-7).")
  }

  static func optionNeedsFHIR(_ option: String, format: String) -> Message {
    Message(
      en: "--\(option) is written only into FHIR output; add --format \(format), or leave "
        + "--\(option) out.",
      ko: "--\(option, particle: .topic) FHIR 출력에만 씁니다. --format \(format, particle: .object) 더하거나 "
        + "--\(option, particle: .object) 빼세요.")
  }
}
