import EaselDiagnostics
import Foundation

extension IBElement {
  /// The object's User Defined Runtime Attributes, in document order.
  ///
  /// An attribute whose type is unknown or whose value is malformed is left out and
  /// reported to `diagnostics` as a located `runtime-attribute-malformed` warning.
  public func runtimeAttributes(diagnostics: DiagnosticLog? = nil) -> [RuntimeAttribute] {
    guard let block = child("userDefinedRuntimeAttributes") else { return [] }
    var out: [RuntimeAttribute] = []
    for e in block.children where e.name == "userDefinedRuntimeAttribute" {
      switch RuntimeAttribute.parse(e) {
      case .success(let attribute):
        out.append(attribute)
      case .failure(let problem):
        diagnostics?.report(
          Diagnostic(
            .warning, problem.message, id: "runtime-attribute-malformed", at: problem.location,
            objectID: id))
      }
    }
    return out
  }
}

extension IBDocument {
  /// The User Defined Runtime Attributes of `element`; problems go to `diagnostics`.
  public func runtimeAttributes(
    of element: IBElement, diagnostics: DiagnosticLog? = nil
  ) -> [RuntimeAttribute] {
    element.runtimeAttributes(diagnostics: diagnostics)
  }
}

extension RuntimeAttribute {
  /// Why a `<userDefinedRuntimeAttribute>` could not be read.
  struct Problem: Error {
    var message: String
    var location: SourceLocation
  }

  /// Reads one `<userDefinedRuntimeAttribute>` element.
  static func parse(_ e: IBElement) -> Result<RuntimeAttribute, Problem> {
    guard let keyPath = e["keyPath"], !keyPath.isEmpty else {
      return .failure(Problem(message: "runtime attribute without a keyPath", location: e.location))
    }
    guard let type = e["type"] else {
      return .failure(
        Problem(message: "runtime attribute '\(keyPath)' has no type", location: e.location))
    }
    func bad(_ what: String, _ at: IBElement? = nil) -> Result<RuntimeAttribute, Problem> {
      .failure(
        Problem(
          message: "runtime attribute '\(keyPath)' of type \(type): \(what)",
          location: (at ?? e).location))
    }
    guard let kind = RuntimeAttributeType(rawValue: type) else { return bad("unknown type") }
    let valueChild = e.child(key: "value")
    func number(_ name: String, in element: IBElement) -> Double? {
      element.validNumber(name)
    }
    let value: RuntimeValue
    switch kind {
    case .boolean:
      switch e["value"] {
      case "YES": value = .boolean(true)
      case "NO": value = .boolean(false)
      default: return bad("value must be YES or NO, not '\(e["value"] ?? "")'")
      }
    case .number:
      if let c = valueChild, let text = c["value"],
        case .failure(let problem) = DocumentNumber.read(text, role: .value)
      {
        return bad(problem.message, c)
      }
      guard let c = valueChild, c.name == "real" || c.name == "integer",
        let v = number("value", in: c)
      else { return bad("expected a <real key=\"value\"> or <integer key=\"value\"> child") }
      value = .number(v, isInteger: c.name == "integer")
    case .string:
      // A value holding what an XML attribute would not keep (a line break, a long text) is
      // a `<string key="value">` or `<mutableString key="value">` child.
      let text = valueChild.flatMap {
        ["string", "mutableString"].contains($0.name) ? $0.text : nil
      }
      value = .string(e["value"] ?? text ?? "", localized: e["localized"] == "YES")
    case .color:
      guard let c = valueChild, c.name == "color" else {
        return bad("expected a <color key=\"value\"> child")
      }
      guard let color = ColorValue(element: c) else { return bad("unreadable colour", c) }
      value = .color(color)
    case .image:
      guard let name = e["value"] else { return bad("missing image name") }
      value = e["catalog"] == "system" ? .systemImage(name) : .image(name)
    case .point:
      guard let c = valueChild, c.name == "point", let x = number("x", in: c),
        let y = number("y", in: c)
      else { return bad("expected a <point key=\"value\" x= y=> child") }
      value = .point(CGPoint(x: x, y: y))
    case .size:
      guard let c = valueChild, c.name == "size", let w = number("width", in: c),
        let h = number("height", in: c)
      else { return bad("expected a <size key=\"value\" width= height=> child") }
      value = .size(CGSize(width: w, height: h))
    case .rect:
      guard let c = valueChild, c.name == "rect", let rect = c.rectValue else {
        return bad("expected a <rect key=\"value\" x= y= width= height=> child")
      }
      value = .rect(rect)
    case .range:
      guard let c = valueChild, c.name == "range", let l = c["location"].flatMap({ Int($0) }),
        let n = c["length"].flatMap({ Int($0) })
      else { return bad("expected a <range key=\"value\" location= length=> child") }
      value = .range(location: l, length: n)
    case .nil:
      value = .nil
    }
    return .success(
      RuntimeAttribute(keyPath: keyPath, value: value, location: e.location, element: e))
  }
}
