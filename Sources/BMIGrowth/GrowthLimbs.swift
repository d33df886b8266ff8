/// The 64-bit limbs of a `GrowthInteger`'s magnitude, least significant first.
///
/// Up to four limbs (256 bits) are stored inline, so the numbers of a 64-bit certified
/// computation never touch the heap; longer magnitudes move to an array once and stay there.
@usableFromInline
struct GrowthLimbs: Sendable {
  /// The number of limbs in use.
  @usableFromInline private(set) var count: Int
  @usableFromInline var inline: (UInt64, UInt64, UInt64, UInt64)
  /// The limbs once there are more than four; `nil` (no reference to count) while inline.
  @usableFromInline var spill: [UInt64]?
  @usableFromInline var isSpilled: Bool { spill != nil }

  @usableFromInline static let inlineCapacity = 4

  /// No limbs (the magnitude zero).
  @inlinable init() {
    count = 0
    inline = (0, 0, 0, 0)
    spill = nil
  }

  /// `count` zero limbs.
  @inlinable init(zeros count: Int) {
    self.init()
    self.count = count
    if count > Self.inlineCapacity { spill = [UInt64](repeating: 0, count: count) }
  }

  /// The limbs of an array.
  init(_ array: [UInt64]) {
    self.init(zeros: array.count)
    for index in 0..<array.count { self[index] = array[index] }
  }

  /// One limb.
  @inlinable init(single value: UInt64) {
    self.init()
    if value != 0 {
      count = 1
      inline.0 = value
    }
  }

  @inlinable var isEmpty: Bool { count == 0 }
  @inlinable var last: UInt64? { count == 0 ? nil : self[count - 1] }
  @inlinable var first: UInt64? { count == 0 ? nil : self[0] }

  @inlinable subscript(index: Int) -> UInt64 {
    get {
      if let spill { return spill[index] }
      precondition(index >= 0 && index < count, "limb index out of range")
      return withUnsafeBytes(of: inline) {
        $0.load(fromByteOffset: index &* 8, as: UInt64.self)
      }
    }
    set {
      if spill != nil {
        spill![index] = newValue
        return
      }
      precondition(index >= 0 && index < count, "limb index out of range")
      withUnsafeMutableBytes(of: &inline) {
        $0.storeBytes(of: newValue, toByteOffset: index &* 8, as: UInt64.self)
      }
    }
  }

  /// Adds a most significant limb.
  @inlinable mutating func append(_ value: UInt64) {
    if !isSpilled && count == Self.inlineCapacity {
      spill = [inline.0, inline.1, inline.2, inline.3]
    }
    if spill != nil {
      spill!.append(value)
      count += 1
    } else {
      count += 1
      self[count - 1] = value
    }
  }

  /// Drops the most significant limb.
  @inlinable mutating func removeLast() {
    precondition(count > 0, "no limb to remove")
    if spill != nil {
      spill!.removeLast()
    } else {
      self[count - 1] = 0
    }
    count -= 1
  }

  /// Drops most significant zero limbs.
  @inlinable mutating func trim() {
    while count > 0 && self[count - 1] == 0 { removeLast() }
  }

  /// The first `length` limbs.
  func prefix(_ length: Int) -> GrowthLimbs {
    var result = GrowthLimbs(zeros: length)
    for index in 0..<length { result[index] = self[index] }
    return result
  }

  /// The limbs as an array, most significant last.
  var array: [UInt64] {
    var result: [UInt64] = []
    for index in 0..<count { result.append(self[index]) }
    return result
  }
}

extension GrowthLimbs: Equatable {
  @inlinable static func == (lhs: GrowthLimbs, rhs: GrowthLimbs) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for index in 0..<lhs.count where lhs[index] != rhs[index] { return false }
    return true
  }
}
