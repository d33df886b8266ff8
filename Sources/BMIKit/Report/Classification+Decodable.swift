import BMIBuiltIns
import BMICore
import BMIMeasurement

// Foundation for the documentation's JSONDecoder alone: the code needs the standard library.
#if BMI_WITHOUT_FOUNDATION
#elseif canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CodingUserInfoKey {
  /// The standards a decoder may find a ``Classification``'s standard among, as
  /// `[Standard]`; the built-ins are always searched after them.
  public static let bmiStandards = CodingUserInfoKey(rawValue: "bmi-standards")!
}

extension Classification: Decodable {
  /// Reads a classification as ``Classification/encode(to:)`` wrote it: its standard is
  /// found by id, version and digest among the decoder's
  /// ``Foundation/CodingUserInfoKey/bmiStandards`` and the built-ins, and the person the
  /// report records is classified again, which must give the category written.
  ///
  /// ```swift
  /// let decoder = JSONDecoder()
  /// decoder.userInfo[.bmiStandards] = [clinic]
  /// let back = try decoder.decode(Classification.self, from: data)
  /// ```
  ///
  /// - Throws: `DecodingError.dataCorrupted` for a standard neither holds, a measurement
  ///   that is not a possible one, or a category other than the one written.
  public init(from decoder: any Decoder) throws {
    let report = try ClassificationReport(from: decoder)
    let given = decoder.userInfo[.bmiStandards] as? [Standard] ?? []
    func matches(_ standard: Standard) -> Bool {
      standard.identity.id == report.standard.id
        && standard.identity.version == report.standard.version
        && standard.identity.sha256 == report.standard.sha256
    }
    func corrupted(_ text: String) -> DecodingError {
      .dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: text))
    }
    guard
      let standard = given.first(where: matches)
        ?? BuiltInStandards.standard(id: report.standard.id).flatMap({
          matches($0) ? $0 : nil
        })
    else { throw corrupted("no standard \(report.standard.id) \(report.standard.version)") }
    let input = report.input
    var person = Person(background: input.background)
    do {
      if let text = input.heightCentimetres?.description {
        person.height = try Height(Self.rational(text, corrupted), .centimetres)
      }
      if let text = input.weightKilograms?.description {
        person.weight = try Weight(Self.rational(text, corrupted), .kilograms)
      }
      if let text = input.waistCentimetres?.description {
        person.waist = try Waist(Self.rational(text, corrupted), .centimetres)
      }
      if let text = input.bmi?.description {
        person.bodyMassIndex = BodyMassIndex(try Self.rational(text, corrupted))
      }
      person.sex = input.sex.flatMap(Sex.init(rawValue:))
      if let age = input.age, let unit = AgeUnit(rawValue: age.unit) {
        person.age = Age(try Self.rational(age.value.description, corrupted), unit)
      }
      if let measured = report.conventions?.lengthAdjustment?.measured {
        person.heightPosition = GrowthMeasurementPosition(rawValue: measured)
      }
      let classification = try standard.classify(person)
      guard classification.category.id == report.category.id else {
        throw corrupted("classified again as \(classification.category.id)")
      }
      self = classification
    } catch let error as DecodingError {
      throw error
    } catch {
      throw corrupted("\(error)")
    }
  }

  /// A report's exact number: decimal digits or a reduced fraction `n/d`.
  private static func rational(_ text: String, _ corrupted: (String) -> DecodingError) throws
    -> Rational
  {
    let parts = text.split(separator: "/")
    if parts.count == 2, let numerator = Int(parts[0]), let denominator = Int(parts[1]),
      denominator != 0
    {
      return Rational(numerator, denominator)
    }
    guard parts.count == 1, let decimal = ExactDecimal(text) else {
      throw corrupted("\(text) is not an exact number")
    }
    return Rational(decimal)
  }
}
