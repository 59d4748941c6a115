import Testing

@testable import EaselInspect

/// Contextual keywords a project may use as names are references, so the file declaring
/// them joins the slice (`layers.each { … }` needs `extension Array { func each … }`).
@Suite("Contextual keywords as names")
struct SymbolScanContextualKeywordTests {
  @Test func eachIsAReferenceAndAMember() {
    let user = SwiftScanner.scan(
      source: "func f(_ layers: [Int]) { layers.each { _ in } }", path: "/p/Engine.swift"
    ).symbols
    #expect(user.references.contains("each"))
    let ext = SwiftScanner.scan(
      source:
        "extension Array {\n  func each(_ f: (Element) -> ()) { for item in self { f(item) } }\n}",
      path: "/p/ArrayEx.swift"
    ).symbols
    #expect(ext.declaredNames.contains("each"))
  }
}
