import EaselUIKit
import Foundation
import Testing

/// Touches, hit testing, gesture recognizers, controls' tracking API and the inert app
/// services: stored and readable, never sent.
@MainActor
@Suite struct EventsAndApplicationTests {
  @Test func hitTestFindsTheFrontmostInteractiveView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let back = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    root.addSubview(back)
    root.addSubview(front)
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
    front.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
    back.isHidden = true
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 260, y: 60), with: nil) == nil)
    #expect(root.point(inside: CGPoint(x: 199, y: 0), with: nil))
  }

  @Test func touchesReportLocationsInAnyView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
    root.addSubview(child)
    let touch = UITouch(
      location: CGPoint(x: 5, y: 6), previousLocation: CGPoint(x: 1, y: 2), in: child)
    #expect(touch.location(in: root) == CGPoint(x: 35, y: 46))
    #expect(touch.previousLocation(in: child) == CGPoint(x: 1, y: 2))
    #expect(touch.phase == .began && touch.tapCount == 1 && touch.view === child)
    let event = UIEvent(touches: [touch])
    #expect(event.allTouches?.count == 1 && event.type == .touches)
    // The default responder methods pass touches up the chain without trapping.
    child.touchesBegan([touch], with: event)
  }

  @Test func gestureRecognizersAttachAndStoreTargets() {
    final class Target: NSObject {}
    let target = Target()
    let view = UIView()
    let tap = UITapGestureRecognizer(target: target, action: Selector("tapped:"))
    tap.numberOfTapsRequired = 2
    let pan = UIPanGestureRecognizer(target: target, action: "panned:")
    pan.setTranslation(CGPoint(x: 3, y: 4), in: view)
    let swipe = UISwipeGestureRecognizer()
    swipe.direction = [.left, .up]
    view.addGestureRecognizer(tap)
    view.addGestureRecognizer(pan)
    #expect(view.gestureRecognizers?.count == 2)
    #expect(tap.view === view && tap.state == .possible)
    #expect(tap.targetActions.first?.action == Selector("tapped:"))
    #expect(pan.translation(in: view) == CGPoint(x: 3, y: 4))
    view.removeGestureRecognizer(tap)
    #expect(tap.view == nil && view.gestureRecognizers?.count == 1)
    let other = UIView()
    other.addGestureRecognizer(pan)
    #expect(view.gestureRecognizers == nil && pan.view === other)
  }

  @Test func controlsRecordActionsAndSentEvents() {
    final class Target: NSObject {}
    let target = Target()
    let button = UIButton(frame: .zero)
    button.addTarget(target, action: Selector("go"), for: .touchUpInside)
    button.sendActions(for: .valueChanged)  // no pair for it: nothing is sent
    #expect(button.sentControlEvents == [.valueChanged])
    #expect(button.allControlEvents == .touchUpInside)
    #expect(button.allTargets.contains(AnyHashable(target)))
    #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["go"])
    #expect(!button.isTracking && !button.isTouchInside)
    #expect(button.beginTracking(UITouch(), with: nil))
  }

  @Test func applicationIsLeftToRightAndInert() {
    let app = UIApplication.shared
    #expect(app === UIApplication.shared)
    #expect(app.userInterfaceLayoutDirection == .leftToRight)
    #expect(app.keyWindow == nil && app.windows.isEmpty)
    var opened: Bool?
    app.open(URL(fileURLWithPath: "/"), options: [:]) { opened = $0 }
    #expect(opened == false)
    #expect(!app.canOpenURL(URL(fileURLWithPath: "/")))
    #expect(
      UIApplication.didBecomeActiveNotification.rawValue
        == "UIApplicationDidBecomeActiveNotification")
    #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    let v = UIView()
    #expect(v.effectiveUserInterfaceLayoutDirection == .leftToRight)
    v.semanticContentAttribute = .forceRightToLeft
    #expect(v.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
  }

  @Test func accessibilityIsStored() {
    let v = UIView()
    v.isAccessibilityElement = true
    v.accessibilityTraits = [.button, .header]
    v.accessibilityValue = "3"
    #expect(v.accessibilityTraits.contains(.header))
    UIAccessibility.post(notification: .layoutChanged, argument: v)
    #expect(!UIAccessibility.isVoiceOverRunning)
  }

  @Test func controllersKeepTheirStacks() {
    let root = UIViewController()
    root.title = "Root"
    let nav = UINavigationController(rootViewController: root)
    let next = UIViewController()
    nav.pushViewController(next, animated: true)
    #expect(nav.topViewController === next && next.navigationController === nav)
    #expect(nav.navigationBar.items?.first?.title == "Root")
    #expect(nav.popViewController(animated: true) === next)
    #expect(nav.popViewController(animated: true) == nil)
    let tabs = UITabBarController()
    tabs.viewControllers = [UIViewController(), nav]
    tabs.selectedIndex = 1
    #expect(tabs.selectedViewController === nav && root.tabBarController === tabs)
    let table = UITableViewController(style: .grouped)
    #expect(table.tableView != nil)
    let board = UIStoryboard(name: "Main", bundle: nil)
    #expect(board.instantiateViewController(withIdentifier: "x").restorationIdentifier == "x")
    #expect(root.preferredStatusBarStyle == .default)
  }

  @Test func listControllersAreTheirTablesDataSources() {
    let table = UITableViewController(style: .plain)
    #expect(table.tableView.dataSource === table && table.tableView.delegate === table)
    let cell = table.tableView.dequeueReusableCell(
      withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
    #expect(cell.reuseIdentifier == "Cell")
    #expect(table.tableView.dequeueReusableCell(withIdentifier: "Cell") == nil)
    let grid = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
    #expect(grid.collectionView.dataSource === grid)
    var ran = false
    grid.collectionView.performBatchUpdates({ ran = true })
    #expect(ran)
  }
}
