import BMICore
import BMISupport

/// Everything the loader can find wrong with a standard file, with the data its message
/// needs. Codes and messages are given in one place, `LoadProblem+Message.swift`.
enum LoadProblem: Sendable {
  // MARK: File and YAML: the first of these stops loading.
  case fileTooLarge
  case notAStandardFile
  case emptyFile
  case invalidUTF8(byte: UInt8)
  case forbiddenCharacter(Unicode.Scalar)
  case yamlSyntax(problem: String, context: String?, contextPosition: TextPosition?)
  case tabIndentation
  case anchorOrAlias(isAlias: Bool, name: String)
  case explicitTag(String)
  case multipleDocuments
  case nestingTooDeep(limit: Int)
  /// A text holding `count` unsafe characters, the first of them given (`VisibleText`).
  case unsafeCharacter(Unicode.Scalar, text: String, what: String, count: Int)

  // MARK: The table of categories. The largest cases are boxed, keeping every finding small:
  // a hostile file can hold hundreds of thousands of problems.
  case tooFewCategories(count: Int)
  case categoriesOutOfOrder(id: String, previousID: String)
  indirect case emptyInterval(id: String, interval: Interval, roundingDecimals: Int?)
  indirect case gap(
    beforeID: String, beforeUpper: UpperBound, afterID: String, afterLower: LowerBound,
    uncovered: Interval, roundingDecimals: Int?)
  indirect case overlap(
    firstID: String, firstUpper: UpperBound, secondID: String, secondLower: LowerBound,
    shared: Interval, roundingDecimals: Int?)
  case firstCategoryHasLowerBound(id: String, key: String)
  case lastCategoryHasUpperBound(id: String, key: String)
  case missingLowerBound(id: String)
  case missingUpperBound(id: String)
  case duplicateCategoryID(id: String, firstLine: Int)
  case duplicateGroupID(id: String, firstLine: Int)
  case unknownGroupMember(groupID: String, member: String, suggestion: String?)
  case multipleHealthyCategories(id: String, firstID: String)

  // MARK: The bmi-standard/1 format.
  case wrongType(what: String, expected: String, found: String)
  case unknownKey(key: String, context: String, suggestion: String?, allowed: [String])
  case duplicateKey(key: String, firstLine: Int)
  case missingKey(key: String, context: String, example: String)
  case unsupportedFormat(String)
  case newerFormat(String)
  case invalidIdentifier(text: String, what: String, suggestion: String?)
  case notAPlainNumber(text: String, what: String, fault: NumberFault)
  case quotedNumber(text: String, what: String)
  case numberOutOfRange(text: String, what: String, requirement: String)
  case tooManyFractionDigits(text: String, digits: Int)
  case notABoolean(text: String, isQuoted: Bool)
  case missingValue(what: String, found: String)
  case invalidLanguageTag(String)
  case missingEnglishName
  case valueNotAllowed(text: String, what: String, allowed: [String], suggestion: String?)
  case conflictingBounds(key: String, otherKey: String, context: String)
  case invalidReference(text: String, hint: String)
  case referenceTableUnreadable(text: String, hint: String)
  case referenceDigestMismatch(text: String, table: String, actual: String)
  case referenceTable(GrowthTableProblem.Code, ageColumn: String, unit: String)
  case cutOffTableUnreadable(text: String, hint: String)
  case cutOffTable(CutOffTableProblem.Code, names: [String])
  case cutOffTableCoverage(sex: String?, declared: String, covered: String)
  case tooManyProblems(shown: Int)
  case laterFormatKey(key: String)

  // MARK: Inputs and sections (bmi-standard/2).
  case unknownInput(name: String, suggestion: String?)
  case undeclaredInput(name: String, declared: [String], suggestion: String?)
  case valueOutsideDomain(input: String, value: String, domain: String)
  case emptyRange(what: String, interval: String)
  case unusedInput(name: String)
  case sectionGap(region: String, when: String)
  case sectionOverlap(region: String, lines: [Int])
  case categoryDiffers(id: String, what: String, firstLine: Int)
  case duplicateValue(input: String, value: String, first: TextPosition)
  case categoriesAndSections
  case tooManySections(what: String, limit: String)
  case delegateUnknown(name: String, isFile: Bool)
  case delegateCycle(name: String, chain: [String])
  case delegateRange(name: String, handed: String, accepted: String)
  case delegateRefused(name: String, first: String)
  case delegateMixed

  // MARK: Characters and syntax that are not what they seem.
  indirect case lookAlike(
    text: String, what: String, characters: [LookAlikeCharacter], more: Int, suggestion: String)
  case keyRunIntoValue(key: String, value: String, colon: Unicode.Scalar)
  case nonSpaceIndentation(Unicode.Scalar)
  case misalignedListItem(indentation: Int, siblingLine: Int, siblingIndentation: Int)

  // MARK: Warnings.
  case boundFinerThanRounding(id: String, value: ExactDecimal, decimals: Int)
  case ambiguousPlainText(text: String, otherReading: String)
  case labelWithoutEnglish(what: String, shown: String)
}

/// Why a scalar is not a plain decimal number.
enum NumberFault: Sendable, Equatable {
  case hexadecimal
  case octalOrBinaryPrefix
  case leadingZero(suggestion: String)
  case separator(suggestion: String)
  case exponent
  case infinityOrNaN
  case plusSign(suggestion: String)
  case sexagesimal
  case decimalComma(suggestion: String)
  case missingDigits(suggestion: String)
  case notWhole
  case notANumber
}
