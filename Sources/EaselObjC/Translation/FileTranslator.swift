import EaselDiagnostics
import Foundation

// One Objective-C file's AST to Swift, against the façade.
//
// Design note: the translation is type-directed. Clang has already resolved every message,
// property, implicit conversion and nullability, so each expression is translated from what
// clang says it is (`ImplicitCastExpr` kinds say where C converts numbers, `_Nullable` says
// where Swift needs an optional), not from how it was written. Each top-level unit (a class,
// a category, a file-level variable or function) is translated on its own: a construct not
// translated is a located error, its class goes into `failedClasses`, and the unit is left
// out of the Swift so that the file's other classes still build.

/// A translated Swift expression and what translation knows of it.
struct Expr {
  var text: String
  var type: SwiftType
  /// Swift sees it as an `Optional` (not an implicitly unwrapped one).
  var isOptional = false
  /// Swift sees it as `T!` (declared by the translation from a reference of unspecified
  /// nullability): a message to it is sent with `?.`, since a message to nil does nothing.
  var isImplicitlyUnwrapped = false
  /// Needs no parentheses as an operand.
  var isAtomic = true
  /// An integer or floating literal, which Swift types from its context.
  var isLiteral = false

  /// An optional chain whose last member is not itself optional (`view?.layer`): Swift sees
  /// an optional, but a further member continues the chain with `.`.
  var continuesChain = false

  /// A property of the façade that Swift declares non-optional (the SDK's audited headers
  /// declare it without `nullable`), as the target of an assignment: it takes no nil.
  var isNonnullTarget = false

  /// A C array's name decaying to a pointer to its first element (`&colors`), not the address
  /// of one value (`&item`).
  var decaysFromArray = false

  /// The text, parenthesised unless atomic.
  var operand: String { isAtomic ? text : "(" + text + ")" }

  /// Whether the value may be nil, so that a message to it is sent with `?.`.
  var mayBeNil: Bool { isOptional || isImplicitlyUnwrapped }

  /// The text a member of the value follows: `value?.`, `value.`, or `view?.layer.` inside a
  /// chain.
  var memberBase: String {
    continuesChain ? text + "." : operand + (mayBeNil ? "?." : ".")
  }
}

/// What a method body is translated in.
struct MethodContext {
  var className: String
  var selector: String
  var isClassMethod: Bool
  var isInitializer: Bool
  /// A view's `-init` whose `[super init]` is `self.init(frame: .zero)`
  /// (`initDelegatesToOwnFrameworkDesignated`).
  var superInitDelegatesToSelf = false
  var result: (type: SwiftType, nullability: Nullability)
  /// Local variables and parameters that Swift sees as `Optional`, by clang id.
  var optionalLocals: Set<String> = []
  /// Locals assigned after their declaration (`var`, not `let`), by clang id.
  var assigned: Set<String> = []
  /// Locals declared with a more exact type than clang's (`NSDictionary *` holding a
  /// framework's `[NSAttributedString.Key: Any]`), by clang id.
  var retypedLocals: [String: SwiftType] = [:]
  /// An initializer Swift declares failable (`init?(coder:)`, `init!`): `return nil` is Swift's.
  var isFailable = false
  /// In an initializer, whether `[super init…]` (or `[self init…]`) has been called by the
  /// statements translated so far.
  var hasInitialized = false
  /// In an initializer of a class whose initializers (or a superclass's) replace `self`
  /// with another object: once the superclass's initializer has run, the body's `self` is a
  /// variable holding the object made so far (`ObjCInitializerReplacement.current`).
  var replacesSelf = false
  /// Whether this initializer's body itself assigns `self` another object.
  var assignsOtherSelf = false
  /// Whether that variable has been declared.
  var selfShadowed = false
  /// In an initializer, the statements before the superclass's initializer that send a
  /// message to `self` (`FileTranslator.statement`), run once it has returned.
  var beforeInitialized: [String] = []
}

final class FileTranslator {
  let module: ObjCModule
  let names: any ObjCNameLookup
  let types: ObjCTypeReader
  let sources: SourceTexts
  let file: URL

