import Foundation

/// A controller whose view is a table view, as `UITableViewController`.
@preconcurrency @MainActor
open class UITableViewController: UIViewController {
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

  /// Makes the table view.
  open override func loadView() {
    view = UITableView(frame: UIScreen.main.bounds, style: style)
  }
}

/// A controller whose view is a collection view, as `UICollectionViewController`.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController {
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

  /// Makes the collection view.
  open override func loadView() {
    view = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
  }
}
