import Foundation

// Objective-C types as clang spells them (`NSString * _Nullable`, `void (^)(BOOL)`,
// `CGContextRef`), read into the Swift types Swift's importer gives them.

/// Whether a pointer type may be nil, as its nullability annotation says.
enum Nullability: Equatable, Sendable {
  case nonnull, nullable, unspecified
}

/// A Swift type, as far as translation needs to know it.
indirect enum SwiftType: Equatable, Sendable {
  case void
  case bool
  /// `Int`, `Int32`, `UInt`, …
  case integer(String)
  /// `CGFloat`, `Double`, `Float`.
  case floating(String)
  case string
  /// A typedef of `NSString *` that Swift imports as a type of its own, a string-keyed
  /// struct (`NSAttributedStringKey` is `NSAttributedString.Key`, `NSErrorUserInfoKey`
  /// `NSError.UserInfoKey`): its Swift name.
  case typedString(String)
  /// A class (`UIColor`, a user's class).
  case object(String)
  /// `id`: `Any`.
  case any
  /// `id<Protocol>`.
  case existential(String)
  /// `Class`.
  case anyClass
  case selector
  /// `instancetype`: the class the method belongs to.
  case instanceType
  case array(SwiftType?)
  /// `NSSet<T *>`: `Set<T>`.
  case set(SwiftType?)
  case dictionary(SwiftType?, SwiftType?)
  /// A struct passed by value (`CGRect`, `UIEdgeInsets`).
  case structure(String)
  /// A C enumeration or option set imported as a Swift type (`UIView.ContentMode`).
  case enumeration(String)
  /// A Core Foundation–style object (`CGContextRef` is `CGContext`).
  case foundationObject(String)
  /// `void *` and `const void *`.
  case rawPointer(mutable: Bool)
  /// A pointer to a C type.
  case pointer(SwiftType)
  /// A pointer to a `const` C type (`const char *`): `UnsafePointer`.
  case constPointer(SwiftType)
  case closure([SwiftType], SwiftType)
  /// A C array of a fixed count (`CGFloat locations[2]`): a Swift array of that many; a
  /// variable-length one (`CGFloat locations[count]`) has the count `variableCount`, its
  /// declaration giving the count at run time.
  case cArray(SwiftType, Int)
  /// A type not understood; its clang spelling.
  case unknown(String)

  /// The count of a variable-length C array (`cArray`), known only at run time.
  static let variableCount = -1

  /// The type as Swift spells it, `selfName` standing for `instancetype`.
  func spelled(selfName: String = "Self", classNames: (String) -> String = { $0 }) -> String {
    func inner(_ t: SwiftType) -> String { t.spelled(selfName: selfName, classNames: classNames) }
    switch self {
    case .void: return "Void"
    case .bool: return "Bool"
    case .integer(let name), .floating(let name): return name
    case .string: return "String"
    case .object(let name): return classNames(name)
    case .structure(let name), .enumeration(let name), .foundationObject(let name),
      .typedString(let name):
      return name
    case .any: return "Any"
    case .existential(let name): return "any " + name
    case .anyClass: return "AnyClass"
    case .selector: return "Selector"
    case .instanceType: return selfName
    case .array(let element): return "[" + (element.map(inner) ?? "Any") + "]"
    case .set(let element): return "Set<" + (element.map(inner) ?? "AnyHashable") + ">"
    case .dictionary(let key, let value):
      return "[" + (key.map(inner) ?? "AnyHashable") + ": " + (value.map(inner) ?? "Any") + "]"
    case .rawPointer(let mutable):
      return mutable ? "UnsafeMutableRawPointer" : "UnsafeRawPointer"
    // A pointer to an object pointer (`NSError **`, an out-parameter) points at an optional.
    // A block's (`rac_cleanupBlock_t *`) is a function type in parentheses.
    case .pointer(.closure(let parameters, let result)):
      return "UnsafeMutablePointer<(" + inner(.closure(parameters, result)) + ")?>"
    case .pointer(let pointee) where pointee.isReference:
      return "UnsafeMutablePointer<" + inner(pointee) + "?>"
    case .pointer(let pointee): return "UnsafeMutablePointer<" + inner(pointee) + ">"
    case .constPointer(let pointee): return "UnsafePointer<" + inner(pointee) + ">"
    // A block parameter of a block or function pointer type escapes, as Swift's importer
    // reads C (`void (*)(dispatch_queue_t, dispatch_block_t)` takes `@escaping () -> Void`).
    case .closure(let parameters, let result):
      return "("
        + parameters.map { p in
          if case .closure = p { return "@escaping " + inner(p) }
          return inner(p)
        }.joined(separator: ", ") + ") -> " + inner(result)
    // A C array of `void *`s, each of which may be NULL, as Swift's importer gives one.
    case .cArray(.rawPointer(let mutable), _):
      return "[" + inner(.rawPointer(mutable: mutable)) + "?]"
    case .cArray(let element, _): return "[" + inner(element) + "]"
    case .unknown(let name): return name
    }
  }

  /// Whether values of the type can be nil in Objective-C (pointers of every kind).
  /// An Objective-C object: a class instance, `id`, or a protocol existential.
  var isObjectLike: Bool {
    switch self {
    case .object, .any, .existential, .instanceType, .foundationObject: true
    default: false
    }
  }

  /// Whether the type is a block's (`void (^)(CGFloat)`), a closure in Swift.
  var isClosure: Bool {
    if case .closure = self { return true }
    return false
  }

  /// Whether the type is a protocol existential (`id<NSCopying>`).
  var isExistential: Bool {
    if case .existential = self { return true }
    return false
  }

  /// The Foundation class a collection bridges to (`NSArray` for an array), or nil.
  var foundationCollectionClass: String? {
    switch self {
    case .array: "NSArray"
    case .set: "NSSet"
    case .dictionary: "NSDictionary"
    default: nil
    }
  }

  /// Whether it is a Swift array (`[String]`, `[Any]`: an `NSArray`).
  var isArray: Bool {
    if case .array = self { return true }
    return false
  }

  var isReference: Bool {
    switch self {
    case .string, .object, .any, .existential, .anyClass, .instanceType, .array, .set, .dictionary,
      .foundationObject, .rawPointer, .pointer, .constPointer, .closure, .selector, .typedString:
      true
    default: false
    }
  }

  var isNumeric: Bool {
    switch self {
    case .integer, .floating: true
    default: false
    }
  }

  /// One of C's arithmetic types: a number, a `BOOL` or an enumeration, which C converts
  /// into one another implicitly.
  var isArithmetic: Bool {
    switch self {
    case .integer, .floating, .bool, .enumeration: true
    default: false
    }
  }

  /// The value an Objective-C message to nil returns, in Swift (`0`, `false`, `.zero`).
  var zeroValue: String? {
    switch self {
    case .bool: "false"
    case .integer, .floating: "0"
    // A C struct zeroed: `CGRect()`, `UIEdgeInsets()`, a project's struct's `init()`.
    case .structure(let name): name + "()"
    case .string: "\"\""
    case .cArray(let element, let count) where count != Self.variableCount:
      element.zeroValue.map { "[" + element.spelled() + "](repeating: \($0), count: \(count))" }
    default: nil
    }
  }

  /// The words of the type's name that a selector may repeat (`Rect` for `CGRect`,
  /// `String` for `NSString`, `Index` for an integer), for omitting needless words.
  var nameWords: [String] {
    switch self {
    case .string: ["String"]
    case .object(let name), .structure(let name), .foundationObject(let name),
      .enumeration(let name):
      ObjCImporterNames.words(ObjCImporterNames.withoutPrefix(name))
    case .integer: ["Index", "Integer", "Int"]
    case .floating: ["Float", "Double"]
    case .bool: ["Bool", "Flag"]
    case .selector: ["Selector"]
    case .any, .instanceType: ["Object"]
    case .anyClass: ["Class"]
    case .array: ["Array", "Objects"]
    case .dictionary: ["Dictionary"]
    default: []
    }
  }
}

