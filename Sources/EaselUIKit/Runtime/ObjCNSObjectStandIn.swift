import Foundation

/// NSObject's methods for an object of a class iOS roots in `NSObject` that Linux's
/// Foundation roots nowhere (`NotificationCenter`, `FileManager`, `ProcessInfo`) or the
/// façade declares as a Swift class of its own (`UIDevice`, `UIScreen`): Objective-C sends
/// such an object every `NSObject` message (`[[NSNotificationCenter defaultCenter]
/// removeObserver:self forKeyPath:k]`, key-value observing's), which Swift finds on no member
/// of the class. The translation sends them to the object's stand-in, an `NSObject` that has
/// them all (Linux Foundation's and the façade's) and answers for the object it stands for.
///
/// `isKindOfClass:` and `isMemberOfClass:`, which Linux's NSObject does not let a subclass
/// answer, go to `kind(of:)` instead.
///
/// Differs from iOS: key-value coding and `perform(_:)` see the stand-in's members, not the
/// object's, so a key or selector of the object's class is undefined there.
public final class ObjCNSObjectStandIn: NSObject, @unchecked Sendable {
  /// The object stood for.
  public private(set) weak var object: AnyObject?
  private let objectClass: AnyClass

  private init(_ object: AnyObject) {
    self.object = object
    objectClass = type(of: object)
  }

  /// The stand-in of `object`: the same one each time while `object` lives, so that
  /// messages to it (registering an observer, then removing it) meet.
  public static func object(for object: AnyObject) -> NSObject {
    if let own = object as? NSObject { return own }
    lock.lock()
    defer { lock.unlock() }
    let key = ObjectIdentifier(object)
    if let standIn = standIns[key], standIn.object === object { return standIn }
    // The stand-ins of objects that died go when a new one comes: the table holds only
    // the living (an identity may be reused after its object dies).
    standIns = standIns.filter { $0.value.object != nil }
    let standIn = ObjCNSObjectStandIn(object)
    standIns[key] = standIn
    return standIn
  }

  /// The stand-in of `object`, nil for nil (a message to nil).
  public static func object(for object: AnyObject?) -> NSObject? {
    object.map { Self.object(for: $0) }
  }

  nonisolated(unsafe) private static var standIns: [ObjectIdentifier: ObjCNSObjectStandIn] = [:]
  private static let lock = NSLock()

  /// How many stand-ins the table holds.
  static var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return standIns.count
  }

  /// The class of `object`, asked `isKind(of:)` and `isMember(of:)` as NSObject answers them.
  public static func kind(of object: AnyObject) -> ObjCObjectKind {
    ObjCObjectKind(objectClass: type(of: object))
  }

  /// The class of `object`, nil for nil (a message to nil).
  public static func kind(of object: AnyObject?) -> ObjCObjectKind? {
    object.map { kind(of: $0) }
  }

  /// Whether `other` is the object (or its stand-in): NSObject's `isEqual:` is identity.
  public override func isEqual(_ other: Any?) -> Bool {
    guard let other = other as AnyObject? else { return false }
    return other === self || other === object
  }

  public override var hash: Int { ObjectIdentifier(object ?? self).hashValue }

  public override var description: String {
    object.map { String(describing: $0) } ?? String(describing: objectClass)
  }
}

/// An object's class, asked what `NSObject`'s `isKindOfClass:` and `isMemberOfClass:` ask
/// (`ObjCNSObjectStandIn.kind(of:)`).
public struct ObjCObjectKind {
  let objectClass: AnyClass

  /// Whether the object is an instance of `aClass` or of a subclass of it.
  public func isKind(of aClass: AnyClass) -> Bool {
    sequence(first: objectClass, next: { _getSuperclass($0) }).contains { $0 == aClass }
  }

  /// Whether the object is an instance of `aClass` itself.
  public func isMember(of aClass: AnyClass) -> Bool { objectClass == aClass }
}
