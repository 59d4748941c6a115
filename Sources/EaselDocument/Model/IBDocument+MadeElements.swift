extension IBDocument {
  /// The elements a render of `scene` may make objects from, in document order: the scene's
  /// object and everything under it (its view, its navigation item with a title view and bar
  /// button items' custom views, its toolbar items, a container controller's own bars), and
  /// the same of every controller above it in the storyboard — those with a relationship
  /// segue (`rootViewController`, `viewControllers`) or a `show`/`push` segue to it, and
  /// theirs in turn — except their views: a navigation controller's `navigationBar` and
  /// `toolbar`, a tab bar controller's `tabBar`, and the navigation items of the controllers
  /// pushed before it (the back stack), which Interface Builder draws over the scene.
  ///
  /// What to build for a scene is planned from this list, so a custom class at any place a
  /// render makes a view (a bar, a title view, a cell, a xib's top-level object) is built
  /// with the scene's designables, never drawn as its UIKit class for being overlooked.
  public func elementsMade(for scene: Scene) -> [IBElement] {
    guard let object = scene.viewController else { return [] }
    var out = [object] + Array(object.descendants())
    guard kind == .storyboard, let id = object.id else { return out }
    let incoming = controllersSegueingIn()
    var visited: Set<String> = [id]
    var queue = incoming[id] ?? []
    while !queue.isEmpty {
      let source = queue.removeFirst()
      guard let sourceID = source.id, visited.insert(sourceID).inserted else { continue }
      out.append(source)
      out += Self.descendants(of: source, skippingKey: "view")
      queue += incoming[sourceID] ?? []
    }
    return out
  }

  /// The controllers with a relationship, `show` or `push` segue into each controller, by its
  /// id (a controller's own segues are under its `<connections>`, or under a view's for a
  /// segue from a button).
  private func controllersSegueingIn() -> [String: [IBElement]] {
    var out: [String: [IBElement]] = [:]
    for scene in root.child("scenes")?.children("scene") ?? [] {
      guard
        let source = scene.child("objects")?.children.first(where: {
          $0.name != "placeholder" && $0.name != "exit"
        })
      else { continue }
      for e in source.descendants() where e.name == "segue" {
        guard let kind = e["kind"], ["relationship", "show", "push"].contains(kind),
          let target = e["destination"]
        else { continue }
        out[target, default: []].append(source)
      }
    }
    return out
  }

  /// The elements below `element` outside its children with `key="…"` equal to `key`.
  private static func descendants(of element: IBElement, skippingKey key: String) -> [IBElement] {
    var out: [IBElement] = []
    for child in element.children where child.key != key {
      out.append(child)
      out += child.descendants()
    }
    return out
  }
}