  var diagnostics: [Diagnostic] = []
  /// Errors of the unit being translated.
  var unitErrors: [Diagnostic] = []
  var context: MethodContext?
  /// Statics whose initializer is their own address: a unique key, in Swift a fresh pointer.
  var selfAddressedStatics: Set<String> = []
  /// Clang's ids of the C functions the translation unit itself declares (the project's,
  /// from its files and headers), as against the frameworks' and the C library's.
  var ownFunctions: Set<String> = []
  /// Clang's ids of the file-scope variables the translation unit declares.
  var fileScopeVariables: Set<String> = []
  /// The module's enumerations the translation unit sees, by clang's id of each constant.
  var enumeratorOwners: [String: String] = [:]
  /// The constants of the anonymous enumerations (`enum { kMaximum = 9 };`) this file sees,
  /// by declaration id: global `Int` constants, as Swift's importer gives them.
  var anonymousEnumerators: Set<String> = []
  /// The Swift names of the methods and properties of the module's classes and categories.
  lazy var moduleMemberNames: Set<String> = Set(
    module.classes.values.flatMap { info in
      info.methods.values.map(\.swiftName.base) + info.properties.values.map(\.swiftName)
    })
  /// The Swift names of the types the module declares: classes, protocols, enumerations and
  /// other typedefs.
  lazy var moduleTypeNames: Set<String> = Set(module.classes.keys)
    .union(module.enumerations).union(module.typedefs.keys)
  /// Declarations of project headers already translated (in an earlier file), as
  /// `EnumDecl Name`.
  var headerDeclarations: Set<String> = []
  /// The increments of the C `for` loops being translated, innermost last (nil for other
  /// loops), which `continue` runs first.
  var loopIncrements: [String?] = []
  /// Whether the block literals being translated are given to a framework method, whose
  /// block parameters of type `BOOL *` Swift's importer declares
  /// `UnsafeMutablePointer<ObjCBool>` (`enumerateSubstringsInRange:options:usingBlock:`).
  var blocksGoToFramework = false
  /// The variables whose address a call being translated passes more than once, by
  /// `aliasKey`: the name of the one pointer every `&x` of them is
  /// (`FileTranslator+AliasedAddresses`).
  var sharedAddresses: [String: String] = [:]
  /// The statement being translated, for errors in nodes clang gives no location.
  var lastPosition: ClangPosition?
  /// Static locals, by clang id: the expression that names each (`Static_cache.value`).
  var staticLocals: [String: String] = [:]
  /// The fields of the module's own C structs this file sees (its own and its headers'), in
  /// declaration order with their C types, by the struct's Swift name: what an initializer
  /// list fills (`ALDVector3D v = {dx, dy, 0};`).
  var ownStructFields: [String: [(name: String, type: String)]] = [:]
  /// Those of `ownStructFields` that are C unions local to a function.
  var ownUnions: Set<String> = []
  /// The counts of variable-length arrays that clang's second parse wrote after their
  /// declarations (`VariableLengthArrays`), by the array's clang id.
  var variableLengthCounts: [String: ClangNode] = [:]
  /// The Swift modules the file imports besides UIKit (`CommonCrypto`, `MapKit`).
  var imports: [String] = []
  /// Parameters and file-scope variables this file declares as `T!`, by clang id.
  var implicitlyUnwrappedDecls: Set<String> = []
  /// Category methods written in their class's body (`overridesInClassBody`), by clang id,
  /// each under the class it is written in.
  var classBodyCategoryMethods: [String: [(category: String, method: ClangNode)]] = [:]

  init(
    module: ObjCModule, names: any ObjCNameLookup, types: ObjCTypeReader, sources: SourceTexts,
    file: URL
  ) {
    self.module = module
    self.names = names
    self.types = types
    self.sources = sources
    self.file = file
  }

  /// Records `construct` as not translated at `node`.
  func untranslated(_ construct: String, at node: ClangNode) -> Expr {
    let p = node.position ?? lastPosition
    let d = Diagnostic(
      .error, "\(construct) is not translated", id: "objc-untranslated",
      at: p.map { SourceLocation(file: $0.file, line: $0.line, column: $0.column) }
        ?? SourceLocation(file: file.path, line: 1, column: 1))
    unitErrors.append(d)
    return Expr(text: "<#\(construct)#>", type: .unknown(construct))
  }

