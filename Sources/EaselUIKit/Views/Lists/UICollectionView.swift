internal import EaselGraphics
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A scrolling grid of items laid out by a layout object, as `UICollectionView`.
///
/// A collection view with a data source (code sets one: Interface Builder connects none at
/// design time) asks it for its cells at layout, as UIKit does (`layoutSubviews()`). One
/// without shows the cells and supplementary views its document stores (prototype cells,
/// section header and footer) as subviews at the frames Interface Builder stored, as its
/// canvas shows them; `flowFrames(count:)` gives the flow layout's frames for code that adds
/// cells without frames.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The layout (a flow layout by default).
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      collectionViewLayout.collectionView = self
      reloadData()
    }
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
  /// The supplementary kind of a flow layout's section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The supplementary kind of a flow layout's section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Creates a collection view with `frame` and `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Ends the app as UIKit's collection view does without a layout: `-initWithFrame:`, which
  /// Objective-C inherits from `UIView` and Swift's importer makes a convenience initializer
  /// (so that a subclass overriding both designated initializers inherits it, MRCalendar),
  /// raises "UICollectionView must be initialized with a non-nil layout parameter".
  /// Interface Builder's agent, which makes designables with `init(frame:)`, crashes so. A
  /// subclass's `-initWithFrame:` calling `[super initWithFrame:]` runs this body with its
  /// superclass's designated initializer (`FacadeInitializers`), and crashes likewise.
  ///
  /// Differs from UIKit: a subclass's `-initWithFrame:collectionViewLayout:` is not sent
  /// the nil layout first (Swift's override takes none).
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, collectionViewLayout: UICollectionView.__easelNilLayout())
  }

  /// The layout UIKit's `-initWithFrame:` gives its designated initializer, nil, which that
  /// rejects: ends the app with UIKit's exception.
  public static func __easelNilLayout() -> UICollectionViewLayout {
    terminateWithUncaughtException(
      .invalidArgumentException,
      reason: "UICollectionView must be initialized with a non-nil layout parameter")
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
    guard flow.itemSize.width > 0, flow.itemSize.height > 0 else { return [] }
    var origin = CGPoint.zero
    return flowFrames(
      count: count, origin: &origin, limit: .infinity, metrics: FlowSectionMetrics(flow)
    ) { _ in flow.itemSize }
  }

  /// Where a flow layout puts the `count` items of one section beginning at `origin` (in
  /// the scrolling direction), each of `size(item)`: lines of items separated by the
  /// section's spacings, inside its inset, after its header (`metrics`). Stops at the first
  /// line beginning at or past `limit` (in the scrolling direction). `origin` becomes where
  /// the next section begins (past the inset and footer).
  func flowFrames(
    count: Int, origin: inout CGPoint, limit: CGFloat, metrics: FlowSectionMetrics,
    size: (Int) -> CGSize
  ) -> [CGRect] {
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return [] }
    let inset = metrics.inset
    let vertical = flow.scrollDirection == .vertical
    var x = origin.x + inset.left
    var y = origin.y + inset.top
    if vertical {
      y += metrics.headerSize.height
    } else {
      x += metrics.headerSize.width
    }
    let lineStart = vertical ? x : y
    var lineExtent: CGFloat = 0
    var frames: [CGRect] = []
    for item in 0..<count {
      let size = size(item)
      if vertical, x + size.width > bounds.width - inset.right, x > lineStart {
        x = lineStart
        y += lineExtent + metrics.lineSpacing
        lineExtent = 0
      } else if !vertical, y + size.height > bounds.height - inset.bottom, y > lineStart {
        y = lineStart
        x += lineExtent + metrics.lineSpacing
        lineExtent = 0
      }
      if (vertical ? y : x) >= limit { break }
      frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
      if vertical {
        x += size.width + metrics.interitemSpacing
        lineExtent = max(lineExtent, size.height)
      } else {
        y += size.height + metrics.interitemSpacing
        lineExtent = max(lineExtent, size.width)
      }
    }
    if vertical {
      origin.y = y + lineExtent + inset.bottom + metrics.footerSize.height
    } else {
      origin.x = x + lineExtent + inset.right + metrics.footerSize.width
    }
    return frames
  }

  /// The cells the data source gave at the last layout.
  private var dataSourceCells: [UICollectionViewCell] = []
  /// The bounds size the data source's cells were placed for; nil when they must be asked
  /// again (`reloadData()`, a new data source or layout).
  private var placedSize: CGSize?
  /// The cell classes registered by reuse identifier.
  private var cellClasses: [String: AnyClass] = [:]
  /// The cell nibs registered by reuse identifier.
  private var cellNibs: [String: UINib] = [:]

  /// Asks the data source for the cells a flow layout shows in the visible bounds and places
  /// them, as UIKit's collection view does at layout: the number of sections and of items,
  /// each section's inset, spacings and header and footer sizes and each item's size (the
  /// delegate's `UICollectionViewDelegateFlowLayout` methods, asked by selector when it does
  /// not declare the protocol, else the layout's properties: `FlowLayoutDelegateAsker`), and
  /// `collectionView(_:cellForItemAt:)` for each item whose line begins inside the visible
  /// bounds. A collection view without a data source keeps the document's cells.
  ///
  /// Differs from UIKit: only flow layouts place items; other layouts show no items.
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard let dataSource, placedSize != bounds.size else { return }
    placedSize = bounds.size
    for cell in dataSourceCells { cell.removeFromSuperview() }
    dataSourceCells = []
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return }
    let asker = FlowLayoutDelegateAsker(self, flow: flow)
    let vertical = flow.scrollDirection == .vertical
    let visible = bounds
    let limit = vertical ? visible.maxY : visible.maxX
    var origin = CGPoint.zero
    let sections = callOut("numberOfSections(in:)", to: dataSource, from: self) {
      dataSource.numberOfSections(in: self)
    }
    for section in 0..<sections {
      let count = callOut("collectionView(_:numberOfItemsInSection:)", to: dataSource, from: self) {
        dataSource.collectionView(self, numberOfItemsInSection: section)
      }
      let frames = flowFrames(
        count: count, origin: &origin, limit: limit, metrics: asker.metrics(of: section)
      ) { item in asker.itemSize(at: IndexPath(item: item, section: section)) }
      for (item, frame) in frames.enumerated() where frame.intersects(visible) {
        let cell = callOut("collectionView(_:cellForItemAt:)", to: dataSource, from: self) {
          dataSource.collectionView(self, cellForItemAt: IndexPath(item: item, section: section))
        }
        cell.frame = frame
        cell.contentView.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(cell)
        dataSourceCells.append(cell)
      }
      if (vertical ? origin.y : origin.x) >= limit { break }
    }
  }

  /// The data source (weakly held), asked for cells at layout (`layoutSubviews()`).
  open var dataSource: (any UICollectionViewDataSource)? {
    get {
      (extensionValue(self, UICollectionView.dataSourceKey) as WeakReference?)?.object
        as? any UICollectionViewDataSource
    }
    set {
      setExtensionValue(self, UICollectionView.dataSourceKey, WeakReference(newValue))
      reloadData()
    }
  }

  /// The delegate (weakly held; a flow layout asks it for sizes and spacings at layout).
  open var delegate: (any UICollectionViewDelegate)? {
    get {
      (extensionValue(self, UICollectionView.delegateKey) as WeakReference?)?.object
        as? any UICollectionViewDelegate
    }
    set { setExtensionValue(self, UICollectionView.delegateKey, WeakReference(newValue)) }
  }

  /// Registers the class `dequeueReusableCell(withReuseIdentifier:for:)` makes for
  /// `identifier` (nil unregisters it), in place of a nib registered for it before.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass
    cellNibs[identifier] = nil
  }

  /// Registers the nib whose cell `dequeueReusableCell(withReuseIdentifier:for:)` makes for
  /// `identifier` (nil unregisters it), in place of a class registered for it before: UIKit
  /// requires the nib to hold exactly one top-level object, a `UICollectionViewCell`.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    cellNibs[identifier] = nib
    cellClasses[identifier] = nil
  }

  /// A cell for `identifier`: the top-level cell of the nib registered for it, or a new
  /// instance of the class registered for it, made with `init(frame:)`.
  ///
  /// Differs from UIKit: cells are not reused; a plain cell when nothing is registered (the
  /// document's prototype), the nib is not the project's or Easel cannot make the class.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let registered =
      cellNibs[identifier].flatMap { nib in
        nib.instantiate(withOwner: nil).first { $0 is UICollectionViewCell }
      } ?? cellClasses[identifier].flatMap { MetatypeFactory.make($0, frame: .zero) }
    let cell = registered as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// A supplementary view (a section's header or footer) of `elementKind` for `identifier`.
  ///
  /// Differs from UIKit: a plain reusable view with that identifier, not the registered class,
  /// as `dequeueReusableCell(withReuseIdentifier:for:)` gives a plain cell (the data source is
  /// never asked at design time).
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = UICollectionReusableView(frame: .zero)
    view.reuseIdentifier = identifier
    return view
  }

  /// Asks the data source for its items again at the next layout.
  open func reloadData() {
    placedSize = nil
    setNeedsLayout()
  }

  /// Reloads items (inert).
  open func reloadItems(at indexPaths: [IndexPath]) {}

  /// Inserts items (inert).
  open func insertItems(at indexPaths: [IndexPath]) {}

  /// Deletes items (inert).
  open func deleteItems(at indexPaths: [IndexPath]) {}

  /// Groups updates (runs `updates` at once; `completion(true)`).
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    completion?(true)
  }

  /// Selects an item (inert).
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {}

  /// Deselects an item (inert).
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {}

  /// Scrolls to an item (inert).
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {}

  /// The selected items (none).
  open var indexPathsForSelectedItems: [IndexPath]? { nil }

  /// The index path of `cell` (unknown without a data source: nil).
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }

  /// The cell at `indexPath` (unknown without a data source: nil).
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
    get { UnimplementedAPI.value(of: self, "UICollectionView.prefetchDataSource", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UICollectionView.prefetchDataSource") }
  }

  open var isPrefetchingEnabled: Bool {
    get {
      UnimplementedAPI.value(of: self, "UICollectionView.isPrefetchingEnabled", default: false)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UICollectionView.isPrefetchingEnabled") }
  }

  open var dragDelegate: (any UICollectionViewDragDelegate)? {
    get { UnimplementedAPI.value(of: self, "UICollectionView.dragDelegate", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UICollectionView.dragDelegate") }
  }

  open var dropDelegate: (any UICollectionViewDropDelegate)? {
    get { UnimplementedAPI.value(of: self, "UICollectionView.dropDelegate", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UICollectionView.dropDelegate") }
  }

  open var dragInteractionEnabled: Bool {
    get {
      UnimplementedAPI.value(of: self, "UICollectionView.dragInteractionEnabled", default: false)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UICollectionView.dragInteractionEnabled") }
  }

  open var contextMenuInteraction: UIContextMenuInteraction? { nil }

  open var reorderingCadence: UICollectionView.ReorderingCadence {
    get {
      UnimplementedAPI.value(of: self, "UICollectionView.reorderingCadence", default: .immediate)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UICollectionView.reorderingCadence") }
  }

  open var selfSizingInvalidation: UICollectionView.SelfSizingInvalidation {
    get {
      UnimplementedAPI.value(
        of: self, "UICollectionView.selfSizingInvalidation", default: .disabled)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UICollectionView.selfSizingInvalidation") }
  }

  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    UnimplementedAPI.use(
      "UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)", by: self);
  }

  open func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    UnimplementedAPI.use(
      "UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)", by: self);
  }

  open var hasUncommittedUpdates: Bool { false }

  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    UnimplementedAPI.use("UICollectionView.setCollectionViewLayout(_:animated:)", by: self);
  }

  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    UnimplementedAPI.use(
      "UICollectionView.setCollectionViewLayout(_:animated:completion:)", by: self);
  }

  open func startInteractiveTransition(
    to layout: UICollectionViewLayout,
    completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil
  ) -> UICollectionViewTransitionLayout {
    UnimplementedAPI.use("UICollectionView.startInteractiveTransition(to:completion:)", by: self);
    return UICollectionViewTransitionLayout()
  }

  open func finishInteractiveTransition() {
    UnimplementedAPI.use("UICollectionView.finishInteractiveTransition()", by: self);
  }

  open func cancelInteractiveTransition() {
    UnimplementedAPI.use("UICollectionView.cancelInteractiveTransition()", by: self);
  }

  open var numberOfSections: Int { 0 }

  open func numberOfItems(inSection section: Int) -> Int {
    UnimplementedAPI.use("UICollectionView.numberOfItems(inSection:)", by: self); return 0
  }

  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    UnimplementedAPI.use("UICollectionView.layoutAttributesForItem(at:)", by: self); return nil
  }

  open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    UnimplementedAPI.use(
      "UICollectionView.layoutAttributesForSupplementaryElement(ofKind:at:)", by: self);
    return nil
  }

  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    UnimplementedAPI.use("UICollectionView.indexPathForItem(at:)", by: self); return nil
  }

  open var indexPathsForVisibleItems: [IndexPath] { [] }

  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    UnimplementedAPI.use("UICollectionView.supplementaryView(forElementKind:at:)", by: self);
    return nil
  }

  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    UnimplementedAPI.use("UICollectionView.visibleSupplementaryViews(ofKind:)", by: self); return []
  }

  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    UnimplementedAPI.use(
      "UICollectionView.indexPathsForVisibleSupplementaryElements(ofKind:)", by: self);
    return []
  }

  open func insertSections(_ sections: IndexSet) {
    UnimplementedAPI.use("UICollectionView.insertSections(_:)", by: self);
  }

  open func deleteSections(_ sections: IndexSet) {
    UnimplementedAPI.use("UICollectionView.deleteSections(_:)", by: self);
  }

  open func moveSection(_ section: Int, toSection newSection: Int) {
    UnimplementedAPI.use("UICollectionView.moveSection(_:toSection:)", by: self);
  }

  open func reloadSections(_ sections: IndexSet) {
    UnimplementedAPI.use("UICollectionView.reloadSections(_:)", by: self);
  }

  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    UnimplementedAPI.use("UICollectionView.moveItem(at:to:)", by: self);
  }

  open func reconfigureItems(at indexPaths: [IndexPath]) {
    UnimplementedAPI.use("UICollectionView.reconfigureItems(at:)", by: self);
  }

  open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    UnimplementedAPI.use("UICollectionView.beginInteractiveMovementForItem(at:)", by: self);
    return false
  }

  open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    UnimplementedAPI.use("UICollectionView.updateInteractiveMovementTargetPosition(_:)", by: self);
  }

  open func endInteractiveMovement() {
    UnimplementedAPI.use("UICollectionView.endInteractiveMovement()", by: self);
  }

  open func cancelInteractiveMovement() {
    UnimplementedAPI.use("UICollectionView.cancelInteractiveMovement()", by: self);
  }

  open var remembersLastFocusedIndexPath: Bool {
    get {
      UnimplementedAPI.value(
        of: self, "UICollectionView.remembersLastFocusedIndexPath", default: false)
    }
    set {
      UnimplementedAPI.set(newValue, of: self, "UICollectionView.remembersLastFocusedIndexPath")
    }
  }

  open var selectionFollowsFocus: Bool {
    get {
      UnimplementedAPI.value(of: self, "UICollectionView.selectionFollowsFocus", default: false)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UICollectionView.selectionFollowsFocus") }
  }

  open var allowsFocus: Bool {
    get { UnimplementedAPI.value(of: self, "UICollectionView.allowsFocus", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UICollectionView.allowsFocus") }
  }

  open var allowsFocusDuringEditing: Bool {
    get {
      UnimplementedAPI.value(of: self, "UICollectionView.allowsFocusDuringEditing", default: false)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UICollectionView.allowsFocusDuringEditing") }
  }

  open var hasActiveDrag: Bool { false }

  open var hasActiveDrop: Bool { false }

  open var isEditing: Bool {
    get { UnimplementedAPI.value(of: self, "UICollectionView.isEditing", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UICollectionView.isEditing") }
  }

  open var allowsSelectionDuringEditing: Bool {
    get {
      UnimplementedAPI.value(
        of: self, "UICollectionView.allowsSelectionDuringEditing", default: false)
    }
    set {
      UnimplementedAPI.set(newValue, of: self, "UICollectionView.allowsSelectionDuringEditing")
    }
  }

  open var allowsMultipleSelectionDuringEditing: Bool {
    get {
      UnimplementedAPI.value(
        of: self, "UICollectionView.allowsMultipleSelectionDuringEditing", default: false)
    }
    set {
      UnimplementedAPI.set(
        newValue, of: self, "UICollectionView.allowsMultipleSelectionDuringEditing")
    }
  }

  open func presentationSectionIndex(forDataSourceSectionIndex dataSourceSectionIndex: Int) -> Int {
    UnimplementedAPI.use(
      "UICollectionView.presentationSectionIndex(forDataSourceSectionIndex:)", by: self);
    return 0
  }

  open func dataSourceSectionIndex(forPresentationSectionIndex presentationSectionIndex: Int) -> Int
  {
    UnimplementedAPI.use(
      "UICollectionView.dataSourceSectionIndex(forPresentationSectionIndex:)", by: self);
    return 0
  }

  open func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath?)
    -> IndexPath?
  {
    UnimplementedAPI.use(
      "UICollectionView.presentationIndexPath(forDataSourceIndexPath:)", by: self);
    return nil
  }

  open func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath?)
    -> IndexPath?
  {
    UnimplementedAPI.use(
      "UICollectionView.dataSourceIndexPath(forPresentationIndexPath:)", by: self);
    return nil
  }

  open func performUsingPresentationValues(_ actionsToTranslate: () -> Void) {
    UnimplementedAPI.use("UICollectionView.performUsingPresentationValues(_:)", by: self);
  }

  open var isSpringLoaded: Bool {
    get { UnimplementedAPI.value(of: self, "UICollectionView.isSpringLoaded", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UICollectionView.isSpringLoaded") }
  }
  // facade-inventory:end
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
  open internal(set) weak var collectionView: UICollectionView?
  /// Creates a layout.
  public override init() { super.init() }
  /// Creates a layout from an archive, as a subclass's `init(coder:)` calls it.
  ///
  /// Differs from UIKit: the archive is not read (Easel builds what a document holds itself).
  public required init?(coder: NSCoder) {
    super.init()
    UnimplementedAPI.use("UICollectionViewLayout.init(coder:)", by: self)
  }

  /// The class of the layout attributes this layout makes (`UICollectionViewLayoutAttributes`);
  /// a layout whose attributes carry more returns its subclass, and UIKit makes the
  /// attributes of that class.
  ///
  /// Differs from UIKit: the façade's collection view draws the document's cells and does not
  /// ask its layout for attributes, so only the project's own code makes them.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The class of the invalidation contexts this layout makes
  /// (`UICollectionViewLayoutInvalidationContext`).
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open func invalidateLayout() {
    UnimplementedAPI.use("UICollectionViewLayout.invalidateLayout()", by: self);
  }

  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    UnimplementedAPI.use("UICollectionViewLayout.invalidateLayout(with:)", by: self);
  }

  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    UnimplementedAPI.use("UICollectionViewLayout.register(_:forDecorationViewOfKind:)", by: self);
  }

  open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
    UnimplementedAPI.use("UICollectionViewLayout.register(_:forDecorationViewOfKind:)", by: self);
  }

  open func prepare() {
    UnimplementedAPI.use("UICollectionViewLayout.prepare()", by: self);
  }

  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    UnimplementedAPI.use("UICollectionViewLayout.layoutAttributesForElements(in:)", by: self);
    return nil
  }

  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    UnimplementedAPI.use("UICollectionViewLayout.layoutAttributesForItem(at:)", by: self);
    return nil
  }

  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    UnimplementedAPI.use(
      "UICollectionViewLayout.layoutAttributesForSupplementaryView(ofKind:at:)", by: self);
    return nil
  }

  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    UnimplementedAPI.use(
      "UICollectionViewLayout.layoutAttributesForDecorationView(ofKind:at:)", by: self);
    return nil
  }

  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    UnimplementedAPI.use(
      "UICollectionViewLayout.shouldInvalidateLayout(forBoundsChange:)", by: self);
    return false
  }

  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    UnimplementedAPI.use("UICollectionViewLayout.invalidationContext(forBoundsChange:)", by: self);
    return UICollectionViewLayoutInvalidationContext()
  }

  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    UnimplementedAPI.use(
      "UICollectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)",
      by: self);
    return false
  }

  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    UnimplementedAPI.use(
      "UICollectionViewLayout.invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)",
      by: self);
    return UICollectionViewLayoutInvalidationContext()
  }

  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    UnimplementedAPI.use(
      "UICollectionViewLayout.targetContentOffset(forProposedContentOffset:withScrollingVelocity:)",
      by: self);
    return .zero
  }

  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
  {
    UnimplementedAPI.use(
      "UICollectionViewLayout.targetContentOffset(forProposedContentOffset:)", by: self);
    return .zero
  }

  open var collectionViewContentSize: CGSize { .zero }

  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    UnimplementedAPI.use("UICollectionViewLayout.prepare(forCollectionViewUpdates:)", by: self);
  }

  open func finalizeCollectionViewUpdates() {
    UnimplementedAPI.use("UICollectionViewLayout.finalizeCollectionViewUpdates()", by: self);
  }

  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
    UnimplementedAPI.use("UICollectionViewLayout.prepare(forAnimatedBoundsChange:)", by: self);
  }

  open func finalizeAnimatedBoundsChange() {
    UnimplementedAPI.use("UICollectionViewLayout.finalizeAnimatedBoundsChange()", by: self);
  }

  open func prepareForTransition(to newLayout: UICollectionViewLayout) {
    UnimplementedAPI.use("UICollectionViewLayout.prepareForTransition(to:)", by: self);
  }

  open func prepareForTransition(from oldLayout: UICollectionViewLayout) {
    UnimplementedAPI.use("UICollectionViewLayout.prepareForTransition(from:)", by: self);
  }

  open func finalizeLayoutTransition() {
    UnimplementedAPI.use("UICollectionViewLayout.finalizeLayoutTransition()", by: self);
  }

  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    UnimplementedAPI.use(
      "UICollectionViewLayout.initialLayoutAttributesForAppearingItem(at:)", by: self);
    return nil
  }

  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    UnimplementedAPI.use(
      "UICollectionViewLayout.finalLayoutAttributesForDisappearingItem(at:)", by: self);
    return nil
  }

  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    UnimplementedAPI.use(
      "UICollectionViewLayout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)",
      by: self);
    return nil
  }

  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    UnimplementedAPI.use(
      "UICollectionViewLayout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)",
      by: self);
    return nil
  }

  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    UnimplementedAPI.use(
      "UICollectionViewLayout.initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)",
      by: self);
    return nil
  }

  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    UnimplementedAPI.use(
      "UICollectionViewLayout.finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)",
      by: self);
    return nil
  }

  open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    UnimplementedAPI.use(
      "UICollectionViewLayout.indexPathsToDeleteForSupplementaryView(ofKind:)", by: self);
    return []
  }

  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    UnimplementedAPI.use(
      "UICollectionViewLayout.indexPathsToDeleteForDecorationView(ofKind:)", by: self);
    return []
  }

  open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    UnimplementedAPI.use(
      "UICollectionViewLayout.indexPathsToInsertForSupplementaryView(ofKind:)", by: self);
    return []
  }

  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    UnimplementedAPI.use(
      "UICollectionViewLayout.indexPathsToInsertForDecorationView(ofKind:)", by: self);
    return []
  }

  open func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> UICollectionViewLayoutAttributes {
    UnimplementedAPI.use(
      "UICollectionViewLayout.layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)",
      by: self);
    return UICollectionViewLayoutAttributes()
  }

  open func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath],
    withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath],
    previousPosition: CGPoint
  ) -> UICollectionViewLayoutInvalidationContext {
    UnimplementedAPI.use(
      "UICollectionViewLayout.invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)",
      by: self);
    return UICollectionViewLayoutInvalidationContext()
  }

  open func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
    movementCancelled: Bool
  ) -> UICollectionViewLayoutInvalidationContext {
    UnimplementedAPI.use(
      "UICollectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)",
      by: self);
    return UICollectionViewLayoutInvalidationContext()
  }
  // facade-inventory:end
}

