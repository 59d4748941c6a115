import EaselDocument

/// IBLinter's `stackview_backgroundcolor`: a stack view with a background colour, which
/// UIKit draws only from iOS 14: on earlier systems the stack stays transparent.
public struct StackViewBackgroundColorRule: LintRule {
  public let info = RuleInfo(
    id: "stackview-background-color",
    summary: "A stack view with a background colour (not drawn before iOS 14)",
    severity: .note, ibLinterID: "stackview_backgroundcolor")

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    var out: [LintFinding] = []
    for e in document.document.root.descendants() where e.name == "stackView" {
      guard let color = e.child("color", key: "backgroundColor"),
        ColorValue(element: color).map({ !Self.isClear($0) }) ?? false
      else { continue }
      out.append(
        finding(
          "stack view \(e.id ?? "") has a background colour; UIStackView draws it only from "
            + "iOS 14 (put a view behind the stack for earlier systems)",
          at: color.location, objectID: e.id))
    }
    return out
  }

  static func isClear(_ value: ColorValue) -> Bool {
    if case .system(let name) = value { return name == "clearColor" }
    if case .cocoaTouchSystem(let name) = value { return name == "clearColor" }
    return value.rgba?.alpha == 0
  }
}
