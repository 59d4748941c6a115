import EaselDiagnostics
import EaselDocument
import Foundation

extension AgentPlan {
  /// What an agent plan needs of the scenes it draws, read from their document once: the
  /// custom classes their views name, the module they say those live in, and the key paths
  /// of their runtime attributes. A value, so the plan can be made off the thread that owns
  /// (and edits) the document.
  public struct SceneUses: Sendable, Equatable {
    /// The custom classes the views a render of the scenes makes name
    /// (`IBDocument.elementsMade(for:)`).
    public var customClasses: Set<String>
    /// The module the scenes' classes say they live in (`customModule`, as a Swift module
    /// name), nil when none says.
    public var module: String?
    /// Every key path a view of the scenes sets as a User Defined Runtime Attribute.
    public var runtimeKeyPaths: Set<String>

    public init(customClasses: Set<String>, module: String?, runtimeKeyPaths: Set<String>) {
      self.customClasses = customClasses
      self.module = module
      self.runtimeKeyPaths = runtimeKeyPaths
    }

    /// What `scenes` of `document` use.
    public init(document: IBDocument, scenes: [Scene]) {
      var classes: Set<String> = []
      var module: String?
      var keys: Set<String> = []
      let diagnostics = DiagnosticLog()
      for scene in scenes {
        // Every element a render of the scene makes an object from: its views, and the
        // bars, title views and custom views of its controller and of those above it.
        for e in document.elementsMade(for: scene) {
          if let name = e.customClass, e.isViewElement { classes.insert(name) }
          if module == nil, let named = e.customModule, !named.isEmpty {
            module = AgentPlan.sanitize(named)
          }
          for attribute in document.runtimeAttributes(of: e, diagnostics: diagnostics) {
            keys.insert(attribute.keyPath)
          }
        }
      }
      self.init(customClasses: classes, module: module, runtimeKeyPaths: keys)
    }

    /// Whether a view of the scenes sets a runtime attribute whose key path is one of `keys`.
    public func setsAny(of keys: Set<String>) -> Bool {
      !runtimeKeyPaths.isDisjoint(with: keys)
    }

    /// The keys of `keys` some runtime attribute's key path goes through: `borderUIColor`
    /// for `layer.borderUIColor`, as key-value coding sets each key of a path in turn.
    public func keysUsed(among keys: Set<String>) -> Set<String> {
      runtimeKeyPaths.reduce(into: []) { used, path in
        for key in path.split(separator: ".") where keys.contains(String(key)) {
          used.insert(String(key))
        }
      }
    }
  }
}
