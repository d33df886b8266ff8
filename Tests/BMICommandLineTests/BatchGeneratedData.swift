import BMIBuiltIns
import BMICore
import Testing

@testable import BMIBatch
@testable import BMIMeasurement

/// Generated people for differential tests: ordinary values, exact cut-off hits, rounding
/// midpoints, neighbours a millionth away, and every kind of bad or unusual text.
struct BatchGeneratedData {
  /// One person as typed in a file.
  struct Row {
    let id: Int
    let height: String
    let weight: String
  }

  /// Texts that are not plain decimals, for both columns.
  static let oddTexts = [
    "", " ", "abc", "-170", "-65.5", "0", "0.0", "1,700", "170cm", "1.70m", "5'7\"", "65kg",
    "143lb", "10st3lb", "170.", "0170", "1e2", "\t170", "170\t", "300.1", "19.9", "0.19",
    "700.5", "9999999999999", "170.1234567", "\u{00A0}170", "170 .5", "+170", "١٧٠", "65,25",
    "65,250", "1.5,0", "NaN", "inf", "\"", "x\"y", "170;5",
  ]

  let rows: [Row]

  /// `count` rows for `standard`, the same for the same seed.
  init(count: Int, seed: UInt64, standard: Standard) {
    var random = SplitMix64(seed: seed)
    let cutOffs = BatchStandards.cutOffs(standard)
    var rows: [Row] = []
    for id in 1...count {
      let kind = Int.random(in: 0..<100, using: &random)
      let (height, weight): (String, String)
      switch kind {
      case 0..<45:
        let h = Int64.random(in: 1_400...2_000, using: &random) * 100_000
        let bmi = Int64.random(in: 150...450, using: &random)
        let w = bmi * (h / 1_000_000) * (h / 1_000_000) / 10 / 100_000 * 100_000
        (height, weight) = (decimalText(h, decimals: 1), decimalText(max(w, 200_000), decimals: 1))
      case 45..<60:
        // Exactly on a cut-off: at 200 cm the weight is four times the BMI.
        let bound = cutOffs.randomElement(using: &random)!
        let h: Int64 = [100, 200, 50, 250].randomElement(using: &random)! * 1_000_000
        let w = bound * (h / 1_000_000) * (h / 1_000_000) / 10_000
        (height, weight) = (decimalText(h, decimals: 1), Self.shortest(w))
      case 60..<75:
        // Rounding midpoints and their neighbours around a cut-off.
        let bound = cutOffs.randomElement(using: &random)!
        let step: Int64 = [50_000, 5_000, 500, 50, 5].randomElement(using: &random)!
        let bmi =
          bound + step * Int64.random(in: -3...3, using: &random)
          + Int64.random(in: -1...1, using: &random)
        (height, weight) = ("200", Self.shortest(bmi * 4))
      case 75..<80:
        let h = Int64.random(in: 1_300_000...2_100_000, using: &random) * 100
        let w = Int64.random(in: 300_000...1_500_000, using: &random) * 100
        (height, weight) = (decimalText(h, decimals: 4), decimalText(w, decimals: 4))
      case 80..<88:
        let h =
          "\(Int.random(in: 150...190, using: &random)).\(Int.random(in: 0...9, using: &random))"
        let w =
          "\(Int.random(in: 45...95, using: &random)),\(Int.random(in: 0...9, using: &random))"
        let pad = [" ", "  ", ""].randomElement(using: &random)!
        (height, weight) = (pad + h + pad, w)
      default:
        let odd = Self.oddTexts.randomElement(using: &random)!
        let normal = "\(Int.random(in: 50...90, using: &random))"
        (height, weight) =
          Bool.random(using: &random)
          ? (odd, normal) : ("\(Int.random(in: 150...190, using: &random))", odd)
      }
      rows.append(Row(id: id, height: height, weight: weight))
    }
    self.rows = rows
  }

  /// The fewest decimals that write `millionths` exactly.
  static func shortest(_ millionths: Int64) -> String {
    ExactDecimal(millionths: millionths).description
  }

