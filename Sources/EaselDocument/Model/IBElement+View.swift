import Foundation

/// Reading view properties from a view element.
extension IBElement {
  /// The element's kind: its name (`label`, `view`, `tableViewCell`).
  public var elementKind: String { name }

  /// Whether the element is a view (can appear in `<subviews>`, or is a cell or content view).
  public var isViewElement: Bool { ElementCatalog.viewKinds.contains(name) }

  /// Whether the element is a view controller.
  public var isViewControllerElement: Bool { ElementCatalog.viewControllerKinds.contains(name) }

  /// The stored frame, `<rect key="frame" x= y= width= height=>`, or Xcode 8.0's
  /// `<frame key="frameInset">` resolved against the superview's stored frame.
  public var frame: CGRect? {
    if let rect = child("rect", key: "frame") { return rect.rectValue }
    guard let inset = child("frame", key: "frameInset") else { return nil }
    return inset.frameInsetValue(in: superviewElement?.frame?.size)
  }

  /// This `<frame key="frameInset">`'s rectangle in a superview of `container` size.
  ///
  /// Xcode 8.0 wrote the frames of views that Auto Layout does not place (a cell's content
  /// view, a Basic cell's label, a scene's root view) this way, and Xcode 8.1 went back to
  /// `<rect>`: insets from the superview's edges, `minX` and `minY` from the leading and top
  /// (0 when absent), `maxX` and `maxY` from the trailing and bottom, and a `width` and
  /// `height` that, when absent, are what the insets leave of the superview. Nil when a
  /// size can be had neither way, or a value is refused by `DocumentNumber`.
  func frameInsetValue(in container: CGSize?) -> CGRect? {
    let names = ["minX", "maxX", "width", "minY", "maxY", "height"]
    var values: [String: CGFloat] = [:]
    for name in names where self[name] != nil {
      guard let v = validNumber(name, role: .geometry) else { return nil }
      values[name] = CGFloat(v)
    }
    func axis(_ min: String, _ max: String, _ length: String, within: CGFloat?) -> (
      origin: CGFloat, length: CGFloat
    )? {
      let low = values[min]
      let high = values[max]
      if let size = values[length] {
        if low == nil, let high, let within { return (within - high - size, size) }
        return (low ?? 0, size)
      }
      guard let within else { return nil }
      return (low ?? 0, within - (low ?? 0) - (high ?? 0))
    }
    guard let x = axis("minX", "maxX", "width", within: container?.width),
      let y = axis("minY", "maxY", "height", within: container?.height)
    else { return nil }
    return CGRect(x: x.origin, y: y.origin, width: x.length, height: y.length)
  }

  /// This element's `x`, `y`, `width`, `height` attributes as a rectangle (`x`, `y`
  /// default to 0); `nil` when the size is missing, or any value is refused by
  /// `DocumentNumber` (not a finite number within ±1,000,000 points).
  public var rectValue: CGRect? {
    guard let w = validNumber("width", role: .geometry),
      let h = validNumber("height", role: .geometry)
    else { return nil }
    let x = self["x"] == nil ? 0 : validNumber("x", role: .geometry)
    let y = self["y"] == nil ? 0 : validNumber("y", role: .geometry)
    guard let x, let y else { return nil }
    return CGRect(x: x, y: y, width: w, height: h)
  }

  /// The Swift or Objective-C class set in the Identity inspector, if any.
  public var customClass: String? { self["customClass"] }

  /// The module of the custom class, if any.
  public var customModule: String? { self["customModule"] }

  /// `customModuleProvider`: `"target"` when the module is the app target's.
  public var customModuleProvider: String? { self["customModuleProvider"] }

  /// The `userLabel` set in the document outline, if any.
  public var userLabel: String? { self["userLabel"] }

  /// The children of `<subviews>`, in order (back to front).
  public var subviews: [IBElement] { child("subviews")?.children ?? [] }

  /// The colour under `<color key="…">` (`backgroundColor`, `textColor`, `tintColor`).
  public func color(forKey key: String) -> ColorValue? {
    child("color", key: key).flatMap { ColorValue(element: $0) }
  }

  /// The nearest enclosing view element, if any.
  public var superviewElement: IBElement? {
    var p = parent
    while let e = p {
      if e.isViewElement { return e }
      p = e.parent
    }
    return nil
  }
}
