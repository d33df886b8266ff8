import BMICore
import BMISupport

extension LoadProblem {
  /// The stable code of the problem.
  var code: DiagnosticCode {
    switch self {
    case .fileTooLarge: .fileTooLarge
    case .notAStandardFile: .notAStandardFile
    case .emptyFile: .emptyFile
    case .invalidUTF8: .invalidUTF8
    case .forbiddenCharacter: .forbiddenCharacter
    case .yamlSyntax: .yamlSyntax
    case .tabIndentation: .tabIndentation
    case .anchorOrAlias: .anchorOrAlias
    case .explicitTag: .explicitTag
    case .multipleDocuments: .multipleDocuments
    case .nestingTooDeep: .nestingTooDeep
    case .unsafeCharacter: .unsafeCharacter
    case .tooFewCategories: .tooFewCategories
    case .categoriesOutOfOrder: .categoriesOutOfOrder
    case .emptyInterval: .emptyInterval
    case .gap: .gap
    case .overlap: .overlap
    case .firstCategoryHasLowerBound: .firstCategoryHasLowerBound
    case .lastCategoryHasUpperBound: .lastCategoryHasUpperBound
    case .missingLowerBound: .missingLowerBound
    case .missingUpperBound: .missingUpperBound
    case .duplicateCategoryID: .duplicateCategoryID
    case .duplicateGroupID: .duplicateGroupID
    case .unknownGroupMember: .unknownGroupMember
    case .multipleHealthyCategories: .multipleHealthyCategories
    case .wrongType: .wrongType
    case .unknownKey: .unknownKey
    case .duplicateKey: .duplicateKey
    case .missingKey: .missingKey
    case .unsupportedFormat: .unsupportedFormat
    case .newerFormat: .newerFormat
    case .invalidIdentifier: .invalidIdentifier
    case .notAPlainNumber: .notAPlainNumber
    case .quotedNumber: .quotedNumber
    case .numberOutOfRange: .numberOutOfRange
    case .tooManyFractionDigits: .tooManyFractionDigits
    case .notABoolean: .notABoolean
    case .missingValue: .missingValue
    case .invalidLanguageTag: .invalidLanguageTag
    case .missingEnglishName: .missingEnglishName
    case .valueNotAllowed: .valueNotAllowed
    case .conflictingBounds: .conflictingBounds
    case .invalidReference: .invalidReference
    case .referenceTableUnreadable: .referenceTableUnreadable
    case .referenceDigestMismatch: .referenceDigestMismatch
    case .referenceTable: .referenceTableProblem
    case .cutOffTableUnreadable: .cutOffTableUnreadable
    case .cutOffTable: .cutOffTableProblem
    case .cutOffTableCoverage: .cutOffTableCoverage
    case .tooManyProblems: .tooManyProblems
    case .lookAlike: .lookAlikeCharacter
    case .keyRunIntoValue: .keyWithoutSpace
    case .nonSpaceIndentation: .nonSpaceIndentation
    case .misalignedListItem: .misalignedListItem
    case .laterFormatKey: .unknownKey
    case .unknownInput: .unknownInput
    case .undeclaredInput: .undeclaredInput
    case .valueOutsideDomain: .valueOutsideDomain
    case .emptyRange: .emptyRange
    case .unusedInput: .unusedInput
    case .sectionGap: .sectionGap
    case .sectionOverlap: .sectionOverlap
    case .categoryDiffers: .categoryDiffers
    case .duplicateValue: .duplicateValue
    case .categoriesAndSections: .categoriesAndSections
    case .tooManySections: .tooManySections
    case .delegateUnknown: .delegateUnknown
    case .delegateCycle: .delegateCycle
    case .delegateRange: .delegateRange
    case .delegateRefused: .delegateRefused
    case .delegateMixed: .delegateMixed
    case .boundFinerThanRounding: .boundFinerThanRounding
    case .ambiguousPlainText: .ambiguousPlainText
    case .labelWithoutEnglish: .labelWithoutEnglish
    }
  }

