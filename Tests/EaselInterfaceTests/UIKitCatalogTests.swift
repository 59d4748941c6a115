import EaselDocument
import EaselUIKit
import Testing

@testable import EaselInterface

/// `UIKitCatalog` is the one table of classes and element names: the element readers, the
/// built-in key-value classes and `ElementCatalog` agree with it.
@MainActor
struct UIKitCatalogTests {
  @Test func everyViewElementHasAReaderMakingItsCatalogClass() {
    for element in ElementCatalog.viewKinds.sorted() {
      let reader = ElementReaders.byName[element]
      #expect(reader != nil, "no reader for <\(element)>")
      #expect(reader?.className == UIKitCatalog.className(forElement: element), "<\(element)>")
    }
    #expect(Set(ElementReaders.byName.keys) == ElementCatalog.viewKinds)
  }

  @Test func readersMakeAnInstanceOfTheirCatalogClassOrASubclass() throws {
    for (element, reader) in ElementReaders.byName.sorted(by: { $0.key < $1.key }) {
      let view = try #require(reader.make(NIBDecoder(frame: .zero) { _ in }), "<\(element)>")
      let made = "\(type(of: view))"
      // Easel's stand-ins (`EmbeddedControllerPlaceholderView`) are UIView subclasses.
      #expect(
        made == reader.className || view is EmbeddedControllerPlaceholderView,
        "<\(element)> made \(made), the catalog says \(reader.className)")
    }
  }

  @Test func builtInKeyValueClassesAreCatalogViews() {
    let names = KeyValueTable.uiKit.classes.keys.sorted()
    #expect(names.count == 30)
    for name in names {
      #expect(UIKitCatalog.entry(named: name)?.family == .view, "\(name)")
    }
  }

  @Test func familiesGiveTheElementKinds() {
    #expect(ElementCatalog.viewKinds.contains("tableViewCellContentView"))
    #expect(ElementCatalog.viewKinds.count == 39)
    #expect(ElementCatalog.viewControllerKinds.count == 11)
    #expect(ElementCatalog.otherKinds.contains("pongPressGestureRecognizer"))
    #expect(!ElementCatalog.otherKinds.contains("label"))
    #expect(UIKitCatalog.className(forElement: "containerView") == "UIView")
    #expect(UIKitCatalog.className(forElement: "hostingController") == "UIHostingController")
    #expect(UIKitCatalog.className(forElement: "subviews") == nil)
  }

  @Test func superclassChainsEndAtNSObject() {
    #expect(
      UIKitCatalog.superclassChain(of: "UIButton") == [
        "UIButton", "UIControl", "UIView", "UIResponder", "NSObject",
      ])
    #expect(
      UIKitCatalog.superclassChain(of: "ARSCNView").prefix(3) == ["ARSCNView", "SCNView", "UIView"])
    #expect(UIKitCatalog.superclassChain(of: "MyView") == ["MyView"])
    for entry in UIKitCatalog.entries {
      #expect(UIKitCatalog.superclassChain(of: entry.name).last == "NSObject", "\(entry.name)")
    }
  }

  @Test func classNamesAndElementNamesAreUnique() {
    let names = UIKitCatalog.entries.map(\.name)
    #expect(Set(names).count == names.count)
    let elements = UIKitCatalog.entries.flatMap(\.elements)
    #expect(Set(elements).count == elements.count)
  }
}
