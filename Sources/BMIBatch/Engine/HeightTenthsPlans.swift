/// What a row of a standard without sections needs from its height's plan when its height
/// and weight are written with one decimal (``OneDecimal``) and its tenths settle its
/// category: the plan's factor for the tenths and its weights, found by the height in tenths
/// of a centimetre instead of by a hash of the text.
///
/// A file's heights to one decimal are a few hundred neighbouring numbers, so their entries
/// (16 bytes each) lie side by side: the common ones share a few kilobytes, where plans in
/// ``HeightPlans`` are spread by their hash over some fifty. A row this table cannot answer
/// (a height not yet met, a weight outside the plan's, tenths that do not settle the
/// category) is read as before, through ``HeightPlans`` and ``DecimalMemo``. One table
/// belongs to one evaluator, on one thread.
final class HeightTenthsPlans {
  /// One height's entry.
  struct Entry {
    /// The plan's ``HeightPlans/Plan/tenthsPerWeight``.
    var tenthsPerWeight: UInt64 = 0
    /// The lightest weight the plan takes, in tenths of a kilogram (rounded up).
    var lightest: UInt16 = 0
    /// How many weights in tenths from ``lightest`` on the plan takes; 0 for none, as in an
    /// entry not made yet.
    var span: UInt16 = 0
    /// Whether the entry has been made (with no weights when the height has no plan).
    var isMade = false
  }

  /// Heights of 0.0 to 999.9 cm, all that ``OneDecimal`` reads.
  static let count = 10_000
  private let plans: HeightPlans
  private let rules: BatchValueRules
  private var storage: UnsafeMutablePointer<Entry>?

  /// An empty table, whose entries come from `plans` with the lane's `rules` for heights.
  init(plans: HeightPlans, rules: BatchValueRules) {
    self.plans = plans
    self.rules = rules
  }

  deinit {
    if let storage { CacheLines.deallocate(storage) }
  }

  /// The entries, indexed by a height in tenths, made empty the first time they are asked
  /// for (160 KB, for a run that reaches the fast lane); valid while the table lives.
  func entries() -> UnsafeMutablePointer<Entry> {
    if let storage { return storage }
    let made = CacheLines.allocate(Entry.self, count: Self.count)
    made.initialize(repeating: Entry(), count: Self.count)
    storage = made
    return made
  }

  /// Whether an entry takes a weight in tenths.
  @inline(__always)
  static func takes(_ weightTenths: Int, _ entry: UnsafePointer<Entry>) -> Bool {
    UInt(bitPattern: weightTenths &- Int(entry.pointee.lightest)) < UInt(entry.pointee.span)
  }

  /// Makes the entry of a height in tenths (``OneDecimal/tenths(_:from:to:)``): from its
  /// plan in the first section when the height is possible and a plan can be made, and
  /// with no weights otherwise.
  func make(heightTenths: Int) {
    let entry = entries() + heightTenths
    entry.pointee = Entry(isMade: true)
    guard let centimetres = rules.fastHeight(Int64(heightTenths) &* 100_000),
      centimetres > 0, centimetres < 1 << 31,
      let plan = plans.makePlan(heightMillionths: centimetres, section: 0), plan.heaviest >= 0
    else { return }
    // The weights a one-decimal text can give (0.0 to 999.9 kg) in tenths; the plan's bounds
    // are millionths, and a weight in tenths is a multiple of 10⁵ of them.
    let lightest = max(0, (plan.lightest + 99_999) / 100_000)
    let heaviest = min(Int64(Self.count - 1), plan.heaviest / 100_000)
    guard lightest <= heaviest else { return }
    entry.pointee = Entry(
      tenthsPerWeight: plan.tenthsPerWeight, lightest: UInt16(lightest),
      span: UInt16(heaviest - lightest + 1), isMade: true)
  }
}
