import BMIKit

/// `bmi standards diff A B`: the ranges of exact BMI where two standards disagree.
enum StandardsDiffCommand {
  static let spec = CommandSpec(
    name: "diff", abstract: .standardsDiffAbstract, discussion: .standardsDiffDiscussion,
    options: [CommonOptions.language, CommonOptions.format],
    positionals: [
      PositionalSpec("first", help: .argumentFirstStandardHelp, completion: .standard),
      PositionalSpec("second", help: .argumentSecondStandardHelp, completion: .standard),
    ]
  ) { arguments, context throws(CommandFailure) in
    let first = try StandardResolver.resolve(arguments.positional("first"), context: context)
    let second = try StandardResolver.resolve(arguments.positional("second"), context: context)
    // Two BMI-for-age standards' z or percentile cut-offs mean different BMIs by age and
    // reference, so comparing their cut-offs alone would mislead.
    if let growth = [first, second].first(where: { $0.measure.isBMIForAge }) {
      throw .dataError(.diffBMIForAge(growth.identity.id))
    }
    guard first.measure == second.measure else {
      throw .dataError(
        .diffMeasuresDiffer(
          first.identity.id, first.measure.rawValue, second.identity.id, second.measure.rawValue))
    }
    let report = StandardsDiffReport(first, second)
    if CommonOptions.wantsJSON(arguments) {
      context.output.write(report.json(in: context.language).rendered)
    } else {
      context.output.write(report.text(in: context.language))
    }
  }
}
