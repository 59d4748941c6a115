import Foundation

/// What a change of a document — an edit, an add, a delete, an undo, a redo — left, as the
/// page needs it to show the change without asking again: the new version, the inspectors of
/// the object it shows, and the outline when the change may have changed it. The new pixels
/// are pushed (`FramePush`).
public struct DocumentChange: Sendable, Equatable, Encodable {
  /// The document's version after the change.
  public var version: Int
  /// Whether the bytes changed (an edit that sets the value already there changes nothing).
  public var changed: Bool
  public var canUndo: Bool
  public var canRedo: Bool
  /// The new view's id (an add, a constraint added).
  public var id: String?
  /// The copies' ids, one for each view copied (a paste).
  public var ids: [String]?
  /// The inspectors of the edited or added object, or of the one an undo or redo names,
  /// when the document has it.
  public var inspect: ObjectInspector?
  /// The outline, when the change may have changed it: every change but one that only set
  /// or removed a runtime attribute or a colour, which the outline does not show.
  public var outline: DocumentOutline?
}
