/// A random (version 4) UUID in lower case, `8-4-4-4-12` hexadecimal digits (RFC 9562,
/// section 5.4), from the system's random number generator: the ids of FHIR resources,
/// made without Foundation.
@usableFromInline
enum RandomUUID {
  /// A new UUID, such as `0f6c6f1e-3d2a-4b8e-9c47-5b1e2d3a4f60`.
  @usableFromInline
  static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    return text(of: (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) })
  }

  /// The UUID text of 16 random bytes, with the version (4) and variant (`10`) bits set.
  static func text(of randomBytes: [UInt8]) -> String {
    var bytes = randomBytes
    bytes[6] = bytes[6] & 0x0F | 0x40
    bytes[8] = bytes[8] & 0x3F | 0x80
    let digits = Array("0123456789abcdef")
    var text = ""
    for (index, byte) in bytes.enumerated() {
      if [4, 6, 8, 10].contains(index) { text.append("-") }
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return text
  }
}
