import EaselLint
import Testing

/// `missing-image`.
@MainActor struct MissingImageRuleTests {
  static func document(_ image: String) -> String {
    LintFixture.storyboard(
      #"<imageView contentMode="scaleAspectFit" image=""# + image
        + #"" id="img"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>"#)
  }

  @Test func anImageNoCatalogHasIsReported() throws {
    let f = try LintFixture(["Main.storyboard": Self.document("ghost")])
    defer { f.remove() }
    let messages = f.messages("missing-image")
    #expect(messages.count == 1)
    #expect(messages.first?.contains("'ghost'") == true)
  }

  @Test func aCatalogImageIsFound() throws {
    let f = try LintFixture([
      "Main.storyboard": Self.document("logo"),
      "Assets.xcassets/logo.imageset/Contents.json":
        #"{"images":[{"idiom":"universal","filename":"logo.png","scale":"2x"}]}"#,
    ])
    defer { f.remove() }
    #expect(f.messages("missing-image").isEmpty)
  }

  /// Lint asks the lookup rendering uses (`ProjectImages`): a catalog set is found by its name
  /// with an image file's extension (`logo.png`, as iOS finds it), not with any other
  /// (`logo.txt`, which rendering does not draw either).
  @Test(arguments: [("logo.png", true), ("logo.txt", false)])
  func aCatalogSetIsFoundWithAnImagesExtensionOnly(name: String, found: Bool) throws {
    let f = try LintFixture([
      "Main.storyboard": Self.document(name),
      "Assets.xcassets/logo.imageset/Contents.json":
        #"{"images":[{"idiom":"universal","filename":"logo.png","scale":"2x"}]}"#,
    ])
    defer { f.remove() }
    #expect(f.messages("missing-image").isEmpty == found, "\(f.messages("missing-image"))")
  }
}

/// `missing-image` reads `image=` by what it is: on an accessibility element it is a trait.
@MainActor struct MissingImageTraitTests {
  @Test(arguments: [
    #"<accessibility key="accessibilityConfiguration" label="Logo" image="YES"/>"#,
    #"<accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" image="YES" button="YES"/></accessibility>"#,
  ])
  func anAccessibilityImageTraitIsNotAnImageName(accessibility: String) throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(
        #"<view contentMode="scaleToFill" id="v"><rect key="frame" x="0" y="0" width="10" height="10"/>"#
          + accessibility + "</view>")
    ])
    defer { f.remove() }
    #expect(f.messages("missing-image").isEmpty, "\(f.messages("missing-image"))")
  }
}
