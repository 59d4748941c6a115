/// The word a façade class stores first so that Core Foundation compares its objects in Swift.
///
/// Linux Foundation keeps Core Foundation underneath: an attributed string compares the
/// attributes of neighbouring runs with CFEqual, and a CF collection its values. CF reads the
/// word after any object's header (its `_cfinfoa`) for the object's CF type, and hands
/// the object to Swift's `isEqual(_:)`/`hash` only when that type is not zero; NSObject on Linux
/// stores nothing there, so a subclass's first stored property is read instead, and one
/// whose type bits are zero (a colour's red component, 0 or 1.0) reads as "not a type", whose
/// callbacks stop the process (SIGILL in CFAttributedStringReplaceAttributedString). The
/// value classes UIKit's text attributes hold (`UIColor`, `UIFont`, `NSParagraphStyle`,
/// `NSTextAttachment`) store this first: type 1, CF's own base type, which no Swift class is
/// registered for, so CF dispatches to the object's Swift members.
enum CoreFoundationTypeWord {
  /// Type 1 in the type bits (8–17) of the word CF reads.
  static let swiftObject: UInt = 1 << 8
}
