/// Something a standard may need to know about a person besides what it classifies: the
/// inputs a `bmi-standard/2` file declares, and the measurements its measure is made from.
public enum InputName: String, Hashable, Sendable, CaseIterable {
  /// The person's sex, one of ``/BMIGrowth/Sex``.
  case sex
  /// The person's age, in the unit the standard declares (years unless it says otherwise).
  case age
  /// The person's family background, one of the words the standard declares.
  case background
  /// The waist circumference in centimetres.
  case waist = "waist_cm"
  /// The height in centimetres.
  case height = "height_cm"
  /// The weight in kilograms.
  case weight = "weight_kg"

  /// The inputs a file may declare under `inputs:`, and sections may depend on, in the order
  /// the format documents them.
  package static let declarable: [InputName] = [.sex, .age, .background, .waist]

  /// Whether the input's values are words from a declared list (`sex`, `background`) rather
  /// than numbers with a declared range (`age`, `waist_cm`).
  package var isEnumerated: Bool { self == .sex || self == .background }

  /// Whether a file may declare the input under `inputs:`.
  package var isDeclarable: Bool { Self.declarable.contains(self) }
}
