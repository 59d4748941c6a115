import EaselDiagnostics
import EaselInterface
import EaselResources
import Foundation

/// The project's asset catalogs, for the image picker and the named colours.
extension DesignerSession {
  /// The image set names of every asset catalog in the project, sorted.
  public func imageNames() -> [String] {
    AssetCatalog(searching: project.root, diagnostics: DiagnosticLog()).images.keys.sorted()
  }

  /// The colour set names of every asset catalog in the project, sorted.
  public func colorNames() -> [String] {
    AssetCatalog(searching: project.root, diagnostics: DiagnosticLog()).colors.keys.sorted()
  }
}
