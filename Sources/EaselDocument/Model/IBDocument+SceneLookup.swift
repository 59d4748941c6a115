import EaselDiagnostics

/// No scene of a document answers to an id: the one "no such scene" message, with the near
/// id the user probably meant (`Suggestion`) and the scene ids there are.
public struct NoSuchSceneError: Error, CustomStringConvertible, Sendable {
  /// The document's path.
  public var path: String
  /// The id asked for.
  public var id: String
  /// The document's scene ids, in document order.
  public var available: [String]

  /// `Main.storyboard: error: no scene 'tne-QT-ifx' (did you mean 'tne-QT-ifu'?); scenes: a, b`.
  public var description: String {
    Severity.error.line(
      "no scene '\(id)'\(Suggestion.hint(for: id, among: available)); scenes: "
        + available.joined(separator: ", "), at: path)
  }
}

extension IBDocument {
  /// The scene `id` names: the scene's id, its view controller's id or its root view's id
  /// (a xib's scene is its top-level object, so that object's id), else the scene holding
  /// the object of that id (a subview, a cell, a bar): the scene it is drawn in. A view
  /// beside a storyboard scene's controller is a scene of its own (`canvasScenes`), named by
  /// its id or one of its subviews'.
  public func scene(matching id: String) throws(NoSuchSceneError) -> Scene {
    let index = try sceneIndex(matching: id)
    let views = scenes[index].topLevelViews
    return views.first { $0.id == id }
      ?? views.first { $0.element.descendants().contains { $0.id == id } } ?? scenes[index]
  }

  /// The position in `scenes` of the scene `id` names (see `scene(matching:)`; for a view
  /// beside a scene's controller, that scene's).
  public func sceneIndex(matching id: String) throws(NoSuchSceneError) -> Int {
    let found =
      scenes.firstIndex {
        $0.id == id || $0.viewController?.id == id || $0.rootView?.id == id
      } ?? scenes.firstIndex { $0.element.descendants().contains { $0.id == id } }
    guard let found else {
      throw NoSuchSceneError(path: path, id: id, available: scenes.map(\.id))
    }
    return found
  }
}
