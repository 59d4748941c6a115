import EaselDiagnostics
import Foundation

/// Turns a `.strings` file's bytes into UTF-8, as Foundation decides their encoding: a
/// UTF-16 byte-order mark (either order) or a UTF-8 one, else UTF-8. UTF-16 without a mark
/// is recognised by its zero bytes and noted, since Xcode reads it but other tools may not.
enum StringsFileDecoder {
  /// The decoded text and any notes about its encoding.
  struct Decoded {
    var bytes: [UInt8]
    var notes: [Diagnostic]
  }

  static func utf8Bytes(of data: Data, path: String) throws(StringsFileError) -> Decoded {
    let raw = [UInt8](data)
    let start = SourceLocation(file: path, line: 1, column: 1)
    if raw.starts(with: [0xEF, 0xBB, 0xBF]) {
      return try validatedUTF8(Array(raw.dropFirst(3)), path: path)
    }
    if raw.starts(with: [0xFF, 0xFE]) {
      return Decoded(bytes: try utf16(raw.dropFirst(2), bigEndian: false, path: path), notes: [])
    }
    if raw.starts(with: [0xFE, 0xFF]) {
      return Decoded(bytes: try utf16(raw.dropFirst(2), bigEndian: true, path: path), notes: [])
    }
    if raw.count >= 2, raw.count % 2 == 0, raw[0] != 0 || raw[1] != 0, raw[0] == 0 || raw[1] == 0 {
      let bigEndian = raw[0] == 0
      let note = Diagnostic(
        .warning,
        "UTF-16 \(bigEndian ? "big" : "little")-endian without a byte-order mark; "
          + "save the file as UTF-8 (or add a BOM)",
        id: "strings-encoding", at: start)
      return Decoded(bytes: try utf16(raw[...], bigEndian: bigEndian, path: path), notes: [note])
    }
    return try validatedUTF8(raw, path: path)
  }

  /// The bytes unchanged if they are valid UTF-8; otherwise an error at the first bad byte.
  private static func validatedUTF8(_ bytes: [UInt8], path: String) throws(StringsFileError)
    -> Decoded
  {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: break loop
      case .error:
        let lines = LineIndex(bytes)
        throw StringsFileError(
          message: String(
            format: "the file is not valid UTF-8 (byte 0x%02X at offset %d); save it as UTF-8",
            bytes[min(offset, bytes.count - 1)], offset),
          location: lines.location(of: offset, in: path),
          lineText: lines.lineText(containing: offset, in: bytes))
      }
    }
    return Decoded(bytes: bytes, notes: [])
  }

  /// UTF-16 code units → UTF-8; an error names the first unpaired surrogate or odd byte.
  private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, path: String)
    throws(StringsFileError) -> [UInt8]
  {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var i = bytes.startIndex
    while i + 1 < bytes.endIndex {
      let a = UInt16(bytes[i])
      let b = UInt16(bytes[i + 1])
      units.append(bigEndian ? a << 8 | b : b << 8 | a)
      i += 2
    }
    var out: [UInt8] = []
    out.reserveCapacity(units.count)
    var iterator = units.makeIterator()
    var decoder = UTF16()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): out.append(contentsOf: Array(String(scalar).utf8))
      case .emptyInput: break loop
      case .error:
        throw located("the UTF-16 text has an unpaired surrogate", after: out, path: path)
      }
    }
    if bytes.count % 2 != 0 {
      throw located("the UTF-16 text ends with half a code unit", after: out, path: path)
    }
    return out
  }

  private static func located(_ message: String, after decoded: [UInt8], path: String)
    -> StringsFileError
  {
    let lines = LineIndex(decoded)
    return StringsFileError(
      message: message, location: lines.location(of: decoded.count, in: path),
      lineText: lines.lineText(containing: decoded.count, in: decoded))
  }
}
