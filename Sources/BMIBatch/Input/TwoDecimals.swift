/// The reading of weights written with two digits after the point (`70.04`, `8.25`), as
/// exports of scales often write them, as a whole number of hundredths, from one 64-bit
/// word: ``OneDecimal``'s reading for the next place.
///
/// It answers only for one to three digits not starting with 0, a point and two digits:
/// texts ``PlainDecimal`` reads as the same number of millionths (`TwoDecimalsTests` checks
/// the two against each other). Everything else is `nil`, and the caller reads it as before;
/// so this reading decides nothing on its own.
enum TwoDecimals {
  /// The value in hundredths (100 to 99,999), or `nil` when the field is not of this form.
  ///
  /// - Parameters:
  ///   - bytes: The start of the buffer, with readable bytes up to eight past `start`.
  ///   - start: The offset of the field's first byte.
  ///   - end: The offset just past the field's last byte.
  @inline(__always)
  static func hundredths(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
    let length = end &- start
    guard UInt(bitPattern: length &- 4) < 3 else { return nil }
    let word = UInt64(littleEndian: UnsafeRawPointer(bytes + start).loadUnaligned(as: UInt64.self))
    // A leading zero (`05.25`, and `0.25` too) is left to the parser.
    guard word & 0xFF != UInt64(ascii0) else { return nil }
    // The field's last byte to the top: the hundredths digit in byte 7, the tenths in byte
    // 6, the point in byte 5, the whole digits below it, and zero bytes below those.
    let unused = UInt64(truncatingIfNeeded: 64 &- 8 &* length)
    let field = ~UInt64(0) &<< unused
    // Digits become 0 to 9, and the point 0.
    let values = word &<< unused ^ 0x3030_2E30_3030_3030
    // A byte's top bit is set where its value is above 9 (above 0 for the point). A carry
    // out of a byte comes only from one of 0x8A or more, itself refused.
    let refused = (values &+ 0x7676_7F76_7676_7676 | values) & field & 0x8080_8080_8080_8080
    guard refused == 0 else { return nil }
    // Bytes 0 to 5: hundreds, tens, units, the point's 0, tenths and hundredths (the
    // missing ones 0).
    let digits = (values & field) &>> 16
    // Ten times each byte plus the next: 10·hundreds + tens in byte 0, 10·units in byte 2,
    // 10·tenths + hundredths in byte 4 (each at most 99: no carry into the next byte).
    let pairs = digits &* 10 &+ digits &>> 8
    return Int(
      truncatingIfNeeded: (pairs & 0xFF) &* 1_000 &+ (pairs &>> 16 & 0xFF) &* 10
        &+ (pairs &>> 32 & 0xFF))
  }

  private static let ascii0 = UInt8(ascii: "0")
}
