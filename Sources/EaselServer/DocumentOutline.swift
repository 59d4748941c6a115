import Foundation

/// A document as the outline shows it: its scenes, then each scene's view tree, with frames
/// in the root view's points from the stored frames (`GET /api/outline`).
public struct DocumentOutline: Sendable, Equatable, Encodable {
  /// One scene: its view controller and root view, when it has them.
  public struct Scene: Sendable, Equatable, Encodable {
    public var id: String
    public var title: String
    /// The view controller's id.
    public var viewController: String?
    /// The view controller's class (its custom class, else the UIKit class).
    public var className: String?
    public var root: View?
  }

  /// One view and its subviews.
  public struct View: Sendable, Equatable, Encodable {
    public var id: String
    /// The element's name: `view`, `label`, …
    public var element: String
    /// The UIKit class the element stands for: `UILabel`.
    public var className: String
    public var customClass: String?
    /// Whether `customClass` is one of the project's designable classes.
    public var designable: Bool?
    /// The custom class's status from the latest render or build.
    public var status: DesignerStatus?
    /// The user's label for it in Interface Builder's outline.
    public var label: String?
    /// `[x, y, w, h]` in the root view's points.
    public var frame: [Double]
    public var children: [View]
  }

  /// The document's path in the project.
  public var document: String
  public var version: Int
  /// `storyboard` or `xib`.
  public var kind: String
  public var scenes: [Scene]
  /// The initial scene's id; empty when there is none.
  public var initialScene: String
  public var canUndo: Bool
  public var canRedo: Bool
}
