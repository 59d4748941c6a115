import Foundation
import Testing

@testable import EaselUIKit

/// A custom layout keeps attributes per item and reads them back, as SelectableTextView's
/// `TextViewLayout` does (`attributes.indexPath.item` for each element in a rect).
@MainActor
@Suite struct CollectionViewLayoutAttributesTests {
  final class RowLayout: UICollectionViewLayout {
    var cache: [UICollectionViewLayoutAttributes] = []
    override func prepare() {
      cache = (0..<3).map { item in
        let attributes = UICollectionViewLayoutAttributes(
          forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = CGRect(x: CGFloat(item) * 50, y: 0, width: 40, height: 20)
        return attributes
      }
    }
    override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      cache.filter { $0.frame.intersects(rect) }
    }
  }

  @Test func attributesKeepTheirIndexPathAndFrame() throws {
    let layout = RowLayout()
    layout.prepare()
    let found = try #require(
      layout.layoutAttributesForElements(in: CGRect(x: 45, y: 0, width: 60, height: 10)))
    #expect(found.map(\.indexPath.item) == [1, 2])
    #expect(found.map(\.representedElementCategory) == [.cell, .cell])
    let first = layout.cache[0]
    #expect(first.center == CGPoint(x: 20, y: 10) && first.alpha == 1 && !first.isHidden)
    first.size = CGSize(width: 20, height: 10)
    #expect(first.frame == CGRect(x: 10, y: 5, width: 20, height: 10))
    first.center = .zero
    #expect(first.frame.origin == CGPoint(x: -10, y: -5))
  }

  @Test func supplementaryAndDecorationAttributesKeepTheirKind() {
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 2))
    #expect(header.representedElementCategory == .supplementaryView)
    #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
    #expect(header.indexPath.section == 2)
    let line = UICollectionViewLayoutAttributes(
      forDecorationViewOfKind: "line", with: IndexPath(item: 1, section: 0))
    #expect(line.representedElementCategory == .decorationView)
    #expect(line.representedElementKind == "line")
  }
}
