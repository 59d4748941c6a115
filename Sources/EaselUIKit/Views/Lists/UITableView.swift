internal import EaselGraphics
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A scrolling list of rows in sections, as `UITableView`.
///
/// Differs from UIKit: there is no data source at design time. The cells a document
/// stores (prototype cells, or a static table's cells) are subviews at the frames
/// Interface Builder stored, as its canvas shows them; the table draws its background
/// (by style), the static sections' header and footer titles (`interfaceBuilderSections`)
/// and, for prototype tables, the "Prototype Cells" caption above the first cell. Cells draw
/// their own separators and accessories, following the table's separator settings.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The table's look, as `UITableView.Style`.
  public enum Style: Int, Sendable, Hashable {
    case plain, grouped, insetGrouped
  }

  /// A static section as Interface Builder stores it: titles and the cells' extent.
  ///
  /// Differs from UIKit: Easel's, standing in for the data source's titles.
  public struct Section: Sendable, Hashable {
    /// The header title (drawn above the first cell).
    public var headerTitle: String?
    /// The footer title (drawn below the last cell).
    public var footerTitle: String?
    /// The union of the section's cell frames, if it has cells.
    public var cellsFrame: CGRect?

    /// Creates a section.
    public init(headerTitle: String?, footerTitle: String?, cellsFrame: CGRect?) {
      self.headerTitle = headerTitle
      self.footerTitle = footerTitle
      self.cellsFrame = cellsFrame
    }
  }

  /// The style (set when made).
  open package(set) var style: Style = .plain { didSet { setNeedsDisplay() } }
  /// How separators are drawn.
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
    didSet { setNeedsDisplayCells() }
  }
  /// The separators' colour; nil for `.separator`.
  open var separatorColor: UIColor? = nil { didSet { setNeedsDisplayCells() } }
  /// The effect applied to separators (stored; separators are drawn in their colour).
  open var separatorEffect: UIVisualEffect?
  /// The default separator insets (left 16, as iOS's readable margin on phones).
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
    didSet { setNeedsDisplayCells() }
  }
  /// The height of rows; `automaticDimension` for self-sizing.
  open var rowHeight: CGFloat = 44
  /// The estimated height of rows.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// The height of section headers.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The height of section footers.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// The estimated height of section headers.
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The estimated height of section footers.
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// Whether rows can be selected (stored).
  open var allowsSelection = true
  /// Whether several rows can be selected (stored).
  open var allowsMultipleSelection = false
  /// Whether the table is in editing mode (stored).
  open var isEditing = false
  /// The view above the first section (laid out at its stored frame).
  open var tableHeaderView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableHeaderView) }
  }
  /// The view below the last section (laid out at its stored frame).
  open var tableFooterView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableFooterView) }
  }
  /// A view behind the table's content.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let v = backgroundView { insertSubview(v, at: 0) }
    }
  }
  /// The static sections (empty for a prototype table).
  ///
  /// Differs from UIKit: Easel's; see `Section`.
  open var interfaceBuilderSections: [Section] = [] { didSet { setNeedsDisplay() } }
  /// Whether the cells are prototypes (the "Prototype Cells" caption is drawn).
  ///
  /// Differs from UIKit: Easel's; Interface Builder's `dataMode="prototypes"`.
  open var showsPrototypeCaption = false { didSet { setNeedsDisplay() } }

  /// The "use the natural size" value for heights, as `UITableView.automaticDimension`.
  public static let automaticDimension: CGFloat = -1

  /// Creates a table with `frame` and `style`.
  public init(frame: CGRect, style: Style) {
    super.init(frame: frame)
    self.style = style
    isOpaque = false
  }

  /// Creates a plain table with `frame`.
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// Creates a table from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  private func replaceAccessory(_ old: UIView?, with new: UIView?) {
    if let old, old !== new { old.removeFromSuperview() }
    if let new, new.superview !== self { addSubview(new) }
  }

  private func setNeedsDisplayCells() {
    for case let cell as UITableViewCell in subviews { cell.setNeedsDisplay() }
  }

  /// The cells shown (the stored cells, in document order).
  open var visibleCells: [UITableViewCell] { subviews.compactMap { $0 as? UITableViewCell } }

  /// The number of sections (static tables; 1 for a prototype table with cells).
  open var numberOfSections: Int {
    interfaceBuilderSections.isEmpty
      ? (visibleCells.isEmpty ? 0 : 1) : interfaceBuilderSections.count
  }

  /// The background for the style: grouped tables are grey behind white cells.
  var defaultBackground: UIColor {
    style == .plain ? .systemBackground : .systemGroupedBackground
  }

  /// Makes the cells and the header and footer views as wide as the table, as UIKit does
  /// when the table changes width; inset-grouped cells are inset from the edges and their
  /// sections' outer corners rounded.
  open override func layoutSubviews() {
    super.layoutSubviews()
    for v in subviews where v === tableHeaderView || v === tableFooterView {
      if v.frame.width != bounds.width {
        v.frame = CGRect(x: 0, y: v.frame.minY, width: bounds.width, height: v.frame.height)
      }
    }
    if style == .insetGrouped {
      layoutInsetGroupedCells()
      return
    }
    for cell in visibleCells where cell.frame.width != bounds.width {
      cell.frame = CGRect(x: 0, y: cell.frame.minY, width: bounds.width, height: cell.frame.height)
    }
  }

  /// The side inset of inset-grouped sections: 16 points, 20 on wider screens.
  var insetGroupedMargin: CGFloat { bounds.width >= 400 ? 20 : 16 }

  /// The cells grouped by section, top to bottom: the static sections', else runs of
  /// touching cells.
  func cellsBySection() -> [[UITableViewCell]] {
    let cells = visibleCells.sorted { $0.frame.minY < $1.frame.minY }
    if !interfaceBuilderSections.isEmpty {
      return interfaceBuilderSections.compactMap { section in
        guard let extent = section.cellsFrame else { return nil }
        let inside = cells.filter {
          $0.frame.midY >= extent.minY && $0.frame.midY <= extent.maxY
        }
        return inside.isEmpty ? nil : inside
      }
    }
    var groups: [[UITableViewCell]] = []
    for cell in cells {
      if let last = groups.last?.last, abs(cell.frame.minY - last.frame.maxY) <= 1 {
        groups[groups.count - 1].append(cell)
      } else {
        groups.append([cell])
      }
    }
    return groups
  }

  private func layoutInsetGroupedCells() {
    let margin = insetGroupedMargin
    for group in cellsBySection() {
      for (i, cell) in group.enumerated() {
        if cell.frame.width >= bounds.width - 1 {
          cell.frame = CGRect(
            x: margin, y: cell.frame.minY, width: max(0, bounds.width - 2 * margin),
            height: cell.frame.height)
        }
        var corners: CACornerMask = []
        if i == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if i == group.count - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
        cell.layer.maskedCorners = corners
        cell.clipsToBounds = true
      }
    }
  }

  /// Plain tables without a footer view show separators for the empty rows below the
  /// last cell, one row height apart, as iOS (and Interface Builder's canvas) does.
  private func drawEmptyRowSeparators(_ ctx: CGContext) {
    guard style == .plain, separatorStyle != .none, tableFooterView == nil,
      interfaceBuilderSections.isEmpty
    else { return }
    let step = rowHeight > 0 ? rowHeight : 44
    var y = (visibleCells.map(\.frame.maxY).max() ?? bounds.minY) + step
    let color = (separatorColor ?? .separator).resolvedRGBA(traitCollection)
    var count = 0
    while y <= bounds.maxY, count < 500 {
      BarDrawing.drawHairline(
        ctx, y: y - 0.5, from: bounds.minX + separatorInset.left,
        to: bounds.maxX - separatorInset.right, color: color)
      y += step
      count += 1
    }
  }

  /// Draws the style's background (when no colour is set), the captions and the titles.
  override func drawSystemContent(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let traits = traitCollection
    if backgroundColor == nil {
      ctx.canvas.fill(
        GraphicsPath(rect: bounds), color: defaultBackground.resolvedRGBA(traits), rule: .nonZero)
    }
    drawEmptyRowSeparators(ctx)
    let grey = UIColor.secondaryLabel.resolvedRGBA(traits)
    let margin = max(separatorInset.left, 16) + (style == .insetGrouped ? insetGroupedMargin : 0)
    let width = bounds.width - margin - 16
    if showsPrototypeCaption, let first = visibleCells.map(\.frame.minY).min(), first >= 16 {
      let layout = BarDrawing.text("Prototype Cells", size: 13, color: grey, width: width)
      BarDrawing.draw(layout, ctx, x: margin, midY: first / 2)
    }
    for section in interfaceBuilderSections {
      guard let cells = section.cellsFrame else { continue }
      if let header = section.headerTitle, !header.isEmpty {
        let shown = style == .plain ? header : header.uppercased()
        let layout = TextLayout(
          text: shown,
          font: .system(size: style == .plain ? 15 : 13, weight: style == .plain ? 600 : 400),
          color: style == .plain ? UIColor.label.resolvedRGBA(traits) : grey, width: width,
          maxLines: 1, lineBreakMode: .truncateTail)
        if style == .plain {
          let band = CGRect(x: bounds.minX, y: cells.minY - 28, width: bounds.width, height: 28)
          ctx.canvas.fill(
            GraphicsPath(rect: band), color: UIColor.secondarySystemBackground.resolvedRGBA(traits),
            rule: .nonZero)
          BarDrawing.draw(layout, ctx, x: margin, midY: band.midY)
        } else {
          ctx.canvas.draw(layout, at: CGPoint(x: margin, y: cells.minY - 7 - layout.size.height))
        }
      }
      if let footer = section.footerTitle, !footer.isEmpty {
        let layout = TextLayout(
          text: footer, font: .system(size: 13), color: grey, width: width, maxLines: 0,
          lineBreakMode: .wordWrap)
        ctx.canvas.draw(layout, at: CGPoint(x: margin, y: cells.maxY + 7))
      }
    }
  }

  /// The data source (stored, weakly held; never asked at design time).
  open var dataSource: (any UITableViewDataSource)? {
    get {
      (extensionValue(self, UITableView.dataSourceKey) as WeakReference?)?.object
        as? any UITableViewDataSource
    }
    set { setExtensionValue(self, UITableView.dataSourceKey, WeakReference(newValue)) }
  }

  /// The delegate (stored, weakly held; never called at design time).
  open var delegate: (any UITableViewDelegate)? {
    get {
      (extensionValue(self, UITableView.delegateKey) as WeakReference?)?.object
        as? any UITableViewDelegate
    }
    set { setExtensionValue(self, UITableView.delegateKey, WeakReference(newValue)) }
  }

  /// Registers a cell class for `identifier` (the identifier is recorded).
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    setExtensionValue(
      self, UITableView.registryKey, registeredCellIdentifiers.union([identifier]))
  }

  /// Registers a nib's cell for `identifier` (the identifier is recorded; cells come from
  /// the document).
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    register(nil as AnyClass?, forCellReuseIdentifier: identifier)
  }

  /// Registers a header or footer class (recorded nowhere: none is shown at design time).
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}

  /// Registers a header or footer nib (recorded nowhere).
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {}

  /// A reusable cell: nil, as no cell is queued at design time.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }

  /// A cell for `identifier`.
  ///
  /// Differs from UIKit: a plain default-style cell with that identifier, not the registered
  /// class (Swift cannot make an arbitrary cell class without a required initializer).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// Reloads rows from the data source: inert at design time.
  open func reloadData() {}

  /// Reloads rows (inert).
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}

  /// Reloads sections (inert).
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}

  /// Inserts rows (inert).
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}

  /// Deletes rows (inert).
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}

  /// Groups updates (runs `updates` at once; `completion(true)`).
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    completion?(true)
  }

  /// Starts grouped updates (inert).
  open func beginUpdates() {}

  /// Ends grouped updates (inert).
  open func endUpdates() {}

  /// Selects a row (inert).
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}

  /// Deselects a row (inert).
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {}

  /// Scrolls to a row (inert).
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {}

  /// The selected row (none).
  open var indexPathForSelectedRow: IndexPath? { nil }

  /// The selected rows (none).
  open var indexPathsForSelectedRows: [IndexPath]? { nil }

  /// The index path of `cell` (unknown without a data source: nil).
  open func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }

  /// The cell at `indexPath` (unknown without a data source: nil).
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  public static var selectionDidChangeNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UITableView.selectionDidChangeNotification")
  }

  open var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
    get { UnimplementedAPI.value(of: self, "UITableView.prefetchDataSource", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.prefetchDataSource") }
  }

  open var isPrefetchingEnabled: Bool {
    get { UnimplementedAPI.value(of: self, "UITableView.isPrefetchingEnabled", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.isPrefetchingEnabled") }
  }

  open var dragDelegate: (any UITableViewDragDelegate)? {
    get { UnimplementedAPI.value(of: self, "UITableView.dragDelegate", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.dragDelegate") }
  }

  open var dropDelegate: (any UITableViewDropDelegate)? {
    get { UnimplementedAPI.value(of: self, "UITableView.dropDelegate", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.dropDelegate") }
  }

  open var fillerRowHeight: CGFloat {
    get { UnimplementedAPI.value(of: self, "UITableView.fillerRowHeight", default: 0) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.fillerRowHeight") }
  }

  open var sectionHeaderTopPadding: CGFloat {
    get { UnimplementedAPI.value(of: self, "UITableView.sectionHeaderTopPadding", default: 0) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.sectionHeaderTopPadding") }
  }

  open var separatorInsetReference: UITableView.SeparatorInsetReference {
    get {
      UnimplementedAPI.value(
        of: self, "UITableView.separatorInsetReference", default: .fromCellEdges)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.separatorInsetReference") }
  }

  open var selfSizingInvalidation: UITableView.SelfSizingInvalidation {
    get {
      UnimplementedAPI.value(of: self, "UITableView.selfSizingInvalidation", default: .disabled)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.selfSizingInvalidation") }
  }

  open var contextMenuInteraction: UIContextMenuInteraction? { nil }

  open func numberOfRows(inSection section: Int) -> Int {
    UnimplementedAPI.use("UITableView.numberOfRows(inSection:)", by: self); return 0
  }

  open func rect(forSection section: Int) -> CGRect {
    UnimplementedAPI.use("UITableView.rect(forSection:)", by: self); return .zero
  }

  open func rectForHeader(inSection section: Int) -> CGRect {
    UnimplementedAPI.use("UITableView.rectForHeader(inSection:)", by: self); return .zero
  }

  open func rectForFooter(inSection section: Int) -> CGRect {
    UnimplementedAPI.use("UITableView.rectForFooter(inSection:)", by: self); return .zero
  }

  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    UnimplementedAPI.use("UITableView.rectForRow(at:)", by: self); return .zero
  }

  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    UnimplementedAPI.use("UITableView.indexPathForRow(at:)", by: self); return nil
  }

  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    UnimplementedAPI.use("UITableView.indexPathsForRows(in:)", by: self); return nil
  }

  open var indexPathsForVisibleRows: [IndexPath]? { nil }

  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    UnimplementedAPI.use("UITableView.headerView(forSection:)", by: self); return nil
  }

  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    UnimplementedAPI.use("UITableView.footerView(forSection:)", by: self); return nil
  }

  open func scrollToNearestSelectedRow(
    at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    UnimplementedAPI.use("UITableView.scrollToNearestSelectedRow(at:animated:)", by: self);
  }

  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    UnimplementedAPI.use("UITableView.insertSections(_:with:)", by: self);
  }

  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    UnimplementedAPI.use("UITableView.deleteSections(_:with:)", by: self);
  }

  open func moveSection(_ section: Int, toSection newSection: Int) {
    UnimplementedAPI.use("UITableView.moveSection(_:toSection:)", by: self);
  }

  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    UnimplementedAPI.use("UITableView.moveRow(at:to:)", by: self);
  }

  open func reconfigureRows(at indexPaths: [IndexPath]) {
    UnimplementedAPI.use("UITableView.reconfigureRows(at:)", by: self);
  }

  open var hasUncommittedUpdates: Bool { false }

  open func reloadSectionIndexTitles() {
    UnimplementedAPI.use("UITableView.reloadSectionIndexTitles()", by: self);
  }

  open func setEditing(_ editing: Bool, animated: Bool) {
    UnimplementedAPI.use("UITableView.setEditing(_:animated:)", by: self);
  }

  open var allowsSelectionDuringEditing: Bool {
    get {
      UnimplementedAPI.value(of: self, "UITableView.allowsSelectionDuringEditing", default: false)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.allowsSelectionDuringEditing") }
  }

  open var allowsMultipleSelectionDuringEditing: Bool {
    get {
      UnimplementedAPI.value(
        of: self, "UITableView.allowsMultipleSelectionDuringEditing", default: false)
    }
    set {
      UnimplementedAPI.set(newValue, of: self, "UITableView.allowsMultipleSelectionDuringEditing")
    }
  }

  open var sectionIndexMinimumDisplayRowCount: Int {
    get {
      UnimplementedAPI.value(of: self, "UITableView.sectionIndexMinimumDisplayRowCount", default: 0)
    }
    set {
      UnimplementedAPI.set(newValue, of: self, "UITableView.sectionIndexMinimumDisplayRowCount")
    }
  }

  open var sectionIndexColor: UIColor? {
    get { UnimplementedAPI.value(of: self, "UITableView.sectionIndexColor", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.sectionIndexColor") }
  }

  open var sectionIndexBackgroundColor: UIColor? {
    get {
      UnimplementedAPI.value(of: self, "UITableView.sectionIndexBackgroundColor", default: nil)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.sectionIndexBackgroundColor") }
  }

  open var sectionIndexTrackingBackgroundColor: UIColor? {
    get {
      UnimplementedAPI.value(
        of: self, "UITableView.sectionIndexTrackingBackgroundColor", default: nil)
    }
    set {
      UnimplementedAPI.set(newValue, of: self, "UITableView.sectionIndexTrackingBackgroundColor")
    }
  }

  open var cellLayoutMarginsFollowReadableWidth: Bool {
    get {
      UnimplementedAPI.value(
        of: self, "UITableView.cellLayoutMarginsFollowReadableWidth", default: false)
    }
    set {
      UnimplementedAPI.set(newValue, of: self, "UITableView.cellLayoutMarginsFollowReadableWidth")
    }
  }

  open var insetsContentViewsToSafeArea: Bool {
    get {
      UnimplementedAPI.value(of: self, "UITableView.insetsContentViewsToSafeArea", default: false)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.insetsContentViewsToSafeArea") }
  }

  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    UnimplementedAPI.use("UITableView.dequeueReusableHeaderFooterView(withIdentifier:)", by: self);
    return nil
  }

  open var remembersLastFocusedIndexPath: Bool {
    get {
      UnimplementedAPI.value(of: self, "UITableView.remembersLastFocusedIndexPath", default: false)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.remembersLastFocusedIndexPath") }
  }

  open var selectionFollowsFocus: Bool {
    get { UnimplementedAPI.value(of: self, "UITableView.selectionFollowsFocus", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.selectionFollowsFocus") }
  }

  open var allowsFocus: Bool {
    get { UnimplementedAPI.value(of: self, "UITableView.allowsFocus", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.allowsFocus") }
  }

  open var allowsFocusDuringEditing: Bool {
    get { UnimplementedAPI.value(of: self, "UITableView.allowsFocusDuringEditing", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.allowsFocusDuringEditing") }
  }

  open var dragInteractionEnabled: Bool {
    get { UnimplementedAPI.value(of: self, "UITableView.dragInteractionEnabled", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.dragInteractionEnabled") }
  }

  open var hasActiveDrag: Bool { false }

  open var hasActiveDrop: Bool { false }

  open func presentationSectionIndex(forDataSourceSectionIndex dataSourceSectionIndex: Int) -> Int {
    UnimplementedAPI.use(
      "UITableView.presentationSectionIndex(forDataSourceSectionIndex:)", by: self);
    return 0
  }

  open func dataSourceSectionIndex(forPresentationSectionIndex presentationSectionIndex: Int) -> Int
  {
    UnimplementedAPI.use(
      "UITableView.dataSourceSectionIndex(forPresentationSectionIndex:)", by: self);
    return 0
  }

  open func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath?)
    -> IndexPath?
  {
    UnimplementedAPI.use("UITableView.presentationIndexPath(forDataSourceIndexPath:)", by: self);
    return nil
  }

  open func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath?)
    -> IndexPath?
  {
    UnimplementedAPI.use("UITableView.dataSourceIndexPath(forPresentationIndexPath:)", by: self);
    return nil
  }

  open func performUsingPresentationValues(_ actionsToTranslate: () -> Void) {
    UnimplementedAPI.use("UITableView.performUsingPresentationValues(_:)", by: self);
  }

  open var isSpringLoaded: Bool {
    get { UnimplementedAPI.value(of: self, "UITableView.isSpringLoaded", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableView.isSpringLoaded") }
  }
  // facade-inventory:end
}