  /// The rows as CSV with columns `id,height_cm,weight_kg`, quoting fields that need it and
  /// some that do not, with LF or CRLF line ends.
  func csv(crlf: Bool = false, quoteEverything: Bool = false) -> String {
    let end = crlf ? "\r\n" : "\n"
    var text = "id,height_cm,weight_kg" + end
    for row in rows {
      text += "\(row.id),\(Self.field(row.height, quote: quoteEverything)),"
      text += Self.field(row.weight, quote: quoteEverything) + end
    }
    return text
  }

  /// The rows as tab-separated values with columns `id`, `height_cm` and `weight_kg`,
  /// values as they are (a value holding a tab makes the row longer), LF or CRLF line
  /// ends, and a header row unless `header` is false.
  func tsv(crlf: Bool = false, header: Bool = true) -> String {
    let end = crlf ? "\r\n" : "\n"
    var text = header ? "id\theight_cm\tweight_kg" + end : ""
    for row in rows {
      text += "\(row.id)\t\(row.height)\t\(row.weight)" + end
    }
    return text
  }

  /// The rows as JSON Lines, values as JSON strings.
  func jsonLines() -> String {
    rows.map { row in
      let height = String(decoding: JSONText.quoted(Array(row.height.utf8)), as: UTF8.self)
      let weight = String(decoding: JSONText.quoted(Array(row.weight.utf8)), as: UTF8.self)
      return "{\"id\":\(row.id),\"height_cm\":\(height),\"weight_kg\":\(weight)}\n"
    }.joined()
  }

  static func field(_ text: String, quote: Bool) -> String {
    let needs = text.contains(",") || text.contains("\"") || text.contains("\n")
    guard needs || quote else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}

/// What `bmi classify` answers for one person, by the same calls its input reading makes
/// (`PersonInput.read`): parse the height, then the weight, check the BMI, then classify by
/// exact fractions alone (the reference the integer engine is held to).
/// An empty or blank value is batch's `missing-value`.
func classifyReference(
  height: String, weight: String, standard: Standard, heightUnit: HeightUnit = .centimetres,
  weightUnit: WeightUnit = .kilograms
) -> (bmi: String, category: String, error: String) {
  for text in [height, weight] where text.allSatisfy({ $0 == " " }) {
    return ("", "", "missing-value")
  }
  do throws(MeasurementError) {
    let typedHeight = try Height(parsing: height, defaultUnit: heightUnit)
    let typedWeight = try Weight(parsing: weight, defaultUnit: weightUnit)
    guard
      let bmi = BodyMassIndex(
        heightCentimetres: typedHeight.centimetres, weightKilograms: typedWeight.kilograms)
    else { return ("", "", "no-bmi") }
    try Plausibility.check(bodyMassIndex: bmi.value)
    let classification = standard.classifyExactly(bmi)
    return (classification.displayBMI, classification.category.id, "")
  } catch {
    return ("", "", error.code)
  }
}

/// The records of a CSV text, each a list of unquoted fields (RFC 4180), read
/// independently of the batch scanner.
func csvRecords(_ text: String) -> [[String]] {
  var records: [[String]] = []
  var fields: [String] = []
  var field = ""
  var quoted = false
  var characters = Array(text.unicodeScalars)[...]
  while let character = characters.popFirst() {
    if quoted {
      if character == "\"" {
        if characters.first == "\"" {
          field.unicodeScalars.append("\"")
          characters.removeFirst()
        } else {
          quoted = false
        }
      } else {
        field.unicodeScalars.append(character)
      }
    } else if character == "\"" && field.isEmpty {
      quoted = true
    } else if character == "," {
      fields.append(field)
      field = ""
    } else if character == "\n" || (character == "\r" && characters.first == "\n") {
      if character == "\r" { characters.removeFirst() }
      fields.append(field)
      records.append(fields)
      fields = []
      field = ""
    } else {
      field.unicodeScalars.append(character)
    }
  }
  if !field.isEmpty || !fields.isEmpty {
    fields.append(field)
    records.append(fields)
  }
  return records
}
