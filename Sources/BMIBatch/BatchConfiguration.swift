import BMICore
import BMIMeasurement
import BMIPlatform

/// What a batch run reads and writes: formats, columns, default units, the label column,
/// and whether the first bad row stops the run.
public struct BatchConfiguration: Sendable {
  /// A table format batch reads and writes.
  public enum Format: String, Sendable, CaseIterable {
    /// RFC 4180 comma-separated values with a header row.
    case csv
    /// One JSON object per line.
    case jsonl
  }

  /// The separator of delimited text.
  public enum Delimiter: String, Sendable, CaseIterable {
    /// A comma: RFC 4180 CSV, with quoted fields.
    case comma = ","
    /// A semicolon, quoted as CSV is: what spreadsheets export in countries that write a
    /// decimal comma (`1,70`), whose values then need no quotes.
    case semicolon = ";"
    /// A tab: tab-separated values as Hive's text format and Spark's script transforms
    /// write them, without quoting, `\N` alone in a field being no value (SQL's `NULL`).
    case tab
  }

  /// The input's format.
  public var inputFormat: Format = .csv
  /// The separator of a CSV input's fields and of CSV output's: with ``Delimiter/tab``,
  /// tab-separated values are read and written. Quotes are then ordinary characters, a
  /// field of `\N` alone is no value, and the answers a row lacks (the BMI and category of
  /// a flagged row, the error of a classified one) are written as `\N`. JSON Lines input
  /// written as CSV is always comma-separated.
  public var delimiter: Delimiter = .comma
  /// The output's format; `nil` writes the input's.
  public var outputFormat: Format?
  /// The height column's name; `nil` looks for `height_cm`, then `height`.
  public var heightColumn: String?
  /// The weight column's name; `nil` looks for `weight_kg`, then `weight`.
  public var weightColumn: String?
  /// The BMI column's name, classified when there is no height and weight; `nil` looks for
  /// `bmi`.
  public var bmiColumn: String?
  /// The sex column's name; `nil` looks for `sex`.
  public var sexColumn: String?
  /// The age column's name; `nil` looks for `age`. Ages are in years unless written with a
  /// unit (`30mo`, `400d`).
  public var ageColumn: String?
  /// The column of children's ages in days, for a BMI-for-age standard; `nil` looks for
  /// `age_days`. A plain number is a number of days (`1802`).
  public var ageDaysColumn: String?
  /// The column of children's ages in months, for a BMI-for-age standard; `nil` looks for
  /// `age_months`. A plain number is a number of months (`114.5`).
  public var ageMonthsColumn: String?
  /// The column of dates of birth (`YYYY-MM-DD`), for a BMI-for-age standard; `nil` looks
  /// for `birth_date`. With ``dateColumn``, the age is the whole days between the dates.
  public var birthDateColumn: String?
  /// The column of dates of measurement (`YYYY-MM-DD`), with ``birthDateColumn``; `nil`
  /// looks for `date`.
  public var dateColumn: String?
  /// The waist column's name; `nil` looks for `waist_cm`, then `waist`. Waists are in
  /// centimetres unless written with a unit (`33.5in`).
  public var waistColumn: String?
  /// The family background column's name; `nil` looks for `background`.
  public var backgroundColumn: String?
  /// The unit of heights written without one.
  public var heightUnit: HeightUnit = .centimetres
  /// The unit of weights written without one.
  public var weightUnit: WeightUnit = .kilograms
  /// Whether a `label` column follows `error`.
  public var includesLabel = false
  /// Whether an `error_detail` column follows: what is wrong with a flagged row, in
  /// ``language``, and what to do about it; empty for classified rows.
  public var includesErrorDetail = false
  /// Whether a `groups` column follows: the ids of the category's groups (`overweight`),
  /// separated by `;` in CSV and as an array in JSON Lines.
  public var includesGroups = false
  /// The language of labels, such as `en` or `ko`.
  public var language = "en"
  /// Whether the first bad row stops the run.
  public var isStrict = false
  /// The names of a CSV input's columns when it has no header row, as when a data engine
  /// pipes the rows of one partition through batch; the output then has no header row
  /// either, and an empty input gives an empty output. `nil` reads the names from the
  /// first record.
  public var headerlessColumns: [String]?
  /// How many threads classify rows. With 1, the calling thread reads, classifies and
  /// writes; with more, the input is cut into chunks at record boundaries, classified side
  /// by side, and written in input order: the same bytes, the same counts, the same first
  /// error. The default is one per processor.
  public var threadCount = BatchConfiguration.processorCount
  /// The bytes of input in a chunk when more than one thread runs; tests make it small to
  /// cut records everywhere.
  package var chunkLength = 1 << 20
  /// Whether common records may take the fast lane; tests turn it off to compare the two
  /// paths.
  package var allowsFastLane = true
  /// The name messages give the input: a path, or `standard input`.
  public var inputName = "standard input"

  /// Column names tried for heights when none is given.
  package static let defaultHeightColumns = ["height_cm", "height"]
  /// Column names tried for weights when none is given.
  package static let defaultWeightColumns = ["weight_kg", "weight"]
  /// Column name tried for BMIs when none is given.
  package static let defaultBMIColumns = ["bmi"]

  /// The number of processors this process may run on: the default ``threadCount``.
  package static var processorCount: Int { WorkerThread.availableProcessors }

  /// The column names tried for an input: the one named by the run's options, else the
  /// defaults (`sex`; `age`; `background`; `waist_cm`, `waist`; the height and weight
  /// names).
  ///
  /// - Parameter input: An input.
  package func columnNames(for input: InputName) -> [String] {
    switch input {
    case .sex: sexColumn.map { [$0] } ?? ["sex"]
    case .age: ageColumn.map { [$0] } ?? ["age"]
    case .background: backgroundColumn.map { [$0] } ?? ["background"]
    case .waist: waistColumn.map { [$0] } ?? ["waist_cm", "waist"]
    case .height: heightColumn.map { [$0] } ?? Self.defaultHeightColumns
    case .weight: weightColumn.map { [$0] } ?? Self.defaultWeightColumns
    }
  }

  /// The defaults: CSV in and out, columns found by name, centimetres and kilograms.
  public init() {}

  /// The format written.
  package var resolvedOutputFormat: Format { outputFormat ?? inputFormat }

  /// How a CSV input's fields, and CSV output's, are separated and quoted.
  var dialect: TextDialect { inputFormat == .csv ? TextDialect(delimiter) : .csv }

}
