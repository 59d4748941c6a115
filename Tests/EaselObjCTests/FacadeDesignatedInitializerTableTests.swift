import EaselInspect
import EaselObjC
import Testing

/// The classes whose SDK headers give designated initializers besides `init(frame:)`
/// (`UIKitClasses.designatedInitializersBesidesFrame`) are declared so in the façade: those
/// designated, `init(frame:)` a convenience initializer. Easel's registration calls
/// `init(frame:)` on a subclass that overrides them (Swift keeps it), which compiled only
/// where the façade agreed: NibDesignable's `UITableViewHeaderFooterView` subclass sank its
/// pod's module ("incorrect argument label in call (have 'frame:', expected 'coder:')").
@Suite struct FacadeDesignatedInitializerTableTests {
  @Test(arguments: UIKitClasses.designatedInitializersBesidesFrame.keys.sorted())
  func theFacadeDeclaresTheSDKsDesignatedInitializers(className: String) {
    let table = FacadeInitializers.shared
    let designated = Set(
      table.initializers(of: className).filter { $0.kind != .convenience }.map(\.swiftName))
    let expected = Set(
      (UIKitClasses.designatedInitializersBesidesFrame[className] ?? []).map { "init(\($0))" })
    #expect(designated.subtracting(["init(coder:)"]) == expected)
    let frame = table.initializer("init(frame:)", of: className)
    #expect(frame == nil || frame?.kind == .convenience)
  }
}
