// Every stable code, in one place. Numbers are never reused: a retired problem keeps its
// code unassigned. E001–E010 are about the file and its YAML, E011–E023 about the table of
// categories, E030–E048 about the format, E049 and up about characters and syntax that are
// not what they seem, E060 and up about the inputs and sections of `bmi-standard/2`, W001 and
// up are warnings.

extension DiagnosticCode {
  /// E001: the file is larger than ``StandardLoader/maximumFileSize``.
  package static let fileTooLarge = DiagnosticCode("E001")
  /// E002: the file holds no YAML document.
  package static let emptyFile = DiagnosticCode("E002")
  /// E003: the file is not valid UTF-8.
  package static let invalidUTF8 = DiagnosticCode("E003")
  /// E004: the file holds a character YAML forbids, such as NUL.
  package static let forbiddenCharacter = DiagnosticCode("E004")
  /// E005: the file is not well-formed YAML.
  package static let yamlSyntax = DiagnosticCode("E005")
  /// E006: a tab is used for indentation.
  package static let tabIndentation = DiagnosticCode("E006")
  /// E007: an anchor (`&a`) or alias (`*a`).
  package static let anchorOrAlias = DiagnosticCode("E007")
  /// E008: an explicit tag such as `!!str`.
  package static let explicitTag = DiagnosticCode("E008")
  /// E009: more than one YAML document.
  package static let multipleDocuments = DiagnosticCode("E009")
  /// E010: mappings and lists nested too deeply.
  package static let nestingTooDeep = DiagnosticCode("E010")

  /// E011: fewer than two categories.
  package static let tooFewCategories = DiagnosticCode("E011")
  /// E012: a category starts below the one before it.
  package static let categoriesOutOfOrder = DiagnosticCode("E012")
  /// E013: a category covers no value.
  package static let emptyInterval = DiagnosticCode("E013")
  /// E014: values between two categories belong to neither.
  package static let gap = DiagnosticCode("E014")
  /// E015: values belong to two categories.
  package static let overlap = DiagnosticCode("E015")
  /// E016: the first category has a lower bound.
  package static let firstCategoryHasLowerBound = DiagnosticCode("E016")
  /// E017: the last category has an upper bound.
  package static let lastCategoryHasUpperBound = DiagnosticCode("E017")
  /// E018: a category after the first has no lower bound.
  package static let missingLowerBound = DiagnosticCode("E018")
  /// E019: a category before the last has no upper bound.
  package static let missingUpperBound = DiagnosticCode("E019")
  /// E020: two categories share an id.
  package static let duplicateCategoryID = DiagnosticCode("E020")
  /// E021: two groups share an id.
  package static let duplicateGroupID = DiagnosticCode("E021")
  /// E022: a group names a category the file does not have.
  package static let unknownGroupMember = DiagnosticCode("E022")
  /// E023: more than one category is marked healthy.
  package static let multipleHealthyCategories = DiagnosticCode("E023")

