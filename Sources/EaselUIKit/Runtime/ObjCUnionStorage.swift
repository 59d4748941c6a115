/// The bytes a C union's members share (`union { uint32_t bits; float value; }`), as the
/// translation of Objective-C declares a union: a Swift struct whose members are computed
/// properties reading and writing these bytes, so that a member read after another was
/// written gives the other's bytes reinterpreted, as C gives them (C11 6.5.2.3p3, note 95).
///
/// Only members of plain data (numbers, `BOOL`, structs of them) are stored so; the
/// translation refuses others. Differs from C: `sizeof` of the union is the Swift struct's,
/// not C's largest member's.
public struct ObjCUnionStorage: Sendable {
  private var bytes: [UInt8]

  /// Zeroed storage of `size` bytes: the largest member's size.
  public init(size: Int) {
    bytes = [UInt8](repeating: 0, count: max(size, 0))
  }

  /// The first bytes read as a `T`.
  public func load<T>(_ type: T.Type) -> T {
    precondition(_isPOD(T.self) && MemoryLayout<T>.size <= bytes.count)
    return bytes.withUnsafeBytes { $0.loadUnaligned(as: T.self) }
  }

  /// Writes `value` over the first bytes, leaving those past its size as they were.
  public mutating func store<T>(_ value: T) {
    precondition(_isPOD(T.self) && MemoryLayout<T>.size <= bytes.count)
    bytes.withUnsafeMutableBytes { $0.storeBytes(of: value, as: T.self) }
  }
}
