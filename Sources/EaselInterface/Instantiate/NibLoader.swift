import EaselDiagnostics
import EaselDocument
import EaselResources
import EaselUIKit
import Foundation

/// Loads the project's nibs for user code (`UINib.instantiate(withOwner:options:)`,
/// `Bundle.loadNibNamed(_:owner:options:)`), as UIKit loads a nib at run time: the `.xib`
/// of that name, its top-level views made through `init?(coder:)` with their attributes and
/// runtime attributes, its outlets connected — File's Owner's to `owner` — through key-value
/// coding (the generated setters of `@IBOutlet`s), then `awakeFromNib()`.
///
/// A designable that loads its content from a nib (`loadNibNamed(String(describing:
/// type(of: self)), owner: self)` in its initializer) is drawn with that content, as in
/// Interface Builder. A nib that loads itself again, directly or not, stops at a depth of
/// eight with an error, where UIKit would recurse until the stack overflows.
@MainActor
final class NibLoader {
  private let table: KeyValueTable
  private let resources: ProjectResources
  private let diagnostics: DiagnosticLog
  private weak var observer: DesignableObserver?
  private let localization: Localization?
  private var depth = 0
  static let maximumDepth = 8

  init(
    table: KeyValueTable, resources: ProjectResources, diagnostics: DiagnosticLog,
    observer: DesignableObserver?, localization: Localization?
  ) {
    self.table = table
    self.resources = resources
    self.diagnostics = diagnostics
    self.observer = observer
    self.localization = localization
  }

  /// The top-level objects of the nib `name`, or `nil` when the project has none.
  func load(_ name: String, owner: Any?) -> [Any]? {
    guard let url = resources.nibURL(named: name) else {
      diagnostics.report(
        Diagnostic(
          .warning, "user code loads the nib '\(name)', which the project has no \(name).xib for",
          id: "nib-not-found"))
      return nil
    }
    guard depth < Self.maximumDepth else {
      diagnostics.report(
        Diagnostic(
          .error,
          "\(name).xib loads nibs \(Self.maximumDepth) levels deep (a view that loads its own nib from init(coder:) recurses on iOS until it crashes); stopped",
          id: "nib-recursion", at: SourceLocation(file: url.path, line: 1, column: 1)))
      return nil
    }
    let document: IBDocument
    do {
      document = try IBDocument(contentsOf: url)
    } catch {
      diagnostics.report(
        Diagnostic(
          .error, "\(name).xib cannot be read: \(error)", id: "nib-unreadable",
          at: SourceLocation(file: url.path, line: 1, column: 1)))
      return nil
    }
    depth += 1
    defer { depth -= 1 }
    let builder = ObjectBuilder(
      document: document, table: table, resources: resources, diagnostics: diagnostics)
    builder.designTime = false  // a nib is loaded as at run time, in Interface Builder too
    builder.observer = observer
    builder.localization = localization
    var objects: [Any] = []
    var byID: [String: AnyObject] = [:]
    if let owner { byID["-1"] = owner as AnyObject }
    // Each outlet is set once, as soon as its source and its destination are made.
    var outlets = document.root.descendants().filter { $0.name == "outlet" }
    // An outlet collection is one property set once to all its destinations, in document
    // order, as soon as they and its source are made.
    var collections = OutletCollection.all(in: document)
    for scene in document.scenes {
      guard let element = scene.rootView else { continue }
      objects.append(
        builder.instantiate(
          element,
          connecting: { made in
            for (element, view) in made { if let id = element.id { byID[id] = view } }
            // Outlets to constraints (a height to change, a pair to deactivate) are set as
            // UIKit sets them: the constraints are decoded with the nib, before awakeFromNib.
            for (id, constraint) in builder.constraints { byID[id] = constraint }
            outlets.removeAll { self.connect($0, objects: byID) }
            collections.removeAll { self.connect($0, objects: byID) }
          }))
    }
    for outlet in outlets { reportUnconnected(outlet, document: document, objects: byID) }
    for collection in collections {
      reportUnconnected(collection.elements[0], document: document, objects: byID)
    }
    // Loaded at run time, the nib's views are placed by their constraints and autoresizing
    // masks, as UIKit lays them out, not kept at the frames Interface Builder stored (a
    // label centred in a view the code resizes moves with it, and takes its new text's size).
    for (_, view) in builder.made { view.autoLayout.keepsFrame = false }
    return objects
  }

