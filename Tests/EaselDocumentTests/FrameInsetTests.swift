import EaselDocument
import Foundation
import Testing

/// Xcode 8.0 stored some views' frames as `<frame key="frameInset">` (insets from the
/// superview's edges) instead of `<rect key="frame">`; they read as the frames they stand for.
@Suite struct FrameInsetTests {
  /// The frame of the view `inset` (a `<frame key="frameInset" …/>`) is stored with, inside a
  /// superview 375 × 44 points.
  func frame(_ inset: String) throws -> CGRect? {
    let doc = try parse(
      xib(
        """
        <view contentMode="scaleToFill" id="super">
            <rect key="frame" x="0.0" y="100" width="375" height="44"/>
            <subviews>
                <view contentMode="scaleToFill" id="inner">
                    \(inset)
                </view>
            </subviews>
        </view>
        """))
    return try #require(doc.element(withID: "inner")).frame
  }

  @Test(arguments: [
    // A cell's content view: the size alone.
    (
      #"<frame key="frameInset" width="375" height="43.5"/>"#,
      CGRect(x: 0, y: 0, width: 375, height: 43.5)
    ),
    // A Basic cell's label.
    (
      #"<frame key="frameInset" minX="15" width="345" height="43.5"/>"#,
      CGRect(x: 15, y: 0, width: 345, height: 43.5)
    ),
    (
      #"<frame key="frameInset" minX="16" minY="8" width="343" height="20.5"/>"#,
      CGRect(x: 16, y: 8, width: 343, height: 20.5)
    ),
    // No width: what the insets leave of the superview's.
    (
      #"<frame key="frameInset" minX="15" minY="4" maxX="20" height="30"/>"#,
      CGRect(x: 15, y: 4, width: 340, height: 30)
    ),
    // No leading inset: the width back from the trailing one.
    (
      #"<frame key="frameInset" minY="7" maxX="16" width="30" maxY="7"/>"#,
      CGRect(x: 329, y: 7, width: 30, height: 30)
    ),
  ])
  func insetsReadAsTheFrame(inset: String, expected: CGRect) throws {
    #expect(try frame(inset) == expected)
  }

  @Test func aRectWinsAndAnUnresolvableInsetIsNoFrame() throws {
    #expect(
      try frame(
        #"<rect key="frame" x="1" y="2" width="3" height="4"/><frame key="frameInset" width="9" height="9"/>"#
      )
        == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(try frame(#"<frame key="frameInset" minX="wide" width="9" height="9"/>"#) == nil)
    let doc = try parse(
      xib(#"<view id="top"><frame key="frameInset" minX="4" height="9"/></view>"#))
    #expect(try #require(doc.element(withID: "top")).frame == nil)
  }
}
