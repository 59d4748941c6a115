import Foundation

// The collection view's data source and delegate API. A collection view with a data source
// asks it for its cells at layout and places them with its flow layout (see
// `UICollectionView.layoutSubviews()`); one without shows the document's cells.

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

  static let dataSourceKey = ExtensionKey()
  static let delegateKey = ExtensionKey()

}

/// A collection view's data source, as `UICollectionViewDataSource`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
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

/// A flow layout's delegate, as `UICollectionViewDelegateFlowLayout` (asked for item sizes).
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
