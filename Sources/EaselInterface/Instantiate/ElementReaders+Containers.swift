import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

/// Containers and lists: stack, scroll, table and collection views, bars.
///
/// Views a document keeps outside `<subviews>` (cells, content views, table header views,
/// collection headers, bar items' custom views) are made here through
/// `ObjectBuilder.makeView(_:)`, so they get their own readers, runtime attributes and
/// `awakeFromNib()` like any other view.
extension ElementReaders {
  static let containers: [ElementReader] = [
    .of("stackView", UIStackView.self, ObjectBuilder.applyStackViewAttributes),
    .of("scrollView", UIScrollView.self, ObjectBuilder.applyScrollViewAttributes),
    .of("containerView", EmbeddedControllerPlaceholderView.self) { builder, element, view in
      view.caption = builder.embeddedControllerName(of: element)
    },
    .of("tableView", UITableView.self, ObjectBuilder.applyTableViewAttributes),
    .of("tableViewCell", UITableViewCell.self, ObjectBuilder.applyTableViewCellAttributes),
    .of("tableViewCellContentView", UIView.self),
    .of("collectionView", UICollectionView.self, ObjectBuilder.applyCollectionViewAttributes),
    .of(
      "collectionViewCell", UICollectionViewCell.self,
      ObjectBuilder.applyCollectionViewCellAttributes),
    .of("collectionViewCellContentView", UIView.self),
    .of("collectionReusableView", UICollectionReusableView.self) { _, element, view in
      view.reuseIdentifier = element["reuseIdentifier"]
    },
    .of("navigationBar", UINavigationBar.self, ObjectBuilder.applyNavigationBarAttributes),
    .of("tabBar", UITabBar.self, ObjectBuilder.applyTabBarAttributes),
    .of("toolbar", UIToolbar.self, ObjectBuilder.applyToolbarAttributes),
    .of("searchBar", UISearchBar.self, ObjectBuilder.applySearchBarAttributes),
  ]
}

// MARK: Values

extension IBElement {
  /// A numeric attribute as points.
  func points(_ name: String) -> CGFloat? {
    self[name].flatMap(Double.init).map { CGFloat($0) }
  }

  /// A `<size key=…>` child.
  func sizeValue(key: String) -> CGSize? {
    guard let s = child("size", key: key), let w = s.points("width"), let h = s.points("height")
    else { return nil }
    return CGSize(width: w, height: h)
  }

  /// An `<inset key=… minX minY maxX maxY>` child as edge insets.
  func insetValue(key: String) -> UIEdgeInsets? {
    guard let i = child("inset", key: key) else { return nil }
    return UIEdgeInsets(
      top: i.points("minY") ?? 0, left: i.points("minX") ?? 0, bottom: i.points("maxY") ?? 0,
      right: i.points("maxX") ?? 0)
  }
}

// MARK: Stack and scroll views

extension ObjectBuilder {
  func applyStackViewAttributes(of element: IBElement, to stack: UIStackView) {
    if element["axis"] == "vertical" { stack.axis = .vertical }
    setEnumeration(stack, \.distribution, from: "distribution", of: element)
    setEnumeration(stack, \.alignment, from: "alignment", of: element)
    if let spacing = element.points("spacing") { stack.spacing = spacing }
    if element["spacingType"] == "standard" { stack.spacing = 8 }
    if element["baselineRelativeArrangement"] == "YES" {
      stack.isBaselineRelativeArrangement = true
    }
    if element["layoutMarginsRelativeArrangement"] == "YES" {
      stack.isLayoutMarginsRelativeArrangement = true
    }
  }

  func applyScrollViewAttributes(of element: IBElement, to scroll: UIScrollView) {
    if element["showsHorizontalScrollIndicator"] == "NO" {
      scroll.showsHorizontalScrollIndicator = false
    }
    if element["showsVerticalScrollIndicator"] == "NO" {
      scroll.showsVerticalScrollIndicator = false
    }
    if element["bounces"] == "NO" { scroll.bounces = false }
    if element["bouncesZoom"] == "NO" { scroll.bouncesZoom = false }
    if element["alwaysBounceVertical"] == "YES" { scroll.alwaysBounceVertical = true }
    if element["alwaysBounceHorizontal"] == "YES" { scroll.alwaysBounceHorizontal = true }
    if element["pagingEnabled"] == "YES" { scroll.isPagingEnabled = true }
    if element["scrollEnabled"] == "NO" { scroll.isScrollEnabled = false }
    if element["directionalLockEnabled"] == "YES" { scroll.isDirectionalLockEnabled = true }
    if let z = element.points("minimumZoomScale") { scroll.minimumZoomScale = z }
    if let z = element.points("maximumZoomScale") { scroll.maximumZoomScale = z }
    setEnumeration(scroll, \.keyboardDismissMode, from: "keyboardDismissMode", of: element)
    setEnumeration(
      scroll, \.contentInsetAdjustmentBehavior, from: "contentInsetAdjustmentBehavior",
      of: element)
    if let inset = element.insetValue(key: "contentInset") { scroll.contentInset = inset }
    setEnumeration(scroll, \.indicatorStyle, from: "indicatorStyle", of: element)
  }

  /// The view made earlier in this build for the element with `id`.
  func madeView(withID id: String?) -> UIView? {
    guard let id else { return nil }
    return made.last { $0.element.id == id }?.view
  }

  /// The name of the controller a container view embeds (its `embed` segue's destination).
  func embeddedControllerName(of element: IBElement) -> String? {
    let segue = element.child("connections")?.children("segue").first { $0["kind"] == "embed" }
    guard let target = segue?["destination"], let vc = document.element(withID: target) else {
      return nil
    }
    return vc["title"] ?? vc.userLabel ?? vc.customClass ?? Self.controllerClassName(vc.name)
  }

  /// UIKit's class for a view controller element name (`tableViewController` →
  /// `UITableViewController`).
  static func controllerClassName(_ name: String) -> String {
    guard let first = name.first else { return name }
    return "UI" + first.uppercased() + name.dropFirst()
  }
}
