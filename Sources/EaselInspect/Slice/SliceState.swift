import EaselDiagnostics
import EaselDocument

/// The slice under construction.
struct SliceState {
  let files: [FileScan]
  /// Name → files declaring it (references look here).
  var declarers: [String: [Int]] = [:]
  /// Name → files declaring it as a member of an extension of a type the project does not
  /// declare (`extension UIColor { static let brand }`), with that type.
  var externalMembers: [String: [(file: Int, type: String)]] = [:]
  /// The same for extensions of the project's own types: taken once the type is.
  var projectMembers: [String: [(file: Int, type: String)]] = [:]
  /// Type name → files extending it.
  var extenders: [String: [Int]] = [:]
  /// A project protocol → the files whose extensions make a type the project does not
  /// declare adopt it (`extension UIColor: HexColor {}`), with that type.
  var externalConformers: [String: [(file: Int, type: String)]] = [:]
  /// Per file: the names that two copies of one file would both declare.
  var definitionKeys: [[String]] = []
  /// Per file: those of its `definitionKeys` that name members its extensions add
  /// (`Disposables.create`): overloads that files of one folder spread between them.
  var memberKeys: [Set<String>] = []
  /// Per file: the types it declares.
  var declaredTypes: [[String]] = []
  /// Per file: the names it refers to that some file declares, sorted.
  var lookups: [[String]] = []
  var owner: [String: Int] = [:]
  var order: [Int] = []
  var reasons: [Int: DependencySlice.Reason] = [:]
  var queue: [Int] = []
  var notes: [Diagnostic] = []
  var rootFolders: [[Substring]] = []
  var notedNames: Set<String> = []
  /// Files followed but not taken (`follow(_:)`).
  var followed: Set<Int> = []
  /// Operators the project declares (`infix operator <-`): their implementations are spread
  /// over files by design (ObjectMapper's `<-` for each kind of value, the declaration in
  /// one more), so every file declaring one is taken, and none is a copy of another for it.
  var customOperators: Set<String> = []
  /// Whether a name a taken file uses takes a file whose extension of a framework type
  /// declares a member of that name (`extension UIView { var height }` for `bounds.height`,
  /// matched without types). A narrow slice (`DependencySlice.files(roots:scan:near:
  /// frameworkMembers:)`) takes only the project's own declarations of the names, and the one
  /// extension declaring a member called on a framework type the file names.
  var followsFrameworkMembers = true
  /// Modules the build cannot provide: a file importing one is never taken for a framework
  /// type's member or UIKit inspectables (`DependencySlice.files(roots:scan:near:
  /// frameworkMembers:missingModules:)`).
  var missingModules: Set<String> = []
  /// Names some file declares at file scope. A nested type's simple name (RxSwift's
  /// `typealias Sink` inside `AmbObserver`) is found unqualified only within its type; from
  /// anywhere else Swift's lookup finds the file-scope declaration of that name (the class
  /// `Sink`), so where one exists the nested one neither answers a reference nor owns it.
  let fileScopeNames: Set<String>

  init(files: [FileScan]) {
    self.files = files
    let fileScope = files.reduce(into: Set<String>()) { $0.formUnion($1.symbols.topLevelNames) }
    fileScopeNames = fileScope
    var projectTypes: Set<String> = []
    let aliases = files.reduce(into: [String: String]()) { all, f in
      all.merge(f.symbols.typeAliases) { first, _ in first }
    }
    for f in files { customOperators.formUnion(f.symbols.declaredOperators) }
    for f in files {
      projectTypes.formUnion(f.symbols.topLevelNames)
      projectTypes.formUnion(f.symbols.nestedTypeNames)
    }
    for (k, f) in files.enumerated() {
      for (type, protocols) in f.symbols.adoptedProtocols where !projectTypes.contains(type) {
        for p in protocols where projectTypes.contains(p) {
          externalConformers[p, default: []].append((k, type))
        }
      }
    }
    for (k, f) in files.enumerated() {
      let s = f.symbols
      var keys =
        Array(s.topLevelNames.subtracting(customOperators).filter { !Self.isOperator($0) })
        + s.nestedTypeNames.filter { $0.contains(".") }
      let members = s.extensionMembers.map(\.declarationKey)
      keys += members
      definitionKeys.append(keys)
      memberKeys.append(Set(members))
      declaredTypes.append(
        Array(Set(f.classes.map(\.qualifiedName)).union(s.nestedTypeNames).union(s.topLevelNames)))
      let nested = s.nestedTypeNames.filter { Self.isFound(nested: $0, fileScope) }
      for name in s.topLevelNames.union(nested) {
        declarers[name, default: []].append(k)
      }
      for var m in s.extensionMembers {
        // An extension of a type alias extends the type it names: SnapKit's
        // `extension ConstraintView { var snp }` gives UIView `snp`.
        m.extendedType = Self.aliased(m.extendedType, aliases, projectTypes)
        if projectTypes.contains(m.extendedType) {
          projectMembers[m.lookupName, default: []].append((k, m.extendedType))
          // A member of a protocol's extension is a member of every type adopting it: of a
          // framework class too, once an extension makes it adopt the protocol
          // (`UIColor(hex:)` from `extension HexColor where Self: UIColor { init(hex:) }`).
          for adopter in externalConformers[m.extendedType] ?? [] {
            externalMembers[m.lookupName, default: []].append((k, adopter.type))
          }
        } else {
          externalMembers[m.lookupName, default: []].append((k, m.extendedType))
        }
      }
      for t in s.extendedTypes { extenders[t, default: []].append(k) }
    }
    lookups = files.map { f in
      f.symbols.references.filter {
        declarers[$0] != nil || externalMembers[$0] != nil || projectMembers[$0] != nil
      }.sorted()
    }
  }

