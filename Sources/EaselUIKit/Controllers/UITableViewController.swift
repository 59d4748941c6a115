import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A controller whose view is a table view, as `UITableViewController`.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The table's style.
  public let style: UITableView.Style
  /// Whether the selection clears when the view appears (stored).
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a controller with a table of `style`.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a plain table.
  public override init(nibName: String?, bundle: Bundle?) {
    style = .plain
    super.init(nibName: nibName, bundle: bundle)
  }

  /// Creates a controller from a storyboard.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// The table view (the controller's view).
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Makes the table view, with this controller as its data source and delegate.
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: style)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  // MARK: Data source and delegate, for subclasses to override (never called at design time)

  /// No rows.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// A plain cell.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell(style: .default, reuseIdentifier: nil) }
  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// Editable.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// The automatic height.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// None.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// The automatic height.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  /// None.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// The automatic height.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// The table view's pull-to-refresh control, as `UITableViewController.refreshControl`.
  open var refreshControl: UIRefreshControl? {
    get { tableView?.refreshControl }
    set { tableView?.refreshControl = newValue }
  }
}

/// A controller whose view is a collection view, as `UICollectionViewController`.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// The layout the collection view is made with.
  public let collectionViewLayout: UICollectionViewLayout
  /// Whether the selection clears when the view appears (stored).
  open var clearsSelectionOnViewWillAppear = true
  /// Whether the layout changes with navigation (stored).
  open var useLayoutToLayoutNavigationTransitions = false

  /// Creates a controller with `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a flow layout.
  public override init(nibName: String?, bundle: Bundle?) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibName, bundle: bundle)
  }

  /// Creates a controller from a storyboard.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view (the controller's view).
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// Makes the collection view, with this controller as its data source and delegate.
  open override func loadView() {
    let collection = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  // MARK: Data source and delegate, for subclasses to override (asked at layout when the
  // controller made its collection view, `loadView()`)

  /// No items.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }
  /// A plain cell.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }
  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// Does nothing.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  {}
  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var installsStandardGestureForInteractiveMovement: Bool {
    get { UnimplementedAPI.value(of: self, "UICollectionViewController.installsStandardGestureForInteractiveMovement", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UICollectionViewController.installsStandardGestureForInteractiveMovement") }
  }
  // facade-inventory:end
}
