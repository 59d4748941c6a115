import Foundation

/// Interface Builder's "Add New Constraints" popover as a reading of the document: an edge
/// pinned to the nearest neighbour on that side (a sibling whose stored frame lies wholly
/// there and overlaps the view across), else to the superview's safe area when it has one,
/// else to the superview — or, with "Constrain to margins", to the superview's margins
/// (`leadingMargin`, `topMargin`, …); or to the target the popover's menu names (the safe
/// area, the superview); a width or height; a centre in the container. The constraint is
/// written as Xcode writes it, its constant positive for a gap (`superview.trailing =
/// view.trailing + 20`, `neighbour.top = view.bottom + 8`, `superview.trailingMargin =
/// view.trailing`).
extension IBDocument {
  /// What the popover pins.
  public enum Pin: String, Sendable, CaseIterable {
    case leading, trailing, top, bottom, width, height, centerX, centerY
    /// The view's width to its height, as the present ratio (`120:60`).
    case aspectRatio

    /// Whether the pin is of an edge (what a target and the margins apply to).
    public var isEdge: Bool { [.leading, .trailing, .top, .bottom].contains(self) }
  }

  /// What an edge is pinned to: the menu beside each edge of the popover.
  public enum PinTarget: String, Sendable, CaseIterable {
    /// The nearest sibling on that side, else the superview (its safe area, or its margins
    /// when constraining to margins).
    case nearest
    /// The superview's safe area.
    case safeArea
    /// The superview itself (its margins when constraining to margins).
    case superview
  }

  /// The constraint pinning `pin` of view `viewID` to `target` (an edge's; the superview's
  /// margins with `margins`, Interface Builder's "Constrain to margins"), its constant
  /// `constant`, or the view's present distance (size) from its stored frames when nil (a
  /// margin taken as the stored `layoutMargins`, else UIKit's default of 8).
  public func pinConstraint(
    _ pin: Pin, of viewID: String, constant: Double? = nil, to target: PinTarget = .nearest,
    margins: Bool = false
  ) throws(DocumentError) -> NewConstraint {
    let view = try object(viewID)
    guard view.isViewElement, let superview = view.superviewElement,
      view.parent?.name == "subviews", let superID = superview.id
    else {
      throw DocumentError(
        .invalidEdit, "'\(viewID)' is not a subview: a scene's root view is not pinned",
        at: view.location)
    }
    let frame = view.frame ?? .zero
    let guide = superview.children.first {
      $0.name == "viewLayoutGuide" && $0["key"] == "safeArea"
    }?.id
    let size = superview.frame?.size ?? .zero
    if target == .safeArea, pin.isEdge, guide == nil {
      throw DocumentError(
        .invalidEdit, "'\(superID)' has no safe area to pin '\(viewID)' to",
        at: superview.location)
    }
    let container = target == .superview ? superID : guide ?? superID
    switch pin {
    case .width, .height:
      let value = constant ?? Double(pin == .width ? frame.width : frame.height)
      return NewConstraint(viewID, pin == .width ? .width : .height, constant: value)
    case .aspectRatio:
      guard frame.width > 0, frame.height > 0 else {
        throw DocumentError(
          .invalidEdit, "'\(viewID)' has no size to keep the ratio of", at: view.location)
      }
      var ratio = NewConstraint(viewID, .width, to: viewID, .height, constant: constant ?? 0)
      ratio.ratio = XcodeNumber.format(frame.width) + ":" + XcodeNumber.format(frame.height)
      return ratio
    case .centerX, .centerY:
      let attribute: IBConstraint.Attribute = pin == .centerX ? .centerX : .centerY
      let value = constant ?? 0
      return NewConstraint(viewID, attribute, to: container, attribute, constant: value)
    case .leading, .trailing, .top, .bottom:
      if target == .nearest, let (neighbour, gap) = nearestNeighbour(pin, of: view) {
        switch pin {
        case .leading:
          return NewConstraint(
            viewID, .leading, to: neighbour, .trailing, constant: constant ?? gap)
        case .top:
          return NewConstraint(viewID, .top, to: neighbour, .bottom, constant: constant ?? gap)
        case .trailing:
          return NewConstraint(
            neighbour, .leading, to: viewID, .trailing, constant: constant ?? gap)
        default:
          return NewConstraint(neighbour, .top, to: viewID, .bottom, constant: constant ?? gap)
        }
      }
      if margins && target != .safeArea {
        return marginConstraint(pin, of: viewID, frame: frame, in: superview, constant: constant)
      }
      switch pin {
      case .leading:
        return NewConstraint(
          viewID, .leading, to: container, .leading, constant: constant ?? Double(frame.minX))
      case .top:
        return NewConstraint(
          viewID, .top, to: container, .top, constant: constant ?? Double(frame.minY))
      case .trailing:
        return NewConstraint(
          container, .trailing, to: viewID, .trailing,
          constant: constant ?? Double(size.width - frame.maxX))
      default:
        return NewConstraint(
          container, .bottom, to: viewID, .bottom,
          constant: constant ?? Double(size.height - frame.maxY))
      }
    }
  }

  /// Edge `pin` of view `viewID` (stored `frame`) pinned to the same margin of `superview`,
  /// as Xcode writes it: `view.leading = superview.leadingMargin + c`, `superview.trailingMargin
  /// = view.trailing + c`.
  func marginConstraint(
    _ pin: Pin, of viewID: String, frame: CGRect, in superview: IBElement, constant: Double?
  ) -> NewConstraint {
    let superID = superview.id ?? ""
    let size = superview.frame?.size ?? .zero
    let insets = superview.child("edgeInsets", key: "layoutMargins")
    func margin(_ side: String) -> Double { insets?[side].flatMap { Double($0) } ?? 8 }
    switch pin {
    case .leading:
      return NewConstraint(
        viewID, .leading, to: superID, .leadingMargin,
        constant: constant ?? Double(frame.minX) - margin("left"))
    case .top:
      return NewConstraint(
        viewID, .top, to: superID, .topMargin,
        constant: constant ?? Double(frame.minY) - margin("top"))
    case .trailing:
      return NewConstraint(
        superID, .trailingMargin, to: viewID, .trailing,
        constant: constant ?? Double(size.width - frame.maxX) - margin("right"))
    default:
      return NewConstraint(
        superID, .bottomMargin, to: viewID, .bottom,
        constant: constant ?? Double(size.height - frame.maxY) - margin("bottom"))
    }
  }

  /// The sibling nearest `view` on `pin`'s side whose stored frame lies wholly there and
  /// overlaps it across, with the gap between them.
  func nearestNeighbour(_ pin: Pin, of view: IBElement) -> (String, Double)? {
    guard let frame = view.frame, let siblings = view.parent?.children else { return nil }
    var best: (String, Double)?
    for sibling in siblings where sibling !== view && sibling.isViewElement {
      guard let id = sibling.id, let other = sibling.frame else { continue }
      let across =
        pin == .leading || pin == .trailing
        ? other.minY < frame.maxY && other.maxY > frame.minY
        : other.minX < frame.maxX && other.maxX > frame.minX
      guard across else { continue }
      let gap: CGFloat
      switch pin {
      case .leading: gap = frame.minX - other.maxX
      case .trailing: gap = other.minX - frame.maxX
      case .top: gap = frame.minY - other.maxY
      case .bottom: gap = other.minY - frame.maxY
      default: return nil
      }
      guard gap >= 0 else { continue }
      if best.map({ Double(gap) < $0.1 }) ?? true { best = (id, Double(gap)) }
    }
    return best
  }
}
