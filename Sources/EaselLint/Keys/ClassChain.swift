import EaselDocument
import EaselInspect

/// A class and its superclasses, nearest first, as lint can know them: classes from the
/// project's sources, UIKit classes from `UIKitCatalog`, and classes it cannot find.
struct ClassChain {
  /// One class of the chain.
  enum Link {
    /// Declared in the project's sources.
    case scanned(ScannedClass)
    /// A UIKit (or WebKit, MapKit, Core Animation) class.
    case uiKit(String)
    /// Named, but neither in the sources nor in UIKit: a pod or a deleted file.
    case unknown(String)

    var name: String {
      switch self {
      case .scanned(let c): c.name
      case .uiKit(let n), .unknown(let n): n
      }
    }
  }

  var links: [Link] = []

  /// A chain of the given links.
  init(links: [Link]) { self.links = links }

  /// Every class name, nearest first.
  var names: [String] { links.map(\.name) }
  /// The UIKit classes, nearest first.
  var uiKitNames: [String] {
    links.compactMap { if case .uiKit(let n) = $0 { n } else { nil } }
  }
  /// The first class neither the sources nor UIKit declare, if any.
  var firstUnknown: String? {
    links.lazy.compactMap { if case .unknown(let n) = $0 { n } else { nil } }.first
  }

  /// The chain of the object an element makes: its custom class, that class's
  /// superclasses, and the UIKit class the element's name stands for.
  init(element: IBElement, project: ProjectKnowledge) {
    let base = UIKitCatalog.className(forElement: element.name)
    if let start = element.customClass ?? base {
      self.init(startingAt: start, base: base, project: project)
    } else {
      self.init(links: [.unknown(element.name)])
    }
  }

  /// The chain from the class `start`; `base` is a UIKit class known to be an ancestor.
  init(startingAt start: String, base: String? = nil, project: ProjectKnowledge) {
    var current: String? = start
    var seen: Set<String> = []
    while let name = current, !seen.contains(name) {
      seen.insert(name)
      if let scanned = project.classes[name] {
        links.append(.scanned(scanned))
        current = scanned.superclassName
      } else if UIKitCatalog.entry(named: name) != nil {
        appendUIKit(name)
        current = nil
      } else {
        links.append(.unknown(name))
        current = nil
      }
    }
    if let base, !names.contains(base) { appendUIKit(base) }
  }

  private mutating func appendUIKit(_ name: String) {
    for n in UIKitCatalog.superclassChain(of: name) where !names.contains(n) {
      links.append(.uiKit(n))
    }
  }
}
