import EaselDiagnostics
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// A nib that user code loads (`UINib.instantiate(withOwner:options:)`) is laid out as UIKit
/// lays it out at run time, at the size the code gives its view, not the one Interface
/// Builder stored: its stack views arrange their views afresh, and its placeholder
/// intrinsic sizes (design time only) are not used.
@MainActor
struct LoadedNibLayoutTests {
  /// A xib whose 136×208 top-level view holds `subviews` under `constraints`; its safe area
  /// guide is `safe`.
  static func xib(subviews: String, constraints: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" \
    useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="content">
                <rect key="frame" x="0.0" y="0.0" width="136" height="208"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
    \(subviews)
                </subviews>
                <constraints>
    \(constraints)
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <viewLayoutGuide key="safeArea" id="safe"/>
            </view>
        </objects>
    </document>
    """
  }

  /// The top-level view of `xib`, loaded as user code loads a nib.
  func load(_ xib: String) throws -> UIView {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("LoadedNibLayout-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data(xib.utf8).write(to: root.appendingPathComponent("Card.xib"))
    let log = DiagnosticLog()
    let loader = NibLoader(
      table: .uiKit, resources: ProjectResources(root: root, diagnostics: log),
      diagnostics: log, observer: nil, localization: nil)
    return try #require(loader.load("Card", owner: nil)?.first as? UIView)
  }

  /// The view a nib is added to, as a view that loads its own nib does
  /// (`contentView.frame = bounds`, flexible width and height, `addSubview`), 110×162.
  func card(holding content: UIView) -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 110, height: 162))
    content.frame = card.bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    card.addSubview(content)
    card.layoutIfNeeded()
    return card
  }

  /// A vertical stack of an image view and a centred label, pinned 8 points inside the safe
  /// area of the nib's view (BACalculator's cards): in the 110-point card it is 94 points
  /// wide and so are its arranged views, not the 120 the xib stored for its 136-point view
  /// (the label's text would sit 13 points right of the card's centre).
  @Test func aLoadedStackArrangesItsViewsAtTheSizeItIsGiven() throws {
    let content = try load(
      Self.xib(
        subviews: """
          <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="18" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
              <rect key="frame" x="8" y="47.5" width="120" height="113.5"/>
              <subviews>
                  <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                      <rect key="frame" x="0.0" y="0.0" width="120" height="72"/>
                      <constraints>
                          <constraint firstAttribute="height" constant="72" id="ih"/>
                      </constraints>
                  </imageView>
                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Detail" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                      <rect key="frame" x="0.0" y="90" width="120" height="23.5"/>
                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                  </label>
              </subviews>
          </stackView>
          """,
        constraints: """
          <constraint firstItem="safe" firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="8" id="t"/>
          <constraint firstItem="stack" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="y"/>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="8" id="l"/>
          """))
    let card = card(holding: content)
    let stack = try #require(content.subviews.first as? UIStackView)
    #expect(content.frame == card.bounds)
    #expect(content.safeAreaLayoutGuide.layoutFrame == content.bounds)
    #expect(stack.frame.minX == 8 && stack.frame.width == 94, "\(stack.frame)")
    #expect(
      stack.arrangedSubviews.map(\.frame.width) == [94, 94],
      "\(stack.arrangedSubviews.map(\.frame))")
  }

  /// A label with a placeholder intrinsic height of 222 points (design time only) is as tall
  /// as its text at run time.
  @Test func aLoadedNibsPlaceholderIntrinsicSizeIsNotUsed() throws {
    let content = try load(
      Self.xib(
        subviews: """
          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" placeholderIntrinsicWidth="200" placeholderIntrinsicHeight="222" text="Description" lineBreakMode="tailTruncation" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="label">
              <rect key="frame" x="8" y="8" width="120" height="222"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
          </label>
          """,
        constraints: """
          <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="l"/>
          <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="tp"/>
          """))
    _ = card(holding: content)
    let label = try #require(content.subviews.first as? UILabel)
    let text = label.sizeThatFits(CGSize(width: 1000, height: 1000))
    #expect(label.autoLayout.intrinsicSizeOverride == nil)
    #expect(abs(label.frame.height - text.height) < 1, "\(label.frame) for text \(text)")
    #expect(abs(label.frame.width - text.width) < 1, "\(label.frame) for text \(text)")
  }
}
