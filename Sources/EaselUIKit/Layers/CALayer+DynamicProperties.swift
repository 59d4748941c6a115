import Foundation

// A layer subclass's `@dynamic` properties (`@dynamic U;` in a `CALayer` subclass): Core
// Animation gives them accessors that keep the value in the layer's own key-value storage, the
// one `setValue(_:forKey:)` keeps any key in, so that the property and key-value coding agree,
// `-initWithLayer:` copies it to a presentation layer, `+defaultValueForKey:` answers it before
// it is set, and a key `+needsDisplayForKey:` names redisplays the layer when it changes. The
// Objective-C translation writes such a property's accessors with these two.

extension CALayer {
  /// The value of the `@dynamic` property `key`: the one kept under it, else the class's
  /// `defaultValue(forKey:)`, as a `T` (a number converted as `NSNumber` converts it); nil
  /// when neither is one.
  public func __easelDynamicValue<T>(forKey key: String) -> T? {
    ObjCArguments.convert(keptValue(of: self, forKey: key) ?? Self.defaultValue(forKey: key))
  }

  /// Sets the `@dynamic` property `key`, and marks the layer as needing display when its class's
  /// `needsDisplay(forKey:)` says so.
  public func __easelSetDynamicValue(_ value: Any?, forKey key: String) {
    keepValue(ObjCArguments.unwrapped(value), of: self, forKey: key)
    if Self.needsDisplay(forKey: key) { setNeedsDisplay() }
  }
}