  /// Whether `name` is an operator's (`==`, `+=`, `<-`): its implementations for each type
  /// are overloads, told apart by their types, so two files declaring one are not copies
  /// (SnapKit's `==` for `ConstraintItem` and for `LayoutConstraint`, each in its own file).
  static func isOperator(_ name: String) -> Bool {
    !name.isEmpty && name.allSatisfy { SwiftKeywords.operatorCharacters.contains(String($0)) }
  }

  /// Whether file `k` declares something a file already taken declares. A member an
  /// extension adds is an overload, not a copy, when the file taken for it is in `k`'s own
  /// folder: RxSwift declares `Disposables.create` once in each of several files beside each
  /// other, and a copy of a file (a library's in its demo app) lives in another folder.
  func conflicts(_ k: Int) -> Bool {
    definitionKeys[k].contains { key in
      guard let taken = owner[key], taken != k else { return false }
      return !(memberKeys[k].contains(key) && sameFolder(taken, k))
    }
  }

  /// Whether files `a` and `b` are in one folder.
  func sameFolder(_ a: Int, _ b: Int) -> Bool {
    Self.folder(of: files[a].path) == Self.folder(of: files[b].path)
  }

  /// Whether file `k` imports a module the build cannot provide.
  func importsMissingModule(_ k: Int) -> Bool {
    !missingModules.isEmpty
      && files[k].symbols.imports.contains { missingModules.contains($0.module) }
  }

  /// Whether file `k`'s extensions declare an initializer or subscript whose first label is
  /// `label`: what a use written only as an argument label can find there.
  func foundByLabel(_ label: String, in k: Int) -> Bool {
    files[k].symbols.extensionMembers.contains { $0.isFoundByLabel && $0.lookupName == label }
  }

  /// Whether file `k` can only be an app's main file.
  func hasTopLevelCode(_ k: Int) -> Bool {
    switch files[k].symbols.entryPoint {
    case .mainFile?, .topLevelStatement?: true
    default: false
    }
  }

  mutating func add(_ k: Int, _ reason: DependencySlice.Reason) {
    guard reasons[k] == nil, !followed.contains(k) else { return }
    reasons[k] = reason
    order.append(k)
    // A narrow slice takes the files that give UIKit's classes inspectables or run-time
    // members, not what they use: one that needs more is left out where it fails.
    switch reason {
    case .inspectables where !followsFrameworkMembers,
      .runtimeMembers where !followsFrameworkMembers:
      break
    default: queue.append(k)
    }
    for key in definitionKeys[k] where owner[key] == nil { owner[key] = k }
    for name in files[k].symbols.nestedTypeNames
    where owner[name] == nil && Self.isFound(nested: name, fileScopeNames) {
      owner[name] = k
    }
  }

  /// The names a file refers to, with the UIKit superclasses of the UIKit classes among them:
  /// a member an extension gives `UIView` is a member of the `UITableView` a file names.
  static func namedTypes(_ references: Set<String>) -> Set<String> {
    references.reduce(into: references) { all, name in
      guard UIKitCatalog.entry(named: name) != nil else { return }
      all.formUnion(UIKitCatalog.superclassChain(of: name))
    }
  }

