import Testing

@testable import BMIStandards

/// SHA-256 against the FIPS 180-4 examples and lengths around the padding boundaries (the
/// latter computed with Python's hashlib).
struct SHA256Tests {
  @Test func fipsExamples() {
    #expect(
      SHA256.hexDigest(of: [])
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256.hexDigest(of: Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hexDigest(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test func oneMillionLetterA() {
    #expect(
      SHA256.hexDigest(of: Array(repeating: UInt8(ascii: "a"), count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test(arguments: [
    (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
    (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
    (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
    (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
    (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
    (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
    (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
  ])
  func lengthsAroundThePaddingBoundary(length: Int, digest: String) {
    #expect(SHA256.hexDigest(of: Array(repeating: UInt8(ascii: "a"), count: length)) == digest)
  }

  @Test func multiByteText() {
    #expect(
      SHA256.hexDigest(of: Array("체질량지수".utf8))
        == "14184a78f00992e9943024c71a91035a365749b916bfb874e6152075597e6c9f")
  }

  @Test func aLoadedStandardCarriesTheDigestOfItsBytes() throws {
    let bytes = Array(validStandardText.utf8)
    let loaded = try StandardLoader.load(bytes: bytes, fileName: "acme.yaml")
    #expect(loaded.standard.identity.sha256 == SHA256.hexDigest(of: bytes))
    let edited = Array(validStandardText.replacingOccurrences(of: "OK", with: "Ok").utf8)
    let other = try StandardLoader.load(bytes: edited, fileName: "acme.yaml")
    #expect(other.standard.identity.sha256 != loaded.standard.identity.sha256)
  }
}
