import EaselDocument
import EaselResources
import EaselUIKit
import Foundation

/// Interface Builder's size-class variations, as the document's device sees them.
///
/// A document stores one base configuration and, per size class, `<variation key="…">`
/// blocks that override it: `heightClass=compact-widthClass=regular` (both classes),
/// `widthClass=compact` (one class, any other). A variation can carry attribute overrides
/// (`<variation key="…" constant="-250"/>` on a constraint), a replacement frame
/// (`<rect key="frame">`) and `<mask key="constraints">` lists of constraints to `exclude`
/// or `include`. The `default` variation masks the base configuration itself: constraints it
/// excludes are installed only where a size class includes them again.
///
/// The size classes come from the document's `<device id=… orientation=…>`, as on iOS:
/// iPhone portrait is compact width, regular height; iPhone landscape compact height and
/// compact width, but regular width on the large (Plus, Max, 414-point-wide) models; iPad
/// regular both ways. A document with no device is seen on the device whose screen its first
/// view controller's view fills, portrait or landscape (Xcode 8 saved "View as" that way, by
/// the stored frames alone); one whose size is no device's (Xcode 6 and 7's 600×600 Any/Any
/// canvas, a freeform view) keeps its base configuration.
public struct TraitVariations: Hashable, Sendable {
  /// The horizontal size class (nil: any; only the base configuration applies).
  public var widthClass: UIUserInterfaceSizeClass?
  /// The vertical size class.
  public var heightClass: UIUserInterfaceSizeClass?

  /// Size classes given directly.
  public init(widthClass: UIUserInterfaceSizeClass?, heightClass: UIUserInterfaceSizeClass?) {
    self.widthClass = widthClass
    self.heightClass = heightClass
  }

  /// The size classes of the document's device, or of the device its stored frames show.
  public init(document: IBDocument) {
    if let device = document.root.child("device"), let id = device["id"] {
      self.init(deviceID: id, landscape: device["orientation"] == "landscape")
    } else if let size = Self.firstControllerViewSize(in: document),
      let device = Device.all.first(where: {
        $0.size == size || $0.size == CGSize(width: size.height, height: size.width)
      })
    {
      self.init(deviceID: device.interfaceBuilderID, landscape: size.width > size.height)
    } else {
      self.init(widthClass: nil, heightClass: nil)
    }
  }

  /// The stored size of the first view controller's view (`<view key="view">`), looked for
  /// among the top-level objects of a storyboard's scenes or of a xib.
  static func firstControllerViewSize(in document: IBDocument) -> CGSize? {
    let scenes = document.root.child("scenes")?.children("scene") ?? []
    let objects =
      scenes.flatMap { $0.child("objects")?.children ?? [] }
      + (document.root.child("objects")?.children ?? [])
    for object in objects {
      if let frame = object.child("view", key: "view")?.frame { return frame.size }
    }
    return nil
  }

  /// The size classes of an Interface Builder device id (`retina6_1`, `ipad12_9`).
  public init(deviceID id: String, landscape: Bool) {
    if id.hasPrefix("ipad") {
      self.init(widthClass: .regular, heightClass: .regular)
    } else if !landscape {
      self.init(widthClass: .compact, heightClass: .regular)
    } else {
      let wide: Set<String> = [
        "retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_72", "retina6_9",
      ]
      self.init(widthClass: wide.contains(id) ? .regular : .compact, heightClass: .compact)
    }
  }

  // MARK: Matching

