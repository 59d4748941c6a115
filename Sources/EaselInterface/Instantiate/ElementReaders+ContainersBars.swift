import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

/// Bars and their items: navigation bars with navigation items, tab bars, toolbars, search
/// bars. Items are not views; they are read here into `UIBarButtonItem`, `UITabBarItem`
/// and `UINavigationItem`, and their custom views are made like any view.
extension ObjectBuilder {
  /// What every bar has: `barStyle`, `translucent`, `barTintColor`.
  func applyBarAttributes(of element: IBElement, to bar: some StyledBar) {
    setEnumeration(bar, \.barStyle, from: "barStyle", of: element)
    if element["translucent"] == "NO" { bar.isTranslucent = false }
    if let c = element.child("color", key: "barTintColor") { bar.barTintColor = color(c) }
  }

  func applyNavigationBarAttributes(of element: IBElement, to bar: UINavigationBar) {
    applyBarAttributes(of: element, to: bar)
    if element["largeTitles"] == "YES" { bar.prefersLargeTitles = true }
    if let attributes = element.child("textAttributes", key: "titleTextAttributes") {
      bar.titleTextAttributes = textAttributes(attributes)
    }
    if let attributes = element.child("textAttributes", key: "largeTitleTextAttributes") {
      bar.largeTitleTextAttributes = textAttributes(attributes)
    }
    let items = element.child("items")?.children("navigationItem") ?? []
    if !items.isEmpty { bar.items = items.map(navigationItem) }
  }

  func applyTabBarAttributes(of element: IBElement, to bar: UITabBar) {
    applyBarAttributes(of: element, to: bar)
    if let c = element.child("color", key: "selectedImageTintColor") { bar.tintColor = color(c) }
    if let c = element.child("color", key: "unselectedItemTintColor") {
      bar.unselectedItemTintColor = color(c)
    }
    if let name = element["backgroundImage"] { bar.backgroundImage = image(named: name, element) }
    let elements = element.child("items")?.children("tabBarItem") ?? []
    if !elements.isEmpty {
      let items = elements.map(tabBarItem)
      bar.items = items
      if let selected = element["selectedItem"],
        let i = elements.firstIndex(where: { $0.id == selected })
      {
        bar.selectedItem = items[i]
      }
    }
  }

  func applyToolbarAttributes(of element: IBElement, to bar: UIToolbar) {
    applyBarAttributes(of: element, to: bar)
    let items = element.child("items")?.children("barButtonItem") ?? []
    if !items.isEmpty { bar.items = items.map(barButtonItem) }
  }

  func applySearchBarAttributes(of element: IBElement, to bar: UISearchBar) {
    bar.text = localizedText(element, "text", element.string("text"))
    bar.placeholder = localizedText(element, "placeholder", element.string("placeholder"))
    bar.prompt = localizedText(element, "prompt", element.string("prompt"))
    applyBarAttributes(of: element, to: bar)
    setEnumeration(bar, \.searchBarStyle, from: "searchBarStyle", of: element)
    if element["showsCancelButton"] == "YES" { bar.showsCancelButton = true }
    if element["showsBookmarkButton"] == "YES" { bar.showsBookmarkButton = true }
    if element["showsScopeBar"] == "YES" { bar.showsScopeBar = true }
    if let titles = element.child("array", key: "scopeButtonTitles") {
      bar.scopeButtonTitles = titles.children("string").map(\.text)
    }
  }

  // MARK: Items

