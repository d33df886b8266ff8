// Division, greatest common divisors and integer roots for `GrowthInteger`.

extension GrowthInteger {
  /// The quotient rounded toward zero and the remainder, which has the sign of `self`.
  ///
  /// - Parameter divisor: Any non-zero integer.
  package func quotientAndRemainder(dividingBy divisor: GrowthInteger) -> (
    quotient: GrowthInteger, remainder: GrowthInteger
  ) {
    precondition(!divisor.isZero, "division by zero")
    let (quotient, remainder) = Self.divideMagnitudes(limbs, divisor.limbs)
    return (
      GrowthInteger(negative: isNegativeValue != divisor.isNegativeValue, limbs: quotient),
      GrowthInteger(negative: isNegativeValue, limbs: remainder)
    )
  }

  /// The quotient rounded toward negative infinity.
  ///
  /// - Parameter divisor: Any non-zero integer.
  package func floorDivided(by divisor: GrowthInteger) -> GrowthInteger {
    let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
    if !remainder.isZero && (remainder.isNegativeValue != divisor.isNegativeValue) {
      return quotient - .one
    }
    return quotient
  }

  /// The quotient rounded toward positive infinity.
  ///
  /// - Parameter divisor: Any non-zero integer.
  package func ceilingDivided(by divisor: GrowthInteger) -> GrowthInteger {
    let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
    if !remainder.isZero && (remainder.isNegativeValue == divisor.isNegativeValue) {
      return quotient + .one
    }
    return quotient
  }

  /// The quotient by a positive machine integer, rounded toward negative infinity.
  package func floorDivided(by divisor: Int) -> GrowthInteger {
    divided(bySmall: divisor, roundingUp: false)
  }

  /// The quotient by a positive machine integer, rounded toward positive infinity.
  package func ceilingDivided(by divisor: Int) -> GrowthInteger {
    divided(bySmall: divisor, roundingUp: true)
  }

  private func divided(bySmall divisor: Int, roundingUp: Bool) -> GrowthInteger {
    precondition(divisor > 0, "small division needs a positive divisor")
    let (quotient, remainder) = Self.divideMagnitude(limbs, byLimb: UInt64(divisor))
    var result = GrowthInteger(negative: isNegativeValue, limbs: quotient)
    if remainder != 0 && (isNegativeValue != roundingUp) {
      result = result + GrowthInteger(isNegativeValue ? -1 : 1)
    }
    return result
  }

  /// The greatest common divisor of the magnitudes (zero only when both are zero).
  package static func greatestCommonDivisor(_ a: GrowthInteger, _ b: GrowthInteger)
    -> GrowthInteger
  {
    var x = a.magnitude
    var y = b.magnitude
    while !y.isZero {
      let (_, remainder) = x.quotientAndRemainder(dividingBy: y)
      x = y
      y = remainder
    }
    return x
  }

  /// The `degree`-th root when the value is a perfect power of a non-negative integer.
  ///
  /// - Parameter degree: A positive root degree.
  /// - Returns: `r ≥ 0` with `r^degree == self`, or `nil` when there is none.
  package func exactRoot(_ degree: Int) -> GrowthInteger? {
    precondition(degree > 0, "exactRoot needs a positive degree")
    if isNegativeValue { return nil }
    if degree == 1 || isZero || self == .one { return self }
    // A root r ≥ 2 needs at least `degree + 1` bits.
    if bitWidth <= degree { return nil }
    let root = floorRoot(degree)
    return root.power(degree) == self ? root : nil
  }

  /// ⌊self^(1/degree)⌋ for a non-negative value, by Newton's iteration from above.
  func floorRoot(_ degree: Int) -> GrowthInteger {
    precondition(!isNegativeValue && degree > 0, "floorRoot needs a non-negative value")
    if isZero || degree == 1 { return self }
    // 2^⌈bits/degree⌉ is above the root; Newton's iteration then decreases monotonically.
    var estimate = GrowthInteger.powerOfTwo((bitWidth + degree - 1) / degree)
    while true {
      let powerBelow = estimate.power(degree - 1)
      let next =
        (estimate.multiplied(by: degree - 1) + floorDivided(by: powerBelow))
        .floorDivided(by: degree)
      if next >= estimate { return estimate }
      estimate = next
    }
  }

