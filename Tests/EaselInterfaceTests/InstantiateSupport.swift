import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// Makes the root view of `document`'s first scene as a render does at run time (or at
/// design time, with `designTime`), with no project resources and the classes of `table`:
/// the view and what was reported on the way.
@MainActor
func instantiateFirstScene(
  of document: IBDocument, table: KeyValueTable = .uiKit, designTime: Bool = false
) throws -> (UIView, DiagnosticLog) {
  let log = DiagnosticLog()
  let resources = ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log)
  let builder = ObjectBuilder(
    document: document, table: table, resources: resources, diagnostics: log)
  builder.designTime = designTime
  let root = builder.instantiate(try #require(document.scenes.first?.rootView))
  return (root, log)
}

/// Makes the root view of a xib whose root view holds `subviews` (`ControlReaderTests.xib`).
@MainActor
func instantiateXib(
  _ subviews: String, resources: String = "", device: String = "",
  path: String = "/nonexistent/Views.xib"
) throws -> (UIView, DiagnosticLog) {
  let text = ControlReaderTests.xib(subviews, resources: resources, device: device)
  return try instantiateFirstScene(of: IBDocument.parse(Data(text.utf8), path: path))
}

/// The first of `subviews`, made as `instantiateXib` makes it, as a `V`.
@MainActor
func firstSubview<V: UIView>(
  _ type: V.Type, _ subviews: String, resources: String = "",
  path: String = "/nonexistent/Views.xib"
) throws -> (V, DiagnosticLog) {
  let (root, log) = try instantiateXib(subviews, resources: resources, path: path)
  return (try #require(root.subviews.first as? V), log)
}
