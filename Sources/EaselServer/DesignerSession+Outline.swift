import EaselAgentHost
import EaselDocument
import EaselInspect
import Foundation

/// The outline (scenes, then each scene's view tree) and an object's inspectors, as the
/// values the page reads (`DocumentOutline`, `ObjectInspector`; `docs/designer-api.md`).
extension DesignerSession {
  /// The document's outline, with frames in each root view's coordinates, from the stored
  /// frames.
  public func outline(_ relative: String) throws -> DocumentOutline {
    let (document, state) = try document(relative)
    let designables = Set(
      (scan()?.designableClasses ?? []).flatMap { [$0.name, $0.qualifiedName] })
    let scenes = document.scenes.map { scene in
      DocumentOutline.Scene(
        id: scene.id, title: scene.title ?? scene.label ?? scene.id,
        viewController: scene.viewController.map { $0.id ?? "" },
        className: scene.viewController.map { $0.customClass ?? Self.className(of: $0) },
        root: scene.rootView.map {
          node($0, origin: .zero, designables: designables, isRoot: true)
        })
    }
    return DocumentOutline(
      document: relative, version: state.version, kind: document.kind.rawValue, scenes: scenes,
      initialScene: document.initialScene?.id ?? "", canUndo: !state.undo.isEmpty,
      canRedo: !state.redo.isEmpty)
  }

  private func node(_ e: IBElement, origin: CGPoint, designables: Set<String>, isRoot: Bool)
    -> DocumentOutline.View
  {
    let frame = e.frame ?? .zero
    let x = isRoot ? 0 : origin.x + frame.origin.x
    let y = isRoot ? 0 : origin.y + frame.origin.y
    return DocumentOutline.View(
      id: e.id ?? "", element: e.name, className: Self.className(of: e),
      customClass: e.customClass, designable: e.customClass.map { designables.contains($0) },
      status: e.customClass.flatMap { statuses[$0] }, label: e.userLabel,
      frame: [x, y, frame.size.width, frame.size.height].map { Double($0) },
      children: e.subviews.filter(\.isViewElement).map {
        node($0, origin: CGPoint(x: x, y: y), designables: designables, isRoot: false)
      })
  }

  /// The UIKit class an element stands for: `label` → `UILabel`.
  nonisolated static func className(of e: IBElement) -> String {
    guard let first = e.name.first else { return "UIView" }
    return "UI" + first.uppercased() + e.name.dropFirst()
  }

  /// The inspectors of object `objectID`.
  public func inspect(_ relative: String, objectID: String) throws -> ObjectInspector {
    let (document, state) = try document(relative)
    guard let e = document.element(withID: objectID) else {
      throw DesignerError(404, "no object with id '\(objectID)' in \(relative)")
    }
    let runtime = e.runtimeAttributes()
    var overrides: [String: RuntimeValue] = [:]
    for attribute in runtime { overrides[attribute.keyPath] = attribute.value }
    var inspectables: [ObjectInspector.Inspectable] = []
    var seen: Set<String> = []
    for (owner, property) in inspectableProperties(of: e.customClass)
    where seen.insert(property.name).inserted {
      guard let kind = property.kind else { continue }
      inspectables.append(
        ObjectInspector.Inspectable(
          name: property.name, type: kind.rawValue, runtimeType: kind.runtimeAttributeType.rawValue,
          declaredIn: owner, defaultExpression: property.defaultExpression ?? "",
          defaultValue: property.defaultExpression.flatMap { Self.defaultValue(of: $0, kind) },
          overridden: overrides[property.name] != nil,
          value: overrides[property.name].map(ValueText.text)))
    }
    return ObjectInspector(
      document: relative, version: state.version, id: objectID, element: e.name,
      className: Self.className(of: e), customClass: e.customClass ?? "",
      customModule: e.customModule ?? "", inspectables: inspectables,
      attributes: CommonAttributes.attributes(of: e), size: SizeInspector.size(of: e),
      runtimeAttributes: runtime.map {
        ObjectInspector.RuntimeAttribute(
          keyPath: $0.keyPath, type: $0.value.typeName, value: ValueText.text($0.value))
      }, font: TextInspector.font(of: e), title: TextInspector.title(of: e),
      button: TextInspector.button(of: e),
      connections: ConnectionsInspector.connections(
        of: e, in: document,
        members: { $0 == "action" ? self.declaresAction($1, $2) : self.declaresOutlet($1, $2) }))
  }

