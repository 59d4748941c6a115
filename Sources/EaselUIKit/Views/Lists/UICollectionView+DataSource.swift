import Foundation

// The collection view's data source and delegate API, so that code written for iOS
// compiles. Differs from UIKit: at design time the document's cells are drawn (see
// `UICollectionView`); data sources are stored and never asked, and `reloadData()` changes
// nothing (COVERAGE.md).

extension UICollectionView {
  /// Where an item scrolls to, as `UICollectionView.ScrollPosition`.
  public struct ScrollPosition: OptionSet, Sendable, Hashable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates a position from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top.
    public static let top = Self(rawValue: 1 << 0)
    /// Centred vertically.
    public static let centeredVertically = Self(rawValue: 1 << 1)
    /// Bottom.
    public static let bottom = Self(rawValue: 1 << 2)
    /// Left.
    public static let left = Self(rawValue: 1 << 3)
    /// Centred horizontally.
    public static let centeredHorizontally = Self(rawValue: 1 << 4)
    /// Right.
    public static let right = Self(rawValue: 1 << 5)
  }

  private static let dataSourceKey = ExtensionKey()
  private static let delegateKey = ExtensionKey()

  /// The data source (stored, weakly held; never asked at design time).
  public var dataSource: (any UICollectionViewDataSource)? {
    get {
      (extensionValue(self, UICollectionView.dataSourceKey) as WeakReference?)?.object
        as? any UICollectionViewDataSource
    }
    set { setExtensionValue(self, UICollectionView.dataSourceKey, WeakReference(newValue)) }
  }

  /// The delegate (stored, weakly held; never called at design time).
  public var delegate: (any UICollectionViewDelegate)? {
    get {
      (extensionValue(self, UICollectionView.delegateKey) as WeakReference?)?.object
        as? any UICollectionViewDelegate
    }
    set { setExtensionValue(self, UICollectionView.delegateKey, WeakReference(newValue)) }
  }

  /// Registers a cell class (recorded nowhere: cells come from the document).
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}

  /// Registers a nib's cell (recorded nowhere: cells come from the document).
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}

  /// A cell for `identifier`.
  ///
  /// Differs from UIKit: a plain cell with that identifier, not the registered class.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = UICollectionViewCell(frame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// Reloads items from the data source: inert at design time.
  public func reloadData() {}
  /// Reloads items (inert).
  public func reloadItems(at indexPaths: [IndexPath]) {}
  /// Inserts items (inert).
  public func insertItems(at indexPaths: [IndexPath]) {}
  /// Deletes items (inert).
  public func deleteItems(at indexPaths: [IndexPath]) {}
  /// Groups updates (runs `updates` at once; `completion(true)`).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    completion?(true)
  }
  /// Selects an item (inert).
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {}
  /// Deselects an item (inert).
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {}
  /// Scrolls to an item (inert).
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {}
  /// The selected items (none).
  public var indexPathsForSelectedItems: [IndexPath]? { nil }
  /// The index path of `cell` (unknown without a data source: nil).
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
  /// The cell at `indexPath` (unknown without a data source: nil).
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
}

/// A collection view's data source, as `UICollectionViewDataSource`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell for an item.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// The number of sections (default 1).
  func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// A collection view's delegate, as `UICollectionViewDelegate` (optional; never called).
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// An item was selected.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
}

/// A flow layout's delegate, as `UICollectionViewDelegateFlowLayout` (optional; never called).
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// An item's size.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The flow layout's item size (50×50 otherwise).
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize
      ?? CGSize(width: 50, height: 50)
  }
}
