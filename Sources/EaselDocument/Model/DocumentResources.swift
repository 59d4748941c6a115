import Foundation

/// What a document's `<resources>` section declares: fallbacks for system and named
/// colours, and the sizes of the images it uses.
public struct DocumentResources: Hashable, Sendable {
  /// `<systemColor name="…"><color …/></systemColor>`, plus the inline fallbacks of
  /// Xcode 11's `<color systemColor="…" red=…>` where the table lacks the name.
  public var systemColors: [String: ColorValue] = [:]
  /// `<namedColor name="…"><color …/></namedColor>`.
  public var namedColors: [String: ColorValue] = [:]
  /// `<image name="…" width="…" height="…">`: the point size IB recorded for each image.
  public var images: [String: CGSize] = [:]
  /// `<image name="…" catalog="system">`: the SF Symbols the document uses.
  public var systemImages: Set<String> = []
  /// `<customFonts key="customFonts"><array key="File.otf"><string>PostScriptName`…: the
  /// project's font files the document uses, with the PostScript names of their faces.
  public var customFonts: [String: [String]] = [:]

  /// Creates empty resources.
  public init() {}

  /// Reads the resources of a document's root element.
  public init(root: IBElement) {
    for section in root.children("customFonts") {
      for file in section.children("array") {
        guard let name = file["key"], !name.isEmpty else { continue }
        customFonts[name, default: []] += file.children("string").map(\.text)
      }
    }
    for section in root.children("resources") {
      for item in section.children {
        guard let name = item["name"] else { continue }
        switch item.name {
        case "systemColor":
          if let c = item.child("color"), let value = ColorValue(element: c) {
            systemColors[name] = value
          }
        case "namedColor":
          if let c = item.child("color"), let value = ColorValue(element: c) {
            namedColors[name] = value
          }
        case "image":
          let w = item["width"].flatMap(Double.init) ?? 0
          let h = item["height"].flatMap(Double.init) ?? 0
          images[name] = CGSize(width: w, height: h)
          if item["catalog"] == "system" { systemImages.insert(name) }
        default:
          continue
        }
      }
    }
    for e in root.descendants() where e.name == "color" {
      guard let name = e["systemColor"], systemColors[name] == nil,
        let fallback = ColorValue.components(of: e)
      else { continue }
      systemColors[name] = fallback
    }
  }
}

extension IBDocument {
  /// The document's `<resources>`: system and named colour fallbacks and image sizes
  /// (read once, on first use, and again after an edit that may change them).
  public var resources: DocumentResources {
    if let resourcesCache { return resourcesCache }
    let read = DocumentResources(root: root)
    resourcesCache = read
    return read
  }
}