  /// Whether class `className` (or a scanned superclass) declares the action method of
  /// `selector` (`tapped:` → `func tapped(`, `- (IBAction)tapped:`), read from the files that
  /// declare them; nil when the project's sources do not declare the class.
  func declaresAction(_ className: String, _ selector: String) -> Bool? {
    let name = NSRegularExpression.escapedPattern(for: String(selector.prefix { $0 != ":" }))
    return sourceDeclares(
      className,
      patterns: [
        "\\bfunc\\s+`?\(name)`?\\s*[(<]", "^\\s*-\\s*\\([^)]*\\)\\s*\(name)\\b",
      ])
  }

  /// Whether class `className` (or a scanned superclass) declares an outlet `name`: a
  /// property the scan found, or one its files mark `@IBOutlet` (Swift) or `IBOutlet`
  /// (Objective-C); nil when the project's sources do not declare the class.
  func declaresOutlet(_ className: String, _ name: String) -> Bool? {
    let classes = scan()?.scan.classes ?? []
    var current: String? = className
    var visited: Set<String> = []
    while let c = current, visited.insert(c).inserted,
      let scanned = classes.first(where: { $0.name == c || $0.qualifiedName == c })
    {
      if scanned.properties.contains(where: { $0.name == name }) { return true }
      current = scanned.superclassName
    }
    let escaped = NSRegularExpression.escapedPattern(for: name)
    return sourceDeclares(
      className,
      patterns: [
        "@IBOutlet[^\\n]*?\\b(?:var|let)\\s+`?\(escaped)`?\\b",
        "IBOutlet[^;\\n]*[\\s*]\(escaped)\\s*;",
      ])
  }

  /// Whether a file declaring class `className` or a scanned superclass of it matches one
  /// of `patterns` (a line each); nil when the project's sources do not declare the class.
  private func sourceDeclares(_ className: String, patterns: [String]) -> Bool? {
    let classes = scan()?.scan.classes ?? []
    let expressions = patterns.compactMap {
      try? NSRegularExpression(pattern: $0, options: .anchorsMatchLines)
    }
    var current: String? = className
    var visited: Set<String> = []
    var found = false
    while let c = current, visited.insert(c).inserted,
      let scanned = classes.first(where: { $0.name == c || $0.qualifiedName == c })
    {
      found = true
      if let text = try? String(contentsOfFile: scanned.location.file, encoding: .utf8) {
        let range = NSRange(text.startIndex..., in: text)
        if expressions.contains(where: { $0.firstMatch(in: text, range: range) != nil }) {
          return true
        }
      }
      current = scanned.superclassName
    }
    return found ? false : nil
  }

  /// What a control shows for an inspectable the document does not set: the code's default
  /// `expression` read as a value of `kind` — a colour (`CodeDefaultColor`), a Boolean
  /// literal as `YES` or `NO`, a number literal as itself — or nil when it is none of those
  /// (a call, a constant: the page then names the expression only). A Boolean whose code
  /// default is `true` showed unchecked.
  nonisolated static func defaultValue(of expression: String, _ kind: InspectableKind) -> String? {
    let text = expression.trimmingCharacters(in: .whitespaces)
    switch kind {
    case .color:
      return CodeDefaultColor.text(text)
    case .bool:
      return text == "true" ? "YES" : text == "false" ? "NO" : nil
    case .int, .cgFloat, .double, .float:
      let literal = text.replacingOccurrences(of: "_", with: "")
      guard literal.first.map({ $0.isNumber || $0 == "-" || $0 == "." }) == true,
        let value = try? DocumentNumber.read(literal, role: .value).get()
      else { return nil }
      return kind == .int && value.rounded() != value ? nil : XcodeNumber.format(value)
    default:
      return nil
    }
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