  /// A `<navigationItem>` as a `UINavigationItem`.
  func navigationItem(_ element: IBElement) -> UINavigationItem {
    let item = UINavigationItem()
    item.title = localizedText(element, "title", element.string("title"))
    item.prompt = localizedText(element, "prompt", element.string("prompt"))
    item.backButtonTitle = localizedText(element, "backButtonTitle", element["backButtonTitle"])
    if element["hidesBackButton"] == "YES" { item.hidesBackButton = true }
    if element["leftItemsSupplementBackButton"] == "YES" {
      item.leftItemsSupplementBackButton = true
    }
    setEnumeration(item, \.largeTitleDisplayMode, from: "largeTitleDisplayMode", of: element)
    var left: [UIBarButtonItem] = []
    var right: [UIBarButtonItem] = []
    for child in element.children {
      switch (child.name, child.key) {
      case ("barButtonItem", "leftBarButtonItem"): left.insert(barButtonItem(child), at: 0)
      case ("barButtonItem", "rightBarButtonItem"): right.insert(barButtonItem(child), at: 0)
      case ("barButtonItem", "backBarButtonItem"): item.backBarButtonItem = barButtonItem(child)
      case ("array", "leftBarButtonItems"):
        left += child.children("barButtonItem").map(barButtonItem)
      case ("array", "rightBarButtonItems"):
        right += child.children("barButtonItem").map(barButtonItem)
      case (_, "titleView") where child.isViewElement: item.titleView = makeView(child)
      default: break
      }
    }
    if !left.isEmpty { item.leftBarButtonItems = left }
    if !right.isEmpty { item.rightBarButtonItems = right }
    return item
  }

  /// A `<barButtonItem>` as a `UIBarButtonItem`.
  func barButtonItem(_ element: IBElement) -> UIBarButtonItem {
    var item = UIBarButtonItem()
    if let system: UIBarButtonItem.SystemItem = enumeration(
      "systemItem", of: element, what: "barButtonItem ")
    {
      item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
    }
    item.title = localizedText(element, "title", element.string("title"))
    setEnumeration(item, \.style, from: "style", of: element, what: "barButtonItem ")
    if let name = element["image"] {
      item.imageName = name
      item.image = barImage(named: name, element)
    }
    if let width = element.points("width") { item.width = width }
    if element["enabled"] == "NO" { item.isEnabled = false }
    if let tag = element["tag"].flatMap(Int.init) { item.tag = tag }
    if let c = element.child("color", key: "tintColor") { item.tintColor = color(c) }
    if let custom = element.child(key: "customView"), custom.isViewElement {
      item.customView = makeView(custom)
    }
    return item
  }

  /// A `<tabBarItem>` as a `UITabBarItem`.
  func tabBarItem(_ element: IBElement) -> UITabBarItem {
    var item = UITabBarItem()
    let tag = element["tag"].flatMap(Int.init) ?? 0
    if let system: UITabBarItem.SystemItem = enumeration(
      "systemItem", of: element, what: "tabBarItem ")
    {
      item = UITabBarItem(tabBarSystemItem: system, tag: tag)
    }
    item.tag = tag
    item.title = localizedText(element, "title", element.string("title"))
    item.badgeValue = element["badgeValue"]
    if let name = element["image"] {
      item.imageName = name
      item.image = barImage(named: name, element)
    }
    if let name = element["selectedImage"] { item.selectedImage = barImage(named: name, element) }
    if element["enabled"] == "NO" { item.isEnabled = false }
    return item
  }

  /// A bar item's image: an SF Symbol placeholder for a system image, else the project's.
  private func barImage(named name: String, _ element: IBElement) -> UIImage? {
    if document.resources.systemImages.contains(name) {
      noteSymbolStandIn(name, at: element)
      return UIImage.symbolPlaceholder(named: name, pointSize: 20)
    }
    return image(named: name, element)
  }

  /// `<textAttributes>` as attributed-string attributes (colour, font).
  private func textAttributes(_ element: IBElement) -> [NSAttributedString.Key: Any] {
    var out: [NSAttributedString.Key: Any] = [:]
    if let c = element.child("color", key: "textColor"), let color = color(c) {
      out[.foregroundColor] = color
    }
    if let f = element.child("fontDescription", key: "fontDescription") { out[.font] = font(f) }
    return out
  }
}
