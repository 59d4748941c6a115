import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// Records the user code open around each call: the phase and the class blamed.
@MainActor
final class BlameRecorder: DesignableObserver {
  var open: [String] = []

  func willRun(_ phase: UserCodePhase, className: String, objectID: String) {
    open.append("\(className) in \(phase.rawValue)")
  }
  func didRun(_ phase: UserCodePhase, className: String, objectID: String) { open.removeLast() }
}

/// Sizes the items of `ItemsView`'s collection view: a delegate object of the designable's,
/// not a designable itself.
@MainActor
final class ItemSizer: NSObject, UICollectionViewDelegateFlowLayout {
  var blamed: [String] = []

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    blamed.append(BlameRecorder.current?.open.last ?? "outside user code")
    return CGSize(width: 20, height: 20)
  }
}

/// Draws through a layer of its own whose delegate is an object the designable made.
@MainActor
final class LayerPainter: NSObject, CALayerDelegate {
  var blamed: [String] = []

  func draw(_ layer: CALayer, in ctx: CGContext) {
    blamed.append(BlameRecorder.current?.open.last ?? "outside user code")
  }
}

/// A designable holding a collection view whose data source it is, as
/// EHHorizontalSelectionView (draw 52) does, and a layer drawn by a delegate object.
@MainActor
final class ItemsView: UIView, UICollectionViewDataSource {
  let sizer = ItemSizer()
  let painter = LayerPainter()
  var blamed: [String] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 80, height: 80),
      collectionViewLayout: UICollectionViewFlowLayout())
    list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    list.dataSource = self
    list.delegate = sizer
    addSubview(list)
    let painted = CALayer()
    painted.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    painted.delegate = painter
    painted.setNeedsDisplay()
    layer.addSublayer(painted)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    blamed.append(BlameRecorder.current?.open.last ?? "outside user code")
    return 1
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    blamed.append(BlameRecorder.current?.open.last ?? "outside user code")
    return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

extension BlameRecorder {
  static weak var current: BlameRecorder?
}

/// User code UIKit calls while the scene is laid out and drawn — a collection view's data
/// source and delegate, a layer's delegate — is the code of the designable that supplied it,
/// in a phase named by the method called: a crash there was "outside user code"
/// (EHHorizontalSelectionView's `collectionView(_:cellForItemAt:)`, draw 52).
@MainActor
struct CalloutPhaseTests {
  static let storyboard = oneSceneStoryboard(
    width: 100, height: 100,
    """
    <subviews>
        <view contentMode="scaleToFill" id="items" customClass="ItemsView">
            <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
        </view>
    </subviews>
    """)

  @Test func dataSourceDelegateAndLayerDelegateCalloutsBlameTheDesignable() throws {
    var table = KeyValueTable.uiKit
    table.add([
      DesignableClass(
        name: "ItemsView", type: ItemsView.self, isDesignable: true,
        makeWithFrame: { ItemsView(frame: $0) }, make: { ItemsView(coder: $0) })
    ])
    let (renderer, scene) = try sceneRenderer(of: Self.storyboard, table: table)
    let recorder = BlameRecorder()
    BlameRecorder.current = recorder
    renderer.observer = recorder
    let rendered = try renderer.render(scene)
    let view = try #require(rendered.builder.designables["items"]?.view as? ItemsView)
    #expect(
      view.blamed.contains("ItemsView in collectionView(_:numberOfItemsInSection:)"),
      "\(view.blamed)")
    #expect(
      view.blamed.contains("ItemsView in collectionView(_:cellForItemAt:)"), "\(view.blamed)")
    #expect(!view.blamed.isEmpty && !view.blamed.contains("outside user code"), "\(view.blamed)")
    #expect(
      view.sizer.blamed.first == "ItemsView in collectionView(_:layout:sizeForItemAt:)",
      "\(view.sizer.blamed)")
    #expect(view.painter.blamed == ["ItemsView in draw(_:in:)"], "\(view.painter.blamed)")
    #expect(recorder.open.isEmpty)
  }
}
