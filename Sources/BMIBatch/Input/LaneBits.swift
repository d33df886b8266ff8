// SSE2's `pmovmskb` (`_mm_movemask_epi8`), from the compiler's own module of Intel
// intrinsics: part of every x86-64 processor, and of no other.
#if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
  import _Builtin_intrinsics.intel
#endif

/// The lanes of a comparison of sixteen bytes as sixteen bits, the one step of making the
/// fast lane's delimiter masks that Swift's vector types have no operation for.
///
/// A comparison of two `SIMD16<UInt8>` compiles to one SSE2 `pcmpeqb`, which sets each equal
/// byte to 0xFF; gathering those bytes' bits into an integer is one more instruction on
/// x86-64, `pmovmskb`, which Swift reaches only through the compiler's module of Intel
/// intrinsics. Elsewhere (arm64, or a compiler without that module) the bits are gathered
/// with vector operations alone (``portableBits(of:)``), as on every processor before.
enum LaneBits {
  /// Bit `i` (of bits 0 to 15): whether lane `i` of `mask` is true.
  @inline(__always)
  static func bits(of mask: SIMDMask<SIMD16<Int8>>) -> UInt64 {
    #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
      // One `pmovmskb`: the top bit of each byte, and a true lane's byte is 0xFF.
      let word = _mm_movemask_epi8(unsafeBitCast(mask, to: __m128i.self))
      return UInt64(truncatingIfNeeded: UInt16(truncatingIfNeeded: word))
    #else
      return portableBits(of: mask)
    #endif
  }

  /// ``bits(of:)`` with vector operations alone: each byte keeps the bit of its place in its
  /// half, and the eight bytes of each half are folded into one by three shifts.
  @inline(__always)
  static func portableBits(of mask: SIMDMask<SIMD16<Int8>>) -> UInt64 {
    let places = SIMD16<UInt8>(1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128)
    var words = unsafeBitCast(
      unsafeBitCast(mask, to: SIMD16<UInt8>.self) & places, to: SIMD2<UInt64>.self)
    words |= words &>> 32
    words |= words &>> 16
    words |= words &>> 8
    words &= 0xFF
    return words[0] | words[1] &<< 8
  }
}
