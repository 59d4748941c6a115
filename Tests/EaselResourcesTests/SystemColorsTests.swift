import Testing

@testable import EaselResources

/// Interface Builder's system colour names and what they stand for.
struct SystemColorsTests {
  @Test(arguments: [
    ("labelColor", "label"), ("systemBlueColor", "systemBlue"), ("tintColor", "systemBlue"),
    ("systemMintColor", "systemMint"),
    (
      "secondarySystemGroupedBackgroundColor",
      "secondarySystemGroupedBackground"
    ), ("whiteColor", "white"), ("label", "label"),
  ])
  func systemColorNamesAreUIKitsWithoutTheSuffix(name: String, uiKit: String) {
    #expect(SystemColors.named(name) == .uiKit(uiKit))
  }

  @Test func oldCocoaTouchNamesAsIOS13DrawsThem() {
    #expect(SystemColors.cocoaTouch("darkTextColor") == .uiKit("black"))
    #expect(
      SystemColors.cocoaTouch("lightTextColor") == .sRGB(red: 1, green: 1, blue: 1, alpha: 0.6))
    #expect(
      SystemColors.cocoaTouch("groupTableViewBackgroundColor") == .uiKit("systemGroupedBackground"))
    #expect(SystemColors.cocoaTouch("systemRedColor") == .uiKit("systemRed"))
  }
}
