import Testing

@testable import BMICore

/// The double-word integer against Swift's own `UInt128` (available to the tests on Linux),
/// on random values of every size and on the edges of each word.
struct WideUIntTests {
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Values of 0 to 128 significant bits, plus the edges.
  static func samples(_ count: Int, seed: UInt64) -> [UInt128] {
    var generator = Generator(state: seed)
    var values: [UInt128] = [0, 1, 2, UInt128(UInt64.max), UInt128(UInt64.max) + 1, .max, .max - 1]
    for _ in 0..<count {
      let bits = Int.random(in: 1...128, using: &generator)
      let raw = UInt128(generator.next()) << 64 | UInt128(generator.next())
      values.append(bits == 128 ? raw : raw & ((1 << bits) - 1))
    }
    return values
  }

  static func wide(_ value: UInt128) -> WideUInt {
    WideUInt(high: UInt64(value >> 64), low: UInt64(truncatingIfNeeded: value))
  }

  static func native(_ value: WideUInt) -> UInt128 {
    UInt128(value.high) << 64 | UInt128(value.low)
  }

  @Test func arithmeticAgreesWithUInt128() {
    let values = Self.samples(400, seed: 7)
    for a in values {
      for b in values.prefix(120) {
        let (x, y) = (Self.wide(a), Self.wide(b))
        #expect(Self.native(x.addingReportingOverflow(y).partialValue) == a &+ b)
        #expect(x.addingReportingOverflow(y).overflow == a.addingReportingOverflow(b).overflow)
        #expect(Self.native(x.subtractingReportingOverflow(y).partialValue) == a &- b)
        let product = a.multipliedFullWidth(by: b)
        let wideProduct = x.multipliedFullWidth(by: y)
        #expect(Self.native(wideProduct.high) == product.high)
        #expect(Self.native(wideProduct.low) == product.low)
        #expect((x < y) == (a < b))
        if b != 0 {
          let (q, r) = x.quotientAndRemainder(dividingBy: y)
          #expect(Self.native(q) == a / b, "\(a) / \(b)")
          #expect(Self.native(r) == a % b, "\(a) % \(b)")
        }
      }
    }
  }

  @Test func divisionByWordsAndShifts() {
    let values = Self.samples(2_000, seed: 11)
    for a in values {
      let x = Self.wide(a)
      for divisor: UInt64 in [1, 2, 10, 1_000_000, 0xFFFF_FFFF, .max, 0x8000_0000_0000_0001] {
        let (q, r) = x.quotientAndRemainder(dividingBy: divisor)
        #expect(Self.native(q) == a / UInt128(divisor))
        #expect(UInt128(r) == a % UInt128(divisor))
      }
      for shift in [0, 1, 13, 63, 64, 65, 100, 127] {
        #expect(Self.native(x << shift) == a << shift)
        #expect(Self.native(x >> shift) == a >> shift)
      }
      #expect(x.leadingZeroBitCount == a.leadingZeroBitCount)
      #expect(x.decimalText == String(a))
    }
  }

  @Test func greatestCommonDivisor() {
    func gcd(_ a: UInt128, _ b: UInt128) -> UInt128 {
      var (x, y) = (a, b)
      while y != 0 { (x, y) = (y, x % y) }
      return x
    }
    let values = Self.samples(300, seed: 13)
    for (a, b) in zip(values, values.reversed()) where a != 0 || b != 0 {
      #expect(Self.native(WideUInt.greatestCommonDivisor(Self.wide(a), Self.wide(b))) == gcd(a, b))
      // Shared factors of two, which the binary algorithm shifts out and back.
      let shifted = (a >> 3) << 3
      let other = (b >> 5) << 5
      if shifted != 0 || other != 0 {
        #expect(
          Self.native(WideUInt.greatestCommonDivisor(Self.wide(shifted), Self.wide(other)))
            == gcd(shifted, other))
      }
    }
  }
}