/// Reads clang's spelling of a type.
struct ObjCTypeReader {
  /// Names the Swift types of the façade's enumerations (`UIViewContentMode` →
  /// `UIView.ContentMode`).
  var names: (any ObjCNameLookup)? { didSet { memo = Memo() } }
  /// Names of the project's own enumerations (imported under their own names).
  var userEnumerations: Set<String> = [] { didSet { memo = Memo() } }
  /// The project's own typedefs (`BadgeHandler` → `void (^)(NSInteger, BOOL)`).
  var typedefs: [String: String] = [:] { didSet { memo = Memo() } }
  /// Names of the classes the project's files declare (`@interface`, `@class`): a class
  /// whose name does not start with a capital (`_TOBadgeLabel`, `myView`) is a class all
  /// the same.
  var userClasses: Set<String> = [] { didSet { memo = Memo() } }
  /// Names of the project's own C structs (`typedef struct { float x; float y; } Point2D;`):
  /// a pointer to one is a pointer (`Point2D *curve` subscripts to a `Point2D`), not an
  /// object of an unknown class.
  var userStructs: Set<String> = [] { didSet { memo = Memo() } }
  /// The module's protocols Swift names apart from a class of the same name
  /// (`SDWebImageCacheKeyFilter` → `SDWebImageCacheKeyFilterProtocol`; `ObjCModule.protocolRenames`).
  var protocolRenames: [String: String] = [:] { didSet { memo = Memo() } }
  /// Protocols the module names but never defines, which the framework does not declare
  /// either (`@protocol SupplementaryView;` alone, or defined empty, with no protocol of its
  /// own): no translation declares them, and clang, which lets a type name them, finds no
  /// requirement in them, so a type qualified by them is its class (`UIView<SupplementaryView>
  /// *` is `UIView`), `id<…>` of them alone `id` (`ObjCModuleGatherer`).
  var undeclaredProtocols: Set<String> = [] { didSet { memo = Memo() } }

