import EaselDiagnostics

/// The names a Swift file declares and refers to, its imports, and whether it is an entry
/// point: what a dependency slice needs to know of it.
public struct FileSymbols: Sendable, Hashable {
  /// Names declared at file scope: types, typealiases, functions, constants, variables,
  /// operators and precedence groups.
  public var topLevelNames: Set<String> = []
  /// Types declared inside other types (or inside extensions), both qualified
  /// (`Outer.Inner`) and unqualified (`Inner`).
  public var nestedTypeNames: Set<String> = []
  /// Members declared in extensions (`extension UIColor { static let brand … }`).
  public var extensionMembers: [ExtensionMember] = []
  /// The types this file extends (other than privately), module qualifier removed.
  public var extendedTypes: Set<String> = []
  /// The types an extension here makes conform to something (`extension A: B`).
  public var conformingExtensions: Set<String> = []
  /// Type → the protocols extensions here make it conform to (`extension UIColor: Hex {}`
  /// gives `UIColor: [Hex]`), module qualifiers removed.
  public var adoptedProtocols: [String: Set<String>] = [:]
  /// File-scope type aliases → the type each names, as written (`ConstraintView: UIView`),
  /// for the code the agent compiles (`SwiftSymbolWalker.recordAliasTarget(of:)`).
  public var typeAliases: [String: String] = [:]
  /// Operator functions declared at file scope (`func + (l: Money, r: Money)`) → the type
  /// names their generic clauses and parameters spell: an overload is found only where one of
  /// its operands is of such a type.
  public var operatorOperandTypes: [String: Set<String>] = [:]
  /// Custom operators declared with `prefix`/`infix`/`postfix operator`.
  public var declaredOperators: Set<String> = []
  /// Identifiers the file refers to (outside comments and strings, string interpolations
  /// included), neither keywords nor names of local declarations; member names after `.`
  /// and argument labels included. Operator spellings are included too.
  public var references: Set<String> = []
  /// Those of `references` written only as argument labels (`string` of `Scanner(string:
  /// text)`): a label names no declaration but an initializer or subscript whose first label
  /// it is (`UIColor(hexStr:)` finds `extension UIColor { init(hexStr:) }`), never a function,
  /// property or type that happens to share it (`extension NSNumber { func string(…) }`).
  public var labelOnlyReferences: Set<String> = []
  /// Names used as implicit members (`backgroundColor = .brand`, `f(.accent)`): a leading
  /// dot with no expression before it, so the type is the context's.
  public var implicitMemberReferences: Set<String> = []
  /// `import` declarations, in source order; not those under an `#if` false for the agent
  /// (`os(macOS)`, `canImport(AppKit)`), which iOS does not compile.
  public var imports: [ImportDeclaration] = []
  /// Why the file is an app's entry point, if it is one.
  public var entryPoint: EntryPoint?
  /// The conditions of an `#if` wrapping everything in the file but its imports
  /// (`canImport(UIKit)`, `os(iOS)`), outermost first; empty if the file is not guarded.
  public var guardConditions: [String] = []

  /// Whether the file is a test: it imports XCTest, Testing, Quick or Nimble, or has an
  /// `@testable import`.
  public var isTest: Bool {
    imports.contains {
      ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting"].contains($0.module)
        || $0.attributes.contains("testable")
    }
  }

  /// Every name a reference can find in this file: top-level names, nested types, extension
  /// members (an initializer counts under its first argument label).
  public var declaredNames: Set<String> {
    topLevelNames.union(nestedTypeNames).union(extensionMembers.map(\.lookupName))
  }

  /// Creates an empty record.
  public init() {}
}

/// A member added to a type by an extension.
public struct ExtensionMember: Sendable, Hashable {
  /// The extended type as written, module qualifier removed (`UIColor`).
  public var extendedType: String
  /// The member's name (`brand`), `init(hex:)` for initializers, `subscript(safe:)` for a
  /// subscript with labels.
  public var name: String
  /// `func`, `var`, `let`, `init`, `subscript`, `typealias`, `case`, or a type keyword.
  public var kind: String
  /// Whether other modules see it: declared `public` or `open`, or in a `public extension`.
  public var isPublic: Bool
  /// The extension's generic arguments and `where` clause as written, tokens joined by
  /// spaces (`<Int>`, `where Element == Int`); empty for a plain `extension UIColor`.
  public var constraints: String

  /// Creates a member record.
  public init(
    extendedType: String, name: String, kind: String, isPublic: Bool = false,
    constraints: String = ""
  ) {
    self.extendedType = extendedType
    self.name = name
    self.kind = kind
    self.isPublic = isPublic
    self.constraints = constraints
  }

  /// What makes two declarations the same one, as Swift tells redeclarations apart: the
  /// extended type with the extension's constraints, and the member's name with its labels
  /// (`UIFont.init(named:)`, `Array where Element == Int.sum`). Members of extensions of
  /// different types, or of one generic type under different constraints, never clash.
  public var declarationKey: String {
    (constraints.isEmpty ? extendedType : extendedType + " " + constraints) + "." + name
  }

  /// Whether a use written as an argument label finds it: an initializer or subscript, whose
  /// `lookupName` is its first label.
  public var isFoundByLabel: Bool { kind == "init" || kind == "subscript" }

  /// The identifier a use of the member shows: its name, or an initializer's or subscript's
  /// first label.
  public var lookupName: String {
    guard kind == "init" || kind == "subscript", let open = name.firstIndex(of: "(") else {
      return name
    }
    let labels = name[name.index(after: open)...]
    return String(labels.prefix { $0 != ":" && $0 != ")" })
  }
}

/// One `import` declaration.
public struct ImportDeclaration: Sendable, Hashable {
  /// The imported module (`UIKit`, `Alamofire`), the first component of the path.
  public var module: String
  /// The full dotted path (`UIKit.UIView` in `import class UIKit.UIView`).
  public var path: String
  /// The declaration kind of a scoped import (`class`, `struct`, `func`, …), if any.
  public var kind: String?
  /// Attributes written before it, without `@` (`testable`, `_implementationOnly`,
  /// `preconcurrency`).
  public var attributes: [String]
  /// An access-level modifier (`internal import`, `public import`), if any.
  public var accessLevel: String?
  /// Conditional-compilation conditions the import sits under, outermost first.
  public var conditions: [String]
  /// Where the imported module's name is.
  public var location: SourceLocation

  /// Creates an import record.
  public init(
    module: String, path: String, kind: String? = nil, attributes: [String] = [],
    accessLevel: String? = nil, conditions: [String] = [], location: SourceLocation
  ) {
    self.module = module
    self.path = path
    self.kind = kind
    self.attributes = attributes
    self.accessLevel = accessLevel
    self.conditions = conditions
    self.location = location
  }
}

/// What makes a file an app's entry point.
public enum EntryPoint: Sendable, Hashable {
  /// The file is named `main.swift`.
  case mainFile
  /// `@main`, `@UIApplicationMain` or `@NSApplicationMain` (without `@`), on `line`.
  case attribute(String, line: Int)
  /// A statement at file scope (legal in `main.swift` only), the first one on `line`.
  case topLevelStatement(line: Int)
}
