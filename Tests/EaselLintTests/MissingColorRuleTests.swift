import EaselLint
import Testing

/// `missing-color`.
@MainActor struct MissingColorRuleTests {
  static let document = LintFixture.storyboard(
    #"<view contentMode="scaleToFill" id="v"><rect key="frame" x="0" y="0" width="10" height="10"/><color key="backgroundColor" name="Brand"/></view>"#
  )

  @Test func aNamedColourNoCatalogHasIsReported() throws {
    let f = try LintFixture(["Main.storyboard": Self.document])
    defer { f.remove() }
    #expect(f.messages("missing-color").count == 1)
  }

  @Test func aCatalogColourIsFound() throws {
    let f = try LintFixture([
      "Main.storyboard": Self.document,
      "Assets.xcassets/Brand.colorset/Contents.json":
        #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}]}"#,
    ])
    defer { f.remove() }
    #expect(f.messages("missing-color").isEmpty)
  }
}
