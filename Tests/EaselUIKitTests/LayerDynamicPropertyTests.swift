import EaselUIKit
import Foundation
import Testing

/// A layer's `@dynamic` property, as the Objective-C translation writes its accessors
/// (`__easelDynamicValue(forKey:)`, `__easelSetDynamicValue(_:forKey:)`): kept in the layer's
/// key-value storage, so that the property and `setValue(_:forKey:)`/`value(forKey:)` agree,
/// its class's `defaultValue(forKey:)` answers before it is set, `init(layer:)` copies it to the
/// presentation copy, and a key `needsDisplay(forKey:)` names marks the layer for display.
@MainActor
@Suite struct LayerDynamicPropertyTests {
  final class WaveLayer: CALayer {
    var level: CGFloat {
      get { return self.__easelDynamicValue(forKey: "level") ?? 0 }
      set { self.__easelSetDynamicValue(newValue, forKey: "level") }
    }
    var colors: [UIColor]! {
      get { return self.__easelDynamicValue(forKey: "colors") }
      set { self.__easelSetDynamicValue(newValue, forKey: "colors") }
    }
    override class func needsDisplay(forKey key: String) -> Bool {
      key == "level" || super.needsDisplay(forKey: key)
    }
    override class func defaultValue(forKey key: String) -> Any? {
      key == "level" ? NSNumber(value: 0.25) : super.defaultValue(forKey: key)
    }
  }

  @Test func theLayerKeepsItAndKeyValueCodingAgrees() {
    let layer = WaveLayer()
    #expect(layer.level == 0.25, "the class's default before it is set")
    #expect(layer.colors == nil)
    layer.displayIfNeeded()
    layer.level = 0.5
    #expect(layer.needsDisplay(), "needsDisplay(forKey:) names it")
    #expect((layer.value(forKey: "level") as? CGFloat) == 0.5)
    layer.setValue(NSNumber(value: 0.75), forKey: "level")
    #expect(layer.level == 0.75)
    layer.colors = [.red, .blue]
    #expect(layer.colors?.count == 2)
    let copy = WaveLayer(layer: layer)
    #expect(copy.level == 0.75, "init(layer:) copies it, as for a presentation layer")
    #expect(copy.colors == [.red, .blue])
    layer.colors = nil
    #expect(layer.colors == nil)
  }
}