  /// Says that an outlet of a made object was left nil because Easel does not make what it
  /// points at (a gesture recognizer, a plain object, a bar item): user code that reads it
  /// finds nil where UIKit would have set it.
  private func reportUnconnected(
    _ element: IBElement, document: IBDocument, objects: [String: AnyObject]
  ) {
    guard let property = element["property"], let destination = element["destination"],
      let source = element.parent?.parent?.id, let from = objects[source]
    else { return }
    let target =
      document.element(withID: destination).map { "<\($0.name)>, which Easel does not make" }
      ?? "'\(destination)', which the nib does not define"
    diagnostics.report(
      Diagnostic(
        .warning, "outlet '\(property)' of \(type(of: from)) points at \(target); left nil",
        id: "outlet-unconnected", at: element.location, objectID: element.id))
  }

  /// The `<outletCollection>`s of one source's property: set as one array.
  struct OutletCollection {
    var source: String
    var property: String
    var elements: [IBElement]

    /// Every outlet collection of `document`, its elements in document order.
    static func all(in document: IBDocument) -> [OutletCollection] {
      var out: [OutletCollection] = []
      for e in document.root.descendants() where e.name == "outletCollection" {
        guard let property = e["property"], e["destination"] != nil,
          let source = e.parent?.parent?.id
        else { continue }
        if let i = out.firstIndex(where: { $0.source == source && $0.property == property }) {
          out[i].elements.append(e)
        } else {
          out.append(OutletCollection(source: source, property: property, elements: [e]))
        }
      }
      return out
    }
  }

  /// Sets an outlet collection to the array of its destinations by its source's setter, as
  /// UIKit's nib loading does; false while its source or a destination is not made yet.
  private func connect(_ collection: OutletCollection, objects: [String: AnyObject]) -> Bool {
    guard let from = objects[collection.source] else { return false }
    var values: [AnyObject] = []
    for e in collection.elements {
      guard let id = e["destination"], let to = objects[id] else { return false }
      values.append(to)
    }
    let element = collection.elements[0]
    guard let setter = table.setterMethod(forKey: collection.property, of: from) else {
      diagnostics.report(
        Diagnostic(
          .warning,
          "outlet collection '\(collection.property)' of \(type(of: from)) is not an @IBOutlet Easel can set; left unconnected",
          id: "outlet-unconnected", at: element.location, objectID: element.id))
      return true
    }
    do {
      _ = try setter.invoke(from, [values])
    } catch {
      diagnostics.report(
        Diagnostic(
          .warning,
          "outlet collection '\(collection.property)' of \(type(of: from)) cannot be set: \(error)",
          id: "outlet-unconnected", at: element.location, objectID: element.id))
    }
    return true
  }

  /// Sets the `<outlet>` `element` by its source's `set<Property>:`, as UIKit's nib loading
  /// sets outlets by key; false while its source or destination is not made yet.
  private func connect(_ element: IBElement, objects: [String: AnyObject]) -> Bool {
    guard let property = element["property"], let destination = element["destination"],
      let source = element.parent?.parent?.id
    else { return true }  // not an outlet Easel can read: nothing to wait for
    guard let from = objects[source], let to = objects[destination] else { return false }
    guard let setter = table.setterMethod(forKey: property, of: from) else {
      diagnostics.report(
        Diagnostic(
          .warning,
          "outlet '\(property)' of \(type(of: from)) is not an @IBOutlet Easel can set; left unconnected",
          id: "outlet-unconnected", at: element.location, objectID: element.id))
      return true
    }
    do {
      _ = try setter.invoke(from, [to])
    } catch {
      diagnostics.report(
        Diagnostic(
          .warning, "outlet '\(property)' of \(type(of: from)) cannot be set: \(error)",
          id: "outlet-unconnected", at: element.location, objectID: element.id))
    }
    return true
  }
}
