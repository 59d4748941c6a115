import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// The Stretching box of older documents (`<rect key="contentStretch">`, UIView's
/// `contentStretch`, deprecated in iOS 6) is the view's: its layer's contents stretch so.
@MainActor
struct ContentStretchReaderTests {
  @Test func aViewsStretchingIsRead() throws {
    let (view, log) = try firstSubview(
      UIImageView.self,
      """
      <imageView userInteractionEnabled="NO" contentMode="scaleToFill" id="iv">
          <rect key="frame" x="0" y="0" width="60" height="30"/>
          <rect key="contentStretch" x="0.40000000000000002" y="0.5" width="0.20000000000000001" height="0.0"/>
      </imageView>
      """)
    #expect(log.diagnostics.isEmpty)
    #expect(view.__objc_contentStretch == CGRect(x: 0.4, y: 0.5, width: 0.2, height: 0))
    #expect(view.layer.contentsCenter == CGRect(x: 0.4, y: 0.5, width: 0.2, height: 0))
  }
}
