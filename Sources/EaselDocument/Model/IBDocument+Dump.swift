import Foundation

extension IBDocument {
  /// A stable text outline of the scenes and their view trees, one line per view:
  /// `kind #id Class(Module) key=… (x y w h)`, indented two spaces a level.
  ///
  /// For debugging, the designer's outline and text snapshots.
  public func dump() -> String {
    var out =
      "\(kind.rawValue) \((path as NSString).lastPathComponent) toolsVersion=\(toolsVersion)\n"
    for scene in scenes {
      var line = "scene #\(scene.id)"
      if let label = scene.label { line += " \"\(label)\"" }
      out += line + "\n"
      guard let object = scene.viewController else { continue }
      if object.isViewElement {
        Self.dump(object, level: 1, into: &out)
      } else {
        out += "  " + Self.describe(object) + "\n"
        for e in object.children { Self.dumpViews(in: e, level: 2, into: &out) }
      }
    }
    return out
  }

  /// One line for an element: kind, id, class, key, frame.
  static func describe(_ e: IBElement) -> String {
    var line = e.name
    if let id = e.id { line += " #\(id)" }
    if let cls = e.customClass {
      line += " \(cls)"
      if let module = e.customModule { line += "(\(module))" }
    }
    if let key = e.key { line += " key=\(key)" }
    if let f = e.frame {
      line +=
        " (\(XcodeNumber.format(f.origin.x)) \(XcodeNumber.format(f.origin.y)) \(XcodeNumber.format(f.size.width)) \(XcodeNumber.format(f.size.height)))"
    }
    return line
  }

  private static func dump(_ view: IBElement, level: Int, into out: inout String) {
    out += String(repeating: "  ", count: level) + describe(view) + "\n"
    for c in view.children { dumpViews(in: c, level: level + 1, into: &out) }
  }

  /// Dumps the view elements at or below `e`, nesting them under their nearest view.
  private static func dumpViews(in e: IBElement, level: Int, into out: inout String) {
    if e.isViewElement {
      dump(e, level: level, into: &out)
    } else if !e.isViewControllerElement {
      for c in e.children { dumpViews(in: c, level: level, into: &out) }
    }
  }
}
