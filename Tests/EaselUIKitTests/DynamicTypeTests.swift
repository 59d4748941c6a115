import EaselUIKit
import Foundation
import Testing

/// Dynamic Type: text-style fonts and `UIFontMetrics` follow the content size in effect.
@MainActor
@Suite struct DynamicTypeTests {
  func at<T>(_ category: UIContentSizeCategory, _ body: () -> T) -> T {
    let environment = ResourceEnvironment()
    environment.contentSizeCategory = category
    return withResourceEnvironment(environment, body: body)
  }

  @Test func textStylesTakeTheirSizeForTheCategory() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(at(.extraSmall) { UIFont.preferredFont(forTextStyle: .body).pointSize } == 14)
    #expect(at(.extraExtraExtraLarge) { UIFont.preferredFont(forTextStyle: .body).pointSize } == 23)
    let ax5 = at(.accessibilityExtraExtraExtraLarge) {
      (
        UIFont.preferredFont(forTextStyle: .body).pointSize,
        UIFont.preferredFont(forTextStyle: .largeTitle).pointSize,
        UIFont.preferredFont(forTextStyle: .caption2).pointSize
      )
    }
    #expect(ax5 == (53, 60, 41))
    // Headline keeps its weight at every size.
    let headline = at(.accessibilityMedium) { UIFont.preferredFont(forTextStyle: .headline) }
    #expect(headline.pointSize == 28)
    #expect(headline.fontName == UIFont.preferredFont(forTextStyle: .headline).fontName)
  }

  @Test func fontMetricsScaleByTheStylesRatio() {
    let base = UIFont.systemFont(ofSize: 20)
    #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: base) === base)
    let scaled = at(.extraExtraExtraLarge) {
      (
        UIFontMetrics(forTextStyle: .body).scaledFont(for: base).pointSize,
        UIFontMetrics(forTextStyle: .body).scaledValue(for: 17),
        UIFontMetrics.default.scaledFont(for: base, maximumPointSize: 24).pointSize
      )
    }
    #expect(abs(scaled.0 - 20 * 23 / 17) < 1e-9)
    #expect(abs(scaled.1 - 23) < 1e-9)
    #expect(scaled.2 == 24)
  }

  @Test func optionNamesNameEveryCategory() {
    #expect(UIContentSizeCategory.optionNames.count == UIContentSizeCategory.allSizes.count)
    for (name, category) in zip(
      UIContentSizeCategory.optionNames, UIContentSizeCategory.allSizes)
    {
      #expect(UIContentSizeCategory(optionName: name) == category)
      #expect(UIContentSizeCategory(optionName: name.uppercased()) == category)
    }
    #expect(UIContentSizeCategory(optionName: "AX3") == .accessibilityExtraLarge)
    #expect(UIContentSizeCategory(optionName: "UICTContentSizeCategoryXL") == .extraLarge)
    #expect(UIContentSizeCategory(optionName: "huge") == nil)
  }
}
