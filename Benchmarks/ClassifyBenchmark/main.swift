// Nanoseconds per classification: the library's real path (`Standard.classify(height:weight:)`
// on heights and weights read from typed text) against the seed app's naive `Double`
// switch, on the same people, alternating rounds in one run.
//
//   swift run -c release classify-benchmark [PEOPLE] [ROUNDS]
import BMICore
import BMIMeasurement

let people =
  CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1_000_000 : 1_000_000
let rounds = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 7 : 7

/// A deterministic generator, so every run measures the same people.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

func category(_ id: String, _ lower: LowerBound, _ upper: UpperBound) -> BMICategory {
  BMICategory(
    id: id, label: LocalizedText(["en": id]), interval: Interval(lower: lower, upper: upper))
}

let standard: Standard
do {
  let table = try ClassificationTable(categories: [
    category("underweight", .none, .below(ExactDecimal(millionths: 18_500_000))),
    category("normal", .atLeast(ExactDecimal(millionths: 18_500_000)), .below(25)),
    category("pre-obese", .atLeast(25), .below(30)),
    category("obese-1", .atLeast(30), .below(35)),
    category("obese-2", .atLeast(35), .below(40)),
    category("obese-3", .atLeast(40), .none),
  ])
  standard = Standard(
    identity: StandardIdentity(id: "who-like", version: "1"), name: LocalizedText(["en": "WHO"]),
    table: table)
} catch {
  fatalError("benchmark table: \(error)")
}

// Heights 150–195 cm and weights 40–130 kg with one decimal, as scales and stadiometers give.
var generator = SplitMix64(state: 42)
var heights: [Height] = []
var weights: [Weight] = []
var heightDoubles: [Double] = []
var weightDoubles: [Double] = []
for _ in 0..<people {
  let h = Int64.random(in: 1_500...1_950, using: &generator)
  let w = Int64.random(in: 400...1_300, using: &generator)
  // As an app's text fields give them: "170.5", "64.2".
  do {
    heights.append(try Height(parsing: "\(h / 10).\(h % 10)"))
    weights.append(try Weight(parsing: "\(w / 10).\(w % 10)"))
  } catch {
    fatalError("benchmark person: \(error)")
  }
  heightDoubles.append(Double(h) / 10)
  weightDoubles.append(Double(w) / 10)
}

/// The seed app's arithmetic and switch.
@inline(never)
func naiveCategory(height: Double, weight: Double) -> Int {
  let metres = height / 100
  let bmi = weight / (metres * metres)
  switch bmi {
  case ..<18.5: return 0
  case ..<25: return 1
  case ..<30: return 2
  case ..<35: return 3
  case ..<40: return 4
  default: return 5
  }
}

@inline(never)
func exactCategory(height: Height, weight: Weight) -> Int {
  do {
    return try standard.classify(height: height, weight: weight).categoryIndex
  } catch {
    return -1
  }
}

func measure(_ body: () -> Int) -> (nanoseconds: Double, checksum: Int) {
  let clock = ContinuousClock()
  var checksum = 0
  let elapsed = clock.measure { checksum = body() }
  let (seconds, attoseconds) = elapsed.components
  let total = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  return (total / Double(people), checksum)
}

var naiveTimes: [Double] = []
var exactTimes: [Double] = []
var naiveSum = 0
var exactSum = 0
for _ in 0..<rounds {
  let naive = measure {
    var sum = 0
    for i in 0..<people {
      sum &+= naiveCategory(height: heightDoubles[i], weight: weightDoubles[i])
    }
    return sum
  }
  let exact = measure {
    var sum = 0
    for i in 0..<people { sum &+= exactCategory(height: heights[i], weight: weights[i]) }
    return sum
  }
  naiveTimes.append(naive.nanoseconds)
  exactTimes.append(exact.nanoseconds)
  naiveSum = naive.checksum
  exactSum = exact.checksum
}

var disagreements = 0
for i in 0..<people
where naiveCategory(height: heightDoubles[i], weight: weightDoubles[i])
  != exactCategory(height: heights[i], weight: weights[i])
{
  disagreements += 1
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func format(_ value: Double) -> String {
  let hundredths = Int(value * 100 + 0.5)
  return
    "\(hundredths / 100).\(String(repeating: "0", count: hundredths % 100 < 10 ? 1 : 0))\(hundredths % 100)"
}

let naiveMedian = median(naiveTimes)
let exactMedian = median(exactTimes)
print("people: \(people), rounds: \(rounds) (alternating), medians:")
print("  naive Double switch   \(format(naiveMedian)) ns/classification")
print("  Standard.classify     \(format(exactMedian)) ns/classification")
print("  ratio exact/naive     \(format(exactMedian / naiveMedian))")
print("  people the naive switch puts in another category: \(disagreements)")
print("  checksums: naive \(naiveSum), exact \(exactSum)")
