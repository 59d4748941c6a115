// `property_getAttributes` answered for a translated class: the class registers its
// properties' attribute strings (`ObjCModuleGatherer.propertyAttributes`, completed here with
// the storage its `@implementation` gives them) from a `+load` hook of its own, which the
// agent runs before making any instance, as the runtime has them from the class's metadata.

extension FileTranslator {
  /// `@objc(__easelLoad_propertyAttributes_<Class>) static func …()`, registering the
  /// attributes of the properties `className` declares; nothing when it declares none.
  func propertyAttributesHook(
    _ info: ObjCClassInfo, implementation impl: ClangNode, into w: inout SwiftWriter
  ) {
    var storage: [String: String] = [:]  // property name → `D` or `V<ivar>`
    for child in impl.children where child.kind == "ObjCPropertyImplDecl" {
      guard let property = child["propertyDecl.name"] else { continue }
      if child["implKind"] == "dynamic" {
        storage[property] = "D"
      } else if let ivar = child["ivarDecl.name"] {
        storage[property] = "V" + ivar
      }
    }
    let entries = info.properties.values.filter { !$0.isClass }.sorted { $0.name < $1.name }
      .compactMap { property -> String? in
        guard let attributes = property.attributes else { return nil }
        let full = attributes + (storage[property.name].map { "," + $0 } ?? "")
        return "\"" + SwiftWriter.escaped(property.name) + "\": \"" + SwiftWriter.escaped(full)
          + "\""
      }
    guard !entries.isEmpty else { return }
    let hook = "__easelLoad_propertyAttributes_" + info.name
    w.forgetMapping()
    w.write("@objc(\(hook)) static func \(hook)() {", indent: 2)
    w.write(
      "ObjCPropertyAttributes.shared.register(" + swiftClassName(info.name) + ".self, ["
        + entries.joined(separator: ", ") + "])", indent: 4)
    w.write("}", indent: 2)
  }
}