  /// The spellings read so far with these names, shared by the copies of a reader (a
  /// module's files are translated at once, each with a copy) and made anew when a name
  /// changes. A module's files spell the same few hundred types tens of thousands of times.
  private var memo = Memo()

  init(names: (any ObjCNameLookup)? = nil) { self.names = names }

  private final class Memo: @unchecked Sendable {
    private let lock = NSLock()
    private var types: [String: (type: SwiftType, nullability: Nullability)] = [:]

    subscript(spelling: String) -> (type: SwiftType, nullability: Nullability)? {
      get { lock.withLock { types[spelling] } }
      set { lock.withLock { types[spelling] = newValue } }
    }
  }

  /// The Swift type and nullability of `spelling`.
  func read(_ spelling: String) -> (type: SwiftType, nullability: Nullability) {
    if let known = memo[spelling] { return known }
    let found = reading(spelling)
    memo[spelling] = found
    return found
  }

  private func reading(_ spelling: String) -> (type: SwiftType, nullability: Nullability) {
    var text = " " + spelling + " "
    var nullability = Nullability.unspecified
    for (token, value) in [
      ("_Nullable_result", Nullability.nullable), ("_Nullable", .nullable), ("_Nonnull", .nonnull),
      ("_Null_unspecified", .unspecified),
    ] where text.contains(token) {
      // Only the outermost annotation counts: the last one, after the last `*`.
      if let star = text.lastIndex(of: "*"), let range = text.range(of: token, options: .backwards),
        range.lowerBound < star
      {
        continue
      }
      nullability = value
      text = text.replacingOccurrences(of: token, with: " ")
    }
    for qualifier in [
      "__strong", "__weak", "__unsafe_unretained", "__autoreleasing", "__kindof", "const ",
      "volatile ", "struct ", "union ", "enum ", "__block", "_Nullable", "_Nonnull",
      "_Null_unspecified",
      // Attributes clang prints by their macros' names (`NSError ** __unused error`; a
      // property `… *starPath UI_APPEARANCE_SELECTOR;`, whose type clang prints with it).
      "__unused", "UI_APPEARANCE_SELECTOR",
    ] {
      text = text.replacingOccurrences(of: qualifier, with: " ")
    }
    let squeezed = text.split(separator: " ").joined(separator: " ")
    var result = type(squeezed)
    // A weak `id` (`__weak id target`, a weak `id` property's storage): `id` is always an
    // object, and Swift holds only a class-bound type weakly, so the importer gives it
    // `AnyObject` (`weak var target: AnyObject?`).
    if result == .any, spelling.contains("__weak") { result = .existential("AnyObject") }
    // `struct timespec`, `struct tm`: a C library struct (lowercase, so not taken for one by
    // its name) is a struct Swift imports, zeroed by `timespec()`.
    if case .unknown(let name) = result, name == squeezed, !name.contains(" "),
      spelling.trimmingCharacters(in: .whitespaces).hasPrefix("struct ")
        || spelling.trimmingCharacters(in: .whitespaces).hasPrefix("union ")
    {
      result = .structure(name)
    }
    if case .rawPointer = result { result = .rawPointer(mutable: !spelling.contains("const")) }
    if case .cArray(.rawPointer, let count) = result {
      result = .cArray(.rawPointer(mutable: !spelling.contains("const")), count)
    }
    // `const char *`: the pointee is const (a `const` before the last `*`).
    if case .pointer(let pointee) = result, let star = spelling.lastIndex(of: "*"),
      spelling[..<star].contains("const")
    {
      result = .constPointer(pointee)
    }
    return (result, nullability)
  }

