/// The reading of the texts most files write for heights and weights, a decimal with one
/// digit after the point (`166.7`, `60.4`, `8.5`), as a whole number of tenths, from one
/// 64-bit word.
///
/// It answers only for one to three digits not starting with 0, a point and one digit:
/// texts ``PlainDecimal`` reads as the same number of millionths
/// (`BatchValueReadingTests` checks the two against each other). Everything else is `nil`,
/// and the caller reads it as before; so this reading decides nothing on its own.
///
/// A weight found this way needs no table: its tenths are its value, where a table looked
/// up by a hash of the text (``DecimalMemo``) spreads a file's few thousand weights over
/// more lines than the first-level cache holds (``CompactHeightPlans``).
enum OneDecimal {
  /// The value in tenths (10 to 9,999), or `nil` when the field is not of this form.
  ///
  /// - Parameters:
  ///   - bytes: The start of the buffer, with readable bytes up to eight past `start`.
  ///   - start: The offset of the field's first byte.
  ///   - end: The offset just past the field's last byte.
  @inline(__always)
  static func tenths(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
    let length = end &- start
    guard UInt(bitPattern: length &- 3) < 3 else { return nil }
    let word = UInt64(littleEndian: UnsafeRawPointer(bytes + start).loadUnaligned(as: UInt64.self))
    // A leading zero (`05.5`, and `0.5` too) is left to the parser.
    guard word & 0xFF != UInt64(ascii0) else { return nil }
    // The field's last byte to the top: the tenths digit in byte 7, the point in byte 6,
    // the whole digits below it, and zero bytes below those.
    let unused = UInt64(truncatingIfNeeded: 64 &- 8 &* length)
    let field = ~UInt64(0) &<< unused
    // Digits become 0 to 9, and the point 0.
    let values = word &<< unused ^ 0x302E_3030_3030_3030
    // A byte's top bit is set where its value is above 9 (above 0 for the point). A carry
    // out of a byte comes only from one of 0x8A or more, itself refused.
    let refused = (values &+ 0x767F_7676_7676_7676 | values) & field & 0x8080_8080_8080_8080
    guard refused == 0 else { return nil }
    // Bytes 0 to 4: hundreds, tens, units, the point's 0 and tenths (the missing ones 0).
    let digits = (values & field) &>> 24
    // Ten times each byte plus the next: 10·hundreds + tens in byte 0, 10·units in byte 2.
    let pairs = (digits &* 10 &+ digits &>> 8) & 0x00FF_00FF
    return Int(truncatingIfNeeded: (pairs & 0xFF) &* 100 &+ pairs &>> 16 &+ digits &>> 32)
  }

  private static let ascii0 = UInt8(ascii: "0")
}
