import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselResources
import EaselUIKit
import Foundation

/// The bars Interface Builder draws around a scene: the status bar and navigation bar of a
/// controller in a navigation stack, the toolbar, and the tab bar of a controller in a tab
/// bar controller; and the cards it shows for container controllers that have no view.
///
/// Where the bars come from, as in Interface Builder:
/// - a navigation bar when the controller is the root of a `<navigationController>` (its
///   `relationship="rootViewController"` segue), is pushed (`show`/`push` segue) from a
///   controller in such a stack, or has `<simulatedNavigationBarMetrics
///   key="simulatedTopBarMetrics">`; `<nil key="simulatedTopBarMetrics"/>` hides it. The bar
///   is the navigation controller's own `<navigationBar>` (its colours, style, class) showing
///   the controller's `<navigationItem>` above the previous controller's (a back button);
/// - a tab bar when the controller (or the navigation controller it is the root of) is one
///   of a `<tabBarController>`'s `viewControllers`, with every child's `<tabBarItem>`, the
///   controller's own selected;
/// - a toolbar when the controller has `<toolbarItems>` items and simulated toolbar metrics
///   or a navigation controller with `toolbarHidden="NO"`.
///
/// Interface Builder stores the root view full-screen with its content already below the
/// bars, so the bars are laid over the root view's top and bottom edges; a view it stores
/// between opaque bars (`placeBetweenBars`), or an older document's view stored below
/// the bar, gets a screen-sized host whose edges the bars cover. Scroll views running under
/// the bar have their content offset below it, as their automatic content insets show them.
/// The bars live in a `SceneChromeView` over the root view, which lays them out for its
/// size, so they follow a `--device` resize. They are made before the scene's views, so
/// their runtime attributes and `awakeFromNib()` run with the others'.
///
/// Differs from UIKit: the navigation bar's frame starts at the top of the screen, so its
/// background runs under the status bar.
@MainActor
final class SceneChrome {
  let scene: Scene
  let builder: ObjectBuilder
  /// Whether the controller's view is shown alone, as a snapshot test shows
  /// `storyboard.instantiateViewController(…).view` after setting its frame: outside any
  /// window and container, so with no bars over it and no safe area (`RenderSettings.viewSize`).
  let alone: Bool
  var document: IBDocument { builder.document }

  init(scene: Scene, builder: ObjectBuilder, alone: Bool = false) {
    self.scene = scene
    self.builder = builder
    self.alone = alone
  }

  /// The storyboard's scene objects (computed once; cheaper than `document.scenes`, which
  /// also finds each scene's label).
  private lazy var controllers: [IBElement] =
    document.root.child("scenes")?.children("scene").compactMap { scene in
      scene.child("objects")?.children.first { $0.name != "placeholder" && $0.name != "exit" }
    } ?? []
  /// Whether any scene is a navigation controller (else no stack walk is needed).
  private lazy var hasNavigationControllers = controllers.contains {
    $0.name == "navigationController"
  }