  /// The size classes a variation key names; nil for a key that is not one (`default`).
  static func parse(_ key: String) -> (
    width: UIUserInterfaceSizeClass?, height: UIUserInterfaceSizeClass?
  )? {
    guard key != "default" else { return nil }
    var width: UIUserInterfaceSizeClass?
    var height: UIUserInterfaceSizeClass?
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2 else { return nil }
      let value: UIUserInterfaceSizeClass
      switch pair[1] {
      case "compact": value = .compact
      case "regular": value = .regular
      default: return nil
      }
      switch pair[0] {
      case "widthClass": width = value
      case "heightClass": height = value
      default: return nil
      }
    }
    return (width, height)
  }

  /// Whether a variation key applies to these size classes.
  public func matches(_ key: String) -> Bool {
    guard let classes = Self.parse(key), widthClass != nil || heightClass != nil else {
      return false
    }
    if let w = classes.width, w != widthClass { return false }
    if let h = classes.height, h != heightClass { return false }
    return true
  }

  /// The element's variations that apply, least specific first (one class before both).
  public func variations(of element: IBElement) -> [IBElement] {
    element.children("variation")
      .filter { matches($0.key ?? "") }
      .enumerated()
      .sorted { a, b in
        let ca = a.element.key?.split(separator: "-").count ?? 0
        let cb = b.element.key?.split(separator: "-").count ?? 0
        return ca != cb ? ca < cb : a.offset < b.offset
      }
      .map(\.element)
  }

  // MARK: What applies

  /// An attribute of `element` with the size class's override, if any.
  public func attribute(_ name: String, of element: IBElement) -> String? {
    var value = element[name]
    for variation in variations(of: element) {
      if let v = variation[name] { value = v }
    }
    return value
  }

  /// The element's frame for these size classes: the last applying variation's
  /// `<rect key="frame">`, else the stored one.
  public func frame(of element: IBElement) -> CGRect? {
    var frame = element.frame
    for variation in variations(of: element) {
      if let r = variation.child("rect", key: "frame")?.rectValue { frame = r }
    }
    return frame
  }

  /// The ids of the constraints in `element`'s `<constraints>` that are installed for these
  /// size classes: all, less those the `default` variation excludes, then each applying
  /// variation's excludes and includes in turn; constraints marked `installed="NO"` are out.
  public func installedConstraintIDs(of element: IBElement) -> [String] {
    let all = element.child("constraints")?.children("constraint") ?? []
    var installed = Set(all.compactMap { $0["installed"] == "NO" ? nil : $0.id })
    func apply(_ variation: IBElement) {
      guard let mask = variation.child("mask", key: "constraints") else { return }
      for item in mask.children {
        guard let reference = item["reference"] else { continue }
        switch item.name {
        case "exclude": installed.remove(reference)
        case "include": installed.insert(reference)
        default: continue
        }
      }
    }
    for variation in element.children("variation") where variation.key == "default" {
      apply(variation)
    }
    for variation in variations(of: element) { apply(variation) }
    return all.compactMap(\.id).filter { installed.contains($0) }
  }

  /// Whether the view is installed for these size classes (`<mask key="subviews">` in its
  /// superview's variations, as for constraints).
  public func isInstalled(_ view: IBElement) -> Bool {
    guard let id = view.id, let superview = view.parent?.parent else { return true }
    var installed = view["installed"] != "NO"
    func apply(_ variation: IBElement) {
      guard let mask = variation.child("mask", key: "subviews") else { return }
      for item in mask.children where item["reference"] == id {
        installed = item.name == "include"
      }
    }
    for variation in superview.children("variation") where variation.key == "default" {
      apply(variation)
    }
    for variation in variations(of: superview) { apply(variation) }
    return installed
  }

  // MARK: Convenience for the object builder

  /// The frame a view is made with: its size class's, for `traits` (nil: the document's
  /// device's); for a custom view stored without a frame, the designables cache's size at the
  /// origin (Auto Layout places it).
  public static func frame(
    of element: IBElement, in document: IBDocument, traits: TraitVariations? = nil
  ) -> CGRect? {
    guard element.children("variation").contains(where: { $0.key != "default" }) else {
      if element.frame == nil, element.customClass != nil, let id = element.id,
        let size = DesignablesCache.sizes(in: document)[id]
      {
        return CGRect(origin: .zero, size: size)
      }
      return element.frame
    }
    return (traits ?? TraitVariations(document: document)).frame(of: element)
  }
}

/// The `<designables>` cache: the intrinsic sizes Interface Builder's agent last reported
/// for custom views, by object id (`<designable name="ID"><size key="intrinsicContentSize"
/// width="W" height="H"/></designable>`, or `size="W,H"` / `width` and `height` on the
/// `<designable>` itself).
///
/// It stands in for a custom class whose source is not given: the view keeps its stored
/// frame, and the size is what Auto Layout would use as its intrinsic content size.
public enum DesignablesCache {
  /// The cached sizes by object id.
  public static func sizes(in document: IBDocument) -> [String: CGSize] {
    var result: [String: CGSize] = [:]
    for section in document.root.children("designables") {
      for item in section.children("designable") {
        guard let id = item["name"] ?? item.id else { continue }
        if let size = item.child("size", key: "intrinsicContentSize"),
          let w = size.double("width"), let h = size.double("height")
        {
          result[id] = CGSize(width: w, height: h)
        } else if let w = item.double("width"), let h = item.double("height") {
          result[id] = CGSize(width: w, height: h)
        } else if let size = item["size"] {
          let parts = size.split(whereSeparator: { ",{} ".contains($0) }).compactMap {
            Double($0)
          }
          if parts.count == 2 { result[id] = CGSize(width: parts[0], height: parts[1]) }
        }
      }
    }
    return result
  }

  /// Whether the cache knows the object: a custom class missing from the sources is then
  /// expected (Interface Builder rendered it before), not a mistake to warn about.
  public static func contains(_ objectID: String, in document: IBDocument) -> Bool {
    sizes(in: document)[objectID] != nil
  }
}
