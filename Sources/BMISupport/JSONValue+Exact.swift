import BMICore

extension JSONValue {
  /// An exact value: a JSON number with every digit when it has a finite decimal form,
  /// else its fraction `p/q` as a string (JSON has no fractions).
  package static func exact(_ value: Rational) -> JSONValue {
    let text = value.description
    return text.contains("/") ? .string(text) : .number(text)
  }
}