  /// E030: a value of the wrong kind, such as a list where a mapping belongs.
  package static let wrongType = DiagnosticCode("E030")
  /// E031: a key the format does not define.
  package static let unknownKey = DiagnosticCode("E031")
  /// E032: a key given twice in one mapping.
  package static let duplicateKey = DiagnosticCode("E032")
  /// E033: a required key is missing.
  package static let missingKey = DiagnosticCode("E033")
  /// E034: `format` is not `bmi-standard/1`.
  package static let unsupportedFormat = DiagnosticCode("E034")
  /// E035: `format` names a newer version than this BMIKit reads.
  package static let newerFormat = DiagnosticCode("E035")
  /// E036: an id that is not lowercase ASCII letters, digits and `-`.
  package static let invalidIdentifier = DiagnosticCode("E036")
  /// E037: a number that is not a plain decimal such as `18.5` or `25`.
  package static let notAPlainNumber = DiagnosticCode("E037")
  /// E038: a number in quotes.
  package static let quotedNumber = DiagnosticCode("E038")
  /// E039: a number outside its allowed range, such as a bound ≤ 0.
  package static let numberOutOfRange = DiagnosticCode("E039")
  /// E040: a number with more than six fractional digits.
  package static let tooManyFractionDigits = DiagnosticCode("E040")
  /// E041: a boolean other than `true` or `false`.
  package static let notABoolean = DiagnosticCode("E041")
  /// E042: a key with no value, or an empty text or list.
  package static let missingValue = DiagnosticCode("E042")
  /// E043: a language tag that is not like `en`, `ko` or `zh-Hans`.
  package static let invalidLanguageTag = DiagnosticCode("E043")
  /// E044: `name` has no English (`en`) text.
  package static let missingEnglishName = DiagnosticCode("E044")
  /// E045: a value that is not one of the allowed words, such as a rounding mode.
  package static let valueNotAllowed = DiagnosticCode("E045")
  /// E046: two lower bounds (`at_least` and `above`) or two upper bounds (`below` and
  /// `at_most`) in one category.
  package static let conflictingBounds = DiagnosticCode("E046")
  /// E047: a `url` or `doi` that is not written as one.
  package static let invalidReference = DiagnosticCode("E047")
  /// E048: more problems than ``StandardLoader/maximumDiagnostics``; the rest are not shown.
  package static let tooManyProblems = DiagnosticCode("E048")

  /// E049: a text (key, id, version, name, label, note, source) holds a control character,
  /// a bidirectional control or another invisible character.
  package static let unsafeCharacter = DiagnosticCode("E049")
  /// E050: a key, id, group member, word or number written with a character that only
  /// looks like ASCII, such as a Cyrillic о, a full-width digit or a no-break space.
  package static let lookAlikeCharacter = DiagnosticCode("E050")
  /// E051: a key with no space after its colon (`below:20`), or with a colon that only
  /// looks like one (`below：20`).
  package static let keyWithoutSpace = DiagnosticCode("E051")
  /// E052: a line indented with a no-break space or another character that is not a space.
  package static let nonSpaceIndentation = DiagnosticCode("E052")
  /// E053: a list item indented differently from the items before it.
  package static let misalignedListItem = DiagnosticCode("E053")
  /// E054: a file that is plausibly no standard file at all: its name does not end in
  /// `.yaml` or `.yml` and it never mentions `bmi-standard`. None of its lines is shown.
  package static let notAStandardFile = DiagnosticCode("E054")

  /// E060: an input the format does not know, such as `gender`.
  package static let unknownInput = DiagnosticCode("E060")
  /// E061: a section's `when:` names an input not declared under `inputs:`.
  package static let undeclaredInput = DiagnosticCode("E061")
  /// E062: a section's value is outside its input's declared domain.
  package static let valueOutsideDomain = DiagnosticCode("E062")
  /// E063: an input's interval, declared or in a condition, holds no value.
  package static let emptyRange = DiagnosticCode("E063")
  /// E064: a declared input that no section depends on.
  package static let unusedInput = DiagnosticCode("E064")
  /// E065: people of the inputs' domain that no section covers.
  package static let sectionGap = DiagnosticCode("E065")
  /// E066: people that more than one section covers.
  package static let sectionOverlap = DiagnosticCode("E066")
  /// E067: a category id with a different label or healthy mark in two sections.
  package static let categoryDiffers = DiagnosticCode("E067")
  /// E068: a value listed twice for one input.
  package static let duplicateValue = DiagnosticCode("E068")
  /// E069: both `categories` and `sections`.
  package static let categoriesAndSections = DiagnosticCode("E069")
  /// E070: more sections or values than BMIKit checks.
  package static let tooManySections = DiagnosticCode("E070")

