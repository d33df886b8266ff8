import BMIBuiltIns
import BMICore
import Testing

@testable import BMIBatch

/// The fast lane's table of answers for BMIs whose tenths settle the category holds what
/// the row writer writes, only where the tenths do settle it; rows of every kind of
/// standard and output get the general path's bytes.
struct SettledTailsTests {
  private func tails(
    _ standard: Standard, configure: (inout BatchConfiguration) -> Void = { _ in }
  ) throws -> (tails: SettledTails, evaluator: RowEvaluator) {
    var configuration = BatchConfiguration()
    configure(&configuration)
    let processor = BatchProcessor(
      standard: standard, configuration: configuration, source: MemoryByteSource([]),
      sink: MemoryByteSink())
    let names = ["id", "height_cm", "weight_kg", "sex", "age"]
    let columns = try ColumnSelection(
      names: names, configuration: configuration, standard: standard)
    let evaluator = processor.evaluator(columns)
    return (processor.settledTails(for: evaluator), evaluator)
  }

  private func text(_ entry: UnsafePointer<UInt8>) -> String {
    String(
      decoding: UnsafeBufferPointer(start: entry, count: SettledTails.textLength(of: entry)),
      as: UTF8.self)
  }

  @Test func anEntryIsTheAnswersAfterTheContent() throws {
    let standard = BatchStandards.who
    let (tails, _) = try tails(standard)
    let normal = try #require(standard.categories.firstIndex { $0.id == "normal" })
    let entry = try #require(SettledTails.entry(in: tails.tables, tenths: 217, section: 0))
    #expect(text(entry) == ",21.7,normal,")
    #expect(SettledTails.position(of: entry) == normal)
    // 24.95 to 25.05 holds BMIs of two categories; 0.0 and 102.4 are outside the table.
    #expect(SettledTails.entry(in: tails.tables, tenths: 250, section: 0) == nil)
    #expect(SettledTails.entry(in: tails.tables, tenths: 0, section: 0) == nil)
    #expect(SettledTails.entry(in: tails.tables, tenths: 1_024, section: 0) == nil)
  }

  @Test func everyEntryIsWhereTheTenthsSettleTheCategory() throws {
    for standard in BatchStandards.all {
      // Standards that need a waist or a background column are not read from these.
      guard let (tails, evaluator) = try? tails(standard) else { continue }
      let classifier = evaluator.classifiers[0]
      guard let thresholds = classifier.categoryThresholds else { continue }
      for tenths in 0..<SettledTails.count {
        let settled = TenthsCategories.category(
          ofTenths: Int64(tenths), thresholds: thresholds, classifier: classifier)
        let entry = SettledTails.entry(in: tails.tables, tenths: Int64(tenths), section: 0)
        #expect((entry != nil) == (settled >= 0), "\(standard.identity.id) \(tenths)")
        if let entry {
          #expect(SettledTails.position(of: entry) == evaluator.positions[settled])
        }
      }
    }
  }

  @Test func labelsAndSectionsGetTheGeneralPathsBytes() throws {
    let standard = BatchStandards.builtIn("glim-2019")
    var text = "id,height_cm,weight_kg,sex,age\n"
    var random = SplitMix64(seed: 4)
    for row in 0..<3_000 {
      let height = Int.random(in: 1_400...2_000, using: &random)
      let weight = Int.random(in: 350...1_300, using: &random)
      let sex = ["female", "male"][row % 2]
      text += "\(row),\(height / 10).\(height % 10),\(weight / 10).\(weight % 10),\(sex),"
      text += "\(Int.random(in: 20...90, using: &random))\n"
    }
    for label in [false, true] {
      for language in ["en", "ko"] {
        let configure: (inout BatchConfiguration) -> Void = {
          $0.includesLabel = label
          $0.language = language
        }
        let fast = runBatch(text, standard: standard, configure: configure)
        let general = runBatch(text, standard: standard) {
          configure(&$0)
          $0.allowsFastLane = false
        }
        #expect(fast.output == general.output, "label \(label), \(language)")
        #expect(fast.summary == general.summary)
        #expect(fast.output.hasPrefix("id,height_cm,weight_kg,sex,age,bmi,category,error"))
        #expect(fast.output.split(separator: "\n").first?.hasSuffix(",section") == true)
      }
    }
  }
}