/// The line-based grid layout, as `UICollectionViewFlowLayout`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The size of items.
  open var itemSize = CGSize(width: 50, height: 50)
  /// The estimated size of self-sizing items (zero: not self-sizing).
  open var estimatedItemSize = CGSize.zero
  /// The placeholder `estimatedItemSize` that asks each cell for its size, as
  /// `UICollectionViewFlowLayout.automaticSize` (UIKit documents it as non-zero only).
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
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
  /// Creates a flow layout from an archive (see `UICollectionViewLayout.init?(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var sectionInsetReference: UICollectionViewFlowLayout.SectionInsetReference {
    get {
      UnimplementedAPI.value(
        of: self, "UICollectionViewFlowLayout.sectionInsetReference", default: .fromContentInset)
    }
    set {
      UnimplementedAPI.set(newValue, of: self, "UICollectionViewFlowLayout.sectionInsetReference")
    }
  }

  open var sectionHeadersPinToVisibleBounds: Bool {
    get {
      UnimplementedAPI.value(
        of: self, "UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds", default: false)
    }
    set {
      UnimplementedAPI.set(
        newValue, of: self, "UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds")
    }
  }

  open var sectionFootersPinToVisibleBounds: Bool {
    get {
      UnimplementedAPI.value(
        of: self, "UICollectionViewFlowLayout.sectionFootersPinToVisibleBounds", default: false)
    }
    set {
      UnimplementedAPI.set(
        newValue, of: self, "UICollectionViewFlowLayout.sectionFootersPinToVisibleBounds")
    }
  }
  // facade-inventory:end
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
  open package(set) var reuseIdentifier: String?

  /// Creates a reusable view with `frame`.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a reusable view from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open func prepareForReuse() {
    UnimplementedAPI.use("UICollectionReusableView.prepareForReuse()", by: self);
  }

  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    UnimplementedAPI.use("UICollectionReusableView.apply(_:)", by: self);
  }

  open func willTransition(
    from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout
  ) {
    UnimplementedAPI.use("UICollectionReusableView.willTransition(from:to:)", by: self);
  }

  open func didTransition(
    from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout
  ) {
    UnimplementedAPI.use("UICollectionReusableView.didTransition(from:to:)", by: self);
  }

  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    UnimplementedAPI.use("UICollectionReusableView.preferredLayoutAttributesFitting(_:)", by: self);
    return UICollectionViewLayoutAttributes()
  }
  // facade-inventory:end
}

