import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

/// A document's connections — `<outlet>`, `<outletCollection>` and `<action>` — made as
/// UIKit's nib loading makes them: after every object of the load is made (`init(coder:)`,
/// or `init(frame:)` for a designable at design time), before the User Defined Runtime
/// Attributes are set and before `awakeFromNib()`. Apple's `awakeFromNib()` documentation:
/// the message is sent "only after all the objects in the archive have been loaded and
/// initialized", and an object receiving it "is guaranteed to have all its outlet and action
/// connections already established"; the runtime attributes are set by
/// `setValue(_:forKeyPath:)` between the two, so an inspectable's `didSet` that reads an
/// outlet finds it set.
///
/// One order for every load: a storyboard scene (its views, and the bars Interface Builder
/// draws over it), a xib a designable loads (`loadNibNamed`, `UINib.instantiate`), with its
/// File's Owner (`-1`) the object passed as owner. A connection whose source or destination
/// is not made by the load (a scene's view controller, a placeholder, First Responder) is
/// left for a later load of the same builder and never reported; one whose source is made
/// but whose destination Easel does not make is a located warning.
@MainActor
struct DocumentConnections {
  /// Outlets not connected yet.
  private var outlets: [IBElement]
  /// Outlet collections not connected yet.
  private var collections: [OutletCollection]
  /// Actions not connected yet.
  private var actions: [IBElement]

  /// Every connection of `document`.
  init(document: IBDocument) {
    var outlets: [IBElement] = []
    var actions: [IBElement] = []
    for e in document.root.descendants() {
      switch e.name {
      case "outlet": outlets.append(e)
      case "action": actions.append(e)
      default: break
      }
    }
    self.outlets = outlets
    self.actions = actions
    collections = OutletCollection.all(in: document)
  }

  /// Connects every connection whose source and destination are in `objects` (by object
  /// id), each once; `reportsUnsettable` says whether a source that has no such outlet is
  /// worth a warning (it is not when the source is drawn as its UIKit class, at design time).
  mutating func connect(
    objects: [String: AnyObject], table: KeyValueTable, diagnostics: DiagnosticLog,
    reportsUnsettable: @escaping (_ sourceID: String) -> Bool
  ) {
    let connector = Connector(
      objects: objects, table: table, diagnostics: diagnostics,
      reportsUnsettable: reportsUnsettable)
    outlets.removeAll { connector.connect($0) }
    collections.removeAll { connector.connect($0) }
    actions.removeAll { connector.connectAction($0) }
  }

  /// Warns of the outlets left unconnected whose source is in `objects` but whose
  /// destination is not: user code reading them finds nil where UIKit would have set them.
  func reportUnconnected(
    document: IBDocument, objects: [String: AnyObject], diagnostics: DiagnosticLog
  ) {
    for e in outlets + collections.map({ $0.elements[0] }) {
      guard let property = e["property"], let destination = e["destination"],
        let source = e.parent?.parent?.id, let from = objects[source]
      else { continue }
      let target =
        document.element(withID: destination).map { "<\($0.name)>, which Easel does not make" }
        ?? "'\(destination)', which the document does not define"
      diagnostics.report(
        Diagnostic(
          .warning, "outlet '\(property)' of \(type(of: from)) points at \(target); left nil",
          id: "outlet-unconnected", at: e.location, objectID: e.id))
    }
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

  /// Sets connections on the objects of one load.
  @MainActor
  private struct Connector {
    let objects: [String: AnyObject]
    let table: KeyValueTable
    let diagnostics: DiagnosticLog
    let reportsUnsettable: (String) -> Bool

    /// Sets the `<outlet>` `element` by its source's setter, as UIKit's nib loading sets
    /// outlets by key; false while its source or destination is not made.
    func connect(_ element: IBElement) -> Bool {
      guard let property = element["property"], let destination = element["destination"],
        let source = element.parent?.parent?.id
      else { return true }  // not an outlet Easel can read: nothing to wait for
      guard let from = objects[source], let to = objects[destination] else { return false }
      set(property, of: from, sourceID: source, to: to, at: element, what: "outlet")
      return true
    }

    /// Sets an outlet collection to the array of its destinations, in document order;
    /// false while its source or a destination is not made.
    func connect(_ collection: OutletCollection) -> Bool {
      guard let from = objects[collection.source] else { return false }
      var values: [AnyObject] = []
      for e in collection.elements {
        guard let id = e["destination"], let to = objects[id] else { return false }
        values.append(to)
      }
      set(
        collection.property, of: from, sourceID: collection.source, to: values,
        at: collection.elements[0], what: "outlet collection")
      return true
    }

    private func set(
      _ property: String, of from: AnyObject, sourceID: String, to value: Any,
      at element: IBElement,
      what: String
    ) {
      guard let setter = table.setterMethod(forKey: property, of: from) else {
        if reportsUnsettable(sourceID) {
          diagnostics.report(
            Diagnostic(
              .warning,
              "\(what) '\(property)' of \(type(of: from)) is not an @IBOutlet Easel can set; left unconnected",
              id: "outlet-unconnected", at: element.location, objectID: element.id))
        }
        return
      }
      do {
        _ = try setter.invoke(from, [value])
      } catch {
        diagnostics.report(
          Diagnostic(
            .warning, "\(what) '\(property)' of \(type(of: from)) cannot be set: \(error)",
            id: "outlet-unconnected", at: element.location, objectID: element.id))
      }
    }

    /// Adds the `<action>` `element` as a target–action pair of its control (`addTarget(_:
    /// action:for:)`), as nib loading does; false while its source or destination is not
    /// made. An action of a gesture recognizer or a bar item (Easel makes neither) waits.
    func connectAction(_ element: IBElement) -> Bool {
      guard let selector = element["selector"], let destination = element["destination"],
        let source = element.parent?.parent?.id
      else { return true }
      guard let from = objects[source], let to = objects[destination] else { return false }
      guard let control = from as? UIControl else { return true }
      guard let events = Self.controlEvents(element["eventType"]) else {
        diagnostics.report(
          Diagnostic(
            .warning,
            "action '\(selector)' is sent for the event '\(element["eventType"] ?? "")', which Easel does not know; not connected",
            id: "action-unconnected", at: element.location, objectID: element.id))
        return true
      }
      control.addTarget(to, action: Selector(selector), for: events)
      return true
    }

    /// The control events an action's `eventType` names.
    static func controlEvents(_ name: String?) -> UIControl.Event? {
      switch name ?? "touchUpInside" {
      case "touchDown": .touchDown
      case "touchDownRepeat": .touchDownRepeat
      case "touchDragInside": .touchDragInside
      case "touchDragOutside": .touchDragOutside
      case "touchDragEnter": .touchDragEnter
      case "touchDragExit": .touchDragExit
      case "touchUpInside": .touchUpInside
      case "touchUpOutside": .touchUpOutside
      case "touchCancel": .touchCancel
      case "valueChanged": .valueChanged
      case "primaryActionTriggered": .primaryActionTriggered
      case "editingDidBegin": .editingDidBegin
      case "editingChanged": .editingChanged
      case "editingDidEnd": .editingDidEnd
      case "editingDidEndOnExit": .editingDidEndOnExit
      case "allTouchEvents": .allTouchEvents
      case "allEditingEvents": .allEditingEvents
      case "allEvents": .allEvents
      default: nil
      }
    }
  }
}
