import EaselDocument

/// IBLinter's `storyboard_viewcontroller_id` (opt-in, as there): a view controller with a
/// custom class whose Storyboard ID is another name, for teams that instantiate each
/// controller by its class name (`instantiateViewController(withIdentifier:
/// String(describing: T.self))`), where the mismatch is a crash at run time.
public struct StoryboardIDRule: LintRule {
  public let info = RuleInfo(
    id: "storyboard-id",
    summary: "A view controller whose Storyboard ID is not its custom class's name",
    severity: .warning, ibLinterID: "storyboard_viewcontroller_id", isOptIn: true)

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    guard document.document.kind == .storyboard else { return [] }
    var out: [LintFinding] = []
    for scene in document.document.scenes {
      guard let controller = scene.viewController, let custom = controller["customClass"]
      else { continue }
      let identifier = controller["storyboardIdentifier"]
      guard identifier != custom else { continue }
      out.append(
        finding(
          identifier.map { "view controller \(custom) has the Storyboard ID '\($0)', not '\(custom)'" }
            ?? "view controller \(custom) has no Storyboard ID; give it '\(custom)'",
          at: identifier == nil
            ? controller.location(ofAttribute: "customClass")
            : controller.location(ofAttribute: "storyboardIdentifier"),
          objectID: controller.id))
    }
    return out
  }
}