  // MARK: - Magnitude division

  /// Divides a magnitude by one limb: quotient and remainder.
  static func divideMagnitude(_ limbs: GrowthLimbs, byLimb divisor: UInt64) -> (
    GrowthLimbs, UInt64
  ) {
    var quotient = GrowthLimbs(zeros: limbs.count)
    var remainder: UInt64 = 0
    var index = limbs.count - 1
    while index >= 0 {
      (quotient[index], remainder) = divisor.dividingFullWidth((remainder, limbs[index]))
      index -= 1
    }
    return (quotient, remainder)
  }

  /// Long division of magnitudes (Knuth, TAOCP vol. 2, §4.3.1, algorithm D).
  static func divideMagnitudes(_ dividend: GrowthLimbs, _ divisor: GrowthLimbs) -> (
    GrowthLimbs, GrowthLimbs
  ) {
    if compareMagnitudes(dividend, divisor) < 0 { return (GrowthLimbs(), dividend) }
    if divisor.count == 1 {
      let (quotient, remainder) = divideMagnitude(dividend, byLimb: divisor[0])
      return (quotient, GrowthLimbs(single: remainder))
    }
    // Normalise so the divisor's top limb has its high bit set.
    let shift = divisor[divisor.count - 1].leadingZeroBitCount
    let v = shiftLeft(divisor, shift).prefix(divisor.count)
    // shiftLeft leaves one spare limb on top, which holds the dividend's overflow.
    var u = shiftLeft(dividend, shift).prefix(dividend.count + 1)
    let n = v.count
    let m = u.count - n
    var quotient = GrowthLimbs(zeros: m)
    let top = v[n - 1]
    let second = v[n - 2]
    var j = m - 1
    while j >= 0 {
      var estimate: UInt64
      var remainder: UInt64
      var remainderOverflowed = false
      if u[j + n] >= top {
        estimate = UInt64.max
        (remainder, remainderOverflowed) = u[j + n - 1].addingReportingOverflow(top)
      } else {
        (estimate, remainder) = top.dividingFullWidth((u[j + n], u[j + n - 1]))
      }
      while !remainderOverflowed {
        let product = estimate.multipliedFullWidth(by: second)
        guard product.high > remainder || (product.high == remainder && product.low > u[j + n - 2])
        else { break }
        estimate -= 1
        (remainder, remainderOverflowed) = remainder.addingReportingOverflow(top)
      }
      // u[j...j+n] −= estimate · v
      var carry: UInt64 = 0
      var borrow: UInt64 = 0
      for i in 0..<n {
        let product = estimate.multipliedFullWidth(by: v[i])
        let (low, carried) = product.low.addingReportingOverflow(carry)
        carry = product.high &+ (carried ? 1 : 0)
        let (partial, borrow1) = u[i + j].subtractingReportingOverflow(low)
        let (difference, borrow2) = partial.subtractingReportingOverflow(borrow)
        u[i + j] = difference
        borrow = (borrow1 || borrow2) ? 1 : 0
      }
      let (partial, borrow1) = u[j + n].subtractingReportingOverflow(carry)
      let (difference, borrow2) = partial.subtractingReportingOverflow(borrow)
      u[j + n] = difference
      if borrow1 || borrow2 {
        // The estimate was one too large: add the divisor back.
        estimate -= 1
        var addCarry: UInt64 = 0
        for i in 0..<n {
          let (partialSum, overflow1) = u[i + j].addingReportingOverflow(v[i])
          let (sum, overflow2) = partialSum.addingReportingOverflow(addCarry)
          u[i + j] = sum
          addCarry = (overflow1 || overflow2) ? 1 : 0
        }
        u[j + n] &+= addCarry
      }
      quotient[j] = estimate
      j -= 1
    }
    let (remainder, _) = shiftRight(u.prefix(n), shift)
    return (quotient, remainder)
  }
}
