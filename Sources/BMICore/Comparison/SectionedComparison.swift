/// Two standards with sections laid over each other: for every group of people both
/// standards have a section for, the two sections' tables compared (`StandardComparison`).
///
/// Two standards without sections give one region, everyone. A standard's sections are
/// clipped to its declared domains first, so regions never hold people a standard refuses.
package struct SectionedComparison: Sendable {
  /// One group of people and the comparison of the two tables that apply to them.
  package struct Region: Sendable {
    /// The people of the region; `everyone` when neither standard has conditions.
    package let condition: SectionCondition
    /// The first standard's section for them.
    package let firstSection: Int
    /// The second standard's section for them.
    package let secondSection: Int
    /// The two tables compared.
    package let comparison: StandardComparison
  }

  /// The regions, in the order of the first standard's sections, then the second's.
  package let regions: [Region]

  /// Compares two standards section by section.
  ///
  /// - Parameters:
  ///   - first: The first standard.
  ///   - second: The second standard; it should classify the same measure.
  package init(_ first: Standard, _ second: Standard) {
    var regions: [Region] = []
    let firstDomains = first.sectionDomains
    let secondDomains = second.sectionDomains
    for (i, mine) in firstDomains.enumerated() {
      for (j, theirs) in secondDomains.enumerated() {
        guard let shared = mine.intersection(theirs) else { continue }
        regions.append(
          Region(
            condition: shared, firstSection: i, secondSection: j,
            comparison: StandardComparison(first.sections[i].table, second.sections[j].table)))
      }
    }
    self.regions = regions
  }
}
