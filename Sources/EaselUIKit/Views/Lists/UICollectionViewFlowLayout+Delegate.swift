import Foundation

// How a flow layout asks the collection view's delegate for its sizes and spacings, as
// UIKit's does: each of `UICollectionViewDelegateFlowLayout`'s methods the delegate answers
// replaces the layout's own property (`itemSize`, `sectionInset`, the spacings, the header
// and footer reference sizes). UIKit asks with `respondsToSelector:`, so the delegate need
// not declare the protocol: an Objective-C class implementing
// `collectionView:layout:insetForSectionAtIndex:` but declaring only
// `UICollectionViewDelegate` is asked too. Here a delegate declaring the protocol is called
// through it (its defaults are the layout's properties); any other is asked by selector
// through the Objective-C runtime (`ObjCRuntime.optionalAnswer(_:from:_:)`).

/// A flow layout section's metrics: what the layout's delegate, else the layout, gives it.
struct FlowSectionMetrics: Equatable {
  /// The margins around the section's items.
  var inset: UIEdgeInsets
  /// The spacing between lines of items.
  var lineSpacing: CGFloat
  /// The spacing between items of a line.
  var interitemSpacing: CGFloat
  /// The header's size (its height when scrolling vertically, its width horizontally).
  var headerSize: CGSize
  /// The footer's size.
  var footerSize: CGSize

  /// The layout's own values, for every section.
  init(_ flow: UICollectionViewFlowLayout) {
    inset = flow.sectionInset
    lineSpacing = flow.minimumLineSpacing
    interitemSpacing = flow.minimumInteritemSpacing
    headerSize = flow.headerReferenceSize
    footerSize = flow.footerReferenceSize
  }
}

extension UICollectionViewFlowLayout {
  /// The selectors of `UICollectionViewDelegateFlowLayout` a flow layout asks its
  /// collection view's delegate for, by what each asks.
  public enum DelegateSelector {
    /// An item's size.
    public static let itemSize = "collectionView:layout:sizeForItemAtIndexPath:"
    /// A section's inset.
    public static let inset = "collectionView:layout:insetForSectionAtIndex:"
    /// A section's line spacing.
    public static let lineSpacing = "collectionView:layout:minimumLineSpacingForSectionAtIndex:"
    /// A section's spacing between items of a line.
    public static let interitemSpacing =
      "collectionView:layout:minimumInteritemSpacingForSectionAtIndex:"
    /// A section header's size.
    public static let headerSize = "collectionView:layout:referenceSizeForHeaderInSection:"
    /// A section footer's size.
    public static let footerSize = "collectionView:layout:referenceSizeForFooterInSection:"
  }

  /// The selectors of `UICollectionViewDelegateFlowLayout` a flow layout asks its
  /// collection view's delegate for, as UIKit's does, by `respondsToSelector:`.
  public static let delegateSelectors: [String] = [
    DelegateSelector.itemSize, DelegateSelector.inset, DelegateSelector.lineSpacing,
    DelegateSelector.interitemSpacing, DelegateSelector.headerSize, DelegateSelector.footerSize,
  ]
}

/// The delegate a flow layout asks, with what it asks.
@MainActor
struct FlowLayoutDelegateAsker {
  private typealias Asked = UICollectionViewFlowLayout.DelegateSelector
  let collectionView: UICollectionView
  let flow: UICollectionViewFlowLayout
  /// The delegate, when it declares `UICollectionViewDelegateFlowLayout`.
  private let declared: (any UICollectionViewDelegateFlowLayout)?
  /// The delegate, when it does not: asked by selector.
  private let undeclared: AnyObject?

  init(_ collectionView: UICollectionView, flow: UICollectionViewFlowLayout) {
    self.collectionView = collectionView
    self.flow = flow
    let delegate = collectionView.delegate
    declared = delegate as? any UICollectionViewDelegateFlowLayout
    undeclared = declared == nil ? delegate : nil
  }

  /// The size of the item at `path`: the delegate's, else the layout's `itemSize`.
  func itemSize(at path: IndexPath) -> CGSize {
    ask(
      "collectionView(_:layout:sizeForItemAt:)", Asked.itemSize, path,
      otherwise: flow.itemSize
    ) { $0.collectionView(collectionView, layout: flow, sizeForItemAt: path) }
  }

  /// The metrics of `section`: each the delegate answers for, else the layout's.
  func metrics(of section: Int) -> FlowSectionMetrics {
    var m = FlowSectionMetrics(flow)
    m.inset = ask(
      "collectionView(_:layout:insetForSectionAt:)", Asked.inset, section, otherwise: m.inset
    ) { $0.collectionView(collectionView, layout: flow, insetForSectionAt: section) }
    m.lineSpacing = ask(
      "collectionView(_:layout:minimumLineSpacingForSectionAt:)", Asked.lineSpacing, section,
      otherwise: m.lineSpacing
    ) { $0.collectionView(collectionView, layout: flow, minimumLineSpacingForSectionAt: section) }
    m.interitemSpacing = ask(
      "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)", Asked.interitemSpacing,
      section,
      otherwise: m.interitemSpacing
    ) {
      $0.collectionView(collectionView, layout: flow, minimumInteritemSpacingForSectionAt: section)
    }
    m.headerSize = ask(
      "collectionView(_:layout:referenceSizeForHeaderInSection:)", Asked.headerSize, section,
      otherwise: m.headerSize
    ) { $0.collectionView(collectionView, layout: flow, referenceSizeForHeaderInSection: section) }
    m.footerSize = ask(
      "collectionView(_:layout:referenceSizeForFooterInSection:)", Asked.footerSize, section,
      otherwise: m.footerSize
    ) { $0.collectionView(collectionView, layout: flow, referenceSizeForFooterInSection: section) }
    return m
  }

  /// The declared delegate's answer through `typed`; else the undeclared delegate's answer to
  /// `selector` (with the collection view, the layout and `argument`) when it responds to it;
  /// else, or when that answer is not a `T` (reported: `ObjCAnswerTypeMismatch`), `otherwise`.
  private func ask<T>(
    _ method: String, _ selector: String, _ argument: Any, otherwise: T,
    typed: (any UICollectionViewDelegateFlowLayout) -> T
  ) -> T {
    if let declared {
      return callOut(method, to: declared, from: collectionView) { typed(declared) }
    }
    guard let undeclared, ObjCRuntime.shared.responds(undeclared, to: selector) else {
      return otherwise
    }
    return callOut(method, to: undeclared, from: collectionView) {
      ObjCRuntime.shared.optionalAnswer(
        selector, from: undeclared, [collectionView, flow, argument], as: T.self)
    } ?? otherwise
  }
}
