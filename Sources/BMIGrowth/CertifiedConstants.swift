/// Mathematical constants to 2048 fractional bits, so that the LMS arithmetic does not sum
/// their series again for every z-score.
///
/// Each array holds ⌊c·2²⁰⁴⁸⌋ in 64-bit limbs, least significant first, so c lies in
/// [limbs, limbs + 1]·2⁻²⁰⁴⁸. The values were generated with an independent multiple-precision
/// library; the tests re-derive every one of them from its series (ln 2 = 2·atanh(1/3),
/// Machin's formula for π, and Φ for the quantile) with the certified arithmetic of `CertifiedMath`.
/// Requests for more than `bits` fractional bits fall back to those series.
enum CertifiedConstants {
  /// The fractional bits of every table.
  static let bits = 2048

  /// The enclosure [c, c + 2⁻²⁰⁴⁸] of a tabulated constant at `bits` ≤ 2048 fractional bits.
  static func enclosure(_ limbs: [UInt64], bits: Int) -> DyadicInterval {
    precondition(bits <= Self.bits, "constants are tabulated to 2048 bits")
    let floor = GrowthInteger(negative: false, limbs: limbs)
    return DyadicInterval(lower: floor, upper: floor + .one, bits: Self.bits).rescaled(to: bits)
  }

  /// The fractional bits of the short copies below, which fit the inline limbs of
  /// `GrowthInteger` and serve the everyday precisions without shifting 2048-bit numbers.
  static let shortBits = 192

  /// The constants at `shortBits`, each as an interval one unit wide or less.
  static let shortLogTwo = enclosure(logTwo, bits: shortBits)
  static let shortPi = enclosure(pi, bits: shortBits)
  static let shortInverseSquareRootTwoPi = enclosure(inverseSquareRootTwoPi, bits: shortBits)
  static let shortNinetyFifthQuantile = enclosure(ninetyFifthQuantile, bits: shortBits)

  /// A tabulated constant at `bits` ≤ 2048, from its short copy when that is precise enough.
  static func enclosure(_ limbs: [UInt64], short: DyadicInterval, bits: Int) -> DyadicInterval {
    bits <= shortBits ? short.rescaled(to: bits) : enclosure(limbs, bits: bits)
  }

  /// ⌊ln 2 · 2²⁰⁴⁸⌋.
  static let logTwo: [UInt64] = [
    0x5f50b5185064c18b, 0x078f735d1b2db31b, 0xae313cdb6c606cb1,
    0x955d5179b1e17b9d, 0x0c480a5417350d2c, 0x074db6015cfe7aa3,
    0x6a9c7f8a5e148e82, 0x25669b333564a337, 0x4c1a1e0bd1d6095d,
    0xcccc4e659393514c, 0xc943e732b479cd33, 0x17460775db8990e5,
    0x7d2e23de1400b396, 0xee569d6dfc1efa15, 0x610d30f88fe551a2,
    0x07f4ca11fb5bfb90, 0xda2d97c50f3fd5c6, 0x655fa1872f20e3a2,
    0xf5dfa6bd38303248, 0x72ce87b19d6548ca, 0x256fa0ec7657f74b,
    0xb9ea9bc3b136603b, 0x1acbda11317c387e, 0x3e96ca16224ae8c5,
    0x27573b291169b825, 0xed2eae35c1382144, 0x559552fb4afa1b10,
    0xe7b876206debac98, 0x8a0d175b8baafa2b, 0x40f343267298b62d,
    0xc9e3b39803f2f6af, 0xb17217f7d1cf79ab,
  ]

  /// ⌊π · 2²⁰⁴⁸⌋.
  static let pi: [UInt64] = [
    0xa15486af7c72e993, 0xb4cc5c341141e8ce, 0x55ca396a2aab10b6,
    0x5748986263e81440, 0xe65525f3aa55ab94, 0x78af2fda55605c60,
    0xd71577c1bd314b27, 0x6c9e0e8bb01e8a3e, 0x8e79dcb0603a180e,
    0xca417918b8db38ef, 0xc5d1b023286085f0, 0x9c30d5392af26013,
    0x7b54a41dc25a59b5, 0x718bcd5882154aee, 0x0d95748f728eb658,
    0xa458fea3f4933d7e, 0x636920d871574e69, 0x0801f2e2858efc16,
    0x24a19947b3916cf7, 0xba7c9045f12c7f99, 0xb8e1afed6a267e96,
    0x2ffd72dbd01adfb7, 0xd1310ba698dfb5ac, 0x9216d5d98979fb1b,
    0x3f84d5b5b5470917, 0xc0ac29b7c97c50dd, 0xbe5466cf34e90c6c,
    0x452821e638d01377, 0x082efa98ec4e6c89, 0xa4093822299f31d0,
    0x13198a2e03707344, 0x243f6a8885a308d3, 0x0000000000000003,
  ]

  /// ⌊1/√(2π) · 2²⁰⁴⁸⌋.
  static let inverseSquareRootTwoPi: [UInt64] = [
    0x311eb9071956748d, 0xd6b17578cbb5c65b, 0xef4167fcf0e311b0,
    0xa67f0e5ab81ec651, 0x79079f714f4a0bfd, 0xfeb8ed1ea218282c,
    0xa95546cad1961020, 0x8b742ca9e5ec8b5e, 0x3f9d0aaf01aa890d,
    0x2e6bff594c697ed5, 0xfe60871d04a18e43, 0x659565e91e51487a,
    0xed298857cb81ab87, 0x69e7329865c92193, 0x2369599582a39837,
    0x480d8928e623122d, 0x150c426bbb49487e, 0xc8d2ab2435ee45c9,
    0xefe1f6708329ab3f, 0x1c1cec4882c77aac, 0xc276937b1bc56769,
    0xcacb544de69eea32, 0x4ecdbd6e65c23395, 0x98282e1fd947ce4b,
    0x278e993445f08cff, 0xeb14277970be1513, 0x23f5d3abb374e88d,
    0x9df8ac55447d3db7, 0xc0471b4802639d2e, 0xd3829f30512706d8,
    0x3f2cf1402eae38bf, 0x662114cf50d94234,
  ]

  /// ⌊Φ⁻¹(0.95), the z of the 95th percentile · 2²⁰⁴⁸⌋.
  static let ninetyFifthQuantile: [UInt64] = [
    0xdf150aa8abcf5c66, 0xd69a4d75f97545f3, 0x2ed26ffe85ae7316,
    0x1d7f299ff3961c9f, 0x68828488caa2b10b, 0x96bc2b7493d51fd4,
    0xadc5d392234cadb6, 0xf3119c3467c4bf6e, 0x973f37c0ff179923,
    0xf06c1d81b53d7685, 0x75c7ca8768810d69, 0x3d19cacead08bef2,
    0x1a36dd480c3c76ae, 0x54f97990d95f9ff2, 0x531998ca9f96ad97,
    0xddade10215c84cd0, 0x9f6c5dc8a50f3e99, 0x5af19182e5fb6346,
    0xa97eb1d1d898b6c2, 0x31b00b62e5f1f216, 0xb64c772cb4c06d89,
    0xc4d2d94519296c0a, 0xf0c4f19cbec65799, 0x05319745bd7edccc,
    0xc71e0726717154c4, 0xa4a91514063e46e2, 0x2db686f5bd0a6771,
    0x2b36a1d694527410, 0xb9b9e7c5350065ff, 0x13b5f2105bc12cd4,
    0x9f6ffb7634b0b9a3, 0xa515209676abd5ae, 0x0000000000000001,
  ]
}
