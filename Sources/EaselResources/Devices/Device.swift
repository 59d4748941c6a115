import EaselDocument
import Foundation

/// A device whose screen a scene can be rendered for: its name, Interface Builder's id for
/// it (`<device id="retina6_12">`) and its screen size in points, portrait.
public struct Device: Sendable, Hashable {
  /// The marketing name: "iPhone 15 Pro".
  public var name: String
  /// Interface Builder's device id, as in `<device id="…">`.
  public var interfaceBuilderID: String
  /// The portrait screen size in points.
  public var size: CGSize

  public init(name: String, interfaceBuilderID: String, size: CGSize) {
    self.name = name
    self.interfaceBuilderID = interfaceBuilderID
    self.size = size
  }

  /// The devices `--device` knows, smallest first within each family. Several marketing
  /// names share a screen (and an Interface Builder id).
  public static let all: [Device] = [
    Device(
      name: "iPhone 4s", interfaceBuilderID: "retina3_5", size: CGSize(width: 320, height: 480)),
    Device(
      name: "iPhone SE", interfaceBuilderID: "retina4_0", size: CGSize(width: 320, height: 568)),
    Device(
      name: "iPhone 8", interfaceBuilderID: "retina4_7", size: CGSize(width: 375, height: 667)),
    Device(
      name: "iPhone SE (3rd generation)", interfaceBuilderID: "retina4_7",
      size: CGSize(width: 375, height: 667)),
    Device(
      name: "iPhone 8 Plus", interfaceBuilderID: "retina5_5", size: CGSize(width: 414, height: 736)),
    Device(
      name: "iPhone X", interfaceBuilderID: "retina5_9", size: CGSize(width: 375, height: 812)),
    Device(
      name: "iPhone 11", interfaceBuilderID: "retina6_1", size: CGSize(width: 414, height: 896)),
    Device(
      name: "iPhone 11 Pro Max", interfaceBuilderID: "retina6_5",
      size: CGSize(width: 414, height: 896)),
    Device(
      name: "iPhone 12 mini", interfaceBuilderID: "retina5_4", size: CGSize(width: 375, height: 812)
    ),
    Device(
      name: "iPhone 12", interfaceBuilderID: "retina6_0", size: CGSize(width: 390, height: 844)),
    Device(
      name: "iPhone 12 Pro Max", interfaceBuilderID: "retina6_7",
      size: CGSize(width: 428, height: 926)),
    Device(
      name: "iPhone 14", interfaceBuilderID: "retina6_0", size: CGSize(width: 390, height: 844)),
    Device(
      name: "iPhone 15", interfaceBuilderID: "retina6_12", size: CGSize(width: 393, height: 852)),
    Device(
      name: "iPhone 15 Pro", interfaceBuilderID: "retina6_12", size: CGSize(width: 393, height: 852)
    ),
    Device(
      name: "iPhone 15 Plus", interfaceBuilderID: "retina6_72",
      size: CGSize(width: 430, height: 932)),
    Device(
      name: "iPhone 15 Pro Max", interfaceBuilderID: "retina6_72",
      size: CGSize(width: 430, height: 932)),
    Device(
      name: "iPhone 16 Pro", interfaceBuilderID: "retina6_3", size: CGSize(width: 402, height: 874)),
    Device(
      name: "iPhone 16 Pro Max", interfaceBuilderID: "retina6_9",
      size: CGSize(width: 440, height: 956)),
    Device(
      name: "iPad mini", interfaceBuilderID: "ipad7_9", size: CGSize(width: 768, height: 1024)),
    Device(name: "iPad", interfaceBuilderID: "ipad9_7", size: CGSize(width: 768, height: 1024)),
    Device(
      name: "iPad (9th generation)", interfaceBuilderID: "ipad10_2",
      size: CGSize(width: 810, height: 1080)),
    Device(
      name: "iPad (10th generation)", interfaceBuilderID: "ipad10_9rounded",
      size: CGSize(width: 820, height: 1180)),
    Device(
      name: "iPad Air", interfaceBuilderID: "ipad10_5", size: CGSize(width: 834, height: 1112)),
    Device(
      name: "iPad Pro 11", interfaceBuilderID: "ipad11_0rounded",
      size: CGSize(width: 834, height: 1194)),
    Device(
      name: "iPad Pro 12.9", interfaceBuilderID: "ipad12_9rounded",
      size: CGSize(width: 1024, height: 1366)),
  ]

  /// Interface Builder ids that name the same screen as one in `all` under another id.
  static let aliases: [String: String] = [
    "ipad12_9": "ipad12_9rounded", "ipad11": "ipad11_0rounded", "ipad10_9": "ipad10_9rounded",
  ]

  /// The device `name` means: a marketing name (any case; spaces, dashes and underscores
  /// alike) or an Interface Builder id, optionally followed by ` landscape`.
  public static func named(_ name: String) -> Device? {
    var key = normalize(name)
    var landscape = false
    for suffix in ["landscape", "portrait"] where key.hasSuffix(suffix) && key != suffix {
      landscape = suffix == "landscape"
      key = String(key.dropLast(suffix.count))
    }
    let id = lookup.aliases[key] ?? key
    guard var device = lookup.names[key] ?? lookup.ids[normalize(id)] else { return nil }
    if landscape { device.size = CGSize(width: device.size.height, height: device.size.width) }
    return device
  }

  /// The device a document was last saved for (`<device id=… orientation=…>`), if Easel
  /// knows it.
  public static func of(_ document: IBDocument) -> Device? {
    guard let element = document.root.child("device"), let id = element["id"],
      var device = named(id)
    else { return nil }
    if element["orientation"] == "landscape" {
      device.size = CGSize(width: device.size.height, height: device.size.width)
    }
    return device
  }

  /// The screen's scale: 3 for the Plus, X and later phones but the XR/11, 2 for the others
  /// and every iPad.
  public var scale: CGFloat {
    let threeX: Set<String> = [
      "retina5_5", "retina5_9", "retina6_5", "retina5_4", "retina6_0", "retina6_7", "retina6_12",
      "retina6_72", "retina6_3", "retina6_9",
    ]
    return threeX.contains(interfaceBuilderID) ? 3 : 2
  }

  /// The names `--device` accepts, for help and suggestions.
  public static var names: [String] { all.map(\.name) }

  /// The devices by normalized name and by normalized Interface Builder id, and the
  /// aliases by normalized key (the first device of a name or id wins): made once, as
  /// `named` runs for every render.
  private static let lookup:
    (names: [String: Device], ids: [String: Device], aliases: [String: String]) = {
      var names: [String: Device] = [:]
      var ids: [String: Device] = [:]
      for device in all {
        names[normalize(device.name)] = names[normalize(device.name)] ?? device
        ids[normalize(device.interfaceBuilderID)] =
          ids[normalize(device.interfaceBuilderID)] ?? device
      }
      var keyed: [String: String] = [:]
      for (key, value) in aliases { keyed[normalize(key)] = value }
      return (names, ids, keyed)
    }()

  private static func normalize(_ s: String) -> String {
    String(s.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
      .replacingOccurrences(of: "_", with: "")
  }
}

extension Scene {
  /// Whether the scene's root view is a whole screen that follows the device: a view
  /// controller's main view without a freeform simulated size. A xib's top-level view, a
  /// cell or a freeform scene keeps its stored size.
  public var followsDevice: Bool {
    guard let vc = viewController, !vc.isViewElement, rootView != nil else { return false }
    if vc.child("freeformSimulatedSizeMetrics") != nil { return false }
    if let size = vc.child("size", key: "freeformSize"), size["width"] != nil { return false }
    return true
  }
}
