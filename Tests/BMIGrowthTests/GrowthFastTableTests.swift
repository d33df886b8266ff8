import BMIGrowth
import Testing

/// The `Double` copy of each built-in LMS table against the table itself: every row found
/// from its age, every interpolated value within its stated bound of the exact one, and no
/// value outside the tabulated ages.
struct GrowthFastTableTests {
  /// The table's age for a key in its unit: whole days for WHO 2006, months otherwise.
  private static func age(_ key: GrowthRational, _ reference: GrowthReference) -> GrowthAge {
    if reference.ageUnit == .days, let days = key.numerator.intValue,
      key.denominator.intValue == 1
    {
      return .days(days)
    }
    return .months(key)
  }

  /// The tabulated ages the rules allow (a table may go a row past the rules' oldest age,
  /// which the certified lookup refuses and the fast route's key never reaches).
  private static func allowedAges(_ table: GrowthReferenceTable, _ sex: Sex) -> [GrowthRational] {
    let rules = table.reference
    return table.ages(sex: sex).filter {
      $0 >= rules.minimumAge
        && (rules.includesMaximumAge ? $0 <= rules.maximumAge : $0 < rules.maximumAge)
    }
  }

  /// `value` in `Double` (one rounding), recorded as an issue when its terms are too large.
  private static func double(_ value: GrowthRational) throws -> Double {
    try #require(GrowthFastTable.double(value))
  }

  @Test(arguments: GrowthReference.all, [Sex.male, .female])
  func everyRowIsFoundFromItsAge(reference: GrowthReference, sex: Sex) throws {
    let table = try GrowthFiles.table(reference)
    let fast = try #require(GrowthFastTable(table))
    let ages = Self.allowedAges(table, sex)
    #expect(ages.count > 100)
    for age in ages {
      let exact = try table.parameters(sex: sex, age: Self.age(age, reference))
      let found = try #require(fast.parameters(sex: sex, key: Self.double(age), keyError: 0))
      #expect(found.l == (try Self.double(exact.l)))
      #expect(found.m == (try Self.double(exact.m)))
      #expect(found.s == (try Self.double(exact.s)))
    }
  }

  @Test(arguments: GrowthReference.all, [Sex.male, .female])
  func betweenRowsInterpolatesWithinItsBoundOrRefuses(reference: GrowthReference, sex: Sex)
    throws
  {
    let table = try GrowthFiles.table(reference)
    let fast = try #require(GrowthFastTable(table))
    let ages = Self.allowedAges(table, sex)
    let u = GrowthFastTable.u
    for (below, above) in zip(ages, ages.dropFirst()) {
      // A quarter of the way from one row to the next: exact in `Double` (rows are whole or
      // half units), and no row's age.
      let between = below + (above - below) / GrowthRational(4)
      let key = try Self.double(between)
      let found = fast.parameters(sex: sex, key: key, keyError: 0)
      guard reference.interpolates else {
        #expect(found == nil)
        continue
      }
      let values = try #require(found)
      let exact = try table.parameters(sex: sex, age: Self.age(between, reference))
      let pairs = [
        (values.l, values.lError, exact.l), (values.m, values.mError, exact.m),
        (values.s, values.sError, exact.s),
      ]
      for (value, error, exactValue) in pairs {
        let target = try Self.double(exactValue)
        // The exact value's own rounding to `Double` is at most u relative.
        #expect((value - target).magnitude <= error + u * target.magnitude)
      }
    }
  }

  @Test(arguments: GrowthReference.all, [Sex.male, .female])
  func outsideTheTabulatedAgesNothingIsFound(reference: GrowthReference, sex: Sex) throws {
    let table = try GrowthFiles.table(reference)
    let fast = try #require(GrowthFastTable(table))
    let ages = table.ages(sex: sex)
    let first = try Self.double(try #require(ages.first))
    let last = try Self.double(try #require(ages.last))
    for key in [first - 0.25, first.nextDown, last.nextUp, last + 0.25, -.infinity, .nan] {
      #expect(fast.parameters(sex: sex, key: key, keyError: 0) == nil)
    }
  }
}
