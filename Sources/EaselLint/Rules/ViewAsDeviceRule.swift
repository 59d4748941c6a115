import EaselDocument
import EaselResources

/// IBLinter's `view_as_device` (opt-in, as there): a document whose canvas ("View as:") is
/// not the device the team designs on, so that frames stored by one member's Xcode do not
/// churn in every other member's diffs. The device is the rule's `"device"` setting, an
/// Interface Builder device id (`retina6_12`); IBLinter's default, `retina4_7`, otherwise.
public struct ViewAsDeviceRule: LintRule {
  public let info = RuleInfo(
    id: "view-as-device",
    summary: "A document whose canvas (View as:) is not the team's device (setting \"device\")",
    severity: .warning, ibLinterID: "view_as_device", isOptIn: true,
    options: ["device": .string])

  /// IBLinter's default device: the iPhone 8's.
  public static let defaultDevice = "retina4_7"

  public init() {}

  /// `iPhone 8 (retina4_7)`, or the id alone for one Easel does not know.
  static func describe(_ id: String) -> String {
    Device.all.first { $0.interfaceBuilderID == id }.map { "\($0.name) (\(id))" } ?? id
  }

  public func check(_ document: LintedDocument) -> [LintFinding] {
    let wanted = document.options[info.id]?["device"]?.string ?? Self.defaultDevice
    let root = document.document.root
    guard let device = root.child("device") else {
      return [
        finding(
          "the canvas (View as:) names no device; set it to \(Self.describe(wanted))",
          at: root.location, objectID: nil)
      ]
    }
    guard let id = device["id"], id != wanted else { return [] }
    return [
      finding(
        "the canvas (View as:) is \(Self.describe(id)), not the team's \(Self.describe(wanted))",
        at: device.location(ofAttribute: "id"), objectID: nil)
    ]
  }
}
