import EaselDocument

/// Which of a module's classes declare their own `responds(to:)`, `forwardingTarget(for:)` or
/// other member of `RewritePass.runtimeOverridables`, and so which overrides of them override
/// one of the module's.
///
/// Design note: the façade declares them in extensions (of `NSObjectProtocol`, `NSObject`),
/// so the first class of a chain to write `override` overrides nothing and loses it; a subclass of that class
/// overrides a real member and keeps it. So does a class whose chain leaves the module at a
/// UIKit class that declares the member itself (`UIView.accessibilityLabel`, open, where an
/// `NSObject` subclass has only the protocol's), or at a class Easel does not know. A token
/// walk with a stack of the classes whose bodies are open, as `TypeOutline`'s; a class is
/// known by its unqualified name.
struct RuntimeOverrides {
  /// An override of one of them: the file, its `func` or `var` token, the member's key, the
  /// class.
  private struct Declaration {
    let file: Int
    let funcToken: Int
    let method: String
    let owner: String
  }

  private var declarations: [Declaration] = []
  /// Method → the classes declaring it.
  private var owners: [String: Set<String>] = [:]
  /// Class → the superclass its declaration names first.
  private var superclasses: [String: String] = [:]
  /// The module's classes.
  private var classes: Set<String> = []

  private static let notClassNames: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static",
    "public", "private", "fileprivate", "internal", "open", "required", "convenience",
    "dynamic", "protocol",
  ]

  /// The overrides and superclasses of the module whose files are `files`.
  init(_ files: [[SwiftToken]]) {
    for (file, tokens) in files.enumerated() { gather(tokens, file: file) }
    for d in declarations { owners[d.method, default: []].insert(d.owner) }
  }

  private mutating func gather(_ tokens: [SwiftToken], file: Int) {
    var open: [String?] = []
    var pending: String?
    for (k, t) in tokens.enumerated() {
      if t.isPunct("{") {
        open.append(pending)
        pending = nil
      } else if t.isPunct("}") {
        _ = open.popLast()
      } else if t.isWord("class"), k + 1 < tokens.count, tokens[k + 1].kind == .identifier,
        !Self.notClassNames.contains(tokens[k + 1].text),
        k == 0 || !tokens[k - 1].isPunct(".")
      {
        let name = tokens[k + 1].text
        pending = name
        classes.insert(name)
        if k + 3 < tokens.count, tokens[k + 2].isPunct(":"), tokens[k + 3].kind == .identifier {
          superclasses[name] = superclasses[name] ?? tokens[k + 3].text
        }
      } else if t.isWord("extension"), k + 1 < tokens.count, tokens[k + 1].kind == .identifier {
        // An extension's overrides are its class's (preparation moves them into its body).
        pending = tokens[k + 1].text
      } else if t.isWord("func") || t.isWord("var"), k + 1 < tokens.count,
        let key = Self.key(tokens, nameAt: k + 1),
        RewritePass.runtimeOverridables.contains(key), let owner = open.last ?? nil,
        Self.isOverride(tokens, funcAt: k)
      {
        declarations.append(Declaration(file: file, funcToken: k, method: key, owner: owner))
      }
    }
  }

  /// The key of the member whose name is at `k` in `RewritePass.runtimeOverridables`: a
  /// method's name and first argument label (`responds(to`, `accessibilityElementCount(`), a
  /// property's name; nil for what is not a name.
  static func key(_ tokens: [SwiftToken], nameAt k: Int) -> String? {
    guard k < tokens.count, tokens[k].kind == .identifier else { return nil }
    let name = tokens[k].text
    guard k + 1 < tokens.count, tokens[k + 1].isPunct("(") else { return name }
    guard k + 2 < tokens.count, !tokens[k + 2].isPunct(")") else { return name + "(" }
    return name + "(" + tokens[k + 2].text
  }

  /// Whether `override` is among the modifiers before the `func` at `k`.
  private static func isOverride(_ tokens: [SwiftToken], funcAt k: Int) -> Bool {
    var j = k - 1
    while j >= 0, tokens[j].kind == .identifier, !tokens[j].isWord("class") {
      if tokens[j].isWord("override") { return true }
      j -= 1
    }
    return false
  }

  /// The `func` tokens of `file`'s overrides that override a real member: one a superclass
  /// in the module declares, or the UIKit class the chain leaves the module at
  /// (`RewritePass.facadeClassMembers`).
  func inherited(inFile file: Int) -> Set<Int> {
    var out: Set<Int> = []
    for d in declarations where d.file == file {
      var seen: Set<String> = [d.owner]
      var c = superclasses[d.owner]
      // The class the chain leaves the module at; "" where the module's declaration does
      // not say (a generic class's superclass is not read).
      var root = ""
      while let name = c, seen.insert(name).inserted {
        if owners[d.method]?.contains(name) == true {
          out.insert(d.funcToken)
          break
        }
        guard classes.contains(name) else {
          root = name
          break
        }
        c = superclasses[name]
      }
      if let declaring = RewritePass.facadeClassMembers[d.method],
        Self.inheritsMember(from: root, declaredBy: declaring)
      {
        out.insert(d.funcToken)
      }
    }
    return out
  }

  /// Whether a subclass of `root`, a class outside the module, inherits a member the façade
  /// declares in `declaring`'s bodies: `root` is one of them or a UIKit subclass of one, or a
  /// class `UIKitCatalog` does not know (a framework's own view, say), whose member is left
  /// to compile as written.
  private static func inheritsMember(from root: String, declaredBy declaring: Set<String>)
    -> Bool
  {
    guard UIKitCatalog.entry(named: root) != nil else { return true }
    return UIKitCatalog.superclassChain(of: root).contains { declaring.contains($0) }
  }
}
