import EaselDiagnostics
import EaselDocument
import EaselResources
import EaselUIKit
import Foundation

/// Loads the project's nibs for user code (`UINib.instantiate(withOwner:options:)`,
/// `Bundle.loadNibNamed(_:owner:options:)`), as UIKit loads a nib at run time: the `.xib`
/// of that name, its top-level views made through `init?(coder:)` with their attributes and
/// runtime attributes, its custom objects (`<customObject>`) through `init()`, its outlets connected — File's Owner's to `owner` — through key-value
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
    // All top-level objects are made before any is connected, as a nib is unarchived; the
    // custom objects among them too (not File's Owner or First Responder, placeholders).
    let topLevel = document.root.child("objects")?.children ?? []
    let views = document.scenes.compactMap(\.rootView)
    let roots = builder.instantiate(
      views, objects: topLevel.filter { $0.name == "customObject" },
      owner: owner.map { $0 as AnyObject })
    builder.reportUnconnectedOutlets()
    // The top-level objects in document order, as UIKit returns them.
    var byID: [String: Any] = builder.customObjects
    for (element, view) in zip(views, roots) { if let id = element.id { byID[id] = view } }
    var objects = topLevel.compactMap { $0.id.flatMap { byID[$0] } }
    if objects.count < byID.count { objects = roots + Array(builder.customObjects.values) }
    // Loaded at run time, the nib's views are placed by their constraints and autoresizing
    // masks, as UIKit lays them out, not kept at the frames Interface Builder stored (a
    // label centred in a view the code resizes moves with it, and takes its new text's size);
    // a stack view arranges its views for the size it is given, not the one stored (a stack
    // pinned inside a 110-point card that loads a 136-point xib is 94 points wide, and so
    // are its label and image).
    for (_, view) in builder.made {
      view.autoLayout.keepsFrame = false
      if let stack = view as? UIStackView { stack.setNeedsLayout() }
    }
    return objects
  }
}