  /// Makes the scene's root view: the controller's view with its bars, or a card for a
  /// navigation, tab bar, split or page controller.
  func makeRoot() throws -> UIView {
    guard let rootElement = scene.rootView else {
      if let vc = scene.viewController, let card = makeCard(for: vc) { return card }
      throw RenderError.noView(scene: scene.id, location: scene.location)
    }
    guard let vc = scene.viewController, vc.isViewControllerElement else {
      let view = builder.instantiate(rootElement)
      SceneHost.configureTopLevel(view, element: rootElement, document: document)
      return view
    }
    let storedFrame = TraitVariations.frame(of: rootElement, in: document, traits: builder.traits)
    if alone {
      // No window, no navigation or tab bar controller: UIKit gives the view no safe area
      // insets and draws nothing over it; its margins are still a root view's.
      let root = builder.instantiate(rootElement)
      SceneHost.configure(
        root, storedFrame: storedFrame, screen: nil, statusBarHidden: true, navigationBar: nil,
        tabBar: false, toolbar: false)
      root.autoLayout.hostSafeAreaInsets = .zero
      return root
    }
    let size = storedFrame?.size ?? .zero
    let statusHidden = SceneHost.simulatesNoStatusBar(vc, document: document)
    let navigation = navigationBar(for: vc)
    let tabs = tabBar(for: vc)
    let toolbar = self.toolbar(for: vc)
    var root = builder.instantiate(rootElement)
    let chrome = SceneChromeView(frame: CGRect(origin: .zero, size: size))
    chrome.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    chrome.statusBarHidden = SceneHost.hidesStatusBar(vc, document: document)
    chrome.plainStatusBarHidden = SceneHost.omitsPlainStatusBar(document)
    chrome.freeformDevice = scene.followsDevice ? nil : Device.of(document)?.size
    chrome.navigationBar = navigation
    chrome.tabBar = tabs
    chrome.toolbar = toolbar
    let between = placeBetweenBars(vc: vc, storedFrame: storedFrame, chrome: chrome)
    SceneHost.configure(
      root, storedFrame: storedFrame, screen: scene.followsDevice ? Device.of(document)?.size : nil,
      device: Device.of(document)?.size,
      statusBarHidden: statusHidden, navigationBar: navigation,
      inferredNavigationBar: navigation == nil && vc.child(key: "simulatedTopBarMetrics") == nil
        && SceneHost.infersNavigationBar(vc, document: document),
      tabBar: tabs != nil
        || vc.child(key: "simulatedBottomBarMetrics")?.name == "simulatedTabBarMetrics",
      toolbar: toolbar != nil
        || vc.child(key: "simulatedBottomBarMetrics")?.name == "simulatedToolbarMetrics",
      aboveBottomBars: between.bottom)
    guard navigation != nil || tabs != nil || toolbar != nil else { return root }
    if let bar = navigation {
      chrome.statusBar = StatusBarView(frame: .zero)
      chrome.statusBar?.isLight = statusBarIsLight(vc) || bar.barStyle == .black
    }
    if let y = storedFrame?.minY, y > 0, navigation != nil {
      // An older document stores the view below the bars: show the whole screen.
      root = hostBetweenBars(root, top: y, bottom: between.bottom)
    } else if between.top > 0 || between.bottom > 0 {
      root = hostBetweenBars(root, top: between.top, bottom: between.bottom)
    } else if navigation != nil, let scroll = root as? UIScrollView {
      root = host(scroll)
    }
    if navigation != nil {
      chrome.frame = root.bounds
      chrome.scrollViewsUnderBar = scrollViewsUnderBar(
        in: root, origin: .zero, barBottom: chrome.topBarHeight)
    }
    chrome.frame = root.bounds
    root.addSubview(chrome)
    return root
  }