  /// The `members` (file and extended type) whose type `named` holds: the members a file
  /// calls on a type it names (`UIColor.init(hex:)`). Only these are taken from a file
  /// importing a module the build cannot provide (`extension UIColor { convenience
  /// init(hex:) }` beside SwiftUI's `extension Color { init(hex:) }`): as Xcode compiles
  /// every file of the target, such a file is compiled for what it declares, its import of
  /// the missing module left out and its other declarations cut (`MissingModuleCut`).
  static func namedMembers(
    _ members: [(file: Int, type: String)], in named: Set<String>
  ) -> [(file: Int, type: String)] {
    members.filter { m in
      named.contains(m.type.split(separator: ".").last.map(String.init) ?? m.type)
    }
  }

  /// The type `name` stands for: the framework type a chain of the project's type aliases
  /// ends in (`ConstraintView` → `UIView`), or `name` when it is no alias or the alias names
  /// a type of the project's (whose members are followed as that type's).
  static func aliased(
    _ name: String, _ aliases: [String: String], _ projectTypes: Set<String>
  ) -> String {
    var current = name
    var seen: Set<String> = [name]
    while let next = aliases[current], seen.insert(next).inserted { current = next }
    return current == name || projectTypes.contains(current) ? name : current
  }

  /// Whether a reference written `name` can mean a nested type of that name: a qualified
  /// one (`Outer.Inner`), or a simple one no file-scope declaration hides.
  static func isFound(nested name: String, _ fileScopeNames: Set<String>) -> Bool {
    name.contains(".") || !fileScopeNames.contains(name)
  }

  /// Follows file `k`'s references without taking it (it belongs to another module): it owns
  /// none of its names, and no reason makes it part of the slice.
  mutating func follow(_ k: Int) {
    guard !followed.contains(k) else { return }
    followed.insert(k)
    queue.append(k)
  }

  /// Takes the files whose extensions give UIKit classes `@IBInspectable`s, or keys
  /// key-value coding sets through a member Objective-C sees (`@objc func setThemeColor(_:)`):
  /// those adding one of `keys`, or every one when `keys` is nil.
  mutating func addInspectableExtensions(adding keys: Set<String>? = nil) {
    for (k, f) in files.enumerated() where !hasTopLevelCode(k) && !importsMissingModule(k) {
      for e in f.extensions
      where (keys.map { !e.runtimeKeys.isDisjoint(with: $0) } ?? !e.runtimeKeys.isEmpty)
        && declarers[e.extendedType] == nil
      {
        if !conflicts(k) { add(k, .inspectables(type: e.extendedType)) }
      }
    }
  }

  /// Follows references and extensions until nothing new is taken.
  mutating func close() {
    var next = 0
    repeat {
      drain(from: &next)
      takeProjectMembers()
      takeRuntimeMembers()
    } while next < queue.count
  }

  /// Names whose use sends messages by a selector, so that a member no code calls directly
  /// may be called (`UIColor.perform(NSSelectorFromString(name))`). Keys set by key-value
  /// coding come from documents, whose setters `addInspectableExtensions` takes.
  static let runtimeLookups: Set<String> = [
    "NSSelectorFromString", "Selector", "sel_registerName", "perform", "responds",
    "instancesRespond",
  ]

  /// Once a taken file looks members up by selector, the files whose extensions give a
  /// framework class or a taken class members Objective-C sees that the lookups can reach:
  /// every such member when a taken file makes a selector or key from a value at run time
  /// (`NSSelectorFromString(name)`), else those answering to a name the taken files spell
  /// (`Selector("tint")`, `#selector(tick)`, `value(forKey: "tint")`), as the agent's
  /// selector tables list them (`ObjCTableScope`). A `perform(#selector(addStripe))` reaches
  /// `addStripe` only, never an unrelated file's swizzled `@objc` methods of `UITextField`.
  private mutating func takeRuntimeMembers() {
    let dynamic = order.contains {
      !files[$0].symbols.references.isDisjoint(with: Self.runtimeLookups)
    }
    guard dynamic else { return }
    let anyMember = order.contains { files[$0].runtimeNames.madeAtRunTime != nil }
    let spellings =
      anyMember
      ? []
      : order.reduce(into: Set<String>()) { all, k in
        for name in files[k].runtimeNames.names {
          all.formUnion(ObjCTableScope.spellings(of: name))
        }
      }
    func reached(_ m: ObjCMember) -> Bool {
      anyMember || spellings.contains(m.selector) || spellings.contains(m.name)
        || (m.kind == .property && m.isSettable && spellings.contains(m.setterSelector))
    }
    for (k, f) in files.enumerated() where reasons[k] == nil && !hasTopLevelCode(k) && !conflicts(k)
    {
      let extended = f.extensions.first { e in
        e.objcMembers.contains(where: reached)
          && (owner[e.extendedType] != nil
            || ["UI", "CA", "NS"].contains { e.extendedType.hasPrefix($0) })
      }
      if let e = extended { add(k, .runtimeMembers(type: e.extendedType)) }
    }
  }

