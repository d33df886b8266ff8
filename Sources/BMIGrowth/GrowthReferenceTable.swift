/// An LMS table by sex and age for one `GrowthReference`, read from the CSV layout of
/// `Standards/References/` (`sex,age_days|age_months|age_years,L,M,S[,…]`), and looked up by
/// the reference's rules.
package struct GrowthReferenceTable: Sendable {
  /// The reference whose rules the table follows.
  package let reference: GrowthReference
  let males: [GrowthTableRow]
  let females: [GrowthTableRow]

  init(reference: GrowthReference, males: [GrowthTableRow], females: [GrowthTableRow]) {
    self.reference = reference
    self.males = males
    self.females = females
  }

  /// The tabulated ages of one sex, ascending, in the table's unit.
  package func ages(sex: Sex) -> [GrowthRational] { rows(sex).map { $0.age } }

  func rows(_ sex: Sex) -> [GrowthTableRow] { sex == .male ? males : females }

  /// L, M and S for a child, by the reference's rules.
  ///
  /// - Parameters:
  ///   - sex: The child's sex.
  ///   - age: The child's age.
  /// - Throws: `GrowthAgeError` when the age is negative or outside the reference.
  package func parameters(sex: Sex, age: GrowthAge) throws(GrowthAgeError) -> LMSParameters {
    let rows = rows(sex)
    let key = try reference.lookupAge(age)
    guard reference.allows(key) else { throw .outsideReference }
    guard let index = Self.lastIndex(atOrBelow: key, in: rows) else { throw .outsideReference }
    let row = rows[index]
    // Without interpolation, the row at or below the age (WHO 2006's whole days land on one).
    if row.age == key || !reference.interpolates { return row.parameters }
    guard index + 1 < rows.count else { throw .outsideReference }
    return Self.interpolate(rows[index], rows[index + 1], at: key)
  }

  /// Scores a BMI for a child by the reference's rules and method.
  ///
  /// - Parameters:
  ///   - bmi: The BMI in kg/m², above zero.
  ///   - sex: The child's sex.
  ///   - age: The child's age.
  ///   - ninetyFifth: CDC's P95 rule; ignored for other tails.
  /// - Throws: `GrowthAgeError` when the age is negative or outside the reference.
  package func scores(
    bmi: GrowthRational, sex: Sex, age: GrowthAge,
    ninetyFifth: GrowthNinetyFifthRule = .exactQuantile
  ) throws(GrowthAgeError) -> GrowthScores {
    let parameters = try parameters(sex: sex, age: age)
    let method = reference.method(sex: sex, ageInMonths: age.inMonths, ninetyFifth: ninetyFifth)
    return GrowthScores(bmi: bmi, parameters: parameters, method: method)
  }

  /// The last row whose age is at most `key`, by binary search.
  static func lastIndex(atOrBelow key: GrowthRational, in rows: [GrowthTableRow]) -> Int? {
    var low = 0
    var high = rows.count - 1
    var found: Int?
    while low <= high {
      let middle = (low + high) / 2
      if rows[middle].age <= key {
        found = middle
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    return found
  }

  /// L, M and S linearly interpolated between two rows: p = p₀ + (t − t₀)/(t₁ − t₀)·(p₁ − p₀).
  static func interpolate(_ first: GrowthTableRow, _ second: GrowthTableRow, at age: GrowthRational)
    -> LMSParameters
  {
    let weight = (age - first.age) / (second.age - first.age)
    func between(_ a: GrowthRational, _ b: GrowthRational) -> GrowthRational {
      a + weight * (b - a)
    }
    let a = first.parameters
    let b = second.parameters
    return LMSParameters(l: between(a.l, b.l), m: between(a.m, b.m), s: between(a.s, b.s))
  }
}

/// One tabulated age of one sex.
struct GrowthTableRow: Sendable {
  /// The age in the table's unit.
  let age: GrowthRational
  /// L, M and S at that age.
  let parameters: LMSParameters
}
