import BMIBuiltIns
public import BMIStandards

extension DelegateResolver {
  /// The compiled built-ins, which every standard file loaded by BMIKit may name with
  /// `use:` (`use: who-2006-bmi-for-age`).
  public static let builtIns = DelegateResolver(builtIn: { BuiltInStandards.standard(id: $0) })
}
