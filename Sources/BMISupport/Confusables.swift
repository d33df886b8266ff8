/// Characters that look like ASCII letters or digits but are not, so that a standard name
/// typed with one (`kssо.yaml` with a Cyrillic о) is caught instead of silently failing or,
/// worse, silently matching.
///
/// The table covers the Cyrillic and Greek letters that are drawn like Latin ones in common
/// fonts, full-width ASCII (U+FF01–U+FF5E, as East Asian input methods type it), and the
/// dashes and dots that stand in for `-` and `.`.
package enum Confusables {
  /// One look-alike character found in a name.
  package struct Finding: Hashable {
    /// The character as typed.
    package let scalar: Unicode.Scalar
    /// The ASCII character it looks like.
    package let looksLike: Character
    /// Its position in the name, counted in characters from 1.
    package let position: Int
  }

  /// The look-alikes in a name, in order.
  ///
  /// - Parameter name: The name as typed.
  package static func findings(in name: String) -> [Finding] {
    var findings: [Finding] = []
    for (offset, character) in name.enumerated() {
      for scalar in character.unicodeScalars {
        if let ascii = asciiLookAlike(of: scalar) {
          findings.append(Finding(scalar: scalar, looksLike: ascii, position: offset + 1))
        }
      }
    }
    return findings
  }

  /// The name with every look-alike replaced by the ASCII character it looks like.
  ///
  /// - Parameter name: The name as typed.
  package static func skeleton(of name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      if let ascii = asciiLookAlike(of: scalar) {
        result.append(ascii)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The ASCII character a scalar imitates, if it is a known look-alike.
  static func asciiLookAlike(of scalar: Unicode.Scalar) -> Character? {
    // Full-width forms are ASCII shifted by 0xFEE0; U+3000 is the ideographic space.
    if (0xFF01...0xFF5E).contains(scalar.value),
      let ascii = Unicode.Scalar(scalar.value - 0xFEE0)
    {
      return Character(ascii)
    }
    return table[scalar]
  }

  private static let table: [Unicode.Scalar: Character] = {
    var table: [Unicode.Scalar: Character] = [:]
    let pairs: [(String, Character)] = [
      // Cyrillic lowercase: а е о р с у х і ј ѕ ԁ һ ԛ ԝ ӏ ѵ
      ("\u{0430}", "a"), ("\u{0435}", "e"), ("\u{043E}", "o"), ("\u{0440}", "p"),
      ("\u{0441}", "c"), ("\u{0443}", "y"), ("\u{0445}", "x"), ("\u{0456}", "i"),
      ("\u{0458}", "j"), ("\u{0455}", "s"), ("\u{0501}", "d"), ("\u{04BB}", "h"),
      ("\u{051B}", "q"), ("\u{051D}", "w"), ("\u{04CF}", "l"), ("\u{0475}", "v"),
      // Cyrillic uppercase: А В Е К М Н О Р С Т У Х І Ј Ѕ Ԛ Ԝ
      ("\u{0410}", "A"), ("\u{0412}", "B"), ("\u{0415}", "E"), ("\u{041A}", "K"),
      ("\u{041C}", "M"), ("\u{041D}", "H"), ("\u{041E}", "O"), ("\u{0420}", "P"),
      ("\u{0421}", "C"), ("\u{0422}", "T"), ("\u{0423}", "Y"), ("\u{0425}", "X"),
      ("\u{0406}", "I"), ("\u{0408}", "J"), ("\u{0405}", "S"), ("\u{051A}", "Q"),
      ("\u{051C}", "W"),
      // Greek lowercase: α ο ν ι κ ρ υ τ
      ("\u{03B1}", "a"), ("\u{03BF}", "o"), ("\u{03BD}", "v"), ("\u{03B9}", "i"),
      ("\u{03BA}", "k"), ("\u{03C1}", "p"), ("\u{03C5}", "u"), ("\u{03C4}", "t"),
      // Greek uppercase: Α Β Ε Ζ Η Ι Κ Μ Ν Ο Ρ Τ Υ Χ
      ("\u{0391}", "A"), ("\u{0392}", "B"), ("\u{0395}", "E"), ("\u{0396}", "Z"),
      ("\u{0397}", "H"), ("\u{0399}", "I"), ("\u{039A}", "K"), ("\u{039C}", "M"),
      ("\u{039D}", "N"), ("\u{039F}", "O"), ("\u{03A1}", "P"), ("\u{03A4}", "T"),
      ("\u{03A5}", "Y"), ("\u{03A7}", "X"),
      // Latin letters from other alphabets: dotless ı, ℓ, and small capitals
      ("\u{0131}", "i"), ("\u{2113}", "l"),
      // Compatibility forms that case folding maps to ASCII: Kelvin sign, long s
      ("\u{212A}", "K"), ("\u{017F}", "s"),
      // Dashes, minus and dots
      ("\u{2010}", "-"), ("\u{2011}", "-"), ("\u{2012}", "-"), ("\u{2013}", "-"),
      ("\u{2014}", "-"), ("\u{2212}", "-"), ("\u{2024}", "."), ("\u{3002}", "."),
      // Digits that pass for 0 and 1 in many fonts
      ("\u{0660}", "0"), ("\u{06F0}", "0"), ("\u{07C0}", "0"),
    ]
    for (text, ascii) in pairs {
      if let scalar = text.unicodeScalars.first { table[scalar] = ascii }
    }
    return table
  }()
}
