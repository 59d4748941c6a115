import Foundation
import Testing

@testable import EaselUIKit

@MainActor private class ListedView: UIView {
  var cornerColor: UIColor?
  func refresh() {}
}

/// `class_copyMethodList`, `class_copyPropertyList` and the other introspection functions,
/// answered from an installed table as the agent installs the generated one.
@Suite(.serialized) @MainActor struct ObjCIntrospectionTests {
  static func install() {
    var table = KeyValueTable()
    table.add(methods: [
      ObjCMethod(owner: ListedView.self, selector: "refresh") { r, _ in
        (r as? ListedView)?.refresh()
        return nil
      },
      ObjCMethod(owner: ListedView.self, selector: "setCornerColor:") { r, a in
        (r as? ListedView)?.cornerColor = try ObjCArguments.cast(a, 0) as UIColor?
        return nil
      },
      ObjCMethod(owner: UIView.self, selector: "inheritedOnly") { _, _ in nil },
    ])
    table.add([
      KeyValueEntry(
        owner: ListedView.self, key: "cornerColor", type: .color, isInspectable: true,
        defaultValue: nil, get: { _ in nil }, set: { _, _ in })
    ])
    ObjCRuntime.shared.install(table)
  }

  @Test func methodAndPropertyListsAreTheClassesOwnInAMallocdArray() {
    Self.install()
    var count: UInt32 = 99
    let methods = class_copyMethodList(ListedView.self, &count)
    #expect(count == 2)
    let names = (0..<Int(count)).map { NSStringFromSelector(method_getName(methods![$0])) }
    #expect(names == ["refresh", "setCornerColor:"])  // not UIView's `inheritedOnly`
    free(methods)

    let properties = class_copyPropertyList(ListedView.self, &count)
    #expect(count == 1)
    #expect(String(cString: property_getName(properties![0])) == "cornerColor")
    free(properties)

    // A class with nothing listed: NULL and a count of 0, as the runtime answers.
    #expect(class_copyPropertyList(UIButton.self, &count) == nil)
    #expect(count == 0)
  }

  @Test func propertyAttributesAreThoseTheClassRegistered() {
    Self.install()
    ObjCPropertyAttributes.shared.register(
      ListedView.self, ["cornerColor": "T@\"UIColor\",&,N,V_cornerColor"])
    var count: UInt32 = 0
    let properties = class_copyPropertyList(ListedView.self, &count)
    #expect(count == 1)
    let attributes = property_getAttributes(properties![0])
    #expect(attributes.map { String(cString: $0) } == "T@\"UIColor\",&,N,V_cornerColor")
    free(properties)
  }

  @Test func namesClassesAndSuperclasses() {
    Self.install()
    let view = ListedView()
    #expect(String(cString: class_getName(ListedView.self)) == "ListedView")
    #expect(object_getClass(view) == ListedView.self)
    #expect(object_getClass(nil) == nil)
    #expect(class_getSuperclass(ListedView.self) == UIView.self)
    #expect(class_respondsToSelector(ListedView.self, Selector("refresh")))
    #expect(!class_respondsToSelector(ListedView.self, Selector("nothing")))
  }

  /// The rest of `objc/runtime.h`'s lookups the tables can answer truthfully: a property by
  /// name up the superclasses, a class by name, an object's class name; there are no
  /// metaclasses on Linux. (`property_getAttributes`, whose attribute strings no table holds,
  /// stays undeclared: clang's located error names it as Easel's gap.)
  @Test func propertiesAndClassesAreFoundByName() {
    Self.install()
    final class SubListedView: ListedView {}
    let found = class_getProperty(SubListedView.self, "cornerColor")
    #expect(found?.owner == ListedView.self)
    #expect(found.map { String(cString: property_getName($0)) } == "cornerColor")
    #expect(class_getProperty(ListedView.self, "missing") == nil)
    #expect(class_getProperty(nil, "cornerColor") == nil)
    #expect(String(cString: object_getClassName(ListedView())) == "ListedView")
    #expect(String(cString: object_getClassName(nil)) == "nil")
    #expect((objc_getClass("UIView") as? AnyClass) == UIView.self)
    #expect(objc_lookUpClass("UILabel") == UILabel.self)
    #expect(objc_lookUpClass("NoSuchClass") == nil)
    #expect(!class_isMetaClass(UIView.self))
  }
}
