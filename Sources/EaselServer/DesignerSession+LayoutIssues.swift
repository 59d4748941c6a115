import EaselDiagnostics
import EaselDocument
import EaselInterface
import EaselResources
import Foundation

/// One Auto Layout issue of a scene, as Interface Builder's issue navigator lists it and its
/// canvas marks it: a conflicting constraint (red) or a view whose layout is ambiguous
/// (orange), found as `easel layout` finds them.
public struct LayoutIssue: Encodable, Sendable, Equatable {
  /// `conflict` or `ambiguous`.
  public var kind: String
  /// What is wrong, as `easel layout` says it.
  public var message: String
  /// The line of the constraint or view in the document.
  public var line: Int?
  /// The view the issue is about: an ambiguous view, or a conflicting constraint's first
  /// view (what selecting the issue selects).
  public var object: String?
  /// A conflicting constraint's id.
  public var constraint: String?
  /// A conflicting constraint's attributes, `[first, second]` (`second` absent for a
  /// constant constraint), for the canvas's line.
  public var attributes: [String]?
  /// The views the issue involves: a constraint's items (a layout guide as the view that
  /// owns it), or the ambiguous view.
  public var views: [String]
}

/// `GET /api/layout-issues`' answer.
public struct LayoutIssues: Encodable, Sendable {
  public var document: String
  public var scene: String
  /// The document's version the issues were found in.
  public var version: Int
  public var issues: [LayoutIssue]
}

extension DesignerSession {
  /// The conflicting constraints and ambiguous views of scene `sceneID` of `relative`, laid
  /// out at the document's own device as `easel layout` lays it out (`LayoutCheck`, views
  /// sized by their content at their stored sizes).
  public func layoutIssues(_ relative: String, sceneID: String) throws -> LayoutIssues {
    let (document, state) = try document(relative)
    let scene: Scene
    do {
      scene = try document.scene(matching: sceneID)
    } catch {
      throw DesignerError(404, error.description)
    }
    var issues: [LayoutIssue] = []
    if scene.rootView != nil, document.renderRefusal == nil {
      let resources = projectResources(for: document)
      let report = LayoutCheck(document: document, resources: resources)
        .check(scene, compareFrames: false)
      if let failure = report.failure {
        throw DesignerError(422, "the scene could not be laid out: \(failure)")
      }
      issues = report.issues.map { Self.layoutIssue($0, in: document, scene: scene) }
    }
    return LayoutIssues(
      document: relative, scene: scene.id, version: state.version, issues: issues)
  }

  /// `diagnostic` (`layout-conflict` or `layout-ambiguous`) with the views it involves.
  static func layoutIssue(_ diagnostic: Diagnostic, in document: IBDocument, scene: Scene)
    -> LayoutIssue
  {
    let line = diagnostic.location?.line
    guard diagnostic.id == "layout-conflict" else {
      let views = diagnostic.objectID.map { [$0] } ?? []
      return LayoutIssue(
        kind: "ambiguous", message: diagnostic.message, line: line, object: diagnostic.objectID,
        views: views)
    }
    guard let id = diagnostic.objectID, let element = document.element(withID: id),
      element.name == "constraint"
    else {
      return LayoutIssue(kind: "conflict", message: diagnostic.message, line: line, views: [])
    }
    let constraint = IBConstraint(element)
    // No first item: the view holding the constraint (`<view><constraints><constraint>`).
    let first = constraint.firstItem ?? element.parent?.parent?.id
    var views: [String] = []
    for item in [first, constraint.secondItem] {
      if let item, let view = owningView(of: item, in: document, scene: scene),
        !views.contains(view)
      {
        views.append(view)
      }
    }
    let attributes = [constraint.firstAttribute, constraint.secondAttribute].compactMap {
      $0?.rawValue
    }
    return LayoutIssue(
      kind: "conflict", message: diagnostic.message, line: line, object: views.first,
      constraint: id, attributes: attributes, views: views)
  }

  /// The view an item of a constraint stands for: a view itself, a layout guide's owning
  /// view, an old top or bottom layout guide's scene root view.
  static func owningView(of item: String, in document: IBDocument, scene: Scene) -> String? {
    guard let element = document.element(withID: item) else { return nil }
    if element.isViewElement { return item }
    if element.name == "viewControllerLayoutGuide" { return scene.rootView?.id }
    return element.superviewElement?.id
  }
}
