/// An sRGB colour, written `#rrggbb` in SVG.
struct ChartColour: Hashable, Sendable {
  let red: Int
  let green: Int
  let blue: Int

  init(red: Int, green: Int, blue: Int) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Parses `#rrggbb`.
  init?(hex: String) {
    let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
    guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
    self.init(red: value >> 16, green: (value >> 8) & 0xff, blue: value & 0xff)
  }

  /// `#rrggbb`, lowercase.
  var hex: String {
    let digits = "0123456789abcdef".map { $0 }
    return "#"
      + [red, green, blue].map { "\(digits[$0 >> 4])\(digits[$0 & 0xf])" }.joined()
  }

  /// Perceived brightness from 0 to 255 (the ITU-R BT.601 weights), enough to choose a
  /// text colour.
  var brightness: Double { 0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue) }

  /// The colour mixed with white: `amount` 0 keeps it, 1 gives white.
  func tinted(_ amount: Double) -> ChartColour {
    func mix(_ channel: Int) -> Int {
      Int((Double(channel) + (255 - Double(channel)) * amount).rounded())
    }
    return ChartColour(red: mix(red), green: mix(green), blue: mix(blue))
  }

  /// Text that stays readable on this colour: near-black on light fills, white on dark.
  var textColour: ChartColour {
    brightness > 140 ? ChartColour(red: 0x1a, green: 0x1a, blue: 0x1a) : .white
  }

  static let white = ChartColour(red: 255, green: 255, blue: 255)
}

/// The band colours: the viridis scale, which stays ordered and distinguishable for the
/// common forms of colour blindness and in greyscale, lightened so labels stay readable.
enum ChartPalette {
  /// Viridis at nine evenly spaced points (van der Walt and Smith's matplotlib colormap,
  /// as published in the R package `viridisLite`).
  static let viridis: [ChartColour] = [
    "#440154", "#472d7b", "#3b528b", "#2c728e", "#21908c", "#27ad81", "#5dc863", "#aadc32",
    "#fde725",
  ].compactMap(ChartColour.init(hex:))

  /// How much white is mixed into each band colour.
  static let tint = 0.2

  /// `count` colours from dark to light, one per category in ascending BMI order.
  static func colours(count: Int) -> [ChartColour] {
    (0..<count).map { index in
      let position = count == 1 ? 0.5 : Double(index) / Double(count - 1)
      return sample(position).tinted(tint)
    }
  }

  /// Viridis at `position` from 0 to 1, interpolated linearly between the nine points.
  static func sample(_ position: Double) -> ChartColour {
    let scaled = min(max(position, 0), 1) * Double(viridis.count - 1)
    let index = min(Int(scaled), viridis.count - 2)
    let fraction = scaled - Double(index)
    let from = viridis[index]
    let to = viridis[index + 1]
    func mix(_ a: Int, _ b: Int) -> Int { Int((Double(a) + Double(b - a) * fraction).rounded()) }
    return ChartColour(
      red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue))
  }
}