  /// One line of English: what is wrong, and what to do about it.
  var message: String {
    switch self {
    case .fileTooLarge:
      // No size is given: a caller may read only the first bytes past the limit.
      return "the file is larger than \(StandardLoader.maximumFileSize) bytes (1 MiB), the most "
        + "a standard file may have; a standard takes a few kilobytes, so check that this is "
        + "the right file"
    case .notAStandardFile:
      return "this is not a standard file: its name does not end in .yaml and it never "
        + "mentions bmi-standard, as a standard's 'format: bmi-standard/1' does; check the "
        + "path (no line of the file is shown)"
    case .emptyFile:
      return "the file is empty; a standard file starts with 'format: bmi-standard/1' "
        + "(see docs/standard-format.md)"
    case .invalidUTF8(let byte):
      return "the byte \(Self.hex(byte)) is not valid UTF-8; save the file with UTF-8 encoding"
    case .forbiddenCharacter(let scalar):
      return "the character \(Self.describe(scalar)) is not allowed in a YAML file; remove it"
    case .yamlSyntax(let problem, let context, let contextPosition):
      var text = "YAML syntax error: \(problem)"
      if let context, let contextPosition {
        text += " (\(context) at line \(contextPosition.line), column \(contextPosition.column))"
      } else if let context {
        text += " (\(context))"
      }
      return text + "; check the indentation, the ':' after each key and the quotes"
    case .tabIndentation:
      return "a tab is used for indentation, but YAML indents with spaces only; "
        + "replace the tab with spaces"
    case .anchorOrAlias(let isAlias, let name):
      let written = isAlias ? "alias '*\(name)'" : "anchor '&\(name)'"
      return "the \(written) is not allowed: standard files do not use anchors and aliases, "
        + "so write the value out in full"
    case .explicitTag(let tag):
      return "the tag '\(Self.shorthand(ofTag: tag))' is not allowed: the format decides the "
        + "type of every value; remove the tag"
    case .multipleDocuments:
      return "a second YAML document starts here, but a standard file holds exactly one; "
        + "put each standard in a file of its own"
    case .nestingTooDeep(let limit):
      return "mappings and lists are nested more than \(limit) levels deep, far more than a "
        + "standard needs; check the indentation and the brackets"
    case .unsafeCharacter(let scalar, let text, let what, let count):
      let more = count > 1 ? " (and \(count - 1) more)" : ""
      return "\(what), '\(text)', holds \(UnicodeNames.describe(scalar))\(more), "
        + Self.unsafeKind(scalar) + "; no text of a standard file may hold one: remove it"
    case .tooFewCategories(let count):
      return "the file has \(count) categor\(count == 1 ? "y" : "ies"); a standard needs at "
        + "least 2, listed from the lowest BMI to the highest"
    case .categoriesOutOfOrder(let id, let previousID):
      return "category '\(id)' starts below '\(previousID)', which is listed before it; "
        + "list categories from the lowest BMI to the highest"
    case .emptyInterval(let id, let interval, let decimals):
      let rounded = decimals.map { " once BMI is rounded to \(Self.decimals($0))" } ?? ""
      return "category '\(id)' covers no BMI: its interval \(interval) holds no value\(rounded); "
        + "check its bounds"
    case .gap(let beforeID, let beforeUpper, let afterID, let afterLower, let uncovered, let d):
      let rounded = d.map { " (BMI rounded to \(Self.decimals($0)))" } ?? ""
      return "gap: no category covers \(uncovered.inequality)\(rounded), between "
        + "'\(beforeID)' (\(Self.describe(beforeUpper))) and '\(afterID)' "
        + "(\(Self.describe(afterLower))); to close it, make '\(afterID)' start with "
        + Self.startKey(continuing: uncovered.lower)
    case .overlap(let firstID, let firstUpper, let secondID, let secondLower, let shared, let d):
      let rounded = d.map { " (BMI rounded to \(Self.decimals($0)))" } ?? ""
      return "overlap: \(shared.inequality)\(rounded) is in both '\(firstID)' "
        + "(\(Self.describe(firstUpper))) and '\(secondID)' (\(Self.describe(secondLower))); "
        + "make '\(secondID)' start where '\(firstID)' ends, with "
        + Self.startKey(after: firstUpper)
    case .firstCategoryHasLowerBound(let id, let key):
      return "the first category '\(id)' has a lower bound ('\(key)'); remove it, so that "
        + "'\(id)' covers every BMI down to 0"
    case .lastCategoryHasUpperBound(let id, let key):
      return "the last category '\(id)' has an upper bound ('\(key)'); remove it, so that "
        + "'\(id)' covers every BMI above its lower bound"
    case .missingLowerBound(let id):
      return "category '\(id)' has no lower bound, and only the first category may omit it; "
        + "add at_least or above where the category before it ends"
    case .missingUpperBound(let id):
      return "category '\(id)' has no upper bound, and only the last category may omit it; "
        + "add below or at_most where the category after it starts"
    case .duplicateCategoryID(let id, let firstLine):
      return "two categories have the id '\(id)' (the first on line \(firstLine)); give each "
        + "category an id of its own"
    case .duplicateGroupID(let id, let firstLine):
      return "two groups have the id '\(id)' (the first on line \(firstLine)); give each "
        + "group an id of its own"
    case .unknownGroupMember(let groupID, let member, let suggestion):
      let hint = suggestion.map { "did you mean '\($0)'?" } ?? "members are category ids"
      return "group '\(groupID)' names '\(member)', which is not a category of this file; "
        + hint
    case .multipleHealthyCategories(let id, let firstID):
      return "both '\(firstID)' and '\(id)' are marked healthy; mark at most one category "
        + "with healthy: true"
    case .wrongType(let what, let expected, let found):
      return "\(what) must be \(expected), but this is \(found)"
    case .unknownKey(let key, let context, let suggestion, let allowed):
      let hint =
        suggestion.map { "did you mean '\($0)'?" }
        ?? "the keys allowed here are \(allowed.joined(separator: ", "))"
      return "unknown key '\(key)' in \(context); \(hint)"
    case .duplicateKey(let key, let firstLine):
      return "the key '\(key)' is given twice in this mapping (first on line \(firstLine)); "
        + "keep one"
    case .missingKey(let key, let context, let example):
      return "\(context) has no '\(key)', which is required; add \(example)"
    case .unsupportedFormat(let text):
      return "'\(text)' is not a format BMIKit reads; write format: bmi-standard/1, or "
        + "bmi-standard/2 for a standard with inputs and sections"
    case .newerFormat(let text):
      return "the file is written in '\(text)', newer than the bmi-standard/2 this BMIKit "
        + "reads; update BMIKit, or write the file in bmi-standard/2"
    case .invalidIdentifier(let text, let what, let suggestion):
      let hint = suggestion.map { ", such as '\($0)'" } ?? ""
      return "'\(text)' is not a valid \(what): write lowercase ASCII letters, digits and '-', "
        + "starting with a letter or digit\(hint)"
    case .notAPlainNumber(let text, let what, let fault):
      return "'\(text)' is not a plain decimal number, which \(what) must be; "
        + Self.advice(for: fault, text: text)
    case .quotedNumber(let text, let what):
      return "\(what) must be a number, but \(text) is in quotes, which makes it text; "
        + "remove the quotes"
    case .numberOutOfRange(let text, let what, let requirement):
      return "\(what) must be \(requirement), but it is \(text)"
    case .tooManyFractionDigits(let text, let digits):
      return "'\(text)' has \(digits) digits after the decimal point; numbers may have at "
        + "most \(ExactDecimal.maximumFractionDigits)"
    case .notABoolean(let text, let isQuoted):
      if isQuoted {
        return "'\(text)' is in quotes, which makes it text; write true or false without quotes"
      }
      if ["true", "false"].contains(text.lowercased()) {
        return "'\(text)' is not a boolean here; write \(text.lowercased()) in lowercase"
      }
      let reading = Self.yaml11Booleans[text].map {
        " (YAML 1.1 readers take '\(text)' as \($0), YAML 1.2 readers as text)"
      }
      return "'\(text)' is not a boolean; write true or false\(reading ?? "")"
    case .missingValue(let what, let found):
      return "\(what) is \(found); give it a value"
    case .invalidLanguageTag(let text):
      return "'\(text)' is not a language tag; use a tag such as en, ko, ja or zh-Hans"
    case .missingEnglishName:
      return "'name' has no English text; add en: …, the name shown when no other language "
        + "is asked for"
    case .valueNotAllowed(let text, let what, let allowed, let suggestion):
      let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
      return "'\(text)' is not allowed for \(what); write "
        + Self.alternatives(allowed) + hint
    case .conflictingBounds(let key, let otherKey, let context):
      return "\(context) has both '\(otherKey)' and '\(key)'; keep one: "
        + Self.boundMeaning(otherKey) + ", " + Self.boundMeaning(key)
    case .invalidReference(let text, let hint):
      return "'\(text)' \(hint)"
    case .referenceTableUnreadable(let text, let hint):
      return "the LMS table '\(text)' \(hint)"
    case .referenceDigestMismatch(let text, let table, let actual):
      return "'\(text)' is not the SHA-256 of \(table), which is \(actual); if the table "
        + "changed on purpose, check it and write sha256: \(actual)"
    case .referenceTable(let code, let ageColumn, let unit):
      return "\(code.rawValue): " + Self.tableAdvice(code, ageColumn: ageColumn, unit: unit)
    case .cutOffTableUnreadable(let text, let hint):
      return "the table of cut-offs '\(text)' \(hint)"
    case .cutOffTable(let code, let names):
      return "\(code.rawValue): " + Self.cutOffTableAdvice(code, names: names)
    case .cutOffTableCoverage(let sex, let declared, let covered):
      guard let sex else {
        return "a standard of cut-offs by age needs the inputs sex and age, the age with a "
          + "lowest and a highest value, such as age: {at_least: 2, at_most: 18}; the table "
          + "covers \(covered)"
      }
      return "the table of cut-offs covers \(covered) for \(sex), but the age input accepts "
        + "\(declared); narrow the age input to the table's ages or add the missing rows"
    case .tooManyProblems(let shown):
      return "more problems follow, but only the first \(shown) are shown; correct these and "
        + "check the file again"
    case .lookAlike(let text, let what, let characters, let more, let suggestion):
      let listed = characters.map {
        "\(UnicodeNames.describe($0.scalar)) looks like '\($0.looksLike)'"
      }
      let others = more > 0 ? " (and \(more) more)" : ""
      return "'\(text)' (\(what)) is not plain ASCII: " + listed.joined(separator: ", ") + others
        + "; write '\(suggestion)'"
    case .keyRunIntoValue(let key, let value, let colon):
      let written =
        "\(key): " + (value.trimmingASCIISpaces.isEmpty ? "…" : value.trimmingASCIISpaces)
      if colon == ":" {
        return "the key '\(key)' runs into its value: YAML needs a space after the ':' of a "
          + "key; write '\(written)'"
      }
      return "the key '\(key)' is followed by \(UnicodeNames.describe(colon)), which looks like "
        + "':' but is not one to YAML; write '\(written)', with an ASCII ':' and a space"
    case .nonSpaceIndentation(let scalar):
      return "this line is indented with \(UnicodeNames.describe(scalar)), which looks like a "
        + "space but does not indent in YAML; indent with ASCII spaces only"
    case .misalignedListItem(let indentation, let siblingLine, let siblingIndentation):
      return "this list item is indented \(Self.spaces(indentation)), but the item on line "
        + "\(siblingLine) is indented \(Self.spaces(siblingIndentation)); indent every item of "
        + "a list by the same number of spaces"
    case .laterFormatKey(let key):
      return "'\(key)' belongs to format bmi-standard/2; write format: bmi-standard/2 to use "
        + "it, or remove it"
    case .unknownInput(let name, let suggestion):
      let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
      return "'\(name)' is not an input BMIKit knows; \(hint)the inputs are "
        + Self.alternatives(InputName.declarable.map(\.rawValue), conjunction: "and")
    case .undeclaredInput(let name, let declared, let suggestion):
      let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
      let list =
        declared.isEmpty
        ? "the file declares no inputs" : "the file declares " + Self.alternatives(declared)
      return "the condition names '\(name)', which is not declared under inputs; \(hint)"
        + "declare it there, such as inputs: {\(Self.declarationExample(name))} (\(list))"
    case .valueOutsideDomain(let input, let value, let domain):
      return "'\(value)' is outside the declared domain of '\(input)' (\(domain)), so it "
        + "applies to no one; keep to the domain, or widen the declaration under inputs"
    case .emptyRange(let what, let interval):
      return "\(what) covers no value: its interval \(interval) is empty; check its bounds"
    case .unusedInput(let name):
      return "the input '\(name)' is declared but no section depends on it; use it in a "
        + "section's when:, or remove it (population: min_age and max_age restrict ages "
        + "without sections)"
    case .sectionGap(let region, let when):
      return "gap: no section covers \(region); add a section with when: \(when), or widen "
        + "a section next to it"
    case .sectionOverlap(let region, let lines):
      let list = Self.alternatives(lines.map(String.init), conjunction: "and")
      return "overlap: \(region) is covered by the sections on lines \(list); make their "
        + "when: conditions exclusive, so that each person is in one section"
    case .categoryDiffers(let id, let what, let firstLine):
      return "category '\(id)' has a different \(what) here than in the section on line "
        + "\(firstLine); a category id means the same in every section, so give it the same "
        + "\(what) or another id"
    case .duplicateValue(let input, let value, let first):
      return
        "'\(value)' is listed twice for '\(input)' (first at \(first.line):\(first.column)); keep one"
    case .categoriesAndSections:
      return "the file has both categories and sections; put each section's categories under "
        + "its entry in sections:, or keep one table under categories: alone"
    case .tooManySections(let what, let limit):
      return "the file has \(what), more than BMIKit checks (\(limit)); split the standard "
        + "into several files"
    case .delegateUnknown(let name, let isFile):
      return isFile
        ? "use: '\(name)' names no file that can be read beside this one; give a relative "
          + "path to a standard file in this folder or below it"
        : "use: '\(name)' is not a built-in standard; give a built-in's id (bmi standards "
          + "list) or the relative path of a .yaml file"
    case .delegateCycle(let name, let chain):
      return "use: '\(name)' hands ages back to a standard that is already handing them on ("
        + chain.joined(separator: " → ") + "); make one of them classify with categories"
    case .delegateRange(let name, let handed, let accepted):
      return "'\(name)' does not classify every person this section hands it: it is given "
        + "\(handed) but accepts \(accepted); narrow this section's when: or use another standard"
    case .delegateRefused(let name, let first):
      return "'\(name)' was refused (\(first)); check it with bmi standards check \(name)"
    case .delegateMixed:
      return "a file whose sections hand ages to other standards (use:) has only such "
        + "sections and no measure, reference or categories of its own; move the categories "
        + "into a file of their own and name it with use:"
    case .boundFinerThanRounding(let id, let value, let decimals):
      return "category '\(id)' has the bound \(value), but BMI is rounded to "
        + "\(Self.decimals(decimals)) first, so no classified value equals it; write the "
        + "bound with at most \(Self.decimals(decimals))"
    case .ambiguousPlainText(let text, let otherReading):
      return "'\(text)' is read as text, but YAML readers that guess types take it as "
        + "\(otherReading); put it in quotes (\"\(text)\") so that every reader agrees"
    case .labelWithoutEnglish(let what, let shown):
      return "\(what) has no English text, so English output shows '\(shown)'; add en: …"
    }
  }
}
