internal import EaselGraphics
import Foundation

/// A scrolling grid of items laid out by a layout object, as `UICollectionView`.
///
/// Differs from UIKit: there is no data source at design time. The cells and supplementary
/// views a document stores (prototype cells, section header and footer) are subviews at
/// the frames Interface Builder stored, as its canvas shows them; `flowFrames(count:)` gives
/// the flow layout's frames for code that adds cells without frames.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The layout (a flow layout by default).
  open var collectionViewLayout: UICollectionViewLayout {
    didSet { collectionViewLayout.collectionView = self }
  }
  /// A view behind the content.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let v = backgroundView { insertSubview(v, at: 0) }
    }
  }
  /// Whether items can be selected (stored).
  open var allowsSelection = true
  /// Whether several items can be selected (stored).
  open var allowsMultipleSelection = false

  /// Creates a collection view with `frame` and `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Creates a collection view from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// The cells shown (the stored cells, in document order).
  open var visibleCells: [UICollectionViewCell] {
    subviews.compactMap { $0 as? UICollectionViewCell }
  }

  /// Where a flow layout puts `count` items of one section (headers and footers aside):
  /// rows of `itemSize` items separated by the spacings, inside `sectionInset`.
  open func flowFrames(count: Int) -> [CGRect] {
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout, count > 0 else {
      return []
    }
    let size = flow.itemSize
    guard size.width > 0, size.height > 0 else { return [] }
    let inset = flow.sectionInset
    let vertical = flow.scrollDirection == .vertical
    var frames: [CGRect] = []
    var x = inset.left + (vertical ? 0 : 0)
    var y = inset.top + (vertical ? flow.headerReferenceSize.height : 0)
    if !vertical { x += flow.headerReferenceSize.width }
    for _ in 0..<count {
      if vertical, x + size.width > bounds.width - inset.right, x > inset.left {
        x = inset.left
        y += size.height + flow.minimumLineSpacing
      } else if !vertical, y + size.height > bounds.height - inset.bottom, y > inset.top {
        y = inset.top
        x += size.width + flow.minimumLineSpacing
      }
      frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
      if vertical {
        x += size.width + flow.minimumInteritemSpacing
      } else {
        y += size.height + flow.minimumInteritemSpacing
      }
    }
    return frames
  }
}

/// The object that places a collection view's items, as `UICollectionViewLayout`.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// Called after the object is loaded from a document; every object has it on iOS (Objective-C's
  /// `NSObject(UINibLoadingAdditions)`), so subclasses override it.
  open func awakeFromNib() {}
  /// Called when Interface Builder (here, Easel) prepares the object for display.
  open func prepareForInterfaceBuilder() {}

  /// The collection view laid out.
  public internal(set) weak var collectionView: UICollectionView?
  /// Creates a layout.
  public override init() { super.init() }
}

/// The line-based grid layout, as `UICollectionViewFlowLayout`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The size of items.
  open var itemSize = CGSize(width: 50, height: 50)
  /// The estimated size of self-sizing items (zero: not self-sizing).
  open var estimatedItemSize = CGSize.zero
  /// The space between lines.
  open var minimumLineSpacing: CGFloat = 10
  /// The space between items on a line.
  open var minimumInteritemSpacing: CGFloat = 10
  /// The direction it scrolls.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// The size of section headers (zero: none).
  open var headerReferenceSize = CGSize.zero
  /// The size of section footers (zero: none).
  open var footerReferenceSize = CGSize.zero
  /// The margins around each section's items.
  open var sectionInset = UIEdgeInsets.zero
  /// Creates a flow layout.
  public override init() { super.init() }
}

extension UICollectionView {
  /// The direction a collection view scrolls, as `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Sendable, Hashable {
    case vertical, horizontal
  }

  /// The automatic size of self-sizing items.
  public static let flowLayoutAutomaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
}

/// A view shown by a collection view (a header, a footer or the base of cells), as
/// `UICollectionReusableView`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the collection view reuses it by.
  public package(set) var reuseIdentifier: String?

  /// Creates a reusable view with `frame`.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a reusable view from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// One item of a collection view, as `UICollectionViewCell`: a content view over an
/// optional background view.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view holding the item's content.
  public private(set) var contentView: UIView
  /// A view behind the content.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let v = backgroundView { insertSubview(v, at: 0) }
    }
  }
  /// A view behind the content while selected (stored).
  open var selectedBackgroundView: UIView?
  /// Whether the item is selected (stored).
  open var isSelected = false
  /// Whether the item is highlighted (stored).
  open var isHighlighted = false

  /// Creates a cell with `frame`.
  public override init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Creates a cell from a storyboard or xib (see `UIView.init?(coder:)`): its content view
  /// comes from the document (`adoptContentView(_:)`).
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    if contentView.superview == nil {
      contentView.frame = bounds
      insertSubview(contentView, at: 0)
    }
  }

  /// Uses `view` as the content view (the document's `key="contentView"` view).
  ///
  /// Differs from UIKit: Easel's; UIKit's content view is made by the cell.
  package func adoptContentView(_ view: UIView) {
    contentView.removeFromSuperview()
    contentView = view
    insertSubview(view, at: backgroundView == nil ? 0 : 1)
  }

  /// Outlines an empty prototype cell.
  ///
  /// Differs from UIKit: a cell with no background and no content draws a faint outline,
  /// so an empty prototype shows where it is, as Interface Builder's canvas does.
  open override func draw(_ rect: CGRect) {
    guard backgroundColor == nil, backgroundView == nil, contentView.backgroundColor == nil,
      contentView.subviews.isEmpty, let ctx = UIGraphicsGetCurrentContext()
    else { return }
    ctx.canvas.stroke(
      GraphicsPath(rect: bounds.insetBy(dx: 0.25, dy: 0.25)),
      color: UIColor.separator.resolvedRGBA(traitCollection), style: StrokeStyle(lineWidth: 0.5))
  }
}
