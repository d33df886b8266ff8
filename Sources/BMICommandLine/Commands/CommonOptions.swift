import BMIKit
import BMISupport

/// Options several commands share, declared once so they read and behave the same in
/// `classify`, `calc`, `standards`, `batch` and `chart`.
package enum CommonOptions {
  /// `--standard <standard>`: a built-in id or alias, or a standard file's path.
  package static let standard = OptionSpec.option(
    "standard", help: .optionStandardHelp, completion: .standard)

  /// `--lang <lang>`: the language of labels and messages.
  package static let language = OptionSpec.option(
    "lang", help: .optionLanguageHelp, allowedValues: DisplayLanguage.supportedTags)

  /// `--format <format>`: `text` for people, `json` for programs.
  package static let format = OptionSpec.option(
    "format", help: .optionFormatHelp, defaultValue: "text", allowedValues: ["text", "json"])

  /// Loads the standard named by `--standard`, `BMI_STANDARD` or the default.
  ///
  /// - Parameters:
  ///   - arguments: The parsed arguments of a command that declares ``standard``.
  ///   - context: Where diagnostics go.
  package static func standard(_ arguments: ParsedArguments, context: CommandContext)
    throws(CommandFailure) -> Standard
  {
    try StandardResolver.resolve(arguments.value(standard.name), context: context)
  }

  /// Whether `--format json` was asked for.
  ///
  /// - Parameter arguments: The parsed arguments of a command that declares ``format``.
  package static func wantsJSON(_ arguments: ParsedArguments) -> Bool {
    arguments.value(format.name) == "json"
  }
}