  /// Members of extensions of the project's types that files taken use, once those types
  /// are taken.
  private mutating func takeProjectMembers() {
    for k in order + followed.sorted() {
      for name in lookups[k] where owner[name] == nil {
        guard let members = projectMembers[name] else { continue }
        let labelOnly = files[k].symbols.labelOnlyReferences.contains(name)
        let usable = members.filter {
          owner[$0.type] != nil && reasons[$0.file] == nil
            && (!labelOnly || foundByLabel(name, in: $0.file))
        }
        guard !usable.isEmpty else { continue }
        take(name, usable.map(\.file), .declares(name: name, referencedFrom: files[k].path))
      }
    }
  }

  private mutating func drain(from next: inout Int) {
    while next < queue.count {
      let k = queue[next]
      next += 1
      let symbols = files[k].symbols
      // The types the file names, once a file: not once each name it uses.
      lazy var named = Self.namedTypes(symbols.references)
      for name in lookups[k] where owner[name] == nil {
        let subclass = files[k].classes.first { $0.superclassName == name }
        let reason =
          subclass.map { DependencySlice.Reason.superclass(name: name, of: $0.qualifiedName) }
          ?? .declares(name: name, referencedFrom: files[k].path)
        // An overload of an operator the project does not declare (`+`, `==`, `<`) is one of
        // many the standard library and the frameworks give every type: found only by a file
        // naming one of its operand types (`func + (NSAttributedString, NSAttributedString)`
        // is not what `width + 2` calls).
        let overload = Self.isOperator(name) && !customOperators.contains(name)
        // A name written only as an argument label (`Scanner(string: text)`) finds only an
        // initializer or subscript whose first label it is, never a type, function or
        // property of that name (`extension NSNumber { func string(…) }`).
        let labelOnly = symbols.labelOnlyReferences.contains(name)
        let external = externalMembers[name].map { members in
          labelOnly ? members.filter { foundByLabel(name, in: $0.file) } : members
        }
        if !labelOnly, let candidates = declarers[name] {
          let types = overload ? named : []
          let found =
            overload
            ? candidates.filter {
              !(files[$0].symbols.operatorOperandTypes[name] ?? []).isDisjoint(with: types)
            } : candidates
          if !found.isEmpty { take(name, found, reason) }
        } else if followsFrameworkMembers, let all = external {
          let members = all.filter { !importsMissingModule($0.file) }
          // `.brand` where a colour is expected, or `UIColor.brand`: not `list.firstIndex`
          // when some file happens to extend Array with a `firstIndex`.
          let implicit = !overload && symbols.implicitMemberReferences.contains(name)
          let buildable = members.filter { m in
            let typeName = m.type.split(separator: ".").last.map(String.init) ?? m.type
            return
              (implicit
              && !files[m.file].symbols.extensionMembers.contains {
                $0.lookupName == name && $0.kind == "init"
              }) || named.contains(typeName)
          }
          let usable =
            buildable + Self.namedMembers(all.filter { importsMissingModule($0.file) }, in: named)
          // A member one extension of a framework class declares (`layer.borderUIColor`,
          // where the file never names `CALayer`: a view's layer, a label's font) can only be
          // that one: take it. For the standard library's types, only a name the library and
          // Foundation do not declare themselves (`text.safelyLimitedTo(length:)`, not
          // `list.firstIndex(of:)`, which the code most likely means as the library's own).
          let frameworkPrefixes = ["UI", "CA", "CG", "NS"]
          let only =
            !overload && Set(members.map(\.file)).count == 1
              && (members.allSatisfy { m in frameworkPrefixes.contains { m.type.hasPrefix($0) } }
                || !StandardLibraryNames.members.contains(name))
            ? members : []
          let taken = usable.isEmpty ? only : usable
          if !taken.isEmpty { take(name, taken.map(\.file), reason) }
        } else if let members = external {
          // A narrow slice takes the one extension that declares a member a file calls on a
          // framework type it names (`UIColor.color(withSYColor:alpha:)`, a category's class
          // method), never a library member's namesake: without it the file cannot build.
          let onNamed = Self.namedMembers(members, in: named)
          if Set(onNamed.map(\.file)).count == 1, !StandardLibraryNames.members.contains(name) {
            take(name, onNamed.map(\.file), reason)
          }
        }
      }
      for type in declaredTypes[k].sorted() {
        // The conformances that make framework classes adopt a protocol the slice declares.
        for c in externalConformers[type] ?? []
        where reasons[c.file] == nil && !conflicts(c.file) && !hasTopLevelCode(c.file) {
          add(c.file, .extends(type: c.type))
        }
        for e in extenders[type] ?? [] where reasons[e] == nil && !conflicts(e) {
          let addsConformance = files[e].symbols.conformingExtensions.contains(type)
          let addsInspectables = files[e].extensions.contains {
            $0.extendedType == type && !$0.inspectables.isEmpty
          }
          if hasTopLevelCode(e) || !(addsConformance || addsInspectables) { continue }
          add(e, .extends(type: type))
        }
      }
    }
  }

