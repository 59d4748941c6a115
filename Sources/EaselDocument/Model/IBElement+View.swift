import Foundation

/// Reading view properties from a view element.
extension IBElement {
  /// The element's kind: its name (`label`, `view`, `tableViewCell`).
  public var elementKind: String { name }

  /// Whether the element is a view (can appear in `<subviews>`, or is a cell or content view).
  public var isViewElement: Bool { ElementCatalog.viewKinds.contains(name) }

  /// Whether the element is a view controller.
  public var isViewControllerElement: Bool { ElementCatalog.viewControllerKinds.contains(name) }

  /// The stored frame, `<rect key="frame" x= y= width= height=>`.
  public var frame: CGRect? { child("rect", key: "frame")?.rectValue }

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
