import Foundation

// Foundation's `NSDictionary (NSFileAttributes)` category (NSFileManager.h), which Apple's
// Foundation has and Linux's lacks: the attributes `FileManager.attributesOfItem(atPath:)`
// gives, read from the dictionary by their keys (`attributes as NSDictionary` then
// `fileSize()`, the old way of reading a file's size). A missing attribute reads as the
// category's: nil, 0 or false.

extension NSDictionary {
  /// The attribute `key`, under the key itself or its string (a dictionary bridged from
  /// `[FileAttributeKey: Any]` may hold either).
  private func fileAttribute(_ key: FileAttributeKey) -> Any? {
    object(forKey: key) ?? object(forKey: key.rawValue)
  }

  /// The attribute `key` as a number.
  private func fileNumber(_ key: FileAttributeKey) -> NSNumber? {
    switch fileAttribute(key) {
    case let n as NSNumber: return n
    case let n as UInt64: return NSNumber(value: n)
    case let n as Int: return NSNumber(value: n)
    case let n as UInt32: return NSNumber(value: n)
    case let n as Int16: return NSNumber(value: n)
    case let b as Bool: return NSNumber(value: b)
    default: return nil
    }
  }

  /// The file's size in bytes (`FileAttributeKey.size`), 0 when absent.
  public func fileSize() -> UInt64 { fileNumber(.size)?.uint64Value ?? 0 }

  /// When the file was last changed (`FileAttributeKey.modificationDate`).
  public func fileModificationDate() -> Date? { fileAttribute(.modificationDate) as? Date }

  /// The file's type (`FileAttributeKey.type`: `FileAttributeType.typeRegular`'s string …).
  public func fileType() -> String? {
    switch fileAttribute(.type) {
    case let t as FileAttributeType: return t.rawValue
    case let t as String: return t
    case let t as NSString: return String(t)
    default: return nil
    }
  }

  /// The file's POSIX permissions (`FileAttributeKey.posixPermissions`), 0 when absent.
  public func filePosixPermissions() -> Int { fileNumber(.posixPermissions)?.intValue ?? 0 }

  /// The name of the file's owner (`FileAttributeKey.ownerAccountName`).
  public func fileOwnerAccountName() -> String? { fileAttribute(.ownerAccountName) as? String }

  /// The name of the file's group (`FileAttributeKey.groupOwnerAccountName`).
  public func fileGroupOwnerAccountName() -> String? {
    fileAttribute(.groupOwnerAccountName) as? String
  }

  /// The file system's number (`FileAttributeKey.systemNumber`), 0 when absent.
  public func fileSystemNumber() -> Int { fileNumber(.systemNumber)?.intValue ?? 0 }

  /// The file's number in its file system (`FileAttributeKey.systemFileNumber`), 0 when absent.
  public func fileSystemFileNumber() -> Int { fileNumber(.systemFileNumber)?.intValue ?? 0 }

  /// Whether the file's extension is hidden (`FileAttributeKey.extensionHidden`).
  public func fileExtensionHidden() -> Bool { fileNumber(.extensionHidden)?.boolValue ?? false }

  /// The file's HFS creator code (`FileAttributeKey.hfsCreatorCode`), 0 when absent.
  public func fileHFSCreatorCode() -> OSType { fileNumber(.hfsCreatorCode)?.uint32Value ?? 0 }

  /// The file's HFS type code (`FileAttributeKey.hfsTypeCode`), 0 when absent.
  public func fileHFSTypeCode() -> OSType { fileNumber(.hfsTypeCode)?.uint32Value ?? 0 }

  /// Whether the file is immutable (`FileAttributeKey.immutable`).
  public func fileIsImmutable() -> Bool { fileNumber(.immutable)?.boolValue ?? false }

  /// Whether the file can only be appended to (`FileAttributeKey.appendOnly`).
  public func fileIsAppendOnly() -> Bool { fileNumber(.appendOnly)?.boolValue ?? false }

  /// When the file was made (`FileAttributeKey.creationDate`).
  public func fileCreationDate() -> Date? { fileAttribute(.creationDate) as? Date }

  /// The number of the file's owner (`FileAttributeKey.ownerAccountID`).
  public func fileOwnerAccountID() -> NSNumber? { fileNumber(.ownerAccountID) }

  /// The number of the file's group (`FileAttributeKey.groupOwnerAccountID`).
  public func fileGroupOwnerAccountID() -> NSNumber? { fileNumber(.groupOwnerAccountID) }
}
