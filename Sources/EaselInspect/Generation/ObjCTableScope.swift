import EaselDiagnostics

/// Which members Objective-C sees an agent's selector tables list
/// (`sameFileSelectors(in:for:listing:)`), decided from the code the agent compiles.
///
/// Design note: a table entry is a closure per selector, and the tables were a third of
/// the compiler's time on IBAnimatable's first agent. A member needs one only if something
/// in the agent process can look it up by name:
///
/// - the agent's own code, with a selector or key it spells (`#selector(tap(_:))`,
///   `value(forKey: "tint")`, a string literal taken as a `Selector`): members answering to
///   those names are listed; with one it makes from a value at run time
///   (`NSSelectorFromString(name)`, `setValue(v, forKey: key)`) any member may be asked
///   for, and every one is listed;
/// - Easel's key-value coding, which sets a document's runtime attributes (`set<Key>:`,
///   then each step of a key path by its getter) and a loaded nib's outlets: a property the
///   registration's key-value entries do not answer for (its own entry comes first), an
///   outlet, a `set<Key>:` method, and a method with no argument and a result. Class members
///   are never reached this way.
///
/// - the façade, which asks a delegate for some optional methods by selector
///   (`delegateSelectors`: a flow layout's sizes and spacings);
/// - the runtime itself, which asks a class's own `responds(to:)` and
///   `forwardingTarget(for:)` (`respondsToSelector:`, `forwardingTargetForSelector:`), then
///   `methodSignature(for:)` and `forwardInvocation(_:)`, whenever anything asks whether an
///   object answers, or sends it what it does not.
///
/// A member none reaches is left out: an `@IBInspectable` the registration already sets
/// by key, an override of `layoutSubviews`, an action no code names.
public struct ObjCTableScope: Sendable, Equatable {
  /// Where code made a selector or key at run time, if it did: then every member is listed.
  public var madeAtRunTime: SourceLocation?
  /// The names the code spells (`RuntimeNames.names`), each as key-value coding would try it.
  private var spellings: Set<String>
  /// Where the properties the registration's key-value entries answer for are declared.
  private var entryLocations: Set<SourceLocation>
  /// Whether every member is listed whatever the code does (the default, for callers that do
  /// not know what is compiled).
  private var listsEvery: Bool

  /// Every member listed.
  public static let every = ObjCTableScope(
    madeAtRunTime: nil, spellings: [], entryLocations: [], listsEvery: true)

  private init(
    madeAtRunTime: SourceLocation?, spellings: Set<String>, entryLocations: Set<SourceLocation>,
    listsEvery: Bool
  ) {
    self.madeAtRunTime = madeAtRunTime
    self.spellings = spellings
    self.entryLocations = entryLocations
    self.listsEvery = listsEvery
  }

  /// The scope of an agent compiling `files` (every module's, since one process runs them
  /// all and any of its code may message any object), whose registration `plan` sets keys.
  public init(compiling files: [FileScan], plan: RegistrationPlan) {
    var made: SourceLocation?
    var spellings: Set<String> = []
    for f in files where f.language == .swift {
      if let at = f.runtimeNames.madeAtRunTime, made.map({ at < $0 }) ?? true { made = at }
      for name in f.runtimeNames.names { spellings.formUnion(Self.spellings(of: name)) }
    }
    let paths = Set(files.map(\.path))
    self.init(
      madeAtRunTime: made, spellings: spellings,
      entryLocations: Set(
        plan.entries.filter { paths.contains($0.property.location.file) }.map(
          \.property.location)),
      listsEvery: false)
  }

  /// What a name in the source can be looked up as: itself (a selector, a Swift name), and
  /// for each key of a key path the accessors key-value coding tries (`tint`: `getTint`,
  /// `isTint`, `setTint:`).
  static func spellings(of name: String) -> Set<String> {
    var out: Set<String> = [name]
    guard !name.isEmpty, !name.contains(":"), !name.contains(" "), name.count < 200 else {
      return out
    }
    for key in name.split(separator: ".") where !key.isEmpty {
      let key = String(key)
      let capitalized = ObjCNames.capitalized(key)
      out.formUnion([key, "get" + capitalized, "is" + capitalized, "set" + capitalized + ":"])
    }
    return out
  }

  /// Whether the tables list `m`.
  public func lists(_ m: ObjCMember) -> Bool {
    if listsEvery || madeAtRunTime != nil { return true }
    if isNamed(m) { return true }
    guard !m.isStatic else { return false }
    if Self.runtimeOverrides.contains(m.selector) || Self.delegateSelectors.contains(m.selector) {
      return true
    }
    switch m.kind {
    case .property:
      // Its own entry answers for it, under the same name, unless a nib sets it as an outlet.
      return m.isOutlet || m.selector != m.name || !entryLocations.contains(m.location)
    case .method:
      return m.settableKey != nil || (m.labels.isEmpty && m.resultType != nil)
    }
  }

  /// `NSObject`'s methods the runtime sends on its own (`ObjCRuntime`'s `responds(_:to:)`
  /// and forwarding), so that a class's override of them is always listed.
  static let runtimeOverrides: Set<String> = [
    "respondsToSelector:", "forwardingTargetForSelector:", "methodSignatureForSelector:",
    "forwardInvocation:",
  ]

  /// The optional delegate methods the façade's classes ask for by `respondsToSelector:`, as
  /// UIKit's do, so that a class answers them without declaring their protocol: a flow
  /// layout's (`UICollectionViewFlowLayout.delegateSelectors`, which a test keeps this equal
  /// to; this module cannot see the façade's).
  public static let delegateSelectors: Set<String> = [
    "collectionView:layout:sizeForItemAtIndexPath:",
    "collectionView:layout:insetForSectionAtIndex:",
    "collectionView:layout:minimumLineSpacingForSectionAtIndex:",
    "collectionView:layout:minimumInteritemSpacingForSectionAtIndex:",
    "collectionView:layout:referenceSizeForHeaderInSection:",
    "collectionView:layout:referenceSizeForFooterInSection:",
  ]

  /// Whether the code spells a name `m` answers to: its selector, its Swift name, or its
  /// setter's selector.
  private func isNamed(_ m: ObjCMember) -> Bool {
    spellings.contains(m.selector) || spellings.contains(m.name)
      || (m.kind == .property && m.isSettable && spellings.contains(m.setterSelector))
  }

  /// One line for the generated registration, so that its text, and so the module's cache
  /// key, changes when the members listed do: "every member", or the members listed.
  func summary(of owners: [RegistrationPlan.ObjCOwnerRegistration]) -> String {
    if listsEvery || madeAtRunTime != nil { return "every member Objective-C sees" }
    let listed = owners.flatMap { o in
      o.members.filter(lists).map { o.owner + "." + $0.selector }
    }
    return listed.isEmpty ? "none" : listed.joined(separator: " ")
  }
}
