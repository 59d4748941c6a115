import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// A tab bar subclass that overrides `draw(_:)` to add a layer, without calling `super`, as
/// custom tab bars do.
private final class ShapedTabBar: UITabBar {
  override func draw(_ rect: CGRect) {}
}

/// A tab bar subclass that draws its own shape as a layer under its subviews, as custom
/// tab bars with a raised centre do: an opaque white fill over the whole bar.
private final class LayeredTabBar: UITabBar {
  override func draw(_ rect: CGRect) {
    let shape = CAShapeLayer()
    shape.path = UIBezierPath(rect: bounds).cgPath
    shape.fillColor = UIColor.white.cgColor
    layer.insertSublayer(shape, at: 0)
  }
}

private final class DrawingSwitch: UISwitch {
  override func draw(_ rect: CGRect) {}
}

private final class DrawingSlider: UISlider {
  override func draw(_ rect: CGRect) {}
}

private final class DrawingSegmentedControl: UISegmentedControl {
  override func draw(_ rect: CGRect) {}
}

private final class DrawingToolbar: UIToolbar {
  override func draw(_ rect: CGRect) {}
}

/// UIKit draws bars and controls with private subviews, so a subclass that overrides
/// `draw(_:)` without calling `super` still shows its items, track and thumb: the picture is
/// the plain class's.
@MainActor
@Suite struct SystemContentUnderDrawOverrideTests {
  static func sameAsPlain(_ plain: UIView, _ subclass: UIView) throws -> Bool {
    let a = try renderPixels(plain)
    let b = try renderPixels(subclass)
    guard a.width == b.width, a.height == b.height else { return false }
    for y in 0..<a.height {
      for x in 0..<a.width where !close(a.pixel(x: x, y: y), b.pixel(x: x, y: y), tolerance: 0.01) {
        return false
      }
    }
    return true
  }

  @Test func tabBarItemsShowUnderADrawOverride() throws {
    func bar(_ bar: UITabBar) -> UITabBar {
      bar.frame = CGRect(x: 0, y: 0, width: 240, height: 49)
      let items = ["One", "Two", "Three"].map { UITabBarItem(title: $0, image: nil, tag: 0) }
      bar.items = items
      bar.selectedItem = items[1]
      return bar
    }
    let plain = bar(UITabBar(frame: .zero))
    let shaped = bar(ShapedTabBar(frame: .zero))
    #expect(try Self.sameAsPlain(plain, shaped))
    let empty = UITabBar(frame: plain.frame)
    #expect(try !Self.sameAsPlain(plain, empty), "the items draw something")
  }

  /// The items lie over a layer the bar's subclass inserts under its subviews, as UIKit's
  /// tab bar buttons are subviews (Culinarium's UITabBarCulinary had shown none of its five).
  @Test func tabBarItemsShowOverALayerInsertedUnderSubviews() throws {
    let bar = LayeredTabBar(frame: CGRect(x: 0, y: 0, width: 240, height: 49))
    let items = ["One", "Two", "Three"].map { UITabBarItem(title: $0, image: nil, tag: 0) }
    bar.items = items
    bar.selectedItem = items[1]
    let pixels = try renderPixels(bar)
    var blue = 0
    for y in 0..<pixels.height {
      for x in 80..<160 {
        let p = pixels.pixel(x: x, y: y)
        if p.blue > 0.8 && p.red < 0.3 { blue += 1 }
      }
    }
    #expect(blue > 20, "the selected item is drawn in the tint over the white shape")
  }

  @Test func controlsShowUnderADrawOverride() throws {
    let frame = CGRect(x: 0, y: 0, width: 160, height: 31)
    #expect(try Self.sameAsPlain(UISwitch(frame: frame), DrawingSwitch(frame: frame)))
    #expect(try Self.sameAsPlain(UISlider(frame: frame), DrawingSlider(frame: frame)))
    let segments = ["A", "B"]
    let plain = UISegmentedControl(items: segments)
    let drawing = DrawingSegmentedControl(items: segments)
    plain.frame = frame
    drawing.frame = frame
    #expect(try Self.sameAsPlain(plain, drawing))
    let toolbarFrame = CGRect(x: 0, y: 0, width: 200, height: 44)
    let toolbar = UIToolbar(frame: toolbarFrame)
    let drawingToolbar = DrawingToolbar(frame: toolbarFrame)
    for t in [toolbar, drawingToolbar] {
      t.items = [UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)]
    }
    #expect(try Self.sameAsPlain(toolbar, drawingToolbar))
  }
}
