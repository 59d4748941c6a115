// The scalar types of Apple's MacTypes header, which Core Foundation, Core Text and Security
// name in their signatures and C code of the user's names in its own (`Byte buffer[4]`): on iOS
// they come with Darwin; Linux's Glibc has none of them. Each is what Swift's importer makes of
// the SDK's typedef (`unsigned long` is `UInt`). `Float32`/`Float64` are the standard
// library's, and MacTypes' `Duration` is left out: Swift's own `Duration` has the name.

/// A status code: 0 is success, as `OSStatus`.
public typealias OSStatus = Int32
/// An older status code, as `OSErr`.
public typealias OSErr = Int16
/// An unsigned byte used as a truth value, as Core Foundation's `Boolean`.
public typealias Boolean = UInt8
/// A UTF-16 code unit, as `UniChar`.
public typealias UniChar = UInt16
/// A count of UTF-16 code units, as `UniCharCount`.
public typealias UniCharCount = UInt
/// A UTF-32 code unit, as `UTF32Char`.
public typealias UTF32Char = UInt32
/// A UTF-16 code unit, as `UTF16Char`.
public typealias UTF16Char = UInt16
/// A UTF-8 code unit, as `UTF8Char`.
public typealias UTF8Char = UInt8
/// A Unicode scalar value, as `UnicodeScalarValue`.
public typealias UnicodeScalarValue = UInt32
/// A signed 8-bit integer, as `SInt8`.
public typealias SInt8 = Int8
/// A signed 16-bit integer, as `SInt16`.
public typealias SInt16 = Int16
/// A signed 32-bit integer, as `SInt32`.
public typealias SInt32 = Int32
/// A signed 64-bit integer, as `SInt64`.
public typealias SInt64 = Int64
/// An unsigned byte, as `Byte`.
public typealias Byte = UInt8
/// A signed byte, as `SignedByte`.
public typealias SignedByte = Int8
/// A 16.16 fixed-point number, as `Fixed`.
public typealias Fixed = Int32
/// A 2.30 fixed-point number, as `Fract`.
public typealias Fract = Int32
/// An unsigned 16.16 fixed-point number, as `UnsignedFixed`.
public typealias UnsignedFixed = UInt32
/// An 8.8 fixed-point number, as `ShortFixed`.
public typealias ShortFixed = Int16
/// A count of bytes, as `ByteCount`.
public typealias ByteCount = UInt
/// An offset in bytes, as `ByteOffset`.
public typealias ByteOffset = UInt
/// A count of items, as `ItemCount`.
public typealias ItemCount = UInt
/// A set of option bits, as `OptionBits`.
public typealias OptionBits = UInt32
/// A parameter block's version, as `PBVersion`.
public typealias PBVersion = UInt32
/// A script code, as `ScriptCode`.
public typealias ScriptCode = Int16
/// A language code, as `LangCode`.
public typealias LangCode = Int16
/// A region code, as `RegionCode`.
public typealias RegionCode = Int16
/// Four characters packed in 32 bits, as `FourCharCode`.
public typealias FourCharCode = UInt32
/// A four-character type code, as `OSType`.
public typealias OSType = FourCharCode
/// A four-character resource type, as `ResType`.
public typealias ResType = FourCharCode

// MacTypes' constants, as Swift imports its anonymous enumerations (`Int`) and its macro
// (`Int32`): `[NSJSONSerialization dataWithJSONObject:obj options:kNilOptions error:nil]`.

/// No error, as `noErr`.
public var noErr: Int { 0 }
/// No option set, as `kNilOptions`.
public var kNilOptions: Int { 0 }
/// The bound a variable-length C array is declared with, as `kVariableLengthArray`.
public var kVariableLengthArray: Int { 1 }
/// The unknown type code `'????'`, as `kUnknownType`.
public var kUnknownType: Int { 0x3F3F_3F3F }
/// No identifier, as `kInvalidID`.
public var kInvalidID: Int32 { 0 }
