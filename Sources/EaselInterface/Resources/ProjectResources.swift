import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselProject
import EaselResources
import EaselUIKit
import Foundation

/// A project's images, colours and fonts as UIKit objects: what `UIImage(named:)`,
/// `UIColor(named:)` and `UIFont(name:size:)` see while a scene renders.
///
/// Which file an image name means is `ProjectImages`'s to say (asset catalogs first, then
/// loose image files); this layer decodes it for the render's scale and appearance, keeps
/// what it decoded, and reports files it cannot read.
@MainActor
public final class ProjectResources {
  public let root: URL
  /// The project's images and asset catalogs, as files.
  let images: ProjectImages
  /// The project's asset catalogs.
  public var catalog: AssetCatalog { images.catalog }
  /// The scale images are preferred at: the render's scale.
  public var preferredScale: Int = 2
  public var appearance: UIUserInterfaceStyle = .light
  /// Images read, by name, appearance and scale.
  private var cache: [String: UIImage] = [:]
  /// Where problems found while rendering go (`report(to:)`).
  private var diagnostics: DiagnosticLog

  /// The font files registered for this project (`ProjectFonts`).
  public let fontFiles: [URL]

  /// Reads the project under `root` and registers its fonts, as the app does at launch: those
  /// its Info.plist lists under `UIAppFonts`, plus `documentFonts` (the font files a
  /// document's `customFonts` names), so that text set in them draws with them and
  /// `UIFont(name:size:)` finds them by PostScript or full name.
  public init(root: URL, documentFonts: [String] = [], diagnostics: DiagnosticLog) {
    self.root = root
    self.diagnostics = diagnostics
    let listing = ProjectFiles.listing(under: root)
    self.listing = listing
    images = ProjectImages(listing: listing, diagnostics: diagnostics)
    fontFiles =
      ProjectFonts(listing: listing, documentFonts: documentFonts, diagnostics: diagnostics).files
    for file in fontFiles where FontRegistry.register(fileAt: file).isEmpty {
      diagnostics.report(
        Diagnostic(
          .warning, "font '\(file.lastPathComponent)' could not be read", id: "bad-font",
          at: SourceLocation(file: file.path, line: 1, column: 1)))
    }
  }

  /// Reads the project under `root` for `document`, with the fonts it names.
  public convenience init(root: URL, document: IBDocument, diagnostics: DiagnosticLog) {
    self.init(
      root: root, documentFonts: document.resources.customFonts.keys.sorted(),
      diagnostics: diagnostics)
  }

  /// The project's nib files by name, found when first asked for; then those of its
  /// checked-out pods and Carthage dependencies (ZGRatingView's example app, whose pod's
  /// view loads `ZGRatingView.xib`), the project's own first.
  private lazy var nibFiles: [String: URL] = ProjectFiles.nibs(in: listing).merging(
    ProjectFiles.dependencyNibs(under: root)
  ) { own, _ in own }
  /// The project's files, listed once for images, fonts and nibs alike.
  private let listing: ProjectListing

  /// The nibs of the project's local Swift packages that lie outside its folder (an example
  /// app using its repository's package, by a local reference or by a remote one to the
  /// repository itself), read only when a nib is not among the project's own.
  private lazy var packageNibFiles: [String: URL] = {
    // The layout of `root` itself: `locate` starts at the folder of the file it is given.
    let layout = ProjectLayout.locate(document: root.appendingPathComponent("Package.swift"))
    var found: [String: URL] = [:]
    for manifest in ProjectContext(layout: layout).localPackages {
      let folder = manifest.url.deletingLastPathComponent().standardizedFileURL
      guard !(folder.path + "/").hasPrefix(root.standardizedFileURL.path + "/") else { continue }
      found.merge(ProjectFiles.nibs(in: ProjectFiles.listing(under: folder))) { first, _ in first }
    }
    return found
  }()

  /// The `.xib` a nib named `name` is compiled from, as the bundle's `name.nib` would be.
  public func nibURL(named name: String) -> URL? {
    let key = name.hasSuffix(".xib") ? String(name.dropLast(4)) : name
    return nibFiles[key] ?? packageNibFiles[key]
  }

  /// Sends the problems found from now on to `log` (a kept set of resources serving
  /// another render).
  public func report(to log: DiagnosticLog) {
    diagnostics = log
  }

  /// The image named `name`, as `UIImage(named:)` would find it, or `nil`.
  public func image(named name: String) -> UIImage? {
    let key = "\(name)|\(appearance == .dark ? "dark" : "light")|\(preferredScale)"
    if let hit = cache[key] { return hit }
    guard
      let file = images.file(named: name, scale: preferredScale, dark: appearance == .dark)
    else { return nil }
    do {
      let data = try Data(contentsOf: file.url)
      var image: UIImage
      if Bitmap.isVectorImage(data) {
        // A PDF or SVG image set, rasterized for the screen's scale as the catalog compiler
        // does for each scale.
        let bitmap = try Bitmap(vectorImage: data, scale: Double(preferredScale))
        image = UIImage(
          cgImage: CGImage(bitmap: bitmap), scale: CGFloat(preferredScale), orientation: .up)
      } else if let decoded = UIImage(data: data, scale: CGFloat(file.scale)) {
        image = decoded
      } else {
        throw CocoaError(.fileReadCorruptFile)
      }
      switch images.catalogImageName(for: name).flatMap({ catalog.imageRendering[$0] }) {
      case .template: image = image.withRenderingMode(.alwaysTemplate)
      case .original: image = image.withRenderingMode(.alwaysOriginal)
      case .automatic, nil: break
      }
      cache[key] = image
      return image
    } catch {
      diagnostics.report(
        Diagnostic(
          .warning, "image '\(name)' could not be read: \(error)", id: "bad-image",
          at: SourceLocation(file: file.url.path, line: 1, column: 1)))
      return nil
    }
  }

  /// A named colour from the asset catalogs.
  public func color(named name: String, document: IBDocument) -> UIColor? {
    ColorResolver(document: document, catalog: catalog, diagnostics: diagnostics).named(name)
  }
}