  private mutating func take(_ name: String, _ candidates: [Int], _ reason: DependencySlice.Reason)
  {
    let usable = candidates.filter {
      !conflicts($0) && !hasTopLevelCode($0) && !followed.contains($0)
    }
    if usable.isEmpty {
      if let main = candidates.first(where: hasTopLevelCode), notedNames.insert(name).inserted {
        notes.append(
          Diagnostic(
            .note,
            "'\(name)' is declared in \(files[main].path), an app's main file with top-level code; it is left out",
            id: "slice-entry-point"))
      }
      return
    }
    if customOperators.contains(name) {
      for k in usable { add(k, reason) }
      return
    }
    let ranked = byNearness(usable, to: [])
    let pick = ranked[0]
    // The overloads of a member spread over the files of the pick's folder are all needed.
    let overloads = usable.filter { k in
      k != pick && sameFolder(k, pick) && memberKeys[k].contains { memberKeys[pick].contains($0) }
    }
    add(pick, reason)
    for k in overloads { add(k, reason) }
    // A file declaring `name` as something else (`UIColor.init(named:)` beside the pick's
    // `UIFont.init(named:)`) holds another declaration, not a copy: Swift tells them apart by
    // the extended type, and a use may mean either.
    var declared = declarationKeys(of: name, in: pick)
    var copies: [Int] = []
    for k in ranked where k != pick && !overloads.contains(k) {
      let keys = declarationKeys(of: name, in: k)
      if keys.isDisjoint(with: declared) && !conflicts(k) {
        add(k, reason)
        declared.formUnion(keys)
      } else {
        copies.append(k)
      }
    }
    noteClash(name, picked: pick, among: [pick] + copies)
  }

  /// The declarations of `name` file `k` holds, by what makes two of them the same one: the
  /// name for a file-scope declaration or nested type, the extended type (with its
  /// constraints) and member for a member an extension adds (`ExtensionMember.declarationKey`).
  func declarationKeys(of name: String, in k: Int) -> Set<String> {
    let s = files[k].symbols
    var keys: Set<String> = []
    if s.topLevelNames.contains(name) || s.nestedTypeNames.contains(name) { keys.insert(name) }
    for m in s.extensionMembers where m.lookupName == name { keys.insert(m.declarationKey) }
    return keys
  }

  mutating func noteClash(_ name: String, picked: Int, among candidates: [Int]) {
    let others = candidates.filter { $0 != picked }.map { files[$0].path }.sorted()
    guard !others.isEmpty, notedNames.insert(name).inserted else { return }
    notes.append(
      Diagnostic(
        .note,
        "'\(name)' is declared in several files; using \(files[picked].path), not "
          + others.joined(separator: ", "),
        id: "slice-duplicate"))
  }

  /// The candidate whose folder is nearest `near` (or the roots' folders), then the
  /// shallowest, then the first by path.
  func nearest(_ candidates: [Int], to near: [String]) -> Int {
    byNearness(candidates, to: near).first ?? candidates[0]
  }

  /// `candidates` ordered as `nearest(_:to:)` prefers them.
  func byNearness(_ candidates: [Int], to near: [String]) -> [Int] {
    let anchors = near.isEmpty ? rootFolders : near.map(Self.folder)
    func key(_ k: Int) -> (Int, Int, String) {
      let folder = Self.folder(of: files[k].path)
      let distance = anchors.map { Self.distance(folder, $0) }.min() ?? 0
      return (distance, folder.count, files[k].path)
    }
    return candidates.sorted { key($0) < key($1) }
  }

  static func folder(of path: String) -> [Substring] {
    Array(path.split(separator: "/").dropLast())
  }

  /// Folders to climb and descend from `a` to `b`.
  static func distance(_ a: [Substring], _ b: [Substring]) -> Int {
    var common = 0
    while common < min(a.count, b.count) && a[common] == b[common] { common += 1 }
    return a.count + b.count - 2 * common
  }
}
