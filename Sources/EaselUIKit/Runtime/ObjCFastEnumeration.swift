import Foundation

/// What Objective-C's fast enumeration (`for (id item in collection)`) visits where Swift
/// cannot loop over the collection: one typed `id`, or a Foundation class Swift gives no
/// `Sequence` (`NSHashTable`, `NSMapTable`, `NSPointerArray`). Foundation's collections
/// conform to `NSFastEnumeration` and each visits as its class does.
public enum ObjCFastEnumeration {
  /// An array's or ordered set's elements in order, a set's or hash table's, a dictionary's
  /// or map table's keys, an enumerator's remaining objects; nothing for nil, as a message to nil gives nothing.
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
    case let table as FastEnumerated: return table.fastEnumerated
    case let pointers as NSPointerArray: return pointers.allObjects
    case let value?:
      terminateWithUncaughtException(
        .invalidArgumentException,
        reason: "-[\(type(of: value)) countByEnumeratingWithState:objects:count:]: "
          + "unrecognized selector sent to instance")
    }
  }
}

/// A façade class generic over its objects whose fast enumeration `ObjCFastEnumeration`
/// visits: what it visits, whatever the objects' type.
protocol FastEnumerated {
  var fastEnumerated: [Any] { get }
}

extension NSHashTable: FastEnumerated {
  /// A hash table visits its objects.
  var fastEnumerated: [Any] { allObjects }
}

extension NSMapTable: FastEnumerated {
  /// A map table visits its keys, as a dictionary does.
  var fastEnumerated: [Any] { keyEnumerator().allObjects }
}