  /// E071: the LMS table a BMI-for-age standard's `reference:` names cannot be read: not a
  /// relative name, missing, or not UTF-8.
  package static let referenceTableUnreadable = DiagnosticCode("E071")
  /// E072: the `sha256` of a `reference:` is not the digest of its table file's bytes.
  package static let referenceDigestMismatch = DiagnosticCode("E072")
  /// E073: a problem in an LMS table file, at its line and column there; the message starts
  /// with the problem's own code, such as `growth-table.out-of-order`.
  package static let referenceTableProblem = DiagnosticCode("E073")

  /// E074: the CSV file a `cut_offs:` names cannot be read, or is not a relative name.
  package static let cutOffTableUnreadable = DiagnosticCode("E074")
  /// E075: a problem in a table of cut-offs by age, at its line and column there; the
  /// message starts with the problem's own code (`cutoff-table.header`, …).
  package static let cutOffTableProblem = DiagnosticCode("E075")
  /// E076: the table of cut-offs does not cover every age the standard's age input accepts.
  package static let cutOffTableCoverage = DiagnosticCode("E076")

  /// E080: a section's `use:` names no built-in, or no file that can be read.
  package static let delegateUnknown = DiagnosticCode("E080")
  /// E081: standards that hand ages to each other in a cycle.
  package static let delegateCycle = DiagnosticCode("E081")
  /// E082: a standard `use:` names does not classify every age or sex the section hands it.
  package static let delegateRange = DiagnosticCode("E082")
  /// E083: the standard a `use:` names was refused when loaded.
  package static let delegateRefused = DiagnosticCode("E083")
  /// E084: a delegating file with a section of categories, or a measure or reference of its
  /// own.
  package static let delegateMixed = DiagnosticCode("E084")

  /// W001: a bound with more decimals than the rounding keeps, which no rounded value equals.
  package static let boundFinerThanRounding = DiagnosticCode("W001")
  /// W002: unquoted text that other YAML readers take as a number, boolean or date.
  package static let ambiguousPlainText = DiagnosticCode("W002")
  /// W003: a label with no English (`en`) text.
  package static let labelWithoutEnglish = DiagnosticCode("W003")

  /// Every code, in order, each documented in `docs/errors.md`.
  package static let all: [DiagnosticCode] = [
    .fileTooLarge, .emptyFile, .invalidUTF8, .forbiddenCharacter, .yamlSyntax, .tabIndentation,
    .anchorOrAlias, .explicitTag, .multipleDocuments, .nestingTooDeep,
    .tooFewCategories, .categoriesOutOfOrder, .emptyInterval, .gap, .overlap,
    .firstCategoryHasLowerBound, .lastCategoryHasUpperBound, .missingLowerBound,
    .missingUpperBound, .duplicateCategoryID, .duplicateGroupID, .unknownGroupMember,
    .multipleHealthyCategories,
    .wrongType, .unknownKey, .duplicateKey, .missingKey, .unsupportedFormat, .newerFormat,
    .invalidIdentifier, .notAPlainNumber, .quotedNumber, .numberOutOfRange,
    .tooManyFractionDigits, .notABoolean, .missingValue, .invalidLanguageTag,
    .missingEnglishName, .valueNotAllowed, .conflictingBounds, .invalidReference,
    .tooManyProblems, .unsafeCharacter, .lookAlikeCharacter, .keyWithoutSpace,
    .nonSpaceIndentation, .misalignedListItem, .notAStandardFile,
    .unknownInput, .undeclaredInput, .valueOutsideDomain, .emptyRange, .unusedInput,
    .sectionGap, .sectionOverlap, .categoryDiffers, .duplicateValue, .categoriesAndSections,
    .tooManySections, .referenceTableUnreadable, .referenceDigestMismatch,
    .referenceTableProblem, .cutOffTableUnreadable, .cutOffTableProblem, .cutOffTableCoverage,
    .delegateUnknown, .delegateCycle, .delegateRange, .delegateRefused,
    .delegateMixed,
    .boundFinerThanRounding, .ambiguousPlainText, .labelWithoutEnglish,
  ]
}