  /// The Swift name of a struct C leaves unnamed (`struct { unsigned dirty : 1; } _flags;`),
  /// from where it is written: `AnonymousStruct_View_m_4_3` for the one at `View.m:4:3`.
  static func anonymousStructName(file: String, line: Int, column: Int) -> String {
    let base = (file as NSString).lastPathComponent.map { $0.isLetter || $0.isNumber ? $0 : "_" }
    return "AnonymousStruct_" + String(base) + "_\(line)_\(column)"
  }

  /// The name of the unnamed struct clang's spelling of its type gives, qualifiers removed:
  /// `(unnamed struct at /p/View.m:4:3)`, `(unnamed at …)` desugared, `(anonymous struct at
  /// …)` before clang 16.
  static func anonymousStructName(spelling s: String) -> String? {
    guard s.hasPrefix("(unnamed") || s.hasPrefix("(anonymous"), s.hasSuffix(")"),
      let at = s.range(of: " at ")
    else { return nil }
    let place = s[at.upperBound..<s.index(before: s.endIndex)].split(separator: ":")
    guard place.count >= 3, let line = Int(place[place.count - 2]),
      let column = Int(place[place.count - 1])
    else { return nil }
    let file = place.dropLast(2).joined(separator: ":")
    return anonymousStructName(file: file, line: line, column: column)
  }

  /// An array type's element and count as clang spells them
  /// (`CGFloat[[self.locations count] + 1]` → `CGFloat`, `[self.locations count] + 1`): the
  /// count in the first brackets, the element the type with them removed. An array of
  /// arrays is C's multi-dimensional array, its first dimension the outermost
  /// (`float[4][2]` → `float[2]`, `4`; C11 6.7.6.2). Nil for anything else: no array, or an
  /// unsized one (`char[]`).
  static func arrayParts(_ s: String) -> (element: String, count: Substring)? {
    guard s.hasSuffix("]"), let open = s.firstIndex(of: "[") else { return nil }
    var depth = 0
    var i = open
    while true {
      if s[i] == "[" { depth += 1 } else if s[i] == "]" { depth -= 1 }
      if depth == 0 { break }
      i = s.index(after: i)
      guard i < s.endIndex else { return nil }
    }
    let base = s[..<open].trimmingCharacters(in: .whitespaces)
    let count = s[s.index(after: open)..<i]
    let rest = s[s.index(after: i)...].trimmingCharacters(in: .whitespaces)
    guard !count.isEmpty, !base.isEmpty, rest.isEmpty || rest.hasPrefix("[") else { return nil }
    return (base + rest, count)
  }

