import Foundation

extension RuntimeValue {
  /// The type name `init(type:text:)` reads as a string with `localized="YES"`.
  public static let localizedStringTypeName = "localizedString"

  /// The type names `init(type:text:)` accepts: Interface Builder's, plus
  /// `localizedString` after `string`.
  public static let textTypeNames = RuntimeAttributeType.allCases.flatMap {
    $0 == .string ? [$0.rawValue, localizedStringTypeName] : [$0.rawValue]
  }

  /// Reads a runtime attribute value of Interface Builder type `type` written as text:
  ///
  /// | type | text |
  /// |---|---|
  /// | boolean | `YES`, `NO`, `true`, `false` |
  /// | number | `12` (written as `<integer>`), `0.5`, `1e3` (as `<real>`) |
  /// | string, localizedString | anything |
  /// | color | see `ColorValue.init(text:)` |
  /// | image | an image name |
  /// | point, size, rect | `x,y`; `w,h`; `x,y,w,h` |
  /// | range | `location,length` (whole numbers, not negative) |
  /// | nil | empty |
  public init(type: String, text: String) throws(EditValueError) {
    func expected(_ what: String) -> EditValueError {
      EditValueError("a \(type) value must be \(what), got '\(text)'")
    }
    let localized = type == Self.localizedStringTypeName
    guard let kind = localized ? .string : RuntimeAttributeType(rawValue: type) else {
      throw EditValueError(
        "unknown runtime attribute type '\(type)'; expected one of "
          + Self.textTypeNames.joined(separator: ", "))
    }
    switch kind {
    case .boolean:
      switch text {
      case "YES", "true": self = .boolean(true)
      case "NO", "false": self = .boolean(false)
      default: throw expected("YES, NO, true or false")
      }
    case .number:
      let trimmed = Substring(text).trimmingSpaces
      if let i = Int64(trimmed) {
        self = .number(Double(i), isInteger: true)
      } else if let v = EditNumbers.number(trimmed) {
        self = .number(v, isInteger: false)
      } else {
        throw expected("a number (12, 0.5, 1e3)")
      }
    case .string: self = .string(text, localized: localized)
    case .color: self = .color(try ColorValue(text: text))
    case .image:
      guard !text.isEmpty else { throw expected("an image name") }
      self = .image(text)
    case .point:
      guard let v = EditNumbers.parse(text, count: 2) else { throw expected("x,y numbers") }
      self = .point(CGPoint(x: v[0], y: v[1]))
    case .size:
      guard let v = EditNumbers.parse(text, count: 2), v[0] >= 0, v[1] >= 0 else {
        throw expected("width,height numbers, not negative")
      }
      self = .size(CGSize(width: v[0], height: v[1]))
    case .rect:
      self = .rect(try Self.rect(text, what: "a rect value"))
    case .range:
      let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count == 2, let location = Int(parts[0].trimmingSpaces),
        let length = Int(parts[1].trimmingSpaces), location >= 0, length >= 0
      else { throw expected("location,length whole numbers, not negative") }
      self = .range(location: location, length: length)
    case .nil:
      guard text.isEmpty else { throw expected("empty (write KEYPATH:nil)") }
      self = .nil
    }
  }

  /// Reads `x,y,w,h` as a rectangle whose width and height are not negative; `what` names
  /// the value in the error (`"a rect value"`, `"--frame"`).
  public static func rect(_ text: String, what: String) throws(EditValueError) -> CGRect {
    guard let v = EditNumbers.parse(text, count: 4), v[2] >= 0, v[3] >= 0 else {
      throw EditValueError(
        "\(what) must be x,y,width,height numbers (width and height not negative), got '\(text)'")
    }
    return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
  }
}
