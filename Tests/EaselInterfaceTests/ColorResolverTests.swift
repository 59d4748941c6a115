import EaselDiagnostics
import EaselDocument
import EaselResources
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// Documents' system colours as UIKit draws them, in both appearances.
@MainActor
struct ColorResolverTests {
  /// Interface Builder's `systemColor=` names and the UIKit colours they are.
  static let systemColors: [(String, UIColor)] = [
    ("labelColor", .label), ("secondaryLabelColor", .secondaryLabel),
    ("tertiaryLabelColor", .tertiaryLabel), ("quaternaryLabelColor", .quaternaryLabel),
    ("systemBackgroundColor", .systemBackground),
    ("secondarySystemBackgroundColor", .secondarySystemBackground),
    ("tertiarySystemBackgroundColor", .tertiarySystemBackground),
    ("systemGroupedBackgroundColor", .systemGroupedBackground),
    ("secondarySystemGroupedBackgroundColor", .secondarySystemGroupedBackground),
    ("systemFillColor", .systemFill), ("separatorColor", .separator),
    ("opaqueSeparatorColor", .opaqueSeparator), ("linkColor", .link),
    ("placeholderTextColor", .placeholderText), ("tintColor", .systemBlue),
    ("systemBlueColor", .systemBlue), ("systemRedColor", .systemRed),
    ("systemGreenColor", .systemGreen), ("systemOrangeColor", .systemOrange),
    ("systemYellowColor", .systemYellow), ("systemPinkColor", .systemPink),
    ("systemPurpleColor", .systemPurple), ("systemTealColor", .systemTeal),
    ("systemIndigoColor", .systemIndigo), ("systemBrownColor", .systemBrown),
    ("systemMintColor", .systemMint), ("systemGrayColor", .systemGray),
    ("systemGray2Color", .systemGray2), ("systemGray3Color", .systemGray3),
    ("systemGray4Color", .systemGray4), ("systemGray5Color", .systemGray5),
    ("systemGray6Color", .systemGray6), ("whiteColor", .white), ("blackColor", .black),
    ("clearColor", .clear),
  ]

  static let cocoaTouchColors: [(String, UIColor)] = [
    ("darkTextColor", .black), ("lightTextColor", UIColor(white: 1, alpha: 0.6)),
    ("groupTableViewBackgroundColor", .systemGroupedBackground),
    ("tableCellGroupedBackgroundColor", .secondarySystemGroupedBackground),
    ("scrollViewTexturedBackgroundColor", UIColor(red: 0.435, green: 0.443, blue: 0.475, alpha: 1)),
    ("viewFlipsideBackgroundColor", UIColor(red: 0.122, green: 0.129, blue: 0.141, alpha: 1)),
    ("systemRedColor", .systemRed),
  ]

  /// System catalog names (`catalog="System"`): UIKit's where UIKit has the name, else
  /// AppKit's light value.
  static let catalogColors: [(String, UIColor)] = [
    ("labelColor", .label), ("secondaryLabelColor", .secondaryLabel),
    ("systemRedColor", .systemRed), ("systemBlueColor", .systemBlue),
    ("separatorColor", .separator), ("whiteColor", .white),
    ("controlAccentColor", UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)),
    ("textColor", UIColor(white: 0, alpha: 1)), ("textBackgroundColor", .white),
    ("controlTextColor", UIColor(white: 0, alpha: 0.85)), ("controlColor", .white),
    ("controlDarkShadowColor", .black), ("gridColor", UIColor(white: 0.902, alpha: 1)),
    ("findHighlightColor", UIColor(red: 1, green: 1, blue: 0, alpha: 1)),
    ("alternateSelectedControlTextColor", .white),
    ("selectedTextBackgroundColor", UIColor(red: 0.702, green: 0.843, blue: 1, alpha: 1)),
  ]

  static func document() throws -> IBDocument {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
          <objects/>
      </document>
      """
    return try IBDocument(bytes: Array(xml.utf8), path: "Colors.xib")
  }

  /// How a colour draws: its light and dark values.
  func drawn(_ color: UIColor) -> String {
    [UIUserInterfaceStyle.light, .dark].map {
      color.resolvedColor(with: UITraitCollection(userInterfaceStyle: $0)).description
    }.joined(separator: " / ")
  }

  func resolve(_ value: ColorValue) throws -> (UIColor, [Diagnostic]) {
    let log = DiagnosticLog()
    let resolver = ColorResolver(
      document: try Self.document(), catalog: AssetCatalog(), diagnostics: log)
    return (resolver.color(value, at: nil), log.diagnostics)
  }

  @Test func systemColorNames() throws {
    for (name, expected) in Self.systemColors {
      let (color, diagnostics) = try resolve(.system(name))
      #expect(drawn(color) == drawn(expected), "\(name)")
      #expect(diagnostics.isEmpty, "\(name): \(diagnostics)")
    }
  }

  @Test func cocoaTouchSystemColorNames() throws {
    for (name, expected) in Self.cocoaTouchColors {
      let (color, diagnostics) = try resolve(.cocoaTouchSystem(name))
      #expect(drawn(color) == drawn(expected), "\(name)")
      #expect(diagnostics.isEmpty, "\(name): \(diagnostics)")
    }
  }

  @Test func systemCatalogColorNames() throws {
    for (name, expected) in Self.catalogColors {
      let (color, diagnostics) = try resolve(.catalogSystem(name))
      #expect(
        drawn(color).components(separatedBy: " / ")[0]
          == drawn(expected).components(separatedBy: " / ")[0], "\(name)")
      #expect(diagnostics.isEmpty, "\(name): \(diagnostics)")
    }
  }

  @Test func anUnknownSystemCatalogColorIsClearAndReported() throws {
    let (color, diagnostics) = try resolve(.catalogSystem("_sourceListBackgroundColor"))
    #expect(drawn(color) == drawn(.clear))
    #expect(diagnostics.map(\.id) == ["unknown-color"])
  }

  @Test func anUnknownSystemColorIsClearAndReported() throws {
    let (color, diagnostics) = try resolve(.system("somethingNewColor"))
    #expect(drawn(color) == drawn(.clear))
    #expect(diagnostics.map(\.id) == ["unknown-color"])
  }
}
