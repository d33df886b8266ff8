import BMICore

extension RowEvaluator {
  /// The answer for a row of a height and a weight in centimetres and kilograms, found
  /// through the height plans the CSV fast lane keeps (``HeightPlans``); `nil` for a row
  /// this does not settle, which ``evaluate(_:slots:detail:)`` then reads.
  ///
  /// It is the lane's classification for fields found by any reader (JSON Lines'): a
  /// height met before has a plan, so its weights classify without a division, and a
  /// height met for the first time is read by value and noted for a plan. Rows with
  /// escapes, padded or unusual numbers, impossible values, a waist, or inputs that choose
  /// no section on the integer path get `nil`, and the general path flags or reads them as
  /// it always does. `BatchJSONLinesDifferentialTests` compare the two.
  ///
  /// - Parameter metric: Whether heights are read in centimetres and weights in kilograms,
  ///   the units plans hold.
  @inline(__always)
  func plannedOutcome(_ bytes: UnsafePointer<UInt8>, slots: borrowing FieldSlots, metric: Bool)
    -> RowOutcome?
  {
    guard metric, mode == .heightAndWeight else { return nil }
    let height = slots[Slot.height]
    let weight = slots[Slot.weight]
    guard height.isPresent, weight.isPresent, !height.hasEscapes, !weight.hasEscapes,
      height.start < height.end, weight.start < weight.end,
      let weightValue = weights.unpaddedMillionths(bytes, from: weight.start, to: weight.end)
    else { return nil }
    var section = 0
    if findsSection {
      // As `section(_:_:detail:)` finds it when the integer path can.
      guard !slots[Slot.waist].isPresent else { return nil }
      section = rememberedSection(
        bytes, sex: slots[Slot.sex], age: slots[Slot.age], background: slots[Slot.background])
      guard section >= 0 else { return nil }
    }
    let heightLength = height.end &- height.start
    let key = FieldWord.key(bytes + height.start, length: min(heightLength, 8))
    let tag = HeightPlans.tag(length: heightLength, section: section)
    let slot = HeightPlans.slot(key: key, tag: tag)
    if heightLength <= 8, let plan = plans.plan(in: slot, key: key, tag: tag) {
      guard weightValue >= plan.pointee.lightest, weightValue <= plan.pointee.heaviest
      else { return nil }
      let tenths = HeightPlans.tenths(weightValue, plan.pointee)
      let placement = plans.place(weightValue, tenths: tenths, plan: plan)
      let category = categoryPosition(of: placement, section: section)
      if category >= 0 {
        return .classified(
          categoryIndex: category, millionths: placement.tenths &* 100_000, decimals: 1,
          section: section)
      }
      guard
        let value = MillionthsClassifier.Value(
          heightMillionths: plan.pointee.heightMillionths, weightMillionths: weightValue)
      else { return nil }
      return outcome(value, section: section)
    }
    guard
      let heightValue = PlainDecimal.unpaddedMillionths(bytes, from: height.start, to: height.end),
      let centimetres = rules.fastHeight(heightValue),
      let kilograms = rules.fastWeight(weightValue),
      let value = MillionthsClassifier.Value(
        heightMillionths: centimetres, weightMillionths: kilograms),
      rules.isPossible(value)
    else { return nil }
    if heightLength <= 8 {
      plans.learn(
        slot: slot, key: key, tag: tag, heightMillionths: centimetres, section: section)
    }
    return outcome(value, section: section)
  }
}
