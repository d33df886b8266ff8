/// An LMS table's L, M and S as `Double`s, with the rows found from the age by a direct
/// index (no search): the fast route's copy of a `GrowthReferenceTable`.
///
/// Every tabulated value converts with one rounding (numerator and denominator are whole
/// numbers below 2⁵³), a relative error of at most u = 2⁻⁵³; a table that does not convert so
/// has no fast copy and its children are always scored by the certified route.
package final class GrowthFastTable: Sendable {
  /// One sex's rows.
  struct Column: Sendable {
    /// Row i's age, L, M and S at 4i, 4i + 1, 4i + 2 and 4i + 3: one buffer, read without a
    /// bounds check, so that a child's lookup costs the loads rather than a check and a
    /// buffer for each of four arrays.
    let rows: [Double]
    /// The number of rows (at least one).
    let count: Int
    /// `rowAtOrBelow[b]`: the last row whose age is at most the first row's age + b/2.
    let rowAtOrBelow: [Int]
  }

  /// L, M and S at one age, each with a bound on its absolute error.
  package struct Parameters {
    package let l: Double
    package let m: Double
    package let s: Double
    package let lError: Double
    package let mError: Double
    package let sError: Double
  }

  /// The reference whose rules the rows follow.
  package let reference: GrowthReference
  let males: Column
  let females: Column

  /// The youngest and oldest ages the rules allow, in the table's unit.
  package let minimumAge: Double
  package let maximumAge: Double
  /// Whether `maximumAge` itself is allowed.
  package let includesMaximumAge: Bool
  /// CDC's σ as a + b·t + c·t² in years t, by sex (zero for WHO).
  package let maleSigma: (Double, Double, Double)
  package let femaleSigma: (Double, Double, Double)

  /// The unit roundoff, 2⁻⁵³.
  package static let u = 0x1p-53

  /// A `Double` copy of `table`, or `nil` when a value needs more than one rounding.
  ///
  /// The copy follows the table's rules whatever they are (a body's preset or rules a file
  /// declares): the age key in their unit and rounding (`GrowthReference.lookupAge(_:)`),
  /// interpolation or not, and their tails (`GrowthFastScores`).
  package init?(_ table: GrowthReferenceTable) {
    let rules = table.reference
    guard let males = Self.column(table.males), let females = Self.column(table.females),
      let minimumAge = Self.double(rules.minimumAge),
      let maximumAge = Self.double(rules.maximumAge),
      let maleSigma = Self.sigmaCoefficients(rules, .male),
      let femaleSigma = Self.sigmaCoefficients(rules, .female)
    else { return nil }
    self.reference = rules
    self.males = males
    self.females = females
    self.minimumAge = minimumAge
    self.maximumAge = maximumAge
    self.includesMaximumAge = rules.includesMaximumAge
    self.maleSigma = maleSigma
    self.femaleSigma = femaleSigma
  }

  /// The coefficients of the rules' σ(t), t in years, recovered exactly from σ at 0, 12 and
  /// 24 months (σ is a quadratic in the age): c = (σ₂ − 2σ₁ + σ₀)/2, b = σ₁ − σ₀ − c, a = σ₀.
  /// Zeros for rules without σ; `nil` when a coefficient does not convert with one rounding.
  private static func sigmaCoefficients(_ rules: GrowthReference, _ sex: Sex)
    -> (Double, Double, Double)?
  {
    var values: [GrowthRational] = []
    for months in [0, 12, 24] {
      guard
        case .cdcExtended(let sigma, _) = rules.method(
          sex: sex, ageInMonths: GrowthRational(months))
      else { return (0, 0, 0) }
      values.append(sigma)
    }
    let c = (values[2] - GrowthRational(2) * values[1] + values[0]) / GrowthRational(2)
    let b = values[1] - values[0] - c
    guard let a = double(values[0]), let bValue = double(b), let cValue = double(c) else {
      return nil
    }
    return (a, bValue, cValue)
  }

  /// The value of an exact rational whose terms are below 2⁵³, correctly rounded.
  package static func double(_ value: GrowthRational) -> Double? {
    guard let numerator = value.numerator.intValue, let denominator = value.denominator.intValue,
      numerator.magnitude < 1 << 53, denominator > 0, denominator < 1 << 53
    else { return nil }
    return Double(numerator) / Double(denominator)
  }

  private static func column(_ rows: [GrowthTableRow]) -> Column? {
    var ages: [Double] = []
    var l: [Double] = []
    var m: [Double] = []
    var s: [Double] = []
    for row in rows {
      // Ages must be exact (whole or half units) for the index to be exact.
      guard let age = double(row.age), GrowthDoubleMath.floor(age * 2) == age * 2,
        let lValue = double(row.parameters.l), let mValue = double(row.parameters.m),
        let sValue = double(row.parameters.s)
      else { return nil }
      ages.append(age)
      l.append(lValue)
      m.append(mValue)
      s.append(sValue)
    }
    guard let first = ages.first, let last = ages.last, last - first < 100_000 else { return nil }
    var rowAtOrBelow: [Int] = []
    var row = 0
    for bucket in 0...Int((last - first) * 2) {
      let key = first + Double(bucket) / 2
      while row + 1 < ages.count && ages[row + 1] <= key { row += 1 }
      rowAtOrBelow.append(row)
    }
    var flat: [Double] = []
    flat.reserveCapacity(4 * ages.count)
    for index in ages.indices { flat += [ages[index], l[index], m[index], s[index]] }
    return Column(rows: flat, count: ages.count, rowAtOrBelow: rowAtOrBelow)
  }

  /// L, M and S at `key` (the age in the rules' unit, as `lookupAge` gives it), interpolated as the
  /// rules say, or `nil` when `key` is outside the tabulated ages or (without interpolation)
  /// not a tabulated age.
  ///
  /// - Parameters:
  ///   - sex: The child's sex.
  ///   - key: The age in the table's unit.
  ///   - keyError: A bound on the absolute error of `key` (0 when exact).
  ///
  /// Between rows a₀ < a₁ the weight w = (key − a₀)/(a₁ − a₀) is off by at most
  /// (keyError + 2u·key)/(a₁ − a₀) + u; p = p₀ + w(p₁ − p₀) then by |p₁ − p₀|·that + 4u·max|pᵢ|
  /// plus the table's own u·|pᵢ|. A key within its error of a row may sit in the next
  /// interval; the interpolation is continuous there, so the value is the same line
  /// extended by less than the key's error, which the bound on w already covers.
  package func parameters(sex: Sex, key: Double, keyError: Double) -> Parameters? {
    // The column is borrowed where it is kept, not copied (a retain and a release of each
    // of its arrays for every child).
    sex == .male
      ? Self.parameters(
        in: males, key: key, keyError: keyError, interpolates: reference.interpolates)
      : Self.parameters(
        in: females, key: key, keyError: keyError, interpolates: reference.interpolates)
  }

  /// ``parameters(sex:key:keyError:)`` in one sex's column.
  ///
  /// Every index read is inside the rows: `row` is below `count` (the bucket's row is, and
  /// the search steps only to a row that exists), `row + 1` is read only when below `count`.
  @inline(__always)
  private static func parameters(
    in column: borrowing Column, key: Double, keyError: Double, interpolates: Bool
  ) -> Parameters? {
    let count = column.count
    return column.rows.withUnsafeBufferPointer { rows -> Parameters? in
      guard count > 0, rows.count == 4 * count else { return nil }
      let first = rows[0]
      guard key >= first, key <= rows[4 * (count - 1)] else { return nil }
      var row = column.rowAtOrBelow[Int((key - first) * 2)]
      while row + 1 < count && rows[4 * (row + 1)] <= key { row += 1 }
      let at = 4 * row
      let u = Self.u
      if rows[at] == key && keyError == 0 {
        let (l, m, s) = (rows[at + 1], rows[at + 2], rows[at + 3])
        return Parameters(
          l: l, m: m, s: s, lError: u * l.magnitude, mError: u * m, sError: u * s)
      }
      guard interpolates, row + 1 < count else { return nil }
      let next = at + 4
      let span = rows[next] - rows[at]
      let weight = (key - rows[at]) / span
      let weightError = (keyError + 2 * u * key.magnitude) / span + u
      let (l, lError) = between(rows[at + 1], rows[next + 1], weight, weightError)
      let (m, mError) = between(rows[at + 2], rows[next + 2], weight, weightError)
      let (s, sError) = between(rows[at + 3], rows[next + 3], weight, weightError)
      return Parameters(l: l, m: m, s: s, lError: lError, mError: mError, sError: sError)
    }
  }

  /// a + w(b − a) and its bound, for a weight w within `weightError` of the exact one.
  @inline(__always)
  private static func between(_ a: Double, _ b: Double, _ weight: Double, _ weightError: Double)
    -> (Double, Double)
  {
    let value = a + weight * (b - a)
    let error = (b - a).magnitude * weightError + 5 * u * Swift.max(a.magnitude, b.magnitude)
    return (value, error)
  }
}
