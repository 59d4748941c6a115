import EaselAgentHost
import EaselDocument
import EaselInspect
import Foundation

/// The outline (scenes, then each scene's view tree) and an object's inspectors, as the
/// JSON the page reads (`docs/designer-api.md`).
extension DesignerSession {
  /// `{document, version, scenes: [{id, title, viewController, root}]}`; each view node is
  /// `{id, element, className, customClass?, designable?, frame: [x, y, w, h], children}`
  /// with frames in the root view's coordinates, from the stored frames.
  public func outline(_ relative: String) throws -> [String: Any] {
    let (document, state) = try document(relative)
    let designables = Set(
      (scan()?.designableClasses ?? []).flatMap { [$0.name, $0.qualifiedName] })
    var scenes: [[String: Any]] = []
    for scene in document.scenes {
      var item: [String: Any] = ["id": scene.id, "title": scene.title ?? scene.label ?? scene.id]
      if let controller = scene.viewController {
        item["viewController"] = controller.id ?? ""
        item["className"] = controller.customClass ?? Self.className(of: controller)
      }
      if let root = scene.rootView {
        item["root"] = node(root, origin: .zero, designables: designables, isRoot: true)
      }
      scenes.append(item)
    }
    return [
      "document": relative, "version": state.version, "kind": document.kind.rawValue,
      "scenes": scenes, "initialScene": document.initialScene?.id ?? "",
      "canUndo": !state.undo.isEmpty, "canRedo": !state.redo.isEmpty,
    ]
  }

  private func node(_ e: IBElement, origin: CGPoint, designables: Set<String>, isRoot: Bool)
    -> [String: Any]
  {
    let frame = e.frame ?? .zero
    let x = isRoot ? 0 : origin.x + frame.origin.x
    let y = isRoot ? 0 : origin.y + frame.origin.y
    var item: [String: Any] = [
      "id": e.id ?? "", "element": e.name, "className": Self.className(of: e),
      "frame": [x, y, frame.size.width, frame.size.height].map { Double($0) },
      "children": e.subviews.filter(\.isViewElement).map {
        node($0, origin: CGPoint(x: x, y: y), designables: designables, isRoot: false)
      },
    ]
    if let label = e.userLabel { item["label"] = label }
    if let custom = e.customClass {
      item["customClass"] = custom
      item["designable"] = designables.contains(custom)
      if let status = statuses[custom] { item["status"] = status }
    }
    return item
  }

  /// The UIKit class an element stands for: `label` → `UILabel`.
  static func className(of e: IBElement) -> String {
    guard let first = e.name.first else { return "UIView" }
    return "UI" + first.uppercased() + e.name.dropFirst()
  }

  /// The inspectors of object `objectID`: `{id, className, customClass?, customModule?,
  /// inspectables, attributes, runtimeAttributes}` (see `docs/designer-api.md`).
  public func inspect(_ relative: String, objectID: String) throws -> [String: Any] {
    let (document, state) = try document(relative)
    guard let e = document.element(withID: objectID) else {
      throw DesignerError(404, "no object with id '\(objectID)' in \(relative)")
    }
    let runtime = e.runtimeAttributes()
    var overrides: [String: RuntimeValue] = [:]
    for attribute in runtime { overrides[attribute.keyPath] = attribute.value }
    var inspectables: [[String: Any]] = []
    var seen: Set<String> = []
    for (owner, property) in inspectableProperties(of: e.customClass)
    where seen.insert(property.name).inserted {
      guard let kind = property.kind else { continue }
      var item: [String: Any] = [
        "name": property.name, "type": kind.rawValue,
        "runtimeType": kind.runtimeAttributeType.rawValue,
        "declaredIn": owner, "default": property.defaultExpression ?? "",
        "overridden": overrides[property.name] != nil,
      ]
      if let value = overrides[property.name] { item["value"] = ValueText.text(value) }
      if kind == .color, let text = property.defaultExpression.flatMap(CodeDefaultColor.text) {
        item["defaultValue"] = text
      }
      inspectables.append(item)
    }
    return [
      "document": relative, "version": state.version, "id": objectID, "element": e.name,
      "className": Self.className(of: e), "customClass": e.customClass ?? "",
      "customModule": e.customModule ?? "", "inspectables": inspectables,
      "attributes": CommonAttributes.attributes(of: e), "size": SizeInspector.size(of: e),
      "runtimeAttributes": runtime.map {
        ["keyPath": $0.keyPath, "type": $0.value.typeName, "value": ValueText.text($0.value)]
      },
    ]
  }

  /// The inspectable properties of `className` and its scanned superclasses, nearest
  /// first, with the class declaring each.
  func inspectableProperties(of className: String?) -> [(String, ScannedProperty)] {
    guard let className else { return [] }
    let classes = scan()?.scan.classes ?? []
    var result: [(String, ScannedProperty)] = []
    var name: String? = className
    var visited: Set<String> = []
    while let current = name, visited.insert(current).inserted,
      let c = classes.first(where: { $0.name == current || $0.qualifiedName == current })
    {
      result += c.inspectables.map { (c.name, $0) }
      name = c.superclassName
    }
    return result
  }

  /// The project's source scan, made once per session; nil when the sources cannot be
  /// scanned.
  func scan() -> DesignablesProject? {
    if let scanned { return scanned }
    scanned = try? DesignablesProject(root: project.root)
    return scanned
  }
}
