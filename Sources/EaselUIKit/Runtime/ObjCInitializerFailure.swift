import Foundation

// An Objective-C initializer may return nil (`- (instancetype)initWithFrame:` ending in
// `return nil;`): the object is not made, and whoever called `alloc`/`init` gets nil. Swift's
// override of a non-failable initializer (`init(frame:)`, `init()`) cannot return nil, so the
// translated Objective-C (docs/objc.md) marks the object instead, with where the `return nil`
// is, and returns it; Interface Builder's agent, which makes designables with
// `initWithFrame:`, fails to make a class whose initializer returned nil, and Easel's
// agent (`ObjectBuilder`) reports the class so, at that location, and draws its base class.

/// The objects whose translated Objective-C initializer returned nil, with where it did.
public enum ObjCInitializerFailure {
  /// The associated-object key the location is kept under.
  private static let key = UInt(
    bitPattern: UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

  /// Marks `object` as one its initializer returned nil for, at `location`
  /// (`RangeSlider.m:81:9`).
  public static func record(_ object: AnyObject, at location: String) {
    AssociatedObjectTable.shared.set(
      object, key: key, location, policy: .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  }

  /// Where `object`'s initializer returned nil, if it did.
  public static func location(of object: AnyObject) -> String? {
    AssociatedObjectTable.shared.get(object, key: key) as? String
  }

  /// Checks what a translated initializer's `return expression;` gave (`return
  /// CommonInit([super initWithCoder:d]);`, `return [nib firstObject];`) against `object`,
  /// the one it initialized: true for `object`; nil marks `object` as `record` does and is
  /// false; another object is recorded as what the initializer returns in `object`'s place
  /// (`ObjCInitializerReplacement`), which Swift's initializer cannot return, and is true:
  /// the callers that take replacements (Easel's object builder, translated `[[X alloc]
  /// init…]` of a class whose initializers replace `self`) get it, as Objective-C's do.
  @discardableResult
  public static func returned(
    _ result: Any?, by object: AnyObject, at location: String, in method: String
  ) -> Bool {
    guard let result else {
      record(object, at: location)
      return false
    }
    let returned = result as AnyObject
    if returned !== object {
      _ = ObjCInitializerReplacement.replace(object, with: returned, at: location)
    }
    return true
  }
}
