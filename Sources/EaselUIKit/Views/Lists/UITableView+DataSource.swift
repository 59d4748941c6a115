import Foundation

// The table's data source and delegate API, so that controllers and views written for iOS
// compile. Differs from UIKit: at design time the document's cells are drawn (see
// `UITableView`); data sources are stored and never asked, and `reloadData()` changes
// nothing (COVERAGE.md).

extension UITableViewCell {
  /// How a row is edited, as `UITableViewCell.EditingStyle`.
  public enum EditingStyle: Int, Sendable, Hashable {
    case none, delete, insert
  }
}

extension UITableView {
  /// How rows animate in and out, as `UITableView.RowAnimation`.
  public enum RowAnimation: Int, Sendable, Hashable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// Where a row scrolls to, as `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable, Hashable {
    case none, top, middle, bottom
  }

  private static let dataSourceKey = ExtensionKey()
  private static let delegateKey = ExtensionKey()
  private static let registryKey = ExtensionKey()

  /// The data source (stored, weakly held; never asked at design time).
  public var dataSource: (any UITableViewDataSource)? {
    get {
      (extensionValue(self, UITableView.dataSourceKey) as WeakReference?)?.object
        as? any UITableViewDataSource
    }
    set { setExtensionValue(self, UITableView.dataSourceKey, WeakReference(newValue)) }
  }

  /// The delegate (stored, weakly held; never called at design time).
  public var delegate: (any UITableViewDelegate)? {
    get {
      (extensionValue(self, UITableView.delegateKey) as WeakReference?)?.object
        as? any UITableViewDelegate
    }
    set { setExtensionValue(self, UITableView.delegateKey, WeakReference(newValue)) }
  }

  /// The registered reuse identifiers.
  public var registeredCellIdentifiers: Set<String> {
    extensionValue(self, UITableView.registryKey) ?? []
  }

  /// Registers a cell class for `identifier` (the identifier is recorded).
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    setExtensionValue(
      self, UITableView.registryKey, registeredCellIdentifiers.union([identifier]))
  }

  /// Registers a nib's cell for `identifier` (the identifier is recorded; cells come from
  /// the document).
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    register(nil as AnyClass?, forCellReuseIdentifier: identifier)
  }

  /// Registers a header or footer class (recorded nowhere: none is shown at design time).
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)
  {}

  /// Registers a header or footer nib (recorded nowhere).
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {}

  /// A reusable cell: nil, as no cell is queued at design time.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }

  /// A cell for `identifier`.
  ///
  /// Differs from UIKit: a plain default-style cell with that identifier, not the registered
  /// class (Swift cannot make an arbitrary cell class without a required initializer).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// Reloads rows from the data source: inert at design time.
  public func reloadData() {}
  /// Reloads rows (inert).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  /// Reloads sections (inert).
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
  /// Inserts rows (inert).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  /// Deletes rows (inert).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  /// Groups updates (runs `updates` at once; `completion(true)`).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    completion?(true)
  }
  /// Starts grouped updates (inert).
  public func beginUpdates() {}
  /// Ends grouped updates (inert).
  public func endUpdates() {}
  /// Selects a row (inert).
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
  /// Deselects a row (inert).
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {}
  /// Scrolls to a row (inert).
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {}
  /// The selected row (none).
  public var indexPathForSelectedRow: IndexPath? { nil }
  /// The selected rows (none).
  public var indexPathsForSelectedRows: [IndexPath]? { nil }
  /// The index path of `cell` (unknown without a data source: nil).
  public func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
  /// The cell at `indexPath` (unknown without a data source: nil).
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
}

/// A table's data source, as `UITableViewDataSource`.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections (default 1).
  func numberOfSections(in tableView: UITableView) -> Int
  /// A section's header title.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// A section's footer title.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether a row can be edited.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Commits an edit.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }
  /// No title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }
  /// Editable.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
}

/// A scroll view's delegate, as `UIScrollViewDelegate` (every method optional; never called).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content scrolled.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A table's delegate, as `UITableViewDelegate` (every method optional; never called).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// A row's height.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A row was selected.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// A row was deselected.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// A cell will show.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A section's header view.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A section's header height.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// A section's footer view.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// A section's footer height.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
}

extension UITableViewDelegate {
  /// The automatic height.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// None.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// The automatic height.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }
  /// None.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// The automatic height.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }
}
