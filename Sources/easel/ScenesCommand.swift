import EaselCommandLine
import EaselDocument
import Foundation

/// `easel scenes`: the scenes of a storyboard, or the top-level views of a xib.
enum ScenesCommand {
  static let usage = """
    USAGE: easel scenes DOCUMENT [--json]

    Lists the scenes of a storyboard (or the top-level views and view controllers of a
    xib): id, title, class and size, one a line; '*' marks the initial scene.

    \(ScenesOptions.helpSections)

    EXIT STATUS: 0 listed; 1 the document could not be read; 64 usage error.
    """

  static func run(_ arguments: [String]) throws -> Int32 {
    guard let options = try ScenesOptions.parse(arguments, orPrintHelp: usage) else { return 0 }
    let path = try DocumentOpening.documentPath(options.positionals, command: "scenes")
    guard let document = DocumentOpening.open(path) else { return 1 }
    let listing = SceneListing(document)
    if options.has(\.json) {
      print(try listing.json())
    } else {
      print(listing.text(), terminator: "")
    }
    return 0
  }
}

/// The scene list `easel scenes` prints, as text columns or JSON.
struct SceneListing: Encodable {
  /// One scene's line.
  struct Entry: Encodable {
    /// The `sceneID` (for a xib, the object's id).
    var id: String
    var viewControllerID: String?
    var rootViewID: String?
    /// The scene's comment in the storyboard, else the title or user label.
    var title: String?
    /// The custom class, else the element name (`navigationController`).
    var `class`: String
    /// The element name (`viewController`, `view`, `tableViewCell`).
    var element: String
    var width: Double?
    var height: Double?
    var initial: Bool
    /// The line where the scene starts.
    var line: Int
  }

  var document: String
  var kind: String
  var initialViewController: String?
  var scenes: [Entry]

  init(_ document: IBDocument) {
    self.document = document.path
    kind = document.kind.rawValue
    initialViewController = document.initialViewControllerID
    let initial = document.initialViewControllerID
    scenes = document.canvasScenes.compactMap { scene in
      guard let object = scene.viewController else { return nil }
      // A xib's top-level gesture recognizers and custom objects are not scenes.
      if document.kind == .xib && !object.isViewElement && !object.isViewControllerElement {
        return nil
      }
      let frame = scene.rootView?.frame
      return Entry(
        id: scene.id, viewControllerID: object.isViewElement ? nil : object.id,
        rootViewID: scene.rootView?.id,
        title: scene.label ?? scene.title ?? object.userLabel,
        class: object.customClass ?? object.name, element: object.name,
        width: frame.map { Double($0.size.width) }, height: frame.map { Double($0.size.height) },
        initial: initial != nil && object.id == initial, line: scene.location.line)
    }
  }

  /// Aligned columns under a header; no trailing spaces.
  func text() -> String {
    var rows = [["", "ID", "TITLE", "CLASS", "SIZE"]]
    for s in scenes {
      let size: String
      if let w = s.width, let h = s.height {
        size = "\(Self.format(w))×\(Self.format(h))"
      } else {
        size = "-"
      }
      rows.append([s.initial ? "*" : "", s.id, s.title ?? "-", s.class, size])
    }
    var widths = [Int](repeating: 0, count: 5)
    for row in rows {
      for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
    }
    var out = ""
    for row in rows {
      var line = ""
      for (i, cell) in row.enumerated() {
        line +=
          i == row.count - 1
          ? cell : cell.padding(toLength: widths[i] + 2, withPad: " ", startingAt: 0)
      }
      out += line + "\n"
    }
    return out
  }

  /// Pretty-printed JSON with sorted keys, so that scripts and diffs see a stable text.
  func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  /// `375`, `187.5`: whole numbers without a fraction, others as short as they read back.
  static func format(_ v: Double) -> String {
    v.rounded() == v && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
  }
}
