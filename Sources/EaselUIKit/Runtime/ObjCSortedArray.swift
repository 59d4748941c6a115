import Foundation

// `-[NSArray sortedArrayUsingSelector:]` on the Swift arrays Objective-C's `NSArray *` values
// become in translation (docs/objc.md): Linux's `NSArray` sorts only by descriptors and
// comparators, and a selector cannot be sent there, so the comparison selectors Foundation's
// strings and numbers answer are done as they do them.

/// The elements ordered by `selector` (`compare:`, `caseInsensitiveCompare:`,
/// `localizedCompare:`, `localizedCaseInsensitiveCompare:`, `localizedStandardCompare:`),
/// which strings and numbers answer; in their order, with a note, for another selector or
/// elements that do not answer it.
@MainActor
public func __easelSortedArray(_ array: [Any], using selector: Selector) -> [Any] {
  let name = selector.name
  func compare(_ a: Any, _ b: Any) -> ComparisonResult? {
    if let x = a as? String, let y = b as? String {
      switch name {
      case "compare:": return x.compare(y)
      case "caseInsensitiveCompare:", "localizedCaseInsensitiveCompare:":
        return x.caseInsensitiveCompare(y)
      case "localizedCompare:": return x.localizedCompare(y)
      case "localizedStandardCompare:": return x.localizedStandardCompare(y)
      default: return nil
      }
    }
    if name == "compare:", let x = a as? NSNumber, let y = b as? NSNumber { return x.compare(y) }
    if name == "compare:", let x = a as? Date, let y = b as? Date { return x.compare(y) }
    return nil
  }
  var unanswered = false
  let sorted = array.enumerated().sorted { l, r in
    guard let order = compare(l.element, r.element) else {
      unanswered = true
      return l.offset < r.offset
    }
    return order == .orderedAscending || (order == .orderedSame && l.offset < r.offset)
  }.map(\.element)
  if unanswered {
    UnimplementedAPI.use("NSArray.sortedArray(using: #selector(\(name)))", by: "NSArray")
    return array
  }
  return sorted
}
