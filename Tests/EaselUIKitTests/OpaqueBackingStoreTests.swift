import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// An opaque view's `draw(_:)` (unless its background colour is clear) draws into a backing
/// store without alpha, as Core Animation makes one for an opaque layer: filled with the
/// view's background colour first (a translucent one composited onto black), black where
/// nothing covers it, a clear making it black, translucent paint composited onto what the
/// store holds — never onto what lies beneath the view. A non-opaque view's drawing starts
/// transparent, as before.
@MainActor
@Suite struct OpaqueBackingStoreTests {
  /// A 20×20 view drawing `body`, on a white superview, rendered at scale 1.
  func render(
    opaque: Bool, background: UIColor?, _ body: @escaping (CGContext) -> Void
  ) throws -> Bitmap {
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    page.backgroundColor = .white
    let view = ClosureDrawingView(frame: page.bounds)
    view.isOpaque = opaque
    view.backgroundColor = background
    view.body = body
    page.addSubview(view)
    return try renderPixels(page)
  }

  static let black = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
  static let white = RGBA(red: 1, green: 1, blue: 1, alpha: 1)

  /// ZBPinchGridView's and PXSiriWave's `CGContextClearRect` on an opaque view: black, not
  /// the background or the superview showing through.
  @Test(arguments: [nil, UIColor.white])
  func aClearOnAnOpaqueViewIsBlack(background: UIColor?) throws {
    let px = try render(opaque: true, background: background) { c in
      c.clear(CGRect(x: 0, y: 0, width: 20, height: 20))
      c.setFillColor(UIColor.red.withAlphaComponent(0.5).cgColor)
      c.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
    }
    #expect(close(px.pixel(x: 15, y: 10), Self.black), "\(px.pixel(x: 15, y: 10))")
    // Half-transparent red onto the store's black.
    #expect(close(px.pixel(x: 5, y: 10), rgb(128, 0, 0)), "\(px.pixel(x: 5, y: 10))")
  }

  @Test func anOpaqueViewWithoutABackgroundColourIsBlackWhereItDoesNotDraw() throws {
    let px = try render(opaque: true, background: nil) { c in
      c.setFillColor(UIColor.blue.cgColor)
      c.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
    }
    #expect(close(px.pixel(x: 15, y: 10), Self.black), "\(px.pixel(x: 15, y: 10))")
    #expect(close(px.pixel(x: 5, y: 10), rgb(0, 0, 255)), "\(px.pixel(x: 5, y: 10))")
  }

  @Test func theBackgroundColourFillsTheStoreAndTranslucentPaintBlendsWithIt() throws {
    let px = try render(opaque: true, background: .green) { c in
      c.setFillColor(UIColor.blue.withAlphaComponent(0.5).cgColor)
      c.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
    }
    #expect(close(px.pixel(x: 15, y: 10), rgb(0, 255, 0)), "\(px.pixel(x: 15, y: 10))")
    #expect(close(px.pixel(x: 5, y: 10), rgb(0, 128, 128)), "\(px.pixel(x: 5, y: 10))")
  }

  /// A translucent background colour in a store without alpha: composited onto black, not
  /// onto the white superview.
  @Test func aTranslucentBackgroundColourIsCompositedOntoBlack() throws {
    let px = try render(opaque: true, background: UIColor.red.withAlphaComponent(0.5)) { c in
      c.setFillColor(UIColor.blue.cgColor)
      c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    #expect(close(px.pixel(x: 15, y: 10), rgb(128, 0, 0)), "\(px.pixel(x: 15, y: 10))")
  }

  /// A clear background colour (alpha 0): no opaque store, what is beneath the view shows
  /// where the drawing does not reach, as views drawn over others with `clearColor` are.
  @Test func aClearBackgroundColourKeepsTheDrawingsTransparency() throws {
    let px = try render(opaque: true, background: .clear) { c in
      c.setFillColor(UIColor.blue.cgColor)
      c.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
      c.clear(CGRect(x: 0, y: 0, width: 5, height: 20))
    }
    #expect(close(px.pixel(x: 15, y: 10), Self.white), "\(px.pixel(x: 15, y: 10))")
    #expect(close(px.pixel(x: 2, y: 10), Self.white), "\(px.pixel(x: 2, y: 10))")
    #expect(close(px.pixel(x: 7, y: 10), rgb(0, 0, 255)), "\(px.pixel(x: 7, y: 10))")
  }

  /// Not opaque: the drawing starts transparent; a clear shows the superview, a translucent
  /// background colour blends with it.
  @Test func aNonOpaqueViewsDrawingStartsTransparent() throws {
    let cleared = try render(opaque: false, background: nil) { c in
      c.setFillColor(UIColor.blue.cgColor)
      c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      c.clear(CGRect(x: 10, y: 0, width: 10, height: 20))
    }
    #expect(close(cleared.pixel(x: 15, y: 10), Self.white), "\(cleared.pixel(x: 15, y: 10))")
    let tinted = try render(opaque: false, background: UIColor.red.withAlphaComponent(0.5)) { c in
      c.setFillColor(UIColor.blue.cgColor)
      c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    #expect(close(tinted.pixel(x: 15, y: 10), rgb(255, 128, 128)), "\(tinted.pixel(x: 15, y: 10))")
  }

  /// A view that draws nothing has no backing store: its translucent background colour
  /// blends with the superview whether or not it is opaque.
  @Test func aViewThatDrawsNothingHasNoStore() throws {
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    page.backgroundColor = .white
    let view = UIView(frame: page.bounds)
    view.backgroundColor = UIColor.red.withAlphaComponent(0.5)
    page.addSubview(view)
    let px = try renderPixels(page)
    #expect(close(px.pixel(x: 10, y: 10), rgb(255, 128, 128)), "\(px.pixel(x: 10, y: 10))")
  }
}
