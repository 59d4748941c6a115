import EaselDocument
import Foundation

/// IBLinter's `custom_class_name` (opt-in, as there): a storyboard holding one scene, other
/// than `Main`, whose view controller's custom class is not named as the file
/// (`Login.storyboard` holds `Login`), the one-controller-a-storyboard convention.
public struct CustomClassNameRule: LintRule {
  public let info = RuleInfo(
    id: "custom-class-name",
    summary: "A one-scene storyboard (not Main) whose view controller's class is not named as the file",
    severity: .warning, ibLinterID: "custom_class_name", isOptIn: true)

  public init() {}

  public func check(_ document: LintedDocument) -> [LintFinding] {
    let doc = document.document
    let name = URL(fileURLWithPath: doc.path).deletingPathExtension().lastPathComponent
    guard doc.kind == .storyboard, name != "Main", doc.scenes.count == 1,
      let controller = doc.scenes[0].viewController, let custom = controller["customClass"],
      custom != name
    else { return [] }
    return [
      finding(
        "the custom class of \(name).storyboard's only view controller is '\(custom)': "
          + "name it '\(name)', as the file, or the file '\(custom).storyboard'",
        at: controller.location(ofAttribute: "customClass"), objectID: controller.id)
    ]
  }
}
