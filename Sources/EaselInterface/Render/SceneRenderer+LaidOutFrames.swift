import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

extension SceneRenderer {
  /// The frames Auto Layout gives the scene's designables that the document stores without a
  /// frame, by object id (`ObjectBuilder.laidOutFrames`).
  ///
  /// Interface Builder lays a document's views out before its agent makes a designable: the
  /// frames it stores are that layout's result, and a view an older Xcode stored with none
  /// (Xcode 8.0 wrote no `<rect key="frame">` for a view its constraints place) is still made
  /// with `init(frame:)` at its laid-out frame, so code that builds its layers from `bounds` in
  /// a setter or `prepareForInterfaceBuilder()` sees its size. The scene is laid out once
  /// with every class drawn as its UIKit class (no user code runs) and the device the render
  /// is for; empty when no designable of the scene lacks a stored frame.
  func laidOutFrames(of scene: Scene) throws -> [String: CGRect] {
    let builtIn = KeyValueTable.uiKit.classes
    let top = scene.viewController ?? scene.element
    var wanted = Set<String>()
    for element in [top] + Array(top.descendants()) where element.isViewElement {
      guard element.frame == nil, let id = element.id, let name = element.customClass,
        table.classes[name] != nil, builtIn[name] == nil
      else { continue }
      wanted.insert(id)
    }
    guard !wanted.isEmpty else { return [:] }
    let layout = SceneRenderer(
      document: document, table: .uiKit, resources: resources, diagnostics: DiagnosticLog(),
      settings: settings)
    layout.localization = localization
    let (root, builder) = try layout.instantiate(scene)
    root.layoutIfNeeded()
    var frames: [String: CGRect] = [:]
    for (element, view) in builder.made {
      if let id = element.id, wanted.contains(id) { frames[id] = view.frame }
    }
    return frames
  }
}
