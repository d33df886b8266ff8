/// What every error BMIKit throws has: a stable code for programs and a message for people.
///
/// A caller that does not care which call failed catches them all the same way:
///
/// ```swift
/// do {
///   _ = try glim.classify(height: height, weight: weight)
/// } catch let error as any BMIKitError {
///   print(error.code, error.message(for: "ko"))   // missing-age, in Korean
/// }
/// ```
///
/// Codes never change meaning; a new kind of failure gets a new code. Messages say what to do
/// next, in English and Korean (and Japanese or Chinese where the message catalogue has them);
/// a language without a message gets the English one.
public protocol BMIKitError: Error, CustomStringConvertible {
  /// The stable code, such as `missing-age` or `chart.not-bmi`.
  var code: String { get }

  /// The explanation in a language, ending with what to do next.
  ///
  /// - Parameter language: A language tag or locale identifier (`en`, `ko`, `ko_KR`).
  func message(for language: String) -> String
}
