import BMICore
import BMIMeasurement

extension ClassificationReport.Conventions {
  /// The conventions of a BMI-for-age result.
  ///
  /// - Parameters:
  ///   - result: The scores and reference.
  ///   - age: The age as given.
  init(_ result: BMIForAgeResult, age: Age?) {
    let reference = result.reference
    rules = reference.rules.fileName
    table = reference.tableFile
    tableSHA256 = reference.tableSHA256
    ageUnit = reference.ageUnit.rawValue
    ageRounding = reference.ageRounding
    interpolation = reference.interpolation
    tails = reference.tails.rawValue
    zRounding = reference.zRoundingDescription
    let looked = age.map(GrowthAge.init).map {
      reference.ageUnit == .days ? GrowthRational($0.inWholeDays) : $0.inMonths
    }
    let decimals = (0...Rational.longDecimalFractionDigits).first { digits in
      looked.map { ($0 * GrowthRational(10).power(digits)).isInteger } ?? true
    }
    self.age = ExactNumber(
      decimalText: decimals.flatMap { looked?.decimalText(decimals: $0) } ?? looked?.description
        ?? "0")
    lengthAdjustment = result.lengthAdjustment.map {
      LengthAdjustment(measured: $0.position.rawValue, centimetres: ExactNumber($0.centimetres))
    }
    zAtPercentile100 = reference.zAtPercentile100.flatMap { z in
      let digits = (0...6).first { (z * GrowthRational(10).power($0)).isInteger } ?? 6
      return try? GrowthQuantity(exactly: z).decimalText(decimals: digits)
    }.map(ExactNumber.init(decimalText:))
  }
}
