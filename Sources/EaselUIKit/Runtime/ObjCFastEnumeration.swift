import Foundation

/// What Objective-C's fast enumeration (`for (id item in collection)`) visits when the
/// collection is typed `id`, which Swift cannot loop over: Foundation's collections conform to
/// `NSFastEnumeration` and each visits as its class does.
public enum ObjCFastEnumeration {
  /// An array's or ordered set's elements in order, a set's, a dictionary's keys, an
  /// enumerator's remaining objects; nothing for nil, as a message to nil gives nothing.
  /// Anything else is no collection, which Foundation reports with an exception, raised here.
  public static func elements(of collection: Any?) -> [Any] {
    switch collection {
    case nil: return []
    case let enumerator as NSEnumerator: return enumerator.allObjects
    case let ordered as NSOrderedSet: return ordered.array
    case let array as [Any]: return array
    case let set as Set<AnyHashable>: return set.map(\.base)
    case let dictionary as [AnyHashable: Any]: return dictionary.keys.map(\.base)
    case let array as NSArray: return array.map { $0 }
    case let set as NSSet: return set.map { $0 }
    case let dictionary as NSDictionary: return dictionary.allKeys
    case let value?:
      terminateWithUncaughtException(
        .invalidArgumentException,
        reason: "-[\(type(of: value)) countByEnumeratingWithState:objects:count:]: "
          + "unrecognized selector sent to instance")
    }
  }
}
