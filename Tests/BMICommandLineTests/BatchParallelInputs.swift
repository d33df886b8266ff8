import BMIBuiltIns
import BMICore

@testable import BMIBatch

/// Inputs for the parallel engine's differential tests: files whose line feeds are often
/// not record boundaries, and files that stop a run part-way, each at many places.
enum BatchParallelInputs {
  /// CSV records whose `note` column holds line breaks (LF and CRLF), commas, doubled
  /// quotes, and text that looks like whole records, so a chunk cut after a line feed
  /// often begins inside a quoted field, and the records read from there look plausible.
  static func quotedLineBreaks(count: Int, seed: UInt64, crlf: Bool = false) -> String {
    var random = SplitMix64(seed: seed)
    let end = crlf ? "\r\n" : "\n"
    let pieces = ["\n", "\r\n", ",", "\"\"", "7,170.5,65.2\n", "x", "\n\n", " 8,,\n"]
    var text = "id,note,height_cm,weight_kg" + end
    for id in 1...count {
      var note = ""
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        note += pieces.randomElement(using: &random)!
      }
      let height = "\(Int.random(in: 150...195, using: &random)).\(id % 10)"
      let weight = "\(Int.random(in: 45...110, using: &random)).\(id % 7)"
      switch Int.random(in: 0..<10, using: &random) {
      case 0: text += "\(id),,\(height),\(weight)" + end
      case 1: text += "\(id),\"\(note)\",\"\(height)\",\(weight)" + end
      case 2: text += "\"\(id)\n\",\"\(note)\",\(height),abc" + end
      default: text += "\(id),\"\(note)\",\(height),\(weight)" + end
      }
    }
    return text
  }

  /// A quoted field of `length` bytes with a line feed every 50, between ordinary records:
  /// one record that spans many chunks.
  static func longQuotedRecord(length: Int) -> String {
    var note = ""
    while note.utf8.count < length { note += String(repeating: "y", count: 49) + "\n" }
    return "id,note,height_cm,weight_kg\n1,a,170,65\n2,\"" + note + "\",180,80\n3,b,160,50\n"
  }

  /// Inputs that break a rule somewhere in the middle, so the run stops there with an
  /// error: the output before it and the error itself must not depend on the threads.
  static let stoppingInputs: [(name: String, bytes: [UInt8])] = {
    let rows = (1...300).map { "\($0),17\($0 % 10).5,6\($0 % 10)\n" }
    func csv(_ middle: String, at index: Int = 150) -> [UInt8] {
      Array(
        ("id,height_cm,weight_kg\n" + rows[..<index].joined() + middle
          + rows[index...].joined()).utf8)
    }
    var tooLong = Array("id,height_cm,weight_kg\n".utf8)
    tooLong += Array(rows[..<100].joined().utf8)
    tooLong += Array("\"".utf8) + Array(repeating: UInt8(ascii: "z"), count: 1 << 20 + 10)
    tooLong += Array("\",170,65\n".utf8) + Array(rows[100...].joined().utf8)
    let jsonRows = (1...300).map {
      "{\"id\":\($0),\"height_cm\":\"17\($0 % 10)\",\"weight_kg\":6\($0 % 9)}\n"
    }
    return [
      // Without --strict that record is one flagged row and the run goes on.
      ("character after a closing quote, --strict", csv("9,\"170\"x,65\n")),
      ("quote left open at the end", csv("9,\"170,65\n", at: 300)),
      ("record too long", tooLong),
      (
        "JSON line that is not an object",
        Array((jsonRows[..<200].joined() + "[1]\n" + jsonRows[200...].joined()).utf8)
      ),
      (
        "JSON line with a broken string",
        Array((jsonRows[..<37].joined() + "{\"id\":\"x}\n" + jsonRows[37...].joined()).utf8)
      ),
    ]
  }()

  /// CSV texts of every odd shape that does not stop a run: a byte order mark, CRLF and
  /// mixed line ends, blank lines, short and long rows, a last record without a line end,
  /// NUL bytes and invalid UTF-8 in rows.
  static let oddShapes: [(name: String, bytes: [UInt8])] = {
    let rows = (1...200).map { "\($0),1\(50 + $0 % 40).\($0 % 10),\(40 + $0 % 60)" }
    var mixed = "id,height_cm,weight_kg\r\n"
    for (index, row) in rows.enumerated() {
      mixed += row + (index % 3 == 0 ? "\r\n" : "\n")
      if index % 17 == 0 { mixed += "\n" }
      if index % 23 == 0 { mixed += "\(index),170\n" }
      if index % 29 == 0 { mixed += "\(index),170,65,extra,fields\n" }
    }
    var binary = Array("id,height_cm,weight_kg\n".utf8)
    for (index, row) in rows.enumerated() {
      binary += Array(row.utf8)
      if index % 11 == 0 { binary += [0, 0xFF, 0xC3] }
      binary.append(UInt8(ascii: "\n"))
    }
    return [
      (
        "byte order mark",
        [0xEF, 0xBB, 0xBF]
          + Array(("id,height_cm,weight_kg\n" + rows.joined(separator: "\n") + "\n").utf8)
      ),
      ("mixed line ends, blank lines, ragged rows", Array(mixed.utf8)),
      (
        "no line end after the last record",
        Array(("id,height_cm,weight_kg\n" + rows.joined(separator: "\n")).utf8)
      ),
      ("NUL and invalid UTF-8 in rows", binary),
      (
        "carriage returns alone",
        Array(("id,height_cm,weight_kg\n" + rows.joined(separator: "\r")).utf8)
      ),
    ]
  }()
}
