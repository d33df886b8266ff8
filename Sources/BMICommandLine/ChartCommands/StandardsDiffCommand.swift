import BMIKit

/// `bmi standards diff A B`: what two standards decide, compared — cut-offs and their sides,
/// the ranges put in categories that do not correspond, healthiness and groups.
enum StandardsDiffCommand {
  static let labels = OptionSpec.flag("labels", help: .optionDiffLabelsHelp)
  static let exitCode = OptionSpec.flag("exit-code", help: .optionDiffExitCodeHelp)

  static let spec = CommandSpec(
    name: "diff", abstract: .standardsDiffAbstract, discussion: .standardsDiffDiscussion,
    options: [labels, exitCode, CommonOptions.language, CommonOptions.format],
    positionals: [
      PositionalSpec("first", help: .argumentFirstStandardHelp, completion: .standard),
      PositionalSpec("second", help: .argumentSecondStandardHelp, completion: .standard),
    ]
  ) { arguments, context throws(CommandFailure) in
    let typed = (arguments.positional("first") ?? "", arguments.positional("second") ?? "")
    let first = try StandardResolver.resolve(arguments.positional("first"), context: context)
    let second = try StandardResolver.resolve(arguments.positional("second"), context: context)
    for standard in [first, second] where standard.isDelegating {
      throw .usage(.delegatingNotFollowed(standard, command: "bmi standards diff"))
    }
    // Two BMI-for-age standards' z or percentile cut-offs mean different BMIs by age and
    // reference, so comparing their cut-offs alone would mislead.
    // So do cut-offs read from a table by age.
    if let growth = [first, second].first(where: {
      $0.measure.isBMIForAge || $0.cutOffReference != nil
    }) {
      throw .dataError(.diffBMIForAge(growth.identity.id))
    }
    guard first.measure == second.measure else {
      throw .dataError(
        .diffMeasuresDiffer(
          first.identity.id, first.measure.rawValue, second.identity.id, second.measure.rawValue))
    }
    let differs: Bool
    if first.isSectioned || second.isSectioned || first.measure != .bmi {
      // Sections and waist measures are compared range by range, for each group of people.
      let report = SectionedStandardsDiffReport(first, second)
      if CommonOptions.wantsJSON(arguments) {
        context.output.write(report.json(in: context.language).rendered)
      } else {
        context.output.write(report.text(in: context.language))
      }
      differs = report.differs
    } else {
      let report = StandardsDiffReport(
        first, second, typed: typed, includesLabels: arguments.isGiven(labels.name))
      if CommonOptions.wantsJSON(arguments) {
        context.output.write(report.json(in: context.language).rendered)
      } else {
        context.output.write(report.text(in: context.language))
      }
      differs = report.differs
    }
    // Like `git diff --exit-code`: 1 says only "they differ", and the report says how.
    if arguments.isGiven(exitCode.name) && differs {
      throw CommandFailure(exitCode: .failure, message: nil)
    }
  }
}
