import EaselDiagnostics
import EaselProject
import Foundation

/// The image sets and colour sets of a project's asset catalogs (`*.xcassets`), by name.
///
/// Folders whose `Contents.json` says `"provides-namespace": true` prefix their children's
/// names (`Icons/server`), as Xcode does. Reading never fails as a whole: a bad
/// `Contents.json` becomes a diagnostic and that entry is skipped.
public struct AssetCatalog: Sendable {
  /// One file of an image set, with the scale it is for.
  public struct ImageFile: Sendable, Hashable {
    public var url: URL
    public var scale: Int
    public var isDarkAppearance: Bool
  }

  /// A colour set's light (and optional dark) colour.
  public struct ColorSet: Sendable, Hashable {
    public var light: AssetColor
    public var dark: AssetColor?
  }

  /// A colour as an asset catalog stores it.
  public struct AssetColor: Sendable, Hashable {
    public enum Space: String, Sendable, Hashable {
      case sRGB = "srgb", displayP3 = "display-p3", extendedSRGB = "extended-srgb"
      case extendedLinearSRGB = "extended-linear-srgb", grayGamma22 = "gray-gamma-22"
      case extendedGray = "extended-gray"
    }
    public var space: Space
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// A system colour the set refers to instead of components (`"reference":
    /// "systemRedColor"`).
    public var systemReference: String? = nil
  }

  /// How an image set asks views to draw it (its Contents.json's
  /// `template-rendering-intent`, Interface Builder's "Render As").
  public enum ImageRendering: String, Sendable {
    /// "Default": as the view decides (a system button tints it, an image view does not).
    case automatic
    /// "Original Image".
    case original
    /// "Template Image": drawn in the view's tint colour, its alpha kept.
    case template
  }

  public private(set) var images: [String: [ImageFile]] = [:]
  /// The image sets whose rendering intent is not the default, by name.
  public private(set) var imageRendering: [String: ImageRendering] = [:]
  public private(set) var colors: [String: ColorSet] = [:]

  public init() {}

  /// Reads every `.xcassets` folder under `root`, skipping build and dependency folders.
  public init(searching root: URL, diagnostics: DiagnosticLog) {
    self.init(searching: ProjectFiles.listing(under: root), diagnostics: diagnostics)
  }

  /// Reads every `.xcassets` catalog of an already listed project.
  public init(searching listing: ProjectListing, diagnostics: DiagnosticLog) {
    for catalog in listing.find(where: { $0.pathExtension == "xcassets" }) {
      read(catalog: catalog, diagnostics: diagnostics)
    }
  }

  /// Adds one catalog's contents.
  public mutating func read(catalog: URL, diagnostics: DiagnosticLog) {
    walk(folder: catalog, prefix: "", diagnostics: diagnostics)
  }

