import Foundation

// Foundation's `-[NSMutableDictionary setValue:forKey:]` (NSKeyValueCoding.h), which Apple's
// Foundation has and Linux's lacks: a call reached `NSObject`'s (the façade's key-value
// coding), which kept the key beside the object, while Linux's `NSDictionary.value(forKey:)`
// reads the dictionary's entries, so what was set was never read back.

extension NSMutableDictionary: KeyValueCodingOverriding {
  /// The dictionary's object for `key`, as `-[NSDictionary valueForKey:]` gives it.
  package func overridingValue(forKey key: String) -> Any?? {
    .some(object(forKey: key as NSString))
  }

  /// Sets `value` as the dictionary's object for `key` (`setObject(_:forKey:)`), or removes
  /// the key's object when `value` is nil, as Foundation documents it.
  package func overridingSetValue(_ value: Any?, forKey key: String) -> Bool {
    if let value {
      setObject(value, forKey: key as NSString)
    } else {
      removeObject(forKey: key as NSString)
    }
    return true
  }
}
