import Foundation

// Instances made by class object, as Objective-C's `[[cls alloc] init]` makes them.
//
// Design note: on iOS, UIKit makes objects of a class it is handed or of the receiver's own
// class: `-copyWithZone:` of `UICollectionViewLayoutAttributes` begins with
// `[[[self class] allocWithZone:zone] init]` and then copies UIKit's state (the subclass's
// override copies its own), and a layout makes its attributes as
// `[[[self class] layoutAttributesClass] layoutAttributesForCellWithIndexPath:]`. Swift on
// Linux cannot call `init()` through a metatype value unless the initializer is `required`,
// and making the façade's `init()` required would break every subclass that overrides it.
// So the generated registration lists, per concrete `NSObject` subclass of the project that
// has an `init()` other files reach, a `ClassFactory` (`{ FSPagerViewLayoutAttributes() }`);
// the façade's own classes make themselves. `makeInstance(of:)` answers from both.

/// Makes instances of one class with its `init()`, as `[[cls alloc] init]` does.
public struct ClassFactory: @unchecked Sendable {
  /// The class made (exactly this class, not a subclass).
  public let type: AnyClass
  /// Makes an instance with `init()` (nil when a failable `init?()` fails).
  public let make: @MainActor () -> AnyObject?

  /// A factory for `type`.
  public init(_ type: AnyClass, make: @escaping @MainActor () -> AnyObject?) {
    self.type = type
    self.make = make
  }
}

extension ObjCRuntime {
  /// An instance of exactly `cls` made with `init()`: by the façade for its own classes that
  /// UIKit copies (`FacadeClassFactories`), by the generated registration's factory for a
  /// project class; nil when neither has one (a class with no `init()` other files reach:
  /// private, generic, or declaring other designated initializers only).
  @preconcurrency @MainActor
  public func makeInstance(of cls: AnyClass) -> AnyObject? {
    let id = ObjectIdentifier(cls)
    if let make = FacadeClassFactories.table[id] { return make() }
    return keyValueTable.factories[id]?.make() ?? nil
  }
}

/// An instance of `object`'s dynamic class made with `init()`, as UIKit's `-copyWithZone:`
/// begins (`[[[self class] allocWithZone:zone] init]`), with the values set on the façade's
/// at-rest API and extension storage copied, as UIKit copies its own state; the caller copies
/// the rest of its class's state, and a subclass's override its own. `symbol` names the
/// copying member for the trap when nothing makes the class (iOS stops there too:
/// "unimplemented initializer 'init()'").
func copyingInstance<Base: NSObject>(of object: Base, _ symbol: String) -> Base {
  let cls: AnyClass = type(of: object)
  guard let copy = onMainActor({ ObjCRuntime.shared.makeInstance(of: cls) }) as? Base else {
    preconditionFailure(
      "\(symbol) of \(cls): Easel cannot make a \(cls) with init() (the class declares no init() the generated registration can call: it is private, generic or has other designated initializers only; on iOS its init() would be called)"
    )
  }
  UnimplementedAPI.copyValues(of: object, to: copy)
  return copy
}

/// `copyingInstance(of:_:)` for a class that makes itself: `make()` when `object` is exactly
/// `cls`, else (a subclass) the instance the runtime makes by class object. The at-rest
/// classes of the façade copy so (`scripts/facade-inventory`), each declaring its own
/// `copy(with:)`.
func copyingInstance<Base: NSObject>(
  of object: Base, as cls: Base.Type, _ symbol: String, make: () -> Base
) -> Base {
  guard ObjectIdentifier(type(of: object)) == ObjectIdentifier(cls) else {
    return copyingInstance(of: object, symbol)
  }
  let copy = make()
  UnimplementedAPI.copyValues(of: object, to: copy)
  return copy
}