  /// The names the SDK gives lightweight generics' parameters (`NSArray<ObjectType>`,
  /// `NSDictionary<KeyType, ObjectType>`): any object where a declaration uses them.
  static let genericParameters: Set<String> = ["ObjectType", "KeyType", "ValueType"]

  /// `<objc/runtime.h>`'s handle types, which the façade declares as values.
  static let runtimeHandles: Set<String> = ["Method", "objc_property_t", "IMP"]

  /// The Swift type of a spelling with qualifiers removed.
  func type(_ spelling: String) -> SwiftType {
    let s = spelling.trimmingCharacters(in: .whitespaces)
    // A block (`void (^)(BOOL)`) and a C function pointer (`CGFloat (*)(CGFloat)`) are both
    // Swift closures: a function's name converts to one, and both are called the same way.
    // Only a caret outside generic arguments: `NSDictionary<NSString *, BOOL (^)(id)> *` is
    // a dictionary of blocks.
    if let caret = Self.topLevelRange(of: "(^", in: s) ?? Self.topLevelRange(of: "(*", in: s) {
      return closure(s, caret: caret)
    }
    if s.hasSuffix("]") {
      // `CGFloat[2]`, and `float[4][2]` an array of arrays (`[[Float]]`); an unsized array
      // is not one Swift array. A size that is not a number is a variable-length array's
      // expression (`CGFloat[count]`, `CGFloat[[self.locations count] + 1]`), as clang
      // prints its type.
      guard let (element, size) = Self.arrayParts(s) else { return .unknown(s) }
      return .cArray(type(element), Int(size) ?? SwiftType.variableCount)
    }
    if s.hasSuffix("*") {
      let pointee = String(s.dropLast()).trimmingCharacters(in: .whitespaces)
      return pointer(to: pointee)
    }
    if s.hasPrefix("id<") { return protocols(s).map { .existential($0) } ?? .any }
    if let name = Self.anonymousStructName(spelling: s) { return .structure(name) }
    switch s {
    case "void": return .void
    case "BOOL", "bool", "_Bool", "Boolean": return .bool
    // Swift imports `size_t` as `Int`, as it does `NSUInteger`.
    case "NSInteger", "long", "NSUInteger", "size_t", "ssize_t", "intptr_t", "dispatch_once_t":
      return .integer("Int")
    case "dispatch_queue_t": return .object("DispatchQueue")
    case "dispatch_group_t": return .object("DispatchGroup")
    case "dispatch_semaphore_t": return .object("DispatchSemaphore")
    case "dispatch_block_t": return .closure([], .void)
    case "os_log_t": return .object("OSLog")
    case "os_log_type_t": return .integer("UInt8")
    // The sources designables make are timers (`dispatch_source_create` translates only those).
    case "dispatch_source_t": return .object("DispatchSourceTimer")
    // The BSD and POSIX types of <sys/types.h> (`uint`, `u_char`, `sa_family_t` …) are the C
    // numbers Darwin declares them as.
    case "unsigned long", "uintptr_t", "u_long": return .integer("UInt")
    case "int", "int32_t", "pid_t", "dev_t", "key_t", "blksize_t", "suseconds_t", "errno_t":
      return .integer("Int32")
    case "unsigned int", "unsigned", "uint32_t", "UInt32", "uint", "u_int", "u_int32_t", "uid_t",
      "gid_t", "id_t", "useconds_t", "socklen_t", "in_addr_t":
      return .integer("UInt32")
    case "short", "int16_t": return .integer("Int16")
    case "unsigned short", "uint16_t", "unichar", "ushort", "u_short", "u_int16_t", "mode_t",
      "nlink_t", "in_port_t":
      return .integer("UInt16")
    case "long long", "int64_t", "off_t", "blkcnt_t": return .integer("Int64")
    case "unsigned long long", "uint64_t", "dispatch_time_t", "u_int64_t", "ino_t", "ino64_t":
      return .integer("UInt64")
    case "char", "signed char", "int8_t": return .integer("CChar")
    case "unsigned char", "uint8_t", "u_char", "u_int8_t", "sa_family_t": return .integer("UInt8")
    case "CGFloat": return .floating("CGFloat")
    case "double", "NSTimeInterval", "CFTimeInterval", "CGFloat64": return .floating("Double")
    case "float", "Float32": return .floating("Float")
    case "id": return .any
    case "Class": return .anyClass
    case "SEL": return .selector
    case "instancetype": return .instanceType
    // The runtime's handles (pointers to opaque structs in C), values in the façade: a
    // `Method *` is a C array of them.
    case _ where Self.runtimeHandles.contains(s): return .structure(s)
    // A generic parameter (`- (void)addObject:(ObjectType)anObject`): any object.
    case _ where Self.genericParameters.contains(s): return .any
    default: break
    }
    if let swift = names?.enumerationType(s) { return .enumeration(swift) }
    let imported = names?.typedefImport(s)
    switch imported {
    case .string: return .string
    case .stringStruct(let swift): return .typedString(swift)
    case .numericStruct(let swift, _): return .structure(swift)
    case .renamed, nil: break
    }
    // A framework typedef of a number (`Byte`, `SInt32`, `ByteCount`) or of an enumeration
    // (`UITextWritingDirection`, another name of `NSWritingDirection`): the type it stands
    // for, as Swift's type alias is, so C's conversions between them are Swift's and its
    // constants (`UITextWritingDirectionNatural`) are the enumeration's values.
    if let underlying = names?.numberTypedefUnderlying(s), underlying != s {
      let type = read(underlying).type
      switch type {
      case .integer, .floating, .bool, .enumeration: return type
      default: break
      }
    }
    if let underlying = typedefs[s], underlying != s, !underlying.hasSuffix(" " + s) {
      return read(underlying).type
    }
    if userEnumerations.contains(s) { return .enumeration(s) }
    // Core Foundation's any-object reference keeps its name in Swift (`AnyObject`'s alias).
    if s == "CFTypeRef" { return .foundationObject(s) }
    // Core Foundation–style opaque references (`CGPathRef`, Core Text's `CTRunDelegateRef`,
    // Security's `SSLContextRef`) are Swift's classes without the suffix.
    if s.hasSuffix("Ref"),
      ["CG", "CT", "CF", "SSL"].contains(where: { s.hasPrefix($0) })
    {
      return .foundationObject(String(s.dropLast(3)))
    }
    // A framework typedef Swift renames (`NSAttributedStringKey`): its Swift name, which
    // every language mode has (the Objective-C name is Swift 4's only).
    if case .renamed(let swift) = imported { return .structure(swift) }
    if s.first?.isUppercase == true, !s.contains(" ") { return .structure(s) }
    if userClasses.contains(s) { return .structure(s) }
    return .unknown(s)
  }

