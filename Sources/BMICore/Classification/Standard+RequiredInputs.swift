extension Standard {
  /// Everything the standard may need to know to classify a person: what its measure is
  /// made from (height and weight for BMI, which a BMI given directly also satisfies), then
  /// its declared inputs, then, for a standard that hands sections to others (`use:`),
  /// whatever those may need, recursively, in the order of the sections. A `population`'s
  /// ages are checked when the age is known, but the age is not required for them.
  public var requiredInputs: [InputName] {
    var names = ownInputs
    for section in sections {
      guard let delegate = section.delegate?.standard else { continue }
      for name in delegate.requiredInputs where !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// What the standard needs to classify the person these inputs describe: its own measure
  /// and inputs and, when the person's section hands them to another standard, what that
  /// one needs for them, recursively. Before the section can be found (an input it depends
  /// on is missing), everything it may need (``requiredInputs``).
  ///
  /// - Parameter inputs: What is known of the person.
  package func requiredInputs(for inputs: InputValues) -> [InputName] {
    guard isDelegating else { return ownInputs }
    guard let section = try? sectionIndex(for: inputs) else { return requiredInputs }
    var names = ownInputs
    if let delegate = sections[section].delegate?.standard {
      for name in delegate.requiredInputs(for: inputs) where !names.contains(name) {
        names.append(name)
      }
    }
    return names
  }

  /// The measure's inputs, then the declared ones, without those of any delegate.
  private var ownInputs: [InputName] {
    var names = measure.requiredInputs
    for input in inputs where !names.contains(input.name) { names.append(input.name) }
    return names
  }
}
