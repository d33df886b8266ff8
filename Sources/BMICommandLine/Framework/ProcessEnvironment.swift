import BMIKit
import BMIPlatform

/// The process's environment variables, read without Foundation so start-up stays small.
package enum ProcessEnvironment {
  /// The environment of the running process.
  package static var current: [String: String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return variables
  }
}