  private func pointer(to pointee: String) -> SwiftType {
    if pointee == "void" { return .rawPointer(mutable: true) }
    // Foundation's zone, which Swift imports as `NSZone` (`copy(with zone: NSZone?)`), a
    // reference as Swift's importer treats it: optional where declared nullable, `NSZone!`
    // where unannotated.
    if pointee == "NSZone" || pointee == "struct _NSZone" { return .foundationObject("NSZone") }
    // A typedef of a class (`typedef NSMutableDictionary<NSString *, id> Configuration;`):
    // a pointer to it is a pointer to the class.
    if let underlying = typedefs[pointee], underlying != pointee, !underlying.hasSuffix("*"),
      !underlying.contains("(")
    {
      return pointer(to: underlying)
    }
    let (base, arguments) = genericArguments(pointee)
    // A collection's element as the SDK's generic declarations name it (`NSArray<ObjectType>`
    // in `addObjectsFromArray:`'s parameter) is any object, as Swift's importer reads it.
    func element(_ argument: String?) -> SwiftType? {
      guard let argument, !Self.genericParameters.contains(argument) else { return nil }
      return read(argument).type
    }
    // A set's element and a dictionary's key are hashed in Swift: one of a type Swift cannot
    // hash (`id<NSCopying>`, `id`, `Class`) is `AnyHashable`, as the importer gives
    // `NSDictionary<id<NSCopying>, id>` as `[AnyHashable: Any]`.
    func hashable(_ argument: String?) -> SwiftType? {
      guard let type = element(argument) else { return nil }
      switch type {
      case .any, .existential, .anyClass, .closure, .instanceType, .unknown: return nil
      default: return type
      }
    }
    switch base {
    case "NSString": return .string
    case "NSArray":
      return .array(element(arguments.first))
    case "NSSet":
      return .set(hashable(arguments.first))
    case "NSDictionary":
      return .dictionary(hashable(arguments.first), element(arguments.dropFirst().first))
    case "NSObject" where pointee.contains("<"):
      return protocols(pointee).map { .existential($0) } ?? .object("NSObject")
    default: break
    }
    let scalar = type(base)
    let qualifiers = arguments.filter { !undeclaredProtocols.contains($0) }
    // A class qualified by protocols (`UIViewController <Updating> *`): the composition
    // Swift's importer makes of them (`UIViewController & Updating`). Lightweight generics'
    // arguments are types, with a `*` or an object type without one (`id`, `id<NSCopying>`,
    // `Class`: `NSMutableDictionary<id<NSCopying>, id>`).
    if case .structure(let name) = scalar, !qualifiers.isEmpty,
      !Self.structs.contains(name), !name.hasSuffix("Ref"), !Self.runtimeHandles.contains(name),
      qualifiers.allSatisfy({ !$0.contains("*") && !$0.contains("^") && !$0.contains("(") }),
      !qualifiers.contains(where: {
        $0.contains("<") || ["id", "Class", "instancetype"].contains($0)
      }),
      !qualifiers.contains(where: { Self.genericParameters.contains($0) })
    {
      return .existential(
        ([name] + qualifiers.map(protocolSwiftName)).joined(separator: " & "))
    }
    switch scalar {
    case .structure(let name)
    where Self.structs.contains(name) || name.hasSuffix("Ref") || Self.runtimeHandles.contains(name)
      || names?.isCStruct(name) == true || userStructs.contains(name):
      return .pointer(scalar)
    case .structure(let name): return .object(name)
    case .unknown: return .unknown(pointee + " *")
    default: return .pointer(scalar)
    }
  }