  /// Records a warning at `node`: a construct translated as nearly as Swift allows, where
  /// what runs differs from iOS.
  func warn(_ message: String, id: String, at node: ClangNode) {
    let p = node.position ?? lastPosition
    diagnostics.append(
      Diagnostic(
        .warning, message, id: id,
        at: p.map { SourceLocation(file: $0.file, line: $0.line, column: $0.column) }
          ?? SourceLocation(file: file.path, line: 1, column: 1)))
  }

  /// Reads `spelling` (clang's).
  func read(_ spelling: String?) -> (type: SwiftType, nullability: Nullability) {
    types.read(spelling ?? "id")
  }

  /// Reads a node's type; a typedef of a C number the names do not know (`CC_LONG`) as the
  /// number it stands for (clang's desugared type), so that C's conversions to it are made.
  func readType(of node: ClangNode) -> (type: SwiftType, nullability: Nullability) {
    let sugared = read(node.type)
    // A typedef the reader does not know: a capitalised name reads as a struct, a lowercase
    // one (`uint`, `u_char`) as unknown.
    var unknownTypedef = false
    switch sugared.type {
    case .structure(let name): unknownTypedef = !ObjCTypeReader.structs.contains(name)
    case .unknown(let name): unknownTypedef = !name.contains(" ") && !name.contains("*")
    default: break
    }
    guard unknownTypedef, let desugared = node["type.desugaredQualType"] else { return sugared }
    let plain = read(desugared)
    return plain.type.isNumeric || plain.type == .bool ? plain : sugared
  }

  /// `T`, `T?` or `T!`, as Swift's importer declares a value of an Objective-C type.
  /// `declared(…)` for the declaration `id`, remembering that Swift sees it as `T!`.
  func declared(
    _ type: SwiftType, _ nullability: Nullability, selfName: String, recording id: String
  ) -> String {
    if type.isReference, nullability == .unspecified { implicitlyUnwrappedDecls.insert(id) }
    return declared(type, nullability, selfName: selfName)
  }

  func declared(_ type: SwiftType, _ nullability: Nullability, selfName: String) -> String {
    // Framework classes by their Swift names (`NSBundle` → `Bundle`).
    let spelled = type.spelled(selfName: selfName, classNames: swiftClassName)
    guard type.isReference else { return spelled }
    let wrapped = {
      if case .closure = type { return "(" + spelled + ")" }
      if case .existential = type { return "(" + spelled + ")" }
      return spelled
    }()
    switch nullability {
    case .nonnull: return spelled
    case .nullable: return wrapped + "?"
    case .unspecified: return wrapped + "!"
    }
  }

  /// Whether the node is in the file being translated (not a header it imports).
  func isInMainFile(_ node: ClangNode) -> Bool {
    guard let p = node.location ?? node.begin else { return false }
    return p.file == file.path
      || URL(fileURLWithPath: p.file).standardizedFileURL.path
        == file.standardizedFileURL.path
  }
}

extension FileTranslator {
  /// The Swift name of a parameter or local variable: its own, unless a type the translation
  /// may spell has that name (`+ (id)format:(ReturnType)ReturnType`, a module's enumeration;
  /// `UIView *UIView`), which the value would hide in the body (`ReturnType.returnstring`
  /// would be a member of the parameter): C keeps types and variables apart, Swift finds the
  /// innermost name. Then `easelValue_<name>`, in its declaration and every use.
  func valueName(_ name: String) -> String {
    if moduleTypeNames.contains(name) || names.swiftClassName(name) == name {
      return "easelValue_" + name
    }
    return name.swiftIdentifier
  }
}

extension String {
  /// Swift's spelling of an identifier that is a keyword (`default` → `` `default` ``).
  var swiftIdentifier: String {
    let keywords: Set<String> = [
      "default", "case", "in", "is", "as", "var", "let", "func", "class", "struct", "enum",
      "protocol", "extension", "return", "self", "Self", "super", "init", "deinit", "repeat",
      "where", "switch", "operator", "import", "internal", "private", "public", "static",
      "subscript", "typealias", "true", "false", "nil", "guard", "defer", "do", "catch", "throw",
      "throws", "try", "inout", "associatedtype", "fileprivate", "open", "Any", "Type",
    ]
    return keywords.contains(self) ? "`" + self + "`" : self
  }
}
