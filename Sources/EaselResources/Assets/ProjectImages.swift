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
      // A bundle folder is copied into the app whole, so its files are also named by their
      // path from it (`Pod.bundle/arrow`), as `UIImage(named:)` takes them.
      let folder = Self.bundleSubpath(of: url.deletingLastPathComponent())
      for prefix in [""] + (folder.map { [$0 + "/"] } ?? []) {
        loose[prefix + name, default: []].append(file)
        loose[prefix + url.lastPathComponent, default: []].append(file)
      }
    }
    looseFiles = loose
  }

  /// The file `UIImage(named: name)` reads for a screen of `scale` in the dark appearance or
  /// not, or `nil` when the project has no such image. A catalog's files of the appearance
  /// asked for come first (any appearance when it has none); then the exact scale, larger
  /// ones (downsampled), smaller ones.
  public func file(named name: String, scale: Int, dark: Bool) -> AssetCatalog.ImageFile? {
    let candidates: [AssetCatalog.ImageFile]
    if let set = catalogImageName(for: name), let files = catalog.images[set] {
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

  /// The asset catalog image set `UIImage(named: name)` reads, or `nil`: the set of that name,
  /// or, for a name ending in an image file's extension (`photo.jpg`), the set named without
  /// it, which iOS finds by either name (a storyboard's `image="photo.jpg"` shows the set
  /// `photo`).
  public func catalogImageName(for name: String) -> String? {
    if catalog.images[name]?.isEmpty == false { return name }
    let ns = name as NSString
    guard Self.imageFileExtensions.contains(ns.pathExtension.lowercased()) else { return nil }
    let base = ns.deletingPathExtension
    return catalog.images[base]?.isEmpty == false ? base : nil
  }

  /// The extensions of the image files `UIImage` decodes.
  static let imageFileExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "tif", "tiff", "bmp", "ico", "cur", "xbm", "heic",
  ]

  /// The path of `folder` from the outermost `.bundle` folder holding it (`Pod.bundle/icons`),
  /// or `nil` when no bundle holds it.
  static func bundleSubpath(of folder: URL) -> String? {
    let parts = folder.standardizedFileURL.pathComponents
    guard let start = parts.firstIndex(where: { $0.hasSuffix(".bundle") }) else { return nil }
    return parts[start...].joined(separator: "/")
  }

  /// `icon@2x` → (`icon`, 2); `icon` → (`icon`, 1).
  static func splitScale(_ base: String) -> (String, Int) {
    for s in [3, 2] where base.hasSuffix("@\(s)x") {
      return (String(base.dropLast(3)), s)
    }
    return (base, 1)
  }
}
