import EaselAgentHost
import EaselDocument
import EaselInspect
import EaselRendering
import Foundation

/// The object library (UIKit basics and the project's designable classes), adding a view
/// from it and deleting one: each an edit through the lossless model, undone like any other.
extension DesignerSession {
  /// `{objects: [{kind, title, size: [w, h]}], designables: [{name}], classes: [name],
  /// runtimeAttributeTypes: [type]}`: `classes` are every class the project's sources
  /// declare, for the Identity inspector's completion; `runtimeAttributeTypes` the types its
  /// runtime attributes table offers.
  public func library() -> [String: Any] {
    let objects = LibraryObject.allCases.map { kind -> [String: Any] in
      [
        "kind": kind.rawValue, "title": kind.title,
        "size": [Double(kind.defaultSize.width), Double(kind.defaultSize.height)],
      ]
    }
    let designables = Set((scan()?.designableClasses ?? []).map(\.name)).sorted().map {
      ["name": $0]
    }
    let classes = Set((scan()?.scan.classes ?? []).map(\.name)).sorted()
    return [
      "objects": objects, "designables": designables, "classes": classes,
      "runtimeAttributeTypes": RuntimeAttributeType.allCases.map(\.rawValue),
    ]
  }

  /// Adds a `kind` (or, with `customClass`, a view of that designable class) at `frame` in
  /// view `parentID`'s coordinates; returns the new version and the new object's id.
  public func add(
    _ relative: String, kind: String, customClass: String?, frame: CGRect, parentID: String,
    baseVersion: Int
  ) throws -> (version: Int, id: String) {
    guard let object = LibraryObject(rawValue: kind) else {
      throw DesignerError(
        400,
        "unknown library object '\(kind)'; expected "
          + LibraryObject.allCases.map(\.rawValue).joined(separator: ", "))
    }
    guard frame.size.width >= 0, frame.size.height >= 0, frame.origin.x.isFinite,
      frame.origin.y.isFinite, frame.size.width.isFinite, frame.size.height.isFinite
    else { throw DesignerError(400, "the frame must be finite, its size not negative") }
    var module: String?
    if let customClass {
      guard (scan()?.designableClasses ?? []).contains(where: { $0.name == customClass }) else {
        throw DesignerError(400, "'\(customClass)' is not a designable class of the project")
      }
      module = try moduleName(in: relative)
    }
    var newID = ""
    let result = try change(
      relative, baseVersion: baseVersion, summary: "add \(kind) to \(parentID)"
    ) { document in
      newID = try document.addSubview(
        object, frame: frame, to: parentID, customClass: customClass, module: module)
      return true
    }
    return (result.version, newID)
  }

  /// Deletes view `objectID` (with its subviews, constraints and the outlets to it).
  public func delete(_ relative: String, objectID: String, baseVersion: Int) throws -> Int {
    try change(relative, baseVersion: baseVersion, summary: "delete \(objectID)") { document in
      try document.deleteView(objectID)
      return true
    }.version
  }

  /// The module the document's custom classes name, else the project folder's name made an
  /// identifier (as `RenderJob` builds the agent).
  private func moduleName(in relative: String) throws -> String? {
    let (document, _) = try document(relative)
    for e in document.root.descendants() {
      if let module = e.customModule, !module.isEmpty { return module }
    }
    let name = String(
      project.root.lastPathComponent.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    return name.isEmpty ? nil : name
  }
}
