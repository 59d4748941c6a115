import UIKit

/// Shows a collection view whose data source it is, and whose cell for an item traps: UIKit
/// calls it while the scene is laid out, and the crash is this view's, in that method.
@IBDesignable
class TrappingListView: UIView, UICollectionViewDataSource {
  override init(frame: CGRect) {
    super.init(frame: frame)
    let list = UICollectionView(frame: bounds, collectionViewLayout: UICollectionViewFlowLayout())
    list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    list.dataSource = self
    addSubview(list)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 1 }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cells: [UICollectionViewCell] = []
    return cells[indexPath.item]
  }
}
