import EaselDiagnostics
import EaselProject
import Foundation

/// A project's images by the names `UIImage(named:)` takes, found the way an iOS app bundle
/// finds them: asset catalog image sets first, then loose image files (`name@2x.png`,
/// `name.jpg`); and of an image's files, the one a scale and an appearance pick.
public struct ProjectImages: Sendable {
  /// The project's asset catalogs (their colour sets too).
  public let catalog: AssetCatalog
  /// Loose image files by base name without scale suffix or extension, and by file name.
  private let looseFiles: [String: [AssetCatalog.ImageFile]]

  /// Reads the asset catalogs under `root` and finds its loose `.png` and `.jpg` files.
  public init(root: URL, diagnostics: DiagnosticLog) {
    self.init(listing: ProjectFiles.listing(under: root), diagnostics: diagnostics)
  }

  /// Reads the images of an already listed project (`ProjectFiles.listing(under:)`).
  public init(listing: ProjectListing, diagnostics: DiagnosticLog) {
    catalog = AssetCatalog(searching: listing, diagnostics: diagnostics)
    var loose: [String: [AssetCatalog.ImageFile]] = [:]
    let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]
    for url in listing.find(where: { imageExtensions.contains($0.pathExtension.lowercased()) })
    where !url.path.contains(".xcassets/") {
      let (name, scale) = Self.splitScale(url.deletingPathExtension().lastPathComponent)
      let file = AssetCatalog.ImageFile(url: url, scale: scale, isDarkAppearance: false)
      loose[name, default: []].append(file)
      loose[url.lastPathComponent, default: []].append(file)
    }
    looseFiles = loose
  }

  /// The file `UIImage(named: name)` reads for a screen of `scale` in the dark appearance or
  /// not, or `nil` when the project has no such image. A catalog's files of the appearance
  /// asked for come first (any appearance when it has none); then the exact scale, larger
  /// ones (downsampled), smaller ones.
  public func file(named name: String, scale: Int, dark: Bool) -> AssetCatalog.ImageFile? {
    let candidates: [AssetCatalog.ImageFile]
    if let files = catalog.images[name], !files.isEmpty {
      let matching = files.filter { $0.isDarkAppearance == dark }
      candidates = matching.isEmpty ? files : matching
    } else {
      let (base, _) = Self.splitScale((name as NSString).deletingPathExtension)
      candidates = looseFiles[name] ?? looseFiles[base] ?? []
    }
    func rank(_ fileScale: Int) -> Int {
      if fileScale == scale { return 0 }
      if fileScale > scale { return fileScale - scale }
      return 10 + scale - fileScale
    }
    return candidates.min { rank($0.scale) < rank($1.scale) }
  }

  /// `icon@2x` → (`icon`, 2); `icon` → (`icon`, 1).
  static func splitScale(_ base: String) -> (String, Int) {
    for s in [3, 2] where base.hasSuffix("@\(s)x") {
      return (String(base.dropLast(3)), s)
    }
    return (base, 1)
  }
}
