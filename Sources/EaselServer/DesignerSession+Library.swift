import EaselAgentHost
import EaselDocument
import EaselInspect
import EaselRendering
import Foundation

/// The object library (UIKit basics and the project's designable classes), adding a view
/// from it and deleting one: each an edit through the lossless model, undone like any other.
extension DesignerSession {
  /// What the library pane lists (`GET /api/library`).
  public struct Library: Sendable, Equatable, Encodable {
    /// One of Interface Builder's UIKit basics.
    public struct Object: Sendable, Equatable, Encodable {
      /// `view`, `label`, … (`LibraryObject`).
      public var kind: String
      public var title: String
      /// `[w, h]`: the size a new one gets.
      public var size: [Double]
    }

    /// One of the project's designable classes.
    public struct Designable: Sendable, Equatable, Encodable {
      public var name: String
    }

    public var objects: [Object]
    public var designables: [Designable]
    /// Every class the project's sources declare, for the Identity inspector's completion.
    public var classes: [String]
    /// The types the Identity inspector's runtime attributes table offers
    /// (`RuntimeAttributeType`).
    public var runtimeAttributeTypes: [String]
  }

  /// The UIKit basics and the project's designable classes.
  public func library() -> Library {
    Library(
      objects: LibraryObject.allCases.map { kind in
        Library.Object(
          kind: kind.rawValue, title: kind.title,
          size: [Double(kind.defaultSize.width), Double(kind.defaultSize.height)])
      },
      designables: designableViews().map { Library.Designable(name: $0) },
      classes: Set((scan()?.scan.classes ?? []).map(\.name)).sorted(),
      runtimeAttributeTypes: RuntimeAttributeType.allCases.map(\.rawValue))
  }

  /// The project's designable classes that are views, by name: what the library offers as
  /// a view and `add` makes a `<view>` of. A designable controller or bar button item is no
  /// view (Interface Builder draws neither live), and written as a `<view>` it would be
  /// made as one only to fail; neither is a class whose UIKit root the scan cannot find.
  func designableViews() -> [String] {
    guard let scanned = scan() else { return [] }
    let views = Set(scanned.scan.plan.classes.filter(\.isView).map(\.scannedClass.qualifiedName))
    return Set(
      scanned.designableClasses.filter { views.contains($0.qualifiedName) }.map(\.name)
    ).sorted()
  }

  /// Adds a `kind` (or, with `customClass`, a view of that designable class) at `frame` in
  /// view `parentID`'s coordinates; answers the new version, the new object's id and
  /// inspectors, and the outline.
  public func add(
    _ relative: String, kind: String, customClass: String?, frame: CGRect, parentID: String,
    baseVersion: Int
  ) throws -> DocumentChange {
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
      guard designableViews().contains(customClass) else {
        throw DesignerError(
          400, "'\(customClass)' is not a designable view class of the project")
      }
      module = try moduleName(in: relative)
    }
    var newID = ""
    _ = try change(
      relative, baseVersion: baseVersion, summary: "add \(kind) to \(parentID)"
    ) { document in
      newID = try document.addSubview(
        object, frame: frame, to: parentID, customClass: customClass, module: module)
      return true
    }
    return try answer(relative, changed: true, outline: true, inspecting: newID, id: newID)
  }

  /// Deletes view `objectID` (with its subviews, constraints and the outlets to it);
  /// answers the new version and the outline.
  public func delete(_ relative: String, objectID: String, baseVersion: Int) throws
    -> DocumentChange
  {
    _ = try change(relative, baseVersion: baseVersion, summary: "delete \(objectID)") {
      document in
      try document.deleteView(objectID)
      return true
    }
    return try answer(relative, changed: true, outline: true, inspecting: nil)
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
