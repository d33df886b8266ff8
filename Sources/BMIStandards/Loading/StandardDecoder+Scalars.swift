import BMICore
import BMISupport

// Reading one value of the format: the format, not YAML, decides what a scalar means.
extension StandardDecoder {
  /// The scalar of a node that must hold one value, or `nil` after reporting why not.
  mutating func scalar(_ node: YAMLNode, what: String, expected: String) -> YAMLScalar? {
    guard let scalar = node.scalar else {
      report(.wrongType(what: what, expected: expected, found: node.kindDescription), node)
      return nil
    }
    guard !scalar.isNull else {
      report(.missingValue(what: what, found: "empty"), node)
      return nil
    }
    return scalar
  }

  /// Text, taken exactly as written: `NO` is the text "NO", `1.10` the text "1.10".
  ///
  /// Unquoted text that other YAML readers take as a boolean, number or date gets a
  /// warning, since the same file would mean something else to them.
  mutating func text(_ node: YAMLNode, what: String) -> String? {
    guard let scalar = scalar(node, what: what, expected: "text") else { return nil }
    guard !scalar.text.isEmpty else {
      report(.missingValue(what: what, found: "an empty text"), node)
      return nil
    }
    if scalar.style == .plain, let reading = ScalarGrammar.otherReading(ofPlain: scalar.text) {
      report(.ambiguousPlainText(text: scalar.text, otherReading: reading), node)
    }
    return scalar.text
  }

  /// One of a few words, such as a rounding mode; quoted or not.
  mutating func word(_ node: YAMLNode, what: String, allowed: [String]) -> String? {
    let expected = "one of " + LoadProblem.alternatives(allowed)
    guard let scalar = scalar(node, what: what, expected: expected) else { return nil }
    guard allowed.contains(scalar.text) else {
      if let lookAlike = Self.lookAlikeWord(scalar.text, allowed: allowed, what: what) {
        report(lookAlike.problem, node)
        return nil
      }
      report(
        .valueNotAllowed(
          text: scalar.text, what: what, allowed: allowed,
          suggestion: EditDistance.closest(to: scalar.text, among: allowed)), node)
      return nil
    }
    return scalar.text
  }

  /// A plain decimal greater than 0, such as a bound.
  mutating func positiveDecimal(_ node: YAMLNode, what: String) -> ExactDecimal? {
    guard let value = number(node, what: what) else { return nil }
    guard value.millionths > 0 else {
      report(
        .numberOutOfRange(text: "\(value)", what: what, requirement: "greater than 0"), node)
      return nil
    }
    return value
  }

  /// A whole number in a range, such as an age or a year.
  mutating func wholeNumber(_ node: YAMLNode, what: String, in range: ClosedRange<Int>) -> Int? {
    guard let value = number(node, what: what) else { return nil }
    guard node.scalar?.text.contains(".") == false else {
      report(.notAPlainNumber(text: node.scalar?.text ?? "", what: what, fault: .notWhole), node)
      return nil
    }
    let whole = Int(value.millionths / ExactDecimal.scale)
    guard range.contains(whole) else {
      report(
        .numberOutOfRange(
          text: "\(whole)", what: what,
          requirement: "from \(range.lowerBound) to \(range.upperBound)"), node)
      return nil
    }
    return whole
  }

  /// Any plain decimal; the callers check the range.
  mutating func number(_ node: YAMLNode, what: String) -> ExactDecimal? {
    guard let scalar = scalar(node, what: what, expected: "a number such as 18.5") else {
      return nil
    }
    let reading = ScalarGrammar.number(scalar.text)
    if scalar.isQuoted {
      if case .value = reading {
        report(.quotedNumber(text: Self.written(scalar), what: what), node)
      } else {
        report(.notAPlainNumber(text: scalar.text, what: what, fault: .notANumber), node)
      }
      return nil
    }
    switch reading {
    case .value(let value):
      return value
    case .fault(let fault):
      if let lookAlike = Self.lookAlikeNumber(scalar.text, what: what) {
        report(lookAlike, node)
        return nil
      }
      report(.notAPlainNumber(text: scalar.text, what: what, fault: fault), node)
    case .tooManyFractionDigits(let digits):
      report(.tooManyFractionDigits(text: scalar.text, digits: digits), node)
    case .tooLarge:
      report(
        .numberOutOfRange(text: scalar.text, what: what, requirement: "less than 10^12"), node)
    }
    return nil
  }

