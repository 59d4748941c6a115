import EaselLayout
import Foundation

extension LayoutEngine {
  // MARK: Rectangles of items

  /// The rectangle of a view's content area, for a scroll view (origin at the frame's).
  func contentRect(of scroll: UIView) -> LinearRect? {
    guard let b = box(of: scroll) else { return nil }
    let key = ObjectIdentifier(scroll)
    let size: (width: Variable, height: Variable)
    if let s = contentSizes[key] {
      size = s
    } else {
      let name = Self.name(of: scroll)
      size = (Variable(name, ".contentWidth"), Variable(name, ".contentHeight"))
      contentSizes[key] = size
      require(.of(size.width), .greaterThanOrEqual, 0)
      require(.of(size.height), .greaterThanOrEqual, 0)
    }
    return LinearRect(
      minX: .of(b.minX), minY: .of(b.minY), width: .of(size.width), height: .of(size.height))
  }

  /// The rectangle of a layout guide, or nil for a guide whose owner is outside the
  /// hierarchy.
  func rect(ofGuide guide: UILayoutGuide, relativeTo other: AnyObject?) -> LinearRect? {
    guard let owner = guide.owningView, let b = box(of: owner) else { return nil }
    let r = b.rect
    switch guide.identifier {
    case LayoutGuideIdentifier.safeArea:
      return r.inset(by: safeAreaInsets(of: owner))
    case LayoutGuideIdentifier.layoutMargins, LayoutGuideIdentifier.readableContent:
      return r.inset(by: effectiveMargins(of: owner))
    case LayoutGuideIdentifier.top:
      return LinearRect(
        minX: r.minX, minY: r.minY, width: r.width, height: .number(topGuideLength(owner)))
    case LayoutGuideIdentifier.bottom:
      let length = Double(safeAreaInsets(of: owner).bottom)
      return LinearRect(
        minX: r.minX, minY: r.maxY.adding(-length), width: r.width, height: .number(length))
    case LayoutGuideIdentifier.scrollContent:
      return contentRect(of: owner)
    case LayoutGuideIdentifier.scrollFrame:
      return r
    default:
      let key = ObjectIdentifier(guide)
      if let g = guideBoxes[key] { return g.rect }
      let g = Box(guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)
      guideBoxes[key] = g
      require(.of(g.width), .greaterThanOrEqual, 0)
      require(.of(g.height), .greaterThanOrEqual, 0)
      return g.rect
    }
  }

  private func topGuideLength(_ owner: UIView) -> Double {
    Double(safeAreaInsets(of: owner).top)
  }

  /// A view's safe area insets, the first read kept to compare with the insets its solved
  /// frame gives (`safeAreaMoved`).
  func safeAreaInsets(of view: UIView) -> UIEdgeInsets {
    let insets = view.safeAreaInsets
    let key = ObjectIdentifier(view)
    if safeAreasRead[key] == nil { safeAreasRead[key] = (view, insets) }
    return insets
  }

  /// Whether a view's safe area, worked out again from the frames just applied, differs
  /// from the one the solve used: a view's safe area is the part of it its host's unsafe
  /// edges cover, which UIKit updates once the view is laid out and lays out again
  /// (`safeAreaInsetsDidChange`), so a view placed before the solve at another frame (a
  /// nib's view at the size Interface Builder stored) gets the safe area of where it ends up.
  package var safeAreaMoved: Bool {
    safeAreasRead.values.contains { entry in
      let now = entry.view.safeAreaInsets
      let was = entry.insets
      return abs(now.top - was.top) > 0.001 || abs(now.left - was.left) > 0.001
        || abs(now.bottom - was.bottom) > 0.001 || abs(now.right - was.right) > 0.001
    }
  }

  /// The rectangle an item's edges refer to in a constraint with `other`: a scroll view's
  /// content area when `other` is inside the scroll view, else its frame (the caller passes
  /// no `other` for the sizes and centres, which are the frame's).
  func rect(of item: AnyObject, relativeTo other: AnyObject?) -> LinearRect? {
    if let guide = item as? UILayoutGuide { return rect(ofGuide: guide, relativeTo: other) }
    guard let view = item as? UIView, let b = box(of: view) else { return nil }
    if view is UIScrollView, let other = Self.view(of: other), other !== view,
      other.isDescendant(of: view)
    {
      return contentRect(of: view)
    }
    // Constraints align the alignment rectangle, which a few controls inset from the frame.
    return b.rect.inset(by: view.alignmentRectInsets)
  }

  package static func view(of item: AnyObject?) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  // MARK: Margins

  /// The margins margin attributes and the margins guide use: the view's own, measured
  /// from its safe area when `insetsLayoutMarginsFromSafeArea`, and at least the
  /// superview's where `preservesSuperviewLayoutMargins` and the view runs into them.
  package func effectiveMargins(of view: UIView) -> UIEdgeInsets {
    var m = view.layoutMargins
    if view.insetsLayoutMarginsFromSafeArea {
      let s = safeAreaInsets(of: view)
      m = UIEdgeInsets(
        top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom,
        right: m.right + s.right)
    }
    if view.preservesSuperviewLayoutMargins, let s = view.superview {
      let sm = effectiveMargins(of: s)
      let f = view.frame
      let size = s.bounds.size
      m.left = max(m.left, sm.left - f.minX)
      m.top = max(m.top, sm.top - f.minY)
      m.right = max(m.right, sm.right - (size.width - f.maxX))
      m.bottom = max(m.bottom, sm.bottom - (size.height - f.maxY))
    }
    return m
  }

