/// Where one value lies in the input buffer, and how its bytes relate to its text.
struct FieldSpan: Sendable {
  /// Offset of the value's first byte (inside any quotes).
  var start = 0
  /// Offset just past the value's last byte (before any closing quote).
  var end = 0
  /// Whether the value was quoted: a CSV quoted field or a JSON string.
  var isQuoted = false
  /// Whether the bytes hold escapes (a doubled quote in CSV, a backslash in JSON), so they
  /// are not the text itself.
  var hasEscapes = false
  /// Whether escapes are JSON backslashes rather than CSV doubled quotes.
  var isJSONString = false
  /// Whether the value exists: false for a JSON `null` or a key the line lacks.
  var isPresent = false
}

/// The values a row may carry, each in a fixed slot: what the measure is made from, then
/// the inputs a standard's sections depend on.
enum Slot {
  /// The height, or the BMI of a row that gives one.
  static let height = 0
  /// The weight.
  static let weight = 1
  /// The waist, as a measure or as an input.
  static let waist = 2
  /// The sex.
  static let sex = 3
  /// The age.
  static let age = 4
  /// The family background.
  static let background = 5
  /// The date of birth, with ``date``: a child's age in whole days between them.
  static let birthDate = 6
  /// The date of measurement, with ``birthDate``.
  static let date = 7
  /// A preterm infant's gestation at birth, weeks+days.
  static let gestation = 8
  /// How many slots there are.
  static let count = 9
}

/// One field per ``Slot``, held inline so that filling them costs no allocation.
struct FieldSlots {
  private var storage = (
    FieldSpan(), FieldSpan(), FieldSpan(), FieldSpan(), FieldSpan(), FieldSpan(), FieldSpan(),
    FieldSpan(), FieldSpan()
  )

  /// The field in a slot.
  subscript(slot: Int) -> FieldSpan {
    @inline(__always) get {
      switch slot {
      case 0: storage.0
      case 1: storage.1
      case 2: storage.2
      case 3: storage.3
      case 4: storage.4
      case 5: storage.5
      case 6: storage.6
      case 7: storage.7
      default: storage.8
      }
    }
    @inline(__always) set {
      switch slot {
      case 0: storage.0 = newValue
      case 1: storage.1 = newValue
      case 2: storage.2 = newValue
      case 3: storage.3 = newValue
      case 4: storage.4 = newValue
      case 5: storage.5 = newValue
      case 6: storage.6 = newValue
      case 7: storage.7 = newValue
      default: storage.8 = newValue
      }
    }
  }

  /// Puts `field` in slot `slot` (0 up to ``Slot/count``) through memory: the subscript's
  /// switch, in a loop that fills slots by a number it reads, lets the optimiser keep all
  /// nine fields in registers and spill them on every turn. A tuple of one type is laid
  /// out as an array of it.
  @inline(__always)
  mutating func put(_ field: FieldSpan, inSlot slot: Int) {
    withUnsafeMutablePointer(to: &storage) { tuple in
      tuple.withMemoryRebound(to: FieldSpan.self, capacity: Slot.count) { fields in
        fields[min(slot, Slot.count &- 1)] = field
      }
    }
  }
}

/// Which column (0-based) fills each slot, and the slot of each column, for scanners that
/// meet fields in column order.
struct SlotMap: Equatable {
  /// The column of each slot; -1 for none.
  private(set) var columns = [Int](repeating: -1, count: Slot.count)
  /// For each column up to the last one wanted, its slot or -1.
  private var slotByColumn: [Int8] = []

  /// A map of no columns.
  init() {}

  /// A map from the column of each slot (-1 for none).
  init(columns: [Int]) {
    precondition(columns.count == Slot.count)
    self.columns = columns
    let last = columns.max() ?? -1
    slotByColumn = [Int8](repeating: -1, count: last + 1)
    for (slot, column) in columns.enumerated() where column >= 0 {
      slotByColumn[column] = Int8(slot)
    }
  }

  /// The slot a column fills, or -1.
  @inline(__always)
  func slot(ofColumn column: Int) -> Int {
    column < slotByColumn.count ? Int(slotByColumn[column]) : -1
  }
}
