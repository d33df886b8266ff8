import Testing

@testable import BMIWeb

/// The page's query text, read as URLSearchParams writes it.
struct WebQueryTests {
  @Test(arguments: [
    ("height=160&weight=64", "height", "160"),
    ("?height=160", "height", "160"),
    ("height=170%2C5", "height", "170,5"),
    ("height=5ft+7in", "height", "5ft 7in"),
    ("height=5ft%207in", "height", "5ft 7in"),
    ("weight=143%20lb&weight=99", "weight", "143 lb"),
    ("height=5%27+7%22", "height", "5' 7\""),
    ("standard=%ED%95%9C", "standard", "한"),
    ("height=100%", "height", "100%"),
    ("height=%4", "height", "%4"),
    ("height=%zz1", "height", "%zz1"),
    ("height=%FF", "height", "\u{FFFD}"),
    ("height=a=b", "height", "a=b"),
    ("height", "height", ""),
    ("&&height=1&&", "height", "1"),
  ])
  func fieldsAreDecoded(query: String, name: String, value: String) {
    #expect(WebQuery(query)[name] == value)
  }

  @Test func missingFieldsAreNil() {
    #expect(WebQuery("")["height"] == nil)
    #expect(WebQuery("heights=1")["height"] == nil)
  }

  @Test func emptyFieldsAreAbsentFromTheRequest() {
    let request = WebRequest(WebQuery("height=&weight=64&units=imperial&lang=ko-KR&chart=1"))
    #expect(request.height == nil)
    #expect(request.weight == "64")
    #expect(request.units == .imperial)
    #expect(request.language.tag == "ko")
    #expect(request.wantsChart)
    let defaults = WebRequest(WebQuery("units=furlongs"))
    #expect(defaults.units == .metric)
    #expect(defaults.language.tag == "en")
    #expect(!defaults.wantsChart)
  }
}
