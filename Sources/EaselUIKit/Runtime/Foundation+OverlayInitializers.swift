import Foundation

// The initializers the Swift overlay of Apple's Foundation adds to its collections and
// strings, which take the Foundation object itself where the Objective-C initializer, as
// Swift imports it, takes the Swift value the object bridges to
// (`NSMutableDictionary(dictionary: json as! NSDictionary)`). Linux's Foundation has only the
// imported ones, so such a call failed with "'NSDictionary' is not convertible to
// '[AnyHashable : Any]'". Each copies the object's contents, as Darwin's does. (Linux's
// `NSArray(array:)` and `NSSet(set:)` already take the object.)

extension NSDictionary {
  /// A dictionary holding `otherDictionary`'s keys and values.
  public convenience init(dictionary otherDictionary: NSDictionary) {
    var contents: [AnyHashable: Any] = [:]
    for (key, value) in otherDictionary {
      if let key = key as? AnyHashable { contents[key] = value }
    }
    self.init(dictionary: contents)
  }
}

extension NSString {
  /// A string with `aString`'s characters.
  public convenience init(string aString: NSString) {
    self.init(string: aString.substring(from: 0))
  }
}
