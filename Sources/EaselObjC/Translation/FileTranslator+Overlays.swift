import Foundation

// Core Graphics C functions whose Swift form, declared by the SDK's Swift overlay, takes its
// arguments differently from C: coordinates as points, and a transform by value.
//
// The overlay retires `CGPathMoveToPoint(path, m, x, y)` for
// `path.move(to: CGPoint(x: x, y: y), transform: m)` (its `CGMutablePath` methods take the
// transform last, as a `CGAffineTransform` that defaults to `.identity`, where C takes a
// `const CGAffineTransform *` that may be NULL), and
// `CGContextAddCurveToPoint(c, cp1x, cp1y, cp2x, cp2y, x, y)` for
// `c.addCurve(to: CGPoint(x: x, y: y), control1: …, control2: …)`: C passes the end point
// last, Swift's `to:` first.

extension FileTranslator {
  /// One C parameter of a table declaration: its name and type as spelled.
  struct CParameter {
    var name: String
    var type: String
  }

  /// The parameters of a C function's declaration (`void CGPathMoveToPoint(… path, … m,
  /// CGFloat x, CGFloat y);`).
  static func cParameters(ofDeclaration declaration: String) -> [CParameter] {
    guard let open = declaration.firstIndex(of: "("), let close = declaration.lastIndex(of: ")"),
      open < close
    else { return [] }
    let inner = String(declaration[declaration.index(after: open)..<close])
    if inner == "void" || inner.isEmpty { return [] }
    return ObjCTypeReader.splitTopLevel(inner, separator: ",").map { part in
      let text = part.trimmingCharacters(in: .whitespaces)
      var end = text.endIndex
      while end > text.startIndex {
        let c = text[text.index(before: end)]
        guard c.isLetter || c.isNumber || c == "_" else { break }
        end = text.index(before: end)
      }
      var type = String(text[..<end])
      for qualifier in ["_Nullable", "_Nonnull", "_Null_unspecified"] {
        type = type.replacingOccurrences(of: qualifier, with: "")
      }
      return CParameter(
        name: String(text[end...]), type: type.trimmingCharacters(in: .whitespaces))
    }
  }

  /// Whether `value` is of the type whose member a framework function is in Swift: that type,
  /// or its mutable kind (`CGMutablePathRef` for `CGPathCreateCopyByFlattening`'s `CGPathRef`,
  /// as Swift imports `CGMutablePath` as a subclass of `CGPath`, `CFMutableString` of
  /// `CFString`).
  func isReceiver(_ value: Expr, of owner: String) -> Bool {
    let name = ownerName(value.type) ?? value.type.spelled()
    if name == owner || value.type.spelled() == owner { return true }
    guard owner.count > 2 else { return false }
    let prefix = owner.prefix(2)
    return name == prefix + "Mutable" + owner.dropFirst(2)
  }

  /// A call of a framework function whose Swift name (the table's `row`) groups C's `x`, `y`
  /// parameters into points and, for the overlay's `CGMutablePath` methods, takes the
  /// transform by value: nil when the function needs neither.
  func regroupedCall(
    _ row: ObjCMemberName, _ arguments: [Expr], _ nodes: [ClangNode], resultType: SwiftType
  ) -> Expr? {
    let parameters = Self.cParameters(ofDeclaration: row.declaration)
    guard parameters.count == arguments.count, parameters.count == nodes.count,
      !row.owner.isEmpty, row.swift.hasPrefix(row.owner + ".")
    else { return nil }
    let (base, parsedLabels) = SwiftName.parse(String(row.swift.dropFirst(row.owner.count + 1)))
    guard var labels = parsedLabels, base != "init", let first = arguments.first,
      isReceiver(first, of: row.owner)
    else { return nil }
    // The overlay's `CGMutablePath` and `CGPath` methods take the transform last, by value,
    // where C takes a pointer before the other arguments (`CGPathAddRect(path, m, rect)`,
    // `CGPathCreateCopyByStrokingPath(path, m, width, cap, join, limit)`).
    let transformByValue =
      labels.last == "transform"
      && parameters.dropFirst().dropLast().contains {
        $0.type.contains("CGAffineTransform") && $0.type.hasSuffix("*")
      }
    var groups: [(name: String, text: String)] = []
    var transform: String?
    var regrouped = false
    // A C array and its `count` that the overlay takes as one Swift array
    // (`CGContextSetLineDash(c, phase, lengths, count)` → `setLineDash(phase:lengths:)`):
    // the first `count` elements.
    let takesArray = parameters.last?.name == "count" && parameters.count == labels.count + 2
    var i = 1
    while i < parameters.count {
      let p = parameters[i]
      if takesArray, i == parameters.count - 2, p.type.hasSuffix("*") {
        groups.append(
          (
            p.name,
            "Array(UnsafeBufferPointer(start: " + arguments[i].text + ", count: Int("
              + arguments[i + 1].text + ")))"
          ))
        regrouped = true
        i += 2
        continue
      }
      if transformByValue, p.type.contains("CGAffineTransform"), p.type.hasSuffix("*") {
        if !isNullPointer(nodes[i]) {
          let text = arguments[i].text
          transform = text.hasPrefix("&") ? String(text.dropFirst()) : text + ".pointee"
        }
        regrouped = true
        i += 1
        continue
      }
      if i + 1 < parameters.count, p.type == "CGFloat", parameters[i + 1].type == "CGFloat",
        p.name.contains("x"),
        p.name.replacingOccurrences(of: "x", with: "y") == parameters[i + 1].name
      {
        groups.append(
          (p.name, "CGPoint(x: " + arguments[i].text + ", y: " + arguments[i + 1].text + ")"))
        regrouped = true
        i += 2
        continue
      }
      groups.append((p.name, arguments[i].text))
      i += 1
    }
    guard regrouped else { return nil }
    if transformByValue { labels.removeLast() }
    guard labels.count == groups.count else { return nil }
    // The end point: C passes it last, Swift's `to:` first.
    if labels.first == "to", groups.count > 1, groups.last?.name == "x" {
      groups.insert(groups.removeLast(), at: 0)
    }
    var list = zip(labels, groups).map { label, group in
      label == "_" ? group.text : label + ": " + group.text
    }
    if let transform { list.append("transform: " + transform) }
    let text = first.memberBase + base + "(" + list.joined(separator: ", ") + ")"
    if first.mayBeNil, resultType != .void, let zero = zeroValue(of: resultType) {
      return Expr(text: "(" + text + " ?? " + zero + ")", type: resultType)
    }
    return Expr(text: text, type: resultType, isOptional: first.mayBeNil && resultType != .void)
  }
}