  /// `NSArray<UIView *>` → (`NSArray`, [`UIView *`]).
  private func genericArguments(_ spelling: String) -> (String, [String]) {
    guard let open = spelling.firstIndex(of: "<"), let close = spelling.lastIndex(of: ">") else {
      return (spelling, [])
    }
    let base = String(spelling[..<open]).trimmingCharacters(in: .whitespaces)
    let inner = spelling[spelling.index(after: open)..<close]
    return (base, Self.splitTopLevel(String(inner), separator: ","))
  }

  /// The composition of the protocols `spelling` names, nil when every one is undeclared
  /// (`undeclaredProtocols`).
  private func protocols(_ spelling: String) -> String? {
    guard let open = spelling.firstIndex(of: "<"), let close = spelling.lastIndex(of: ">") else {
      return "AnyObject"
    }
    let names = spelling[spelling.index(after: open)..<close].split(separator: ",")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !undeclaredProtocols.contains($0) }
    guard !names.isEmpty else { return nil }
    return names.map(protocolSwiftName).joined(separator: " & ")
  }

  /// The Swift name of a protocol Objective-C names `objcName`: the module's own under its
  /// rename, a framework's as Swift imports it (`NSURLSessionDataDelegate` →
  /// `URLSessionDataDelegate`). `NSObject` stays: the reader takes `id<NSObject>` as an object.
  func protocolSwiftName(_ objcName: String) -> String {
    if let renamed = protocolRenames[objcName] { return renamed }
    guard objcName != "NSObject" else { return objcName }
    return names?.protocolSwiftName(objcName) ?? objcName
  }

  /// `void (^)(int, BOOL)` and `void (*)(int, BOOL)` → `(Int32, Bool) -> Void`.
  private func closure(_ s: String, caret: Range<String.Index>) -> SwiftType {
    let result = type(String(s[..<caret.lowerBound]))
    guard let close = s[caret.upperBound...].firstIndex(of: ")"),
      let open = s[close...].firstIndex(of: "("), let end = s.lastIndex(of: ")"), open < end
    else { return .unknown(s) }
    let list = String(s[s.index(after: open)..<end])
    let parameters =
      list == "void" || list.isEmpty
      ? [] : Self.splitTopLevel(list, separator: ",").map { read($0).type }
    return .closure(parameters, result)
  }

  /// Structs that stay structs behind a pointer (`CGRect *`), not classes.
  static let structs: Set<String> = [
    "CGRect", "CGPoint", "CGSize", "CGVector", "CGAffineTransform", "UIEdgeInsets", "NSRange",
    "UIOffset", "CATransform3D", "NSDirectionalEdgeInsets",
  ]

  /// Splits at separators outside brackets and parentheses.
  /// The first range of `token` in `text` outside angle brackets (generic arguments).
  static func topLevelRange(of token: String, in text: String) -> Range<String.Index>? {
    var depth = 0
    var index = text.startIndex
    while index < text.endIndex {
      switch text[index] {
      case "<": depth += 1
      case ">": depth -= 1
      default:
        if depth == 0, text[index...].hasPrefix(token) {
          return index..<text.index(index, offsetBy: token.count)
        }
      }
      index = text.index(after: index)
    }
    return nil
  }

  static func splitTopLevel(_ text: String, separator: Character) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    for c in text {
      switch c {
      case "(", "<", "[": depth += 1
      case ")", ">", "]": depth -= 1
      default: break
      }
      if c == separator && depth == 0 {
        parts.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(c)
      }
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty {
      parts.append(current.trimmingCharacters(in: .whitespaces))
    }
    return parts
  }
}

