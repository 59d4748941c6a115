// The integer types of Apple's MacTypes header that Core Foundation, Core Text and Security
// name in their signatures (on iOS they come with Darwin; Linux's Glibc has none of them).

/// A status code: 0 is success, as `OSStatus`.
public typealias OSStatus = Int32
/// An unsigned byte used as a truth value, as Core Foundation's `Boolean`.
public typealias Boolean = UInt8
/// A UTF-16 code unit, as `UniChar`.
public typealias UniChar = UInt16
/// A 16.16 fixed-point number, as `Fixed`.
public typealias Fixed = Int32
/// Four characters packed in 32 bits, as `FourCharCode`.
public typealias FourCharCode = UInt32
/// A four-character type code, as `OSType`.
public typealias OSType = FourCharCode
