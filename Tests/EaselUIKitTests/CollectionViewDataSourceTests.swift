import EaselUIKit
import Foundation
import Testing

/// A cell class registered by code, which the collection view makes for its identifier.
private final class ImageCell: UICollectionViewCell {
  var item = -1
}

/// A view owning a collection view whose data source and flow layout delegate it is, as
/// ApisChen/ApisRotateView's designable (the spent fiftieth draw's) does: it registers a cell
/// class and sizes each item to its own bounds.
private final class Carousel: UIView, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  var asked: [IndexPath] = []
  let collection: UICollectionView

  override init(frame: CGRect) {
    let flow = UICollectionViewFlowLayout()
    flow.scrollDirection = .horizontal
    collection = UICollectionView(frame: .zero, collectionViewLayout: flow)
    super.init(frame: frame)
    collection.dataSource = self
    collection.delegate = self
    collection.register(ImageCell.self, forCellWithReuseIdentifier: "cell")
    addSubview(collection)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    collection.frame = bounds
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    asked.append(indexPath)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    (cell as? ImageCell)?.item = indexPath.item
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { bounds.size }
}

/// A collection view with a data source asks it at layout, as UIKit's does: the number of
/// items, each item's size from the flow layout delegate, and the cells of the items inside
/// its bounds, made of the registered class and placed where the flow layout puts them. It
/// stored the data source and never asked it, so a designable's carousel drew nothing.
@MainActor
@Suite(.serialized)
struct CollectionViewDataSourceTests {
  init() {
    var table = KeyValueTable()
    table.add([
      DesignableClass(
        name: "ImageCell", type: ImageCell.self, makeWithFrame: { ImageCell(frame: $0) },
        make: { _ in nil })
    ])
    ObjCRuntime.shared.install(table)
  }

  @Test func visibleItemsAreAskedAndPlacedAtLayout() {
    let view = Carousel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.layoutIfNeeded()
    #expect(view.asked == [IndexPath(item: 0, section: 0)])
    let cells = view.collection.subviews.compactMap { $0 as? ImageCell }
    #expect(cells.map(\.item) == [0])
    #expect(cells.first?.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(cells.first?.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    // Laid out again at the same size, it keeps its cells; reloaded, it asks again.
    view.collection.layoutIfNeeded()
    #expect(view.asked.count == 1)
    view.collection.reloadData()
    view.layoutIfNeeded()
    #expect(view.asked.count == 2)
    #expect(view.collection.subviews.compactMap { $0 as? ImageCell }.count == 1)
  }
}

/// A nib registered for a reuse identifier gives the cell it holds, as UIKit's
/// `register(_:forCellWithReuseIdentifier:)` of a `UINib` does: the registration was recorded
/// nowhere and a plain cell came back, which a designable cast to its own cell class and
/// unwrapped (EHHorizontalSelectionView, a spent draw's, trapped in
/// `collectionView(_:cellForItemAt:)`). The latest registration for an identifier wins.
@MainActor
@Suite struct CollectionViewNibRegistrationTests {
  @Test func aRegisteredNibGivesItsCell() {
    let environment = ResourceEnvironment()
    environment.nibNamed = { name, _ in name == "ImageCell" ? [ImageCell(frame: .zero)] : nil }
    withResourceEnvironment(environment) {
      let collection = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      let first = IndexPath(item: 0, section: 0)
      collection.register(
        UINib(nibName: "ImageCell", bundle: nil), forCellWithReuseIdentifier: "cell")
      let cell = collection.dequeueReusableCell(withReuseIdentifier: "cell", for: first)
      #expect(cell is ImageCell)
      #expect(cell.reuseIdentifier == "cell")
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      let plain = collection.dequeueReusableCell(withReuseIdentifier: "cell", for: first)
      #expect(!(plain is ImageCell))
    }
  }
}