/// The types an Objective-C declaration of the name table spells: a method's result and its
/// parameters' (`- (NSArray<ObjectType> *)filteredArrayUsingPredicate:(NSPredicate *)p;`
/// gives `NSArray<ObjectType> *` and `NSPredicate *`), or a property's type.
enum ObjCDeclarationTypes {
  /// A method's result and parameter type spellings; nil when the declaration is no method
  /// or its parentheses do not balance.
  static func method(_ declaration: String) -> (result: String, parameters: [String])? {
    guard declaration.hasPrefix("-") || declaration.hasPrefix("+") else { return nil }
    let chars = Array(declaration)
    guard let open = chars.firstIndex(of: "("), let close = closing(chars, from: open) else {
      return nil
    }
    let result = String(chars[(open + 1)..<close])
    var parameters: [String] = []
    var i = close + 1
    // Each parameter's type follows a `:`.
    while let colon = chars[i...].firstIndex(of: ":") {
      i = colon + 1
      while i < chars.count, chars[i] == " " { i += 1 }
      guard i < chars.count, chars[i] == "(", let end = closing(chars, from: i) else {
        return nil
      }
      parameters.append(String(chars[(i + 1)..<end]).trimmingCharacters(in: .whitespaces))
      i = end + 1
    }
    return (result, parameters)
  }

  /// A property's type spelling (`@property (nonatomic, copy) NSArray<ObjectType> *items;`
  /// gives `NSArray<ObjectType> *`), or a method's result.
  static func result(_ declaration: String) -> String? {
    if let m = method(declaration) { return m.result }
    guard declaration.hasPrefix("@property") else { return nil }
    var text = declaration.dropFirst("@property".count).trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("("), let close = text.firstIndex(of: ")") {
      text = String(text[text.index(after: close)...])
    }
    let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: "; "))
    guard let end = trimmed.lastIndex(where: { !($0.isLetter || $0.isNumber || $0 == "_") })
    else { return nil }
    return String(trimmed[...end])
  }

  /// The index of the parenthesis closing the one at `open`.
  private static func closing(_ chars: [Character], from open: Int) -> Int? {
    var depth = 0
    for k in open..<chars.count {
      if chars[k] == "(" { depth += 1 }
      if chars[k] == ")" {
        depth -= 1
        if depth == 0 { return k }
      }
    }
    return nil
  }
}
