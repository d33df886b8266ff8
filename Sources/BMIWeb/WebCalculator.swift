import BMISupport

/// The page's two questions, text in and JSON text out, as the WebAssembly module exports
/// them: which standards there are, and what a person's measurements give.
///
/// Both read a URL query (``WebQuery``), the same text the page's address carries.
package enum WebCalculator {
  /// The compiled-in standards (``WebCatalogue``), for a query with `lang`.
  ///
  /// - Parameter query: Such as `lang=ko`.
  /// - Returns: JSON on one line.
  package static func catalogue(query: String) -> String {
    WebCatalogue.json(language: WebRequest(WebQuery(query)).language).compact
  }

  /// The answer for a person or a BMI (``WebClassification``).
  ///
  /// - Parameter query: Such as `height=160&weight=64&standard=ksso&lang=ko`.
  /// - Returns: JSON on one line.
  package static func classify(query: String) -> String {
    WebClassification.answer(WebRequest(WebQuery(query))).compact
  }
}
