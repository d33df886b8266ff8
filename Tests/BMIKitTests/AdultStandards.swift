import BMIKit

/// The built-ins that classify adults' BMI by fixed cut-offs, each with a page of its source's
/// table; the BMI-for-age standards are covered by their own tests and page.
let adultIDs = BuiltInStandards.ids.filter {
  BuiltInStandards.standard(id: $0)?.bmiForAgeReference == nil
    && BuiltInStandards.standard(id: $0)?.cutOffReference == nil
    && BuiltInStandards.standard(id: $0)?.isDelegating == false
}
