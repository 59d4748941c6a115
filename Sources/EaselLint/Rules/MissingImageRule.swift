import EaselDocument

/// An image a document names (`image=`, `highlightedImage=`, `backgroundImage=`,
/// `selectedImage=`, image runtime attributes) that no asset catalog or image file of the
/// project provides. SF Symbols (`catalog="system"`) are not checked, and neither are
/// accessibility traits (`<accessibility … image="YES"/>`, `<accessibilityTraits
/// image="YES"/>`): there `image` is a `UIAccessibilityTraits` flag, not an image's name.
public struct MissingImageRule: LintRule {
  public let info = RuleInfo(
    id: "missing-image",
    summary: "An image the document names is in no asset catalog or image file of the project",
    severity: .warning, ibLinterID: "image_resources")

  public init() {}

  /// Elements whose attributes are `UIAccessibilityTraits` flags (`image`, `button`,
  /// `staticText`: `YES` or `NO`), not names.
  static let traitElements: Set<String> = ["accessibility", "accessibilityTraits"]

  static let attributes = [
    "image", "highlightedImage", "backgroundImage", "selectedImage", "landscapeImage",
    "largeContentSizeImage",
  ]

  public func check(_ document: LintedDocument) -> [LintFinding] {
    let doc = document.document
    let system = doc.resources.systemImages
    var out: [LintFinding] = []
    for e in doc.root.descendants() {
      if e.name == "image" && e.parent?.name == "resources" { continue }
      if e["catalog"] == "system" || Self.traitElements.contains(e.name) { continue }
      var names: [(String, String)] = Self.attributes.compactMap { a in e[a].map { (a, $0) } }
      if e.runtimeAttributeType == .image, let v = e["value"] {
        names = [("value", v)]
      }
      for (attribute, name) in names where !name.isEmpty && !system.contains(name) {
        guard !document.project.hasImage(named: name) else { continue }
        out.append(
          finding(
            "no image named '\(name)' in the project's asset catalogs or image files; "
              + "iOS shows nothing there",
            at: e.location(ofAttribute: attribute), objectID: e.ownerID))
      }
    }
    return out
  }
}