  /// A scroll view that is the controller's view, hosted in a plain view so the bars
  /// stay put while its content is offset.
  private func host(_ scroll: UIScrollView) -> UIView {
    let host = UIView(frame: scroll.frame)
    scroll.frame.origin = .zero
    if scroll.autoresizingMask.isEmpty {
      scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
    host.addSubview(scroll)
    return host
  }

  /// The outermost scroll views that run under the navigation bar (with their tops in the
  /// root view), whose content starts below the bar as their automatic content inset
  /// adjustment shows them in Interface Builder.
  private func scrollViewsUnderBar(in view: UIView, origin: CGPoint, barBottom: CGFloat)
    -> [(view: UIScrollView, top: CGFloat)]
  {
    var found: [(UIScrollView, CGFloat)] = []
    for sub in view.subviews where !sub.isHidden {
      let top = origin.y + sub.frame.minY
      guard top < barBottom else { continue }
      if let scroll = sub as? UIScrollView {
        if scroll.contentInsetAdjustmentBehavior != .never, top >= -0.5 {
          found.append((scroll, top))
        }
      } else {
        found += scrollViewsUnderBar(
          in: sub, origin: CGPoint(x: origin.x + sub.frame.minX, y: top), barBottom: barBottom)
      }
    }
    return found
  }

  /// How far the controller's view is kept from the screen's top and bottom edges by bars it
  /// does not extend under: UIKit lays a controller's view out between opaque bars
  /// (`translucent="NO"`) when `extendedLayoutIncludesOpaqueBars` is false (its default), and
  /// below or above any bar at an edge its `edgesForExtendedLayout` leaves out ("Extend Edges
  /// Under Top Bars" off: `<extendedEdge key="edgesForExtendedLayout"/>` without `top="YES"`).
  /// Interface Builder stores such a view so, at y 0 and shorter than the screen by the bars'
  /// height: the navigation bar (with the status bar) at the top, the tab bar and toolbar at
  /// the bottom (6 of 6 children of opaque tab bars in the census's storyboards, none of 83
  /// of translucent ones). Zero at an edge whose bars the view extends under, or when the
  /// stored view reaches that edge (laid under the bar).
  private func placeBetweenBars(vc: IBElement, storedFrame: CGRect?, chrome: SceneChromeView)
    -> (top: CGFloat, bottom: CGFloat)
  {
    guard let stored = storedFrame, let screen = Device.of(document)?.size,
      abs(screen.width - stored.width) < 0.5
    else { return (0, 0) }
    let underOpaque = vc["extendedLayoutIncludesOpaqueBars"] == "YES"
    // No element: all edges, UIKit's default.
    let edges = vc.child(key: "edgesForExtendedLayout")
    func keptFrom(_ edge: String, translucent: Bool) -> Bool {
      (edges != nil && edges?[edge] != "YES") || (!translucent && !underOpaque)
    }
    var gap = screen.height - stored.maxY
    var top: CGFloat = 0
    if stored.minY == 0, let bar = chrome.navigationBar,
      keptFrom("top", translucent: bar.isTranslucent)
    {
      let height = chrome.topBarHeight(size: screen)
      // The stored view is shorter by the top bars (and any bottom bar): it sits below them.
      if height > 0, gap > height - 0.5 {
        top = height
        gap -= height
      }
    }
    var bottom: CGFloat = 0
    if let bar = chrome.tabBar, keptFrom("bottom", translucent: bar.isTranslucent) {
      bottom += UITabBar.standardBarHeight(screenHeight: screen.height, width: screen.width)
    }
    if let bar = chrome.toolbar, keptFrom("bottom", translucent: bar.isTranslucent) {
      bottom += 44
    }
    // The stored view ends above the bottom bars only when it is shorter by them too.
    if gap < bottom - 0.5 { bottom = 0 }
    return (top, bottom)
  }

  /// A view stored between the bars (its frame starts at `top` and ends `bottom` above the
  /// screen's bottom), hosted in a screen-sized view whose edges the bars cover.
  private func hostBetweenBars(_ view: UIView, top: CGFloat, bottom: CGFloat) -> UIView {
    let host = UIView(
      frame: CGRect(
        x: 0, y: 0, width: view.frame.width, height: top + view.frame.height + bottom))
    host.backgroundColor = .systemBackground
    view.frame.origin = CGPoint(x: 0, y: top)
    if view.autoresizingMask.isEmpty { view.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
    host.addSubview(view)
    return host
  }

  // MARK: Status bar

  /// The status bar's height on a screen of `size`: none in landscape phones, 20 points on
  /// screens without a notch, more on the taller iPhones.
  static func statusBarHeight(size: CGSize) -> CGFloat {
    let (w, h) = (size.width, size.height)
    if w > h && w < 1000 { return 0 }
    switch h {
    case ..<812: return 20
    case ..<844: return 44
    case ..<852: return 47
    case 896, 926: return h == 896 ? 44 : 47
    default: return w >= 700 ? 24 : 59
    }
  }

  private func statusBarIsLight(_ vc: IBElement) -> Bool {
    vc.child(key: "simulatedStatusBarMetrics")?["statusBarStyle"] == "lightContent"
  }

  // MARK: Navigation

  /// The controllers with a `show`/`push` segue into each controller, by its id: found once
  /// per version of the document (a walk of every controller's tree), and kept across
  /// edits that change no segue.
  private lazy var pushes: [String: [IBElement]] = document.derived(
    "SceneChrome.pushes", reading: ["segue"]
  ) {
    var out: [String: [IBElement]] = [:]
    for source in controllers {
      for e in source.descendants() where e.name == "segue" {
        guard let kind = e["kind"], kind == "show" || kind == "push",
          let target = e["destination"]
        else { continue }
        out[target, default: []].append(source)
      }
    }
    return out
  }

  /// The element a relationship segue of `relationship` points from to `id`.
  private func container(named name: String, relationship: String, of id: String) -> IBElement? {
    for c in controllers where c.name == name {
      let segues = c.child("connections")?.children("segue") ?? []
      if segues.contains(where: {
        $0["kind"] == "relationship" && $0["relationship"] == relationship
          && $0["destination"] == id
      }) {
        return c
      }
    }
    return nil
  }

  /// The navigation controller whose stack holds `vc`, and the stack from its root to `vc`.
  func navigationStack(of vc: IBElement) -> (controller: IBElement, stack: [IBElement])? {
    guard hasNavigationControllers else { return nil }
    let pushes = self.pushes
    var visited: Set<String> = []
    func walk(_ vc: IBElement) -> (IBElement, [IBElement])? {
      guard let id = vc.id, visited.insert(id).inserted else { return nil }
      if let nav = container(
        named: "navigationController", relationship: "rootViewController", of: id)
      {
        return (nav, [vc])
      }
      for source in pushes[id] ?? [] {
        if let (nav, stack) = walk(source) { return (nav, stack + [vc]) }
      }
      return nil
    }
    return walk(vc)
  }

  /// The navigation bar shown over `vc`'s view, if any.
  func navigationBar(for vc: IBElement) -> UINavigationBar? {
    let metrics = vc.child(key: "simulatedTopBarMetrics")
    if metrics?.name == "nil" { return nil }
    let simulated = metrics?.name == "simulatedNavigationBarMetrics"
    var stack = navigationStack(of: vc)
    if let nav = stack?.controller, Self.hidesBar(nav) { stack = nil }
    guard stack != nil || simulated else { return nil }
    let bar: UINavigationBar
    if let element = stack?.controller.child("navigationBar", key: "navigationBar"),
      let made = builder.makeView(element) as? UINavigationBar
    {
      bar = made
    } else {
      bar = UINavigationBar(frame: .zero)
      if metrics?["translucent"] == "NO" { bar.isTranslucent = false }
    }
    let controllers = stack?.stack ?? [vc]
    bar.items = controllers.map(navigationItem)
    return bar
  }

  /// Whether a navigation controller hides its bar (`navigationBarHidden`, or top bar
  /// metrics set to none).
  static func hidesBar(_ nav: IBElement) -> Bool {
    nav["navigationBarHidden"] == "YES" || nav.child(key: "simulatedTopBarMetrics")?.name == "nil"
  }

  /// A controller's navigation item (titled by the controller when it has none).
  private func navigationItem(of vc: IBElement) -> UINavigationItem {
    if let element = vc.child("navigationItem", key: "navigationItem") {
      let item = builder.navigationItem(element)
      if item.title == nil { item.title = builder.localizedText(vc, "title", vc.string("title")) }
      return item
    }
    let item = UINavigationItem()
    item.title = builder.localizedText(vc, "title", vc.string("title"))
    return item
  }

  // MARK: Tab bar and toolbar

  /// The tab bar shown under `vc`'s view, if it (or its navigation controller) is a tab.
  func tabBar(for vc: IBElement) -> UITabBar? {
    guard let id = vc.id, vc.child(key: "simulatedBottomBarMetrics")?.name != "nil" else {
      return nil
    }
    var child = vc
    var tabs = container(named: "tabBarController", relationship: "viewControllers", of: id)
    if tabs == nil, let (nav, stack) = navigationStack(of: vc), let navID = nav.id {
      // A controller pushed with `hidesBottomBarWhenPushed` shows no tab bar.
      if stack.count > 1, vc["hidesBottomBarWhenPushed"] == "YES" { return nil }
      tabs = container(named: "tabBarController", relationship: "viewControllers", of: navID)
      child = nav
    }
    guard let tabs else { return nil }
    return makeTabBar(of: tabs, selecting: child.id)
  }

  /// The tab bar controller's bar with its children's items; `standalone` when it is the
  /// only thing made (a card), so the nib-loading steps run for it at once.
  private func makeTabBar(
    of tabs: IBElement, selecting selectedID: String?, standalone: Bool = false
  )
    -> UITabBar
  {
    var bar = UITabBar(frame: .zero)
    if let element = tabs.child("tabBar", key: "tabBar"),
      let made = (standalone ? builder.instantiate(element) : builder.makeView(element))
        as? UITabBar
    {
      bar = made
    }
    var items: [UITabBarItem] = []
    var selected: UITabBarItem?
    for segue in tabs.child("connections")?.children("segue") ?? [] {
      guard segue["kind"] == "relationship", segue["relationship"] == "viewControllers",
        let target = segue["destination"], let child = document.element(withID: target)
      else { continue }
      let item =
        child.child("tabBarItem", key: "tabBarItem").map(builder.tabBarItem)
        ?? UITabBarItem(
          title: builder.localizedText(child, "title", child.string("title")) ?? "Item", image: nil,
          tag: 0)
      items.append(item)
      if target == selectedID { selected = item }
    }
    bar.items = items
    bar.selectedItem = selected ?? items.first
    return bar
  }

  /// The toolbar shown at the bottom of `vc`'s view, if any.
  func toolbar(for vc: IBElement) -> UIToolbar? {
    let items = vc.child("toolbarItems")?.children("barButtonItem") ?? []
    guard !items.isEmpty else { return nil }
    let simulated = vc.child(key: "simulatedBottomBarMetrics")?.name == "simulatedToolbarMetrics"
    let nav = navigationStack(of: vc)?.controller
    guard simulated || nav?["toolbarHidden"] == "NO" else { return nil }
    var bar = UIToolbar(frame: .zero)
    if let element = nav?.child("toolbar", key: "toolbar"),
      let made = builder.makeView(element) as? UIToolbar
    {
      bar = made
    }
    bar.items = items.map(builder.barButtonItem)
    return bar
  }

  // MARK: Cards

  /// The card Interface Builder shows for a controller without a view of its own.
  func makeCard(for vc: IBElement) -> UIView? {
    if Self.referenceKinds.contains(vc.name) { return makeReferenceCard(for: vc) }
    guard Self.containerKinds.contains(vc.name) else { return nil }
    let size = Device.of(document)?.size ?? CGSize(width: 375, height: 667)
    let card = UIView(frame: CGRect(origin: .zero, size: size))
    card.backgroundColor = .systemBackground
    let name = scene.label ?? vc.customClass ?? ObjectBuilder.controllerClassName(vc.name)
    let caption = CardCaptionView(frame: card.bounds)
    caption.text = name
    caption.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    card.addSubview(caption)
    let status =
      SceneHost.simulatesNoStatusBar(vc, document: document)
      ? 0 : Self.statusBarHeight(size: size)
    if vc.name == "navigationController", !Self.hidesBar(vc) {
      // `instantiate` runs the nib-loading steps (runtime attributes, awakeFromNib) too.
      let bar =
        vc.child("navigationBar", key: "navigationBar").flatMap {
          builder.instantiate($0) as? UINavigationBar
        } ?? UINavigationBar(frame: .zero)
      bar.items = [UINavigationItem()]
      let large = bar.showsLargeTitleWhenTall
      bar.frame = CGRect(
        x: 0, y: 0, width: size.width,
        height: status + UINavigationBar.standardHeight
          + (large ? UINavigationBar.largeTitleHeight : 0))
      card.addSubview(bar)
      if vc["toolbarHidden"] == "NO" {
        let toolbar =
          vc.child("toolbar", key: "toolbar").flatMap { builder.makeView($0) as? UIToolbar }
          ?? UIToolbar(frame: .zero)
        toolbar.frame = CGRect(x: 0, y: size.height - 44, width: size.width, height: 44)
        card.addSubview(toolbar)
      }
      if status > 0 {
        card.addSubview(StatusBarView(frame: CGRect(x: 0, y: 0, width: size.width, height: status)))
      }
    } else if vc.name == "tabBarController" {
      let bar = makeTabBar(of: vc, selecting: nil, standalone: true)
      let height = UITabBar.standardBarHeight(screenHeight: size.height, width: size.width)
      bar.frame = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
      card.addSubview(bar)
    }
    return card
  }
}

extension SceneChrome {
  /// The controllers without a view of their own that Interface Builder's canvas shows as a
  /// card with their bars.
  nonisolated static let containerKinds: Set<String> = [
    "navigationController", "tabBarController", "splitViewController", "pageViewController",
  ]
  /// The storyboard references, shown as a small card naming the storyboard.
  nonisolated static let referenceKinds: Set<String> = [
    "viewControllerPlaceholder", "storyboardReference",
  ]

  /// A storyboard reference's small card: the storyboard's name (and the referenced
  /// controller's identifier) over "Storyboard Reference", as Interface Builder shows it.
  func makeReferenceCard(for vc: IBElement) -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 90))
    card.backgroundColor = .systemBackground
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor.systemGray3.cgColor
    card.layer.cornerRadius = 8
    let caption = CardCaptionView(frame: card.bounds)
    let name = vc["storyboardName"] ?? "Storyboard"
    caption.text = vc["referencedIdentifier"].map { "\(name) › \($0)" } ?? name
    caption.subtitle = "Storyboard Reference"
    card.addSubview(caption)
    return card
  }
}

extension Scene {
  /// Whether the scene has no view of its own but is drawn as Interface Builder's canvas
  /// shows it (`SceneChrome.makeCard(for:)`): a navigation, tab bar, split or page
  /// controller as a card with its bars, a storyboard reference as a small card.
  public var isDrawnAsCard: Bool {
    guard rootView == nil, let vc = viewController else { return false }
    return SceneChrome.containerKinds.contains(vc.name)
      || SceneChrome.referenceKinds.contains(vc.name)
  }
}
