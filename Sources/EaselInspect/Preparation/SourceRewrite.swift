import EaselDiagnostics

/// What `SourceRewriter` did to one file.
public struct SourceRewrite: Sendable {
  /// One kind of rewrite.
  public enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `@objc`, `@objc(name)`, `@objcMembers` blanked.
    case objcAttribute
    /// `@main`, `@UIApplicationMain`, `@NSApplicationMain` blanked (the agent has its own).
    case entryPointAttribute
    /// `@IBOutlet`, `@IBOutletCollection` blanked (outlets need `@objc` types).
    case outletAttribute
    /// `@IBAction` blanked on an action Linux rejects (no argument, two, or a result).
    case actionAttribute
    /// `#selector(…)` → `Selector("…")`.
    case selector
    /// `#keyPath(…)` → `"…"`.
    case keyPath
    /// `@objc protocol P` made class-bound (`AnyObject`).
    case classBoundProtocol
    /// An `optional` requirement made required, with a default implementation.
    case optionalRequirement
    /// A requirement marked `@available(*, unavailable)` (which only `@objc` protocols allow)
    /// blanked.
    case unavailableRequirement
    /// `@available(*, unavailable)` blanked on an `@IBInspectable` property, which Interface
    /// Builder sets all the same ("reserved for Interface Builder").
    case unavailableInspectable
    /// `x.f?(…)` → `x.f (…)` for an optional requirement `f`.
    case optionalCall
    /// `#if os(iOS)` → `#if true   `: the agent stands in for an iOS build.
    case platformCondition
    /// An `override` member of an extension moved out of it, into its class.
    case extensionOverride
    /// An `override` member of an extension of a class the module does not declare (UIKit's
    /// own) blanked: only the Objective-C runtime allows it.
    case extensionOverrideLeftOut
    /// Overrides moved into a class of this file from extensions (one per class).
    case overrideMovedIn
    /// A file-scope operator that swift-corelibs-foundation already declares on Linux
    /// (`func < (lhs: NSNumber, rhs: NSNumber)`) blanked, so uses are not ambiguous; or a call
    /// of `abs`/`max`/`min` in an `extension CGFloat`, which Linux's `CGFloat`'s own static
    /// members would shadow, qualified `Swift.`; or `ProcessInfo()`, whose initializer is
    /// internal there, made `ProcessInfo.processInfo`; or a subclass of `NSLock`,
    /// `NSRecursiveLock`, `NSCondition` or `Thread`, which Linux's Foundation does not let
    /// another module subclass, made a subclass of the `ObjectiveC` façade's stand-in.
    case linuxFoundation
    /// `x.init(frame:)` through a metatype value made `x.__easelInit(frame:)`, or a call of
    /// `NSClassFromString`/`NSStringFromClass` qualified `EaselUIKit.`
    /// (`SourceRewriter+Metatypes.swift`).
    case metatypeInitializer
    /// `private`/`fileprivate` blanked on a view's or layer's `init(frame:)`, `init(coder:)`
    /// or `init(layer:)`: Interface Builder's agent makes the object through the Objective-C
    /// runtime, which Swift's access control does not stop; Easel's generated registration,
    /// in another file, calls it.
    case privateInitializer
    /// An `AnyObject` value sent a member `NSObject` declares, cast to `NSObject` there
    /// (`target?.performSelector(…)` → `(target as! NSObject?)?.performSelector(…)`), where
    /// iOS looks the member up dynamically (`SourceRewriter+AnyObjectLookup.swift`).
    case anyObjectLookup
    /// `override` blanked on a class's `responds(to:)` or `forwardingTarget(for:)`, which the
    /// façade declares in an extension of `NSObjectProtocol` (no class's, so nothing to
    /// override) and the runtime runs from the generated tables.
    case runtimeOverride

    public static func < (a: Kind, b: Kind) -> Bool {
      (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
  }

  /// The rewritten text; every line of the original keeps its number.
  public var text: String
  /// How many rewrites of each kind were made.
  public var counts: [Kind: Int]
  /// What was found and left alone (Objective-C runtime API, an optional
  /// requirement that cannot have a default).
  public var diagnostics: [Diagnostic]

  /// All rewrites made.
  public var total: Int { counts.values.reduce(0, +) }
  /// Whether the text differs from the original.
  public var changed: Bool { total > 0 }

  /// `3 rewrites: objcAttribute 2, selector 1`, for logs.
  public var summary: String {
    let parts = counts.keys.sorted().map { "\($0.rawValue) \(counts[$0] ?? 0)" }
    return "\(total) rewrite\(total == 1 ? "" : "s")"
      + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
  }
}

/// A replacement of a byte range of the original.
struct SourceEdit {
  var start: Int
  var end: Int
  var replacement: String
}

extension [SourceEdit] {
  /// `bytes` with the edits applied; overlapping edits after the first are dropped.
  func applied(to bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 64)
    var at = 0
    for e in sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) where e.start >= at {
      out += bytes[at..<e.start]
      out += [UInt8](e.replacement.utf8)
      at = e.end
    }
    out += bytes[at...]
    return String(decoding: out, as: UTF8.self)
  }
}