  /// `true` or `false`, unquoted, and nothing else.
  mutating func boolean(_ node: YAMLNode, what: String) -> Bool? {
    guard let scalar = scalar(node, what: what, expected: "true or false") else { return nil }
    if scalar.style == .plain, scalar.text == "true" || scalar.text == "false" {
      return scalar.text == "true"
    }
    report(.notABoolean(text: scalar.text, isQuoted: scalar.isQuoted), node)
    return nil
  }

  /// An identifier: lowercase ASCII letters, digits and `-`.
  mutating func identifier(_ node: YAMLNode, what: String) -> String? {
    guard let text = text(node, what: "the \(what)") else { return nil }
    guard ScalarGrammar.isIdentifier(text) else {
      if let lookAlike = Self.lookAlikeIdentifier(text, what: what) {
        report(lookAlike, node)
        return nil
      }
      report(
        .invalidIdentifier(
          text: text, what: what, suggestion: ScalarGrammar.suggestedIdentifier(for: text)),
        node)
      return nil
    }
    return text
  }

  /// A mapping of language tags to text, such as `{en: Normal, ko: 정상}`.
  mutating func localizedText(_ node: YAMLNode, what: String, requiresEnglish: Bool)
    -> LocalizedText?
  {
    guard case .mapping(let pairs) = node.content else {
      report(
        .wrongType(
          what: what, expected: "a mapping of language tags to text, such as {en: Normal}",
          found: node.kindDescription), node)
      return nil
    }
    guard !pairs.isEmpty else {
      report(.missingValue(what: what, found: "an empty mapping"), node)
      return nil
    }
    var entries: [LocalizedText.Entry] = []
    var firstLines: [String: Int] = [:]
    var isComplete = true
    for pair in pairs {
      guard let tag = scalar(pair.key, what: "a language tag", expected: "a tag such as en")
      else {
        isComplete = false
        continue
      }
      guard ScalarGrammar.isLanguageTag(tag.text) else {
        if let reading = LookAlikes.asciiReading(of: tag.text), reading != tag.text,
          ScalarGrammar.isLanguageTag(reading),
          let lookAlike = Self.lookAlikeProblem(
            tag.text, what: "the language tag", suggestion: reading)
        {
          report(lookAlike, pair.key)
        } else {
          report(.invalidLanguageTag(tag.text), pair.key)
        }
        isComplete = false
        continue
      }
      if let firstLine = firstLines[tag.text.lowercased()] {
        report(.duplicateKey(key: tag.text, firstLine: firstLine), pair.key)
        isComplete = false
        continue
      }
      firstLines[tag.text.lowercased()] = pair.key.position.line
      if tag.style == .plain, let reading = ScalarGrammar.otherReading(ofPlain: tag.text) {
        report(.ambiguousPlainText(text: tag.text, otherReading: reading), pair.key)
      }
      guard let text = text(pair.value, what: "the '\(tag.text)' text of \(what)") else {
        isComplete = false
        continue
      }
      entries.append(LocalizedText.Entry(language: tag.text, text: text))
    }
    guard isComplete else { return nil }
    if firstLines["en"] == nil {
      if requiresEnglish {
        report(.missingEnglishName, node)
        return nil
      }
      report(.labelWithoutEnglish(what: what, shown: entries[0].text), node)
    }
    return LocalizedText(entries)
  }

  /// A scalar as written, with its quotes: `"18.5"`, `'18.5'`.
  private static func written(_ scalar: YAMLScalar) -> String {
    switch scalar.style {
    case .singleQuoted: "'\(scalar.text)'"
    case .doubleQuoted: "\"\(scalar.text)\""
    default: scalar.text
    }
  }
}
