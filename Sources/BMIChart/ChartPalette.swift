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

/// The band colours, by meaning where the standard marks a healthy category: that one is
/// always the same green, the categories below it take a fixed blue ramp and those above a
/// fixed yellow-to-red ramp, each darker the further from healthy, so "normal" or "first
/// above healthy" looks the same under every standard. A standard without a healthy
/// category falls back to viridis by position.
///
/// The ramps are ColorBrewer's sequential Greens, Blues and YlOrRd schemes (Cynthia A. Brewer,
/// colorbrewer2.org), from their middle steps so labels stay readable on them.
enum ChartPalette {
  /// The healthy category's fill (Greens, step 5 of 9).
  static let healthy = ChartColour(hex: "#74c476")!
  /// The outline that emphasises the healthy band (Greens, step 8 of 9).
  static let healthyOutline = ChartColour(hex: "#006d2c")!
  /// Categories below healthy, nearest first (Blues, steps 4 to 8 of 9).
  static let below: [ChartColour] = ["#9ecae1", "#6baed6", "#4292c6", "#2171b5", "#08519c"]
    .compactMap(ChartColour.init(hex:))
  /// Categories above healthy, nearest first (YlOrRd, steps 3 to 9 of 9).
  static let above: [ChartColour] = [
    "#fed976", "#feb24c", "#fd8d3c", "#fc4e2a", "#e31a1c", "#bd0026", "#800026",
  ].compactMap(ChartColour.init(hex:))

  /// One colour per category in ascending BMI order: by meaning around `healthyIndex`, or
  /// viridis by position when there is none. Past the end of a ramp its darkest step repeats.
  static func colours(count: Int, healthyIndex: Int?) -> [ChartColour] {
    guard let healthyIndex, (0..<count).contains(healthyIndex) else { return colours(count: count) }
    return (0..<count).map { index in
      if index == healthyIndex { return healthy }
      let ramp = index < healthyIndex ? below : above
      let distance = abs(index - healthyIndex) - 1
      return ramp[min(distance, ramp.count - 1)]
    }
  }

  /// Viridis at nine evenly spaced points (van der Walt and Smith's matplotlib colormap,
  /// as published in the R package `viridisLite`).
  static let viridis: [ChartColour] = [
    "#440154", "#472d7b", "#3b528b", "#2c728e", "#21908c", "#27ad81", "#5dc863", "#aadc32",
    "#fde725",
  ].compactMap(ChartColour.init(hex:))

  /// How much white is mixed into each band colour.
  static let tint = 0.2

  /// `count` viridis colours from dark to light, one per category in ascending BMI order.
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