  // MARK: Attributes

  /// The linear expression of one attribute of an item, or nil where it has none.
  /// `mirrored`: a right-to-left layout's, where leading is the right edge and trailing the
  /// left (see `mirrors(_:)`).
  /// A constraint side's expression: the attribute's, less its origin's when the side is a
  /// distance between two anchors (`anchorWithOffset(to:)`).
  func expression(
    _ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, from origin: LayoutAnchorPoint?,
    other: AnyObject?, mirrored: Bool
  ) -> LinearExpression? {
    guard let e = expression(attribute, of: item, other: other, mirrored: mirrored) else {
      return nil
    }
    guard let origin else { return e }
    guard let start = origin.item,
      let o = expression(origin.attribute, of: start, other: other, mirrored: mirrored)
    else { return nil }
    return e.minus(o)
  }

  func expression(
    _ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, other: AnyObject?,
    mirrored: Bool = false
  ) -> LinearExpression? {
    // A scroll view's edges and margins are its content area's to its descendants; its width,
    // height and centres are its frame's (Auto Layout Guide, "Working with Scroll Views").
    let ofFrame =
      attribute == .width || attribute == .height || attribute == .centerX
      || attribute == .centerY
    guard let r = rect(of: item, relativeTo: ofFrame ? nil : other) else { return nil }
    let view = item as? UIView
    func margins() -> LinearRect { view.map { r.inset(by: effectiveMargins(of: $0)) } ?? r }
    switch attribute {
    case .leading where mirrored: return r.maxX
    case .trailing where mirrored: return r.minX
    case .leadingMargin where mirrored: return margins().maxX
    case .trailingMargin where mirrored: return margins().minX
    case .left, .leading: return r.minX
    case .right, .trailing: return r.maxX
    case .top: return r.minY
    case .bottom: return r.maxY
    case .width: return r.width
    case .height: return r.height
    case .centerX: return r.midX
    case .centerY: return r.midY
    case .leftMargin, .leadingMargin: return margins().minX
    case .rightMargin, .trailingMargin: return margins().maxX
    case .topMargin: return margins().minY
    case .bottomMargin: return margins().maxY
    case .centerXWithinMargins: return margins().midX
    case .centerYWithinMargins: return margins().midY
    case .firstBaseline, .lastBaseline:
      guard let view else { return attribute == .firstBaseline ? r.minY : r.maxY }
      return baseline(attribute == .firstBaseline, of: view, in: r)
    case .notAnAttribute: return nil
    }
  }

  /// A baseline: text views centre their text vertically, so the baseline sits at
  /// `midY − textHeight/2 + ascender` (first) or `midY + textHeight/2 + descender` (last);
  /// a vertical stack takes its first (last) shown arranged view's; views without text use
  /// their top and bottom.
  ///
  /// Differs from UIKit: the font's metrics are the installed stand-in font's.
  func baseline(_ first: Bool, of view: UIView, in r: LinearRect) -> LinearExpression {
    let font: UIFont?
    var textHeight: CGFloat?
    switch view {
    case let label as UILabel:
      font = label.font
      let size = intrinsicSize(label)
      textHeight = size.height >= 0 ? size.height : nil
    case let button as UIButton: font = button.titleLabel?.font
    case let field as UITextField: font = field.font
    case let text as UITextView: font = text.font
    case let stack as UIStackView where stack.axis == .vertical:
      // As UIKit's `viewForFirst/LastBaselineLayout`: the first (last) shown arranged view's.
      let shown = stack.arrangedSubviews.filter { !$0.isHidden }
      if let view = first ? shown.first : shown.last,
        let r = box(of: view)?.rect.inset(by: view.alignmentRectInsets)
      {
        return baseline(first, of: view, in: r)
      }
      font = nil
    default: font = nil
    }
    guard let font else { return first ? r.minY : r.maxY }
    let line = textHeight ?? font.lineHeight
    if view is UITextView {
      return r.minY.adding(8 + Double(font.ascender))
    }
    if first {
      return r.midY.adding(Double(-line / 2 + font.ascender))
    }
    return r.midY.adding(Double(line / 2 + font.descender))
  }

  /// Whether a constraint is laid out mirrored: it relates a leading or trailing edge and its
  /// first item lays out right to left. Its leading edges are then right edges, its trailing
  /// edges left ones, and its constant counts leftwards, as UIKit does for right-to-left
  /// languages: `view.leading = superview.leading + 20` puts the view 20 points from the
  /// right.
  func mirrors(_ constraint: NSLayoutConstraint) -> Bool {
    func directional(_ a: NSLayoutConstraint.Attribute) -> Bool {
      a == .leading || a == .trailing || a == .leadingMargin || a == .trailingMargin
    }
    guard
      directional(constraint.firstAttribute) || directional(constraint.secondAttribute),
      let view = Self.view(of: constraint.firstItem)
    else { return false }
    return view.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }
}
