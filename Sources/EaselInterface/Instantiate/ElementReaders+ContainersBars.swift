import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

/// Bars and their items: navigation bars with navigation items, tab bars, toolbars, search
/// bars. Items are not views; they are read here into `UIBarButtonItem`, `UITabBarItem`
/// and `UINavigationItem`, and their custom views are made like any view.
extension ObjectBuilder {
  func applyNavigationBarAttributes(of element: IBElement, to bar: UINavigationBar) {
    if let style = element["barStyle"] { bar.barStyle = barStyle(style, element) }
    if element["translucent"] == "NO" { bar.isTranslucent = false }
    if element["largeTitles"] == "YES" { bar.prefersLargeTitles = true }
    if let c = element.child("color", key: "barTintColor") { bar.barTintColor = color(c) }
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
    if let style = element["barStyle"] { bar.barStyle = barStyle(style, element) }
    if element["translucent"] == "NO" { bar.isTranslucent = false }
    if let c = element.child("color", key: "barTintColor") { bar.barTintColor = color(c) }
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
    if let style = element["barStyle"] { bar.barStyle = barStyle(style, element) }
    if element["translucent"] == "NO" { bar.isTranslucent = false }
    if let c = element.child("color", key: "barTintColor") { bar.barTintColor = color(c) }
    let items = element.child("items")?.children("barButtonItem") ?? []
    if !items.isEmpty { bar.items = items.map(barButtonItem) }
  }

  func applySearchBarAttributes(of element: IBElement, to bar: UISearchBar) {
    bar.text = element["text"]
    bar.placeholder = element["placeholder"]
    bar.prompt = element["prompt"]
    if let style = element["barStyle"] { bar.barStyle = barStyle(style, element) }
    if let style = element["searchBarStyle"] {
      switch style {
      case "default": bar.searchBarStyle = .default
      case "prominent": bar.searchBarStyle = .prominent
      case "minimal": bar.searchBarStyle = .minimal
      default: unsupported("searchBarStyle=\"\(style)\"", element)
      }
    }
    if element["translucent"] == "NO" { bar.isTranslucent = false }
    if let c = element.child("color", key: "barTintColor") { bar.barTintColor = color(c) }
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
    item.title = element["title"]
    item.prompt = element["prompt"]
    item.backButtonTitle = element["backButtonTitle"]
    if element["hidesBackButton"] == "YES" { item.hidesBackButton = true }
    if element["leftItemsSupplementBackButton"] == "YES" {
      item.leftItemsSupplementBackButton = true
    }
    if let mode = element["largeTitleDisplayMode"] {
      switch mode {
      case "always": item.largeTitleDisplayMode = .always
      case "never": item.largeTitleDisplayMode = .never
      case "automatic": item.largeTitleDisplayMode = .automatic
      default: unsupported("largeTitleDisplayMode=\"\(mode)\"", element)
      }
    }
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
    if let name = element["systemItem"] {
      if let system = Self.barSystemItems[name] {
        item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
      } else {
        unsupported("barButtonItem systemItem=\"\(name)\"", element)
      }
    }
    item.title = element["title"]
    if let style = element["style"] {
      switch style {
      case "plain": item.style = .plain
      case "done": item.style = .done
      case "bordered": item.style = .bordered
      default: unsupported("barButtonItem style=\"\(style)\"", element)
      }
    }
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
    if let name = element["systemItem"] {
      if let system = Self.tabSystemItems[name] {
        item = UITabBarItem(tabBarSystemItem: system, tag: tag)
      } else {
        unsupported("tabBarItem systemItem=\"\(name)\"", element)
      }
    }
    item.tag = tag
    item.title = element["title"]
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
      return UIImage.symbolPlaceholder(named: name, pointSize: 20)
    }
    return image(named: name, element)
  }

  private func barStyle(_ value: String, _ element: IBElement) -> UIBarStyle {
    switch value {
    case "default": return .default
    case "black", "blackOpaque": return .black
    case "blackTranslucent": return .blackTranslucent
    default:
      unsupported("barStyle=\"\(value)\"", element)
      return .default
    }
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

  static let barSystemItems: [String: UIBarButtonItem.SystemItem] = {
    var table: [String: UIBarButtonItem.SystemItem] = [:]
    for item in UIBarButtonItem.SystemItem.allCases { table["\(item)"] = item }
    return table
  }()

  static let tabSystemItems: [String: UITabBarItem.SystemItem] = {
    var table: [String: UITabBarItem.SystemItem] = [:]
    for item in UITabBarItem.SystemItem.allCases { table["\(item)"] = item }
    return table
  }()
}
