import EaselDocument
import Foundation

/// The designer's check of an edit against the object it edits, at the edge: the attributes
/// and colours it may set are those its inspectors show (`CommonAttributes`) and the Identity
/// inspector's class and module; each value must be of the attribute's type and in its range
/// (alpha 0 to 1, whole lines, an enum's cases), written as Interface Builder writes it. An
/// object's `id` is never edited (outlets, constraints and segues name it), and any other
/// key is refused with the keys that are edited. `easel edit`, the command for every
/// attribute, is not bound by it.
enum AttributeCheck {
  /// The Identity inspector's attributes, each with what its value must be.
  static let identity = ["customClass", "customModule", "customModuleProvider"]

  /// `edit` as it will be made on element `e`: a number in Interface Builder's form; throws a
  /// `400` that says why when the edit is refused.
  static func checked(_ edit: DocumentEdit, on e: IBElement) throws -> DocumentEdit {
    switch edit {
    case .setAttribute(let name, let value):
      return .setAttribute(name: name, value: try checked(value, of: name, on: e))
    case .removeAttribute(let name):
      if !identity.contains(name) { _ = try spec(name, on: e) }
      return edit
    case .setColor(let key, _), .removeColor(let key):
      let colors = CommonAttributes.specs(for: e.name).filter { $0.type == "color" }
      guard colors.contains(where: { $0.key == key }) else {
        throw DesignerError(
          400,
          "unknown colour '\(key)' of a \(e.name); the designer sets "
            + colors.map(\.key).joined(separator: ", "))
      }
      return edit
    case .setRuntimeAttribute, .removeRuntimeAttribute, .setFrame:
      return edit
    }
  }

  /// The spec of attribute `name` of `e`, or a `400` naming the attributes there are.
  private static func spec(_ name: String, on e: IBElement) throws -> CommonAttributes.Spec {
    if name == "id" {
      throw DesignerError(
        400,
        "an object's id cannot be edited: outlets, constraints and segues name the object by it")
    }
    let specs = CommonAttributes.specs(for: e.name).filter { $0.type != "color" }
    guard let spec = specs.first(where: { $0.key == name }) else {
      throw DesignerError(
        400,
        "unknown attribute '\(name)' of a \(e.name); the designer sets "
          + (specs.map(\.key) + identity).joined(separator: ", ")
          + " (colours with the 'color' edit, runtime attributes with 'set-runtime')")
    }
    return spec
  }

  /// `value` checked as attribute `name` of `e`, in the form Interface Builder writes.
  private static func checked(_ value: String, of name: String, on e: IBElement) throws -> String {
    func refuse(_ why: String) -> DesignerError {
      DesignerError(400, "\(name) of a \(e.name) must be \(why), got '\(value)'")
    }
    switch name {
    case "customClass", "customModule":
      let parts = value.split(separator: ".", omittingEmptySubsequences: false)
      let identifier = parts.allSatisfy { part in
        part.first.map { $0.isLetter || $0 == "_" } == true
          && part.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
      }
      guard identifier, name == "customClass" || parts.count == 1 else {
        throw refuse(name == "customClass" ? "a class name" : "a module name")
      }
      return value
    case "customModuleProvider":
      guard value == "target" else { throw refuse("'target'") }
      return value
    default:
      break
    }
    let spec = try spec(name, on: e)
    switch spec.type {
    case "number":
      let number: Double
      switch DocumentNumber.read(value, role: .value) {
      case .success(let read): number = read
      case .failure(let problem): throw DesignerError(400, "\(name): \(problem.message)")
      }
      if spec.wholeNumber, number.rounded() != number { throw refuse("a whole number") }
      if let range = spec.range, !range.contains(number) {
        throw refuse(
          "from \(XcodeNumber.format(range.lowerBound)) to \(XcodeNumber.format(range.upperBound))")
      }
      return XcodeNumber.format(number)
    case "bool":
      guard value == "YES" || value == "NO" else { throw refuse("YES or NO") }
      return value
    case "enum":
      guard spec.options.contains(value) else {
        throw refuse("one of " + spec.options.joined(separator: ", "))
      }
      return value
    case "image":
      guard !value.isEmpty, !value.contains(where: \.isNewline) else {
        throw refuse("an image name (remove the attribute for none)")
      }
      return value
    default:
      return value
    }
  }
}
