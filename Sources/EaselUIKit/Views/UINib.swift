import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A nib file of the project, as `UINib`: `instantiate(withOwner:options:)` makes its
/// top-level objects the way UIKit loads a nib at run time (`init(coder:)`, attributes,
/// outlets, `awakeFromNib()`), through the render's resources
/// (`ResourceEnvironment.nibNamed`): the project's `<name>.xib`.
///
/// A name the project has no `.xib` for raises as UIKit's does when instantiated or loaded with
/// `Bundle.loadNibNamed(_:owner:options:)` (`NSInternalInconsistencyException`, "Could not load
/// NIB in bundle: 'NSBundle <…> (loaded)' with name '…'"), which ends the agent and reports the
/// designable Crashed with that reason. Easel's main bundle is the project's (`Bundle.main`,
/// `nil`, `Bundle(for:)` alike), so a nib the project has loads whichever bundle is named, and
/// the reason names the bundle by the project's folder (`ResourceEnvironment.bundlePath`), not
/// by where Easel built the agent.
///
/// Differs from UIKit: a nib made from `Data` has no document Easel can read, and instantiates
/// nothing.
@preconcurrency @MainActor
open class UINib: NSObject {
  /// Options for instantiating, as `UINib.OptionsKey`.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Objects outside the nib that its proxies stand for.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The nib's name (`nil` for one made from data).
  let name: String?
  /// The nib named `name` in `bundle` (`nil`: the main bundle; Easel looks in the project).
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    super.init()
  }

  /// A nib from archived data (Easel cannot read compiled nibs: it instantiates nothing).
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    name = nil
    super.init()
  }

  /// Makes the nib's top-level objects, connecting the outlets of File's Owner to `owner`.
  /// They live until the current event's autorelease pool drains even if nothing else
  /// holds them (`autoreleasingTopLevelObjects(_:)`).
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    guard let name else { return [] }
    let environment = ResourceEnvironment.current
    guard let objects = environment.nibNamed(name, ownerOrNil) else {
      terminateWithUncaughtException(
        .internalInconsistencyException,
        reason: "Could not load NIB in bundle: 'NSBundle <\(environment.bundlePath)> (loaded)' "
          + "with name '\(name)'")
    }
    return Self.autoreleasingTopLevelObjects(objects)
  }

  /// `objects`, each put in the autorelease pool (`ObjCRuntime.autorelease(_:)`): UIKit
  /// returns a nib's top-level objects autoreleased, so one kept only in a `weak` outlet or
  /// variable (`containerView = loadNib()`, ZGRatingView) lives on iOS until the run loop's
  /// turn ends (the agent drains its pool after each request is drawn), where Swift without
  /// Objective-C would free it at once.
  static func autoreleasingTopLevelObjects(_ objects: [Any]) -> [Any] {
    for object in objects { ObjCRuntime.shared.autorelease(object as AnyObject) }
    return objects
  }
}

extension Bundle {
  /// Makes the top-level objects of the nib `name`, connecting File's Owner's outlets to
  /// `owner`, as `UINib(nibName:bundle:).instantiate(withOwner:options:)`: a nib the project
  /// lacks raises `NSInternalInconsistencyException` as UIKit's does (never `nil`). The
  /// objects live until the autorelease pool drains, as `instantiate(withOwner:options:)`'s.
  @preconcurrency @MainActor
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil)
    -> [Any]?
  {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}