  private mutating func walk(folder: URL, prefix: String, diagnostics: DiagnosticLog) {
    let fm = FileManager.default
    guard
      let entries = try? fm.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return }
    for entry in entries.sorted(by: { $0.path < $1.path }) {
      var isDir: ObjCBool = false
      guard fm.fileExists(atPath: entry.path, isDirectory: &isDir), isDir.boolValue else {
        continue
      }
      let base = entry.deletingPathExtension().lastPathComponent
      switch entry.pathExtension {
      case "imageset":
        if let (files, rendering) = readImageSet(entry, diagnostics: diagnostics) {
          images[prefix + base] = files
          if rendering != .automatic { imageRendering[prefix + base] = rendering }
        }
      case "colorset":
        if let set = readColorSet(entry, diagnostics: diagnostics) {
          colors[prefix + base] = set
        }
      case "":
        let contents = entry.appendingPathComponent("Contents.json")
        let json = (try? Data(contentsOf: contents)).flatMap {
          try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
        }
        let properties = json?["properties"] as? [String: Any]
        let namespaced = (properties?["provides-namespace"] as? Bool) ?? false
        walk(
          folder: entry, prefix: namespaced ? prefix + base + "/" : prefix, diagnostics: diagnostics
        )
      default:
        continue
      }
    }
  }

  private func contents(of set: URL, diagnostics: DiagnosticLog) -> [String: Any]? {
    let file = set.appendingPathComponent("Contents.json")
    guard let data = try? Data(contentsOf: file) else { return nil }
    guard let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      diagnostics.report(
        Diagnostic(
          .warning, "not a valid asset catalog Contents.json; entry skipped", id: "bad-asset",
          at: SourceLocation(file: file.path, line: 1, column: 1)))
      return nil
    }
    return json
  }

  private func isDark(_ entry: [String: Any]) -> Bool {
    let appearances = entry["appearances"] as? [[String: Any]] ?? []
    return appearances.contains {
      ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark"
    }
  }

  private func readImageSet(_ set: URL, diagnostics: DiagnosticLog) -> (
    [ImageFile], ImageRendering
  )? {
    guard let json = contents(of: set, diagnostics: diagnostics) else { return nil }
    let properties = json["properties"] as? [String: Any]
    let intent = properties?["template-rendering-intent"] as? String
    let rendering = intent.flatMap(ImageRendering.init(rawValue:)) ?? .automatic
    var files: [ImageFile] = []
    for entry in json["images"] as? [[String: Any]] ?? [] {
      guard let name = entry["filename"] as? String else { continue }
      let scaleText = (entry["scale"] as? String) ?? "1x"
      let scale = Int(scaleText.dropLast()) ?? 1
      files.append(
        ImageFile(
          url: set.appendingPathComponent(name), scale: scale, isDarkAppearance: isDark(entry)))
    }
    return (files, rendering)
  }

  private func readColorSet(_ set: URL, diagnostics: DiagnosticLog) -> ColorSet? {
    guard let json = contents(of: set, diagnostics: diagnostics) else { return nil }
    var light: AssetColor?
    var dark: AssetColor?
    for entry in json["colors"] as? [[String: Any]] ?? [] {
      // A slot without a colour is one nobody set (Xcode's new-project AccentColor: the
      // system's accent stands): nothing to read, nothing to report.
      guard entry["color"] != nil else { continue }
      guard let color = entry["color"] as? [String: Any], let parsed = Self.parseColor(color) else {
        diagnostics.report(
          Diagnostic(
            .warning, "colour set \(set.lastPathComponent) has a colour Easel cannot read",
            id: "bad-asset",
            at: SourceLocation(
              file: set.appendingPathComponent("Contents.json").path, line: 1, column: 1)))
        continue
      }
      if isDark(entry) {
        dark = parsed
      } else if light == nil || entry["appearances"] == nil {
        light = parsed
      }
    }
    guard let light = light ?? dark else { return nil }
    return ColorSet(light: light, dark: dark)
  }

  /// Reads a colour dictionary: components as floats ("0.5"), 8-bit integers ("255") or
  /// hex bytes ("0xFF"), as Xcode writes them.
  static func parseColor(_ color: [String: Any]) -> AssetColor? {
    if let reference = color["reference"] as? String {
      return AssetColor(
        space: .sRGB, red: 0, green: 0, blue: 0, alpha: 1, systemReference: reference)
    }
    let spaceName = (color["color-space"] as? String) ?? "srgb"
    guard let space = AssetColor.Space(rawValue: spaceName) else { return nil }
    guard let c = color["components"] as? [String: Any] else { return nil }
    func component(_ key: String) -> Double? {
      if let n = c[key] as? Double { return n }
      if let n = c[key] as? Int { return Double(n) }
      guard let s = c[key] as? String else { return nil }
      let text = s.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("0x") || text.hasPrefix("0X") {
        return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
      }
      if !text.contains("."), let n = Int(text) { return n > 1 ? Double(n) / 255 : Double(n) }
      return Double(text)
    }
    let alpha = component("alpha") ?? 1
    if let white = component("white") {
      return AssetColor(space: space, red: white, green: white, blue: white, alpha: alpha)
    }
    guard let r = component("red"), let g = component("green"), let b = component("blue") else {
      return nil
    }
    return AssetColor(space: space, red: r, green: g, blue: b, alpha: alpha)
  }
}
