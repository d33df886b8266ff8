import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG document read back with Foundation's XML parser, as a small element tree.
final class ChartXMLElement {
  let name: String
  let attributes: [String: String]
  var children: [ChartXMLElement] = []
  var text = ""

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  /// This element and all its descendants, in document order.
  var allElements: [ChartXMLElement] { [self] + children.flatMap(\.allElements) }

  /// The descendant with this `id`.
  func element(id: String) -> ChartXMLElement? { allElements.first { $0.attributes["id"] == id } }

  /// Descendants whose `class` is `className`.
  func elements(class className: String) -> [ChartXMLElement] {
    allElements.filter { $0.attributes["class"] == className }
  }

  /// The text of this element and its descendants, concatenated.
  var allText: String { text + children.map(\.allText).joined() }

  subscript(attribute: String) -> String? { attributes[attribute] }

  /// A numeric attribute.
  func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
}

enum ChartXMLDocument {
  struct ParseError: Error, CustomStringConvertible {
    let description: String
  }

  /// Parses a whole document; throws when the XML is not well-formed.
  static func parse(_ text: String) throws -> ChartXMLElement {
    let parser = XMLParser(data: Data(text.utf8))
    let builder = Builder()
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
      throw ParseError(
        description: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "no root") "
          + "at line \(parser.lineNumber), column \(parser.columnNumber)")
    }
    return root
  }

  private final class Builder: NSObject, XMLParserDelegate {
    var root: ChartXMLElement?
    var stack: [ChartXMLElement] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      let element = ChartXMLElement(name: elementName, attributes: attributes)
      if let parent = stack.last { parent.children.append(element) } else { root = element }
      stack.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.text += string
    }
  }
}
