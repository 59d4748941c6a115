import EaselUIKit
import Foundation
import Testing

/// A table controller overriding data source and delegate members UIKit's controller has
/// from its protocols, as Swift code written for iOS does (`override func
/// tableView(_:canMoveRowAt:)`): the façade's controller lacked them ("method does not
/// override any method from its superclass").
private final class ReorderingRows: UITableViewController {
  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    indexPath.row > 0
  }

  override func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B"] }

  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { nil }
}

/// A collection controller overriding a delegate member.
private final class UnselectableItems: UICollectionViewController {
  override func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { false }
}

/// A navigation and tab bar controllers' delegate implementing nothing.
private final class Quiet: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {}

/// A data source implementing only the required members.
private final class Minimal: NSObject, UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}

/// The protocols of UIKit's lists declare every member the SDK does
/// (`scripts/facade-protocol-members`), the optional ones with UIKit's defaults, and UIKit's
/// list controllers declare each one `open`, so that a subclass overrides it.
@MainActor
@Suite struct ListProtocolMembersTests {
  @Test func controllerSubclassesOverrideTheProtocolsMembers() {
    let rows = ReorderingRows(style: .plain)
    let table = UITableView(frame: .zero, style: .plain)
    let first = IndexPath(row: 0, section: 0)
    let second = IndexPath(row: 1, section: 0)
    #expect(!rows.tableView(table, canMoveRowAt: first))
    #expect(rows.tableView(table, canMoveRowAt: second))
    #expect((rows as any UITableViewDataSource).sectionIndexTitles(for: table) == ["A", "B"])
    #expect((rows as any UITableViewDelegate).tableView(table, willSelectRowAt: first) == nil)
    let items = UnselectableItems(collectionViewLayout: UICollectionViewFlowLayout())
    let collection = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    #expect(
      !(items as any UICollectionViewDelegate).collectionView(
        collection, shouldSelectItemAt: IndexPath(item: 0, section: 0)))
  }

  @Test func optionalMembersHaveUIKitsDefaults() {
    let source: any UITableViewDataSource & UITableViewDelegate = Minimal()
    let table = UITableView(frame: .zero, style: .plain)
    let path = IndexPath(row: 2, section: 1)
    #expect(source.sectionIndexTitles(for: table) == nil)
    #expect(source.tableView(table, sectionForSectionIndexTitle: "C", at: 3) == 3)
    #expect(source.tableView(table, willSelectRowAt: path) == path)
    #expect(source.tableView(table, editingStyleForRowAt: path) == .delete)
    #expect(source.tableView(table, shouldHighlightRowAt: path))
    #expect(source.tableView(table, indentationLevelForRowAt: path) == 0)
    #expect(
      source.tableView(table, targetIndexPathForMoveFromRowAt: path, toProposedIndexPath: path)
        == path)
  }

  /// The navigation and tab bar controllers' delegates too: the orientation methods default
  /// to the controller's own, which UIKit uses without a delegate's.
  @Test func containerDelegatesHaveUIKitsDefaults() {
    let quiet = Quiet()
    let navigation = UINavigationController(rootViewController: UIViewController())
    let tabs = UITabBarController()
    #expect(
      quiet.navigationControllerSupportedInterfaceOrientations(navigation)
        == navigation.supportedInterfaceOrientations)
    #expect(
      quiet.tabBarControllerPreferredInterfaceOrientationForPresentation(tabs)
        == tabs.preferredInterfaceOrientationForPresentation)
    #expect(
      quiet.tabBarController(tabs, animationControllerForTransitionFrom: tabs, to: navigation)
        == nil)
  }
}
