import EaselUIKit
import Foundation
import Testing

@MainActor final class LookedUpView: UIView {}

/// `NSClassFromString`/`NSStringFromClass` as Objective-C's runtime answers them, and
/// `init(frame:)` through a metatype value (`__easelInit(frame:)`, what the source
/// preparation makes of `metatype.init(frame:)`).
@MainActor
@Suite(.serialized)
struct ClassLookupTests {
  @Test func facadeClassesAreFoundByTheirObjectiveCNames() {
    #expect(EaselUIKit.NSClassFromString("UIView") == UIView.self)
    #expect(EaselUIKit.NSClassFromString("UILabel") == UILabel.self)
    #expect(EaselUIKit.NSClassFromString("CAShapeLayer") == CAShapeLayer.self)
    #expect(EaselUIKit.NSClassFromString("UIKit.UIButton") == UIButton.self)
    #expect(EaselUIKit.NSClassFromString("NoSuchClassAnywhere") == nil)
    #expect(EaselUIKit.NSClassFromString("") == nil)
    #expect(EaselUIKit.NSStringFromClass(UIView.self) == "UIView")
    #expect(EaselUIKit.NSStringFromClass(CAShapeLayer.self) == "CAShapeLayer")
    // `+[NSObject description]`, the class's name (a nib named after its view class).
    #expect(UIView.description() == "UIView")
    #expect(UILabel.description().components(separatedBy: ".").last == "UILabel")
  }

  @Test func projectClassesAreFoundByEveryRegisteredName() {
    let runtime = ObjCRuntime.shared
    var table = KeyValueTable()
    table.add([
      DesignableClass(
        name: "LookedUpView", type: LookedUpView.self, isDesignable: true,
        makeWithFrame: { LookedUpView(frame: $0) }, make: { LookedUpView(coder: $0) }),
      DesignableClass(
        name: "Demo.LookedUpView", type: LookedUpView.self, isDesignable: true,
        makeWithFrame: { LookedUpView(frame: $0) }, make: { LookedUpView(coder: $0) }),
    ])
    runtime.install(table)
    #expect(EaselUIKit.NSClassFromString("LookedUpView") == LookedUpView.self)
    #expect(EaselUIKit.NSClassFromString("Demo.LookedUpView") == LookedUpView.self)
    // Made through its metatype, as `cls.init(frame:)`, the class itself.
    let cls: UIView.Type = LookedUpView.self
    let made = cls.__easelInit(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
    #expect(type(of: made) == LookedUpView.self)
    #expect(made.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
  }

  @Test func facadeViewsAreMadeThroughTheirMetatypes() {
    let types: [UIView.Type] = [UIView.self, UILabel.self, UISwitch.self, UIStackView.self]
    for t in types {
      let made = t.__easelInit(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      #expect(type(of: made) == t)
    }
  }
}
