import Foundation
import Testing

@testable import EaselUIKit

/// UIKit places views by bounds and centre: a transformed view its constraints place keeps
/// its untransformed size about the centre they give it, and a switch, whose size is fixed,
/// sits at the centre of a larger frame a document stores for it.
@MainActor
@Suite struct EngineFrameTests {
  static func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.01) -> Bool {
    abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
      && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
  }

  @Test func aScaledViewPlacedByConstraintsKeepsItsSizeAboutItsCentre() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(v)
    // Scaled before it is placed, as an initializer or a runtime attribute scales it.
    v.transform = CGAffineTransform(scaleX: 2.5, y: 2.5)
    NSLayoutConstraint.activate([
      v.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      v.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      v.widthAnchor.constraint(equalToConstant: 40),
      v.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(v.bounds.size == CGSize(width: 40, height: 20))
    #expect(v.center == CGPoint(x: 150, y: 100))
    #expect(Self.close(v.frame, CGRect(x: 100, y: 75, width: 100, height: 50)), "\(v.frame)")
    #expect(v.engineFrame == CGRect(x: 130, y: 90, width: 40, height: 20))
  }

  @Test func aSwitchIgnoresTheSizeOfItsFrame() {
    let s = UISwitch(frame: CGRect(x: 10, y: 20, width: 126, height: 77))
    #expect(s.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    s.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
    #expect(s.bounds.size == CGSize(width: 51, height: 31))
  }

  /// Interface Builder stores the transformed box of a switch its code scales by 2.5
  /// (126.3 × 77.5 for 51 × 31): decoded by bounds and centre, then scaled, the switch is
  /// drawn over that box, not from its corner.
  @Test func aDecodedSwitchSitsAtTheCentreOfItsStoredFrame() throws {
    let stored = CGRect(x: 129.4, y: 115.75, width: 126.3, height: 77.5)
    let s = try #require(UISwitch(coder: NIBDecoder(frame: stored)))
    #expect(s.bounds.size == CGSize(width: 51, height: 31))
    #expect(abs(s.center.x - stored.midX) < 0.001 && abs(s.center.y - stored.midY) < 0.001)
    s.transform = CGAffineTransform(scaleX: 2.5, y: 2.5)
    #expect(abs(s.frame.midX - stored.midX) < 0.001 && abs(s.frame.midY - stored.midY) < 0.001)
    #expect(Self.close(s.frame.insetBy(dx: 0.6, dy: 0), stored, 0.01), "\(s.frame)")
  }

  @Test func aPlainDecodedViewKeepsItsStoredFrame() throws {
    let stored = CGRect(x: 12.5, y: 7, width: 33, height: 21)
    let v = try #require(UIView(coder: NIBDecoder(frame: stored)))
    #expect(v.frame == stored)
    #expect(v.engineFrame == stored)
  }
}