/// One item of a collection view, as `UICollectionViewCell`: a content view over an
/// optional background view.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view holding the item's content.
  open private(set) var contentView: UIView
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
  override func drawSystemContent(in rect: CGRect) {
    guard backgroundColor == nil, backgroundView == nil, contentView.backgroundColor == nil,
      contentView.subviews.isEmpty, let ctx = UIGraphicsGetCurrentContext()
    else { return }
    ctx.canvas.stroke(
      GraphicsPath(rect: bounds.insetBy(dx: 0.25, dy: 0.25)),
      color: UIColor.separator.resolvedRGBA(traitCollection), style: StrokeStyle(lineWidth: 0.5))
  }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open func setNeedsUpdateConfiguration() {
    UnimplementedAPI.use("UICollectionViewCell.setNeedsUpdateConfiguration()", by: self);
  }

  open var automaticallyUpdatesContentConfiguration: Bool {
    get {
      UnimplementedAPI.value(
        of: self, "UICollectionViewCell.automaticallyUpdatesContentConfiguration", default: false)
    }
    set {
      UnimplementedAPI.set(
        newValue, of: self, "UICollectionViewCell.automaticallyUpdatesContentConfiguration")
    }
  }

  open func dragStateDidChange(_ dragState: UICollectionViewCell.DragState) {
    UnimplementedAPI.use("UICollectionViewCell.dragStateDidChange(_:)", by: self);
  }

  open var automaticallyUpdatesBackgroundConfiguration: Bool {
    get {
      UnimplementedAPI.value(
        of: self, "UICollectionViewCell.automaticallyUpdatesBackgroundConfiguration", default: false
      )
    }
    set {
      UnimplementedAPI.set(
        newValue, of: self, "UICollectionViewCell.automaticallyUpdatesBackgroundConfiguration")
    }
  }
  // facade-inventory:end
}
