import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

/// A project's images and colours, found the way an iOS app bundle would find them:
/// asset catalogs first, then loose image files (`name@2x.png`, `name.jpg`).
///
/// This is what `UIImage(named:)` and `UIColor(named:)` see while a scene renders.
@MainActor
public final class ProjectResources {
  public let root: URL
  public let catalog: AssetCatalog
  /// Loose image files by base name without scale suffix or extension.
  private let looseImages: [String: [(url: URL, scale: Int)]]
  /// The scale images are preferred at: the render's scale.
  public var preferredScale: Int = 2
  public var appearance: UIUserInterfaceStyle = .light
  /// Images read, by name, appearance and scale.
  private var cache: [String: UIImage] = [:]
  /// Where problems found while rendering go (`report(to:)`).
  private var diagnostics: DiagnosticLog

  /// Reads the project under `root`.
  public init(root: URL, diagnostics: DiagnosticLog) {
    self.root = root
    self.diagnostics = diagnostics
    catalog = AssetCatalog(searching: root, diagnostics: diagnostics)
    var loose: [String: [(URL, Int)]] = [:]
    let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]
    for url in ProjectFiles.find(
      under: root, where: { imageExtensions.contains($0.pathExtension.lowercased()) })
    where !url.path.contains(".xcassets/") {
      let (name, scale) = Self.splitScale(url.deletingPathExtension().lastPathComponent)
      loose[name, default: []].append((url, scale))
      loose[url.lastPathComponent, default: []].append((url, scale))
    }
    looseImages = loose
  }

  /// The project's nib files by name (`Cell.xib` → `Cell`), found when first asked for.
  private lazy var nibFiles: [String: URL] = {
    var found: [String: URL] = [:]
    for url in ProjectFiles.find(under: root, where: { $0.pathExtension == "xib" }) {
      let name = url.deletingPathExtension().lastPathComponent
      // `Cell~ipad.xib` is the iPad variant of `Cell`: the iPhone's (plain) one wins.
      let base = name.split(separator: "~").first.map(String.init) ?? name
      if found[base] == nil || base == name { found[base] = url }
    }
    return found
  }()

  /// The `.xib` a nib named `name` is compiled from, as the bundle's `name.nib` would be.
  public func nibURL(named name: String) -> URL? {
    nibFiles[name.hasSuffix(".xib") ? String(name.dropLast(4)) : name]
  }

  /// Sends the problems found from now on to `log` (a kept set of resources serving
  /// another render).
  public func report(to log: DiagnosticLog) {
    diagnostics = log
  }

  /// `icon@2x` → (`icon`, 2); `icon` → (`icon`, 1).
  nonisolated static func splitScale(_ base: String) -> (String, Int) {
    for s in [3, 2] where base.hasSuffix("@\(s)x") {
      return (String(base.dropLast(3)), s)
    }
    return (base, 1)
  }

  /// The image named `name`, as `UIImage(named:)` would find it, or `nil`.
  public func image(named name: String) -> UIImage? {
    let key = "\(name)|\(appearance == .dark ? "dark" : "light")|\(preferredScale)"
    if let hit = cache[key] { return hit }
    let candidates: [(url: URL, scale: Int)]
    if let files = catalog.images[name], !files.isEmpty {
      let dark = appearance == .dark
      let matching = files.filter { $0.isDarkAppearance == dark }
      candidates = (matching.isEmpty ? files : matching).map { ($0.url, $0.scale) }
    } else {
      let (base, _) = Self.splitScale((name as NSString).deletingPathExtension)
      candidates = looseImages[name] ?? looseImages[base] ?? []
    }
    guard let best = bestScale(candidates) else { return nil }
    do {
      let data = try Data(contentsOf: best.url)
      guard let image = UIImage(data: data, scale: CGFloat(best.scale)) else {
        throw CocoaError(.fileReadCorruptFile)
      }
      cache[key] = image
      return image
    } catch {
      diagnostics.report(
        Diagnostic(
          .warning, "image '\(name)' could not be read: \(error)", id: "bad-image",
          at: SourceLocation(file: best.url.path, line: 1, column: 1)))
      return nil
    }
  }

  private func bestScale(_ files: [(url: URL, scale: Int)]) -> (url: URL, scale: Int)? {
    files.min { a, b in
      rank(a.scale) < rank(b.scale)
    }
  }

  /// Exact scale first, then larger ones (downsampled), then smaller ones.
  private func rank(_ scale: Int) -> Int {
    if scale == preferredScale { return 0 }
    if scale > preferredScale { return scale - preferredScale }
    return 10 + preferredScale - scale
  }

  /// A named colour from the asset catalogs.
  public func color(named name: String, document: IBDocument) -> UIColor? {
    ColorResolver(document: document, catalog: catalog, diagnostics: diagnostics).named(name)
  }
}
