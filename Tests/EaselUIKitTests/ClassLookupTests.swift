import EaselUIKit
import Foundation
import Testing

@MainActor final class LookedUpView: UIView {}

/// A cell that records the frame `init(frame:)` was given, as `-[UIView init]` passes it.
@MainActor final class LookedUpCell: UICollectionViewCell {
  var madeWithFrame: CGRect?
  override init(frame: CGRect) {
    madeWithFrame = frame
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A model object the generated registration makes with `init()` (`ClassFactory`).
final class LookedUpModel: NSObject {
  var made = "init()"
}

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

  @Test func projectClassesFoundByNameAreMadeWithInitThroughACastMetatype() throws {
    var table = KeyValueTable()
    table.add([
      DesignableClass(
        name: "Demo.LookedUpCell", type: LookedUpCell.self, isDesignable: false,
        makeWithFrame: { LookedUpCell(frame: $0) }, make: { LookedUpCell(coder: $0) })
    ])
    table.add(factory: ClassFactory(LookedUpModel.self) { LookedUpModel() })
    table.add([
      DesignableClass(
        name: "Demo.LookedUpModel", type: LookedUpModel.self, isDesignable: false,
        make: { _ in LookedUpModel() })
    ])
    ObjCRuntime.shared.install(table)
    // What `(NSClassFromString("Demo.LookedUpCell") as? UICollectionViewCell.Type)?.init()`
    // becomes: the named class, made as `-[UIView init]` makes a view, with a zero frame.
    let cell = (EaselUIKit.NSClassFromString("Demo.LookedUpCell") as? UICollectionViewCell.Type)?
      .__easelInit()
    #expect(cell.map { type(of: $0) } == LookedUpCell.self)
    #expect((cell as? LookedUpCell)?.madeWithFrame == .zero)
    let model = try #require(
      (EaselUIKit.NSClassFromString("Demo.LookedUpModel") as? NSObject.Type)?.__easelInit())
    #expect((model as? LookedUpModel)?.made == "init()")
  }

  @Test func facadeClassesAreMadeWithInitThroughTheirMetatypes() {
    let types: [NSObject.Type] = [
      UIView.self, UILabel.self, UIButton.self, CAShapeLayer.self, UIViewController.self,
      NSObject.self,
    ]
    for t in types {
      let made = t.__easelInit()
      #expect(type(of: made) == t)
    }
    let label = (EaselUIKit.NSClassFromString("UILabel") as? UIView.Type)?.__easelInit()
    #expect(label.map { type(of: $0) } == UILabel.self)
    #expect(label?.frame == .zero)
  }

  /// AVFoundation's façade is linked into these tests (`SDKFrameworksFixture.swift`), which
  /// cannot import it beside Swift Testing: its classes are looked at by name only.
  @Test func otherFrameworksFacadeClassesAreFoundByTheirObjectiveCNames() throws {
    let found: AnyClass? = EaselUIKit.NSClassFromString("AVPlayer")
    let player = try #require(found)
    #expect(String(reflecting: player) == "AVFoundation.AVPlayer")
    #expect(EaselUIKit.NSClassFromString("AVFoundation.AVPlayer") == player)
    #expect(EaselUIKit.NSStringFromClass(player) == "AVPlayer")
  }

  /// The façade modules `NSClassFromString` looks in are the package's (Package.swift's
  /// `appleFrameworkFacades`, each a folder of Sources/Facades).
  @Test func theFrameworkFacadeModulesAreThePackages() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Sources/Facades").path
    ).filter { !$0.hasPrefix(".") }
    #expect(Set(folders) == Set(EaselClassLookup.frameworkFacadeModules))
  }

  @Test func facadeViewsAreMadeThroughTheirMetatypes() {
    let types: [UIView.Type] = [UIView.self, UILabel.self, UISwitch.self, UIStackView.self]
    for t in types {
      let made = t.__easelInit(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      #expect(type(of: made) == t)
    }
  }
}
