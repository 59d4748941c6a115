import EaselDocument

/// Structure-aware mutations of a seed document: the XML stays well-formed, its values turn
/// hostile. Each seed is parsed once; mutations are byte patches over its element and
/// attribute spans.
struct XMLMutator {
  /// One parsed seed.
  struct Seed {
    var bytes: [UInt8]
    var elements: [IBElement]
    var withIDs: [IBElement]
    var root: IBElement
    /// Attributes whose values are numbers (frames, canvas locations, sizes, font sizes):
    /// where hostile numbers do the most harm, so they are aimed at most often.
    var numeric: [IBAttribute]
  }

  /// A replacement of `range` of the seed's bytes.
  struct Patch {
    var range: Range<Int>
    var bytes: [UInt8]
  }

  static let hostileNumbers = [
    "1e308", "-1e308", "1.7976931348623157e308", "nan", "NaN", "-nan", "inf", "-inf",
    "infinity", "1e400", "-1e400", "4.9e-324", "1e-320", "-0", "0", "-1", "-0.5", "1e6",
    "1000001", "99999999999999999999", "9223372036854775807", "9223372036854775808",
    "-9223372036854775809", "2147483648", "-2147483649", "4294967296", "32768", "65536",
    "1e15", "1e16", "", " ", "0x10", "1,5", "١٢", "+", ".", "e", "12abc", "3.5e", "--1",
  ]
  static let elementNames = [
    "view", "label", "button", "imageView", "scene", "scenes", "segue", "rect", "color",
    "document", "objects", "subviews", "constraints", "constraint", "viewController",
    "navigationController", "tableView", "tableViewCell", "stackView", "scrollView",
    "connections", "outlet", "point", "size", "font", "fontDescription", "state", "string",
    "placeholder", "unknownThing", "x",
  ]
  static let referenceAttributes = [
    "destination", "target", "initialViewController", "firstItem", "secondItem", "property",
    "referencedIdentifier", "storyboardIdentifier", "id", "sceneMemberID", "key",
  ]
  static let runtimeKeyPaths = [
    "layer.cornerRadius", "layer.borderWidth", "layer.shadowRadius", "layer.shadowOpacity",
    "layer.zPosition", "alpha", "tag", "numberOfLines", "layer.shadowOffset", "frame",
    "bounds", "contentScaleFactor", "layer.borderColor", "transform", "layer.masksToBounds",
    "minimumScaleFactor", "font.pointSize", "progress", "value", "maximumValue",
    "layer.lineWidth", "numberOfPages", "currentPage", "selectedSegmentIndex",
  ]
  static let documentTypes = [
    "com.apple.InterfaceBuilder.WatchKit.Storyboard",
    "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "com.apple.InterfaceBuilder3.Cocoa.XIB",
    "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
    "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "", "bogus",
  ]

  /// Parses a seed, or nil when it does not parse.
  static func seed(_ bytes: [UInt8]) -> Seed? {
    guard let document = try? IBDocument(bytes: bytes, path: "seed") else { return nil }
    let elements = [document.root] + Array(document.root.descendants())
    let numeric = elements.flatMap { e in
      e.attributes.filter { Double($0.value) != nil }
    }
    return Seed(
      bytes: bytes, elements: elements, withIDs: elements.filter { $0.id != nil },
      root: document.root, numeric: numeric)
  }

  /// The seed with 1 to 6 structure-aware mutations.
  static func mutate(_ seed: Seed, rng: inout FuzzRandom) -> [UInt8] {
    var patches: [Patch] = []
    for _ in 0...rng.below(6) {
      if let p = patch(seed, rng: &rng) { patches += p }
    }
    return apply(patches, to: seed.bytes)
  }

  /// Applies non-overlapping patches (later ones that overlap earlier ones are dropped).
  static func apply(_ patches: [Patch], to bytes: [UInt8]) -> [UInt8] {
    var kept: [Patch] = []
    for p in patches
    where !kept.contains(where: {
      $0.range.overlaps(p.range) || ($0.range.isEmpty && p.range.contains($0.range.lowerBound))
        || (p.range.isEmpty && $0.range.contains(p.range.lowerBound))
    }) {
      kept.append(p)
    }
    var out = bytes
    for p in kept.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      out.replaceSubrange(p.range, with: p.bytes)
    }
    return out
  }

  private static func utf8(_ s: String) -> [UInt8] { Array(s.utf8) }

  private static func patch(_ seed: Seed, rng: inout FuzzRandom) -> [Patch]? {
    let e = rng.pick(seed.elements)
    switch rng.below(12) {
    case 0, 1, 2:  // a hostile number, mostly in place of a number
      if !seed.numeric.isEmpty && rng.chance(75) {
        return [
          Patch(range: rng.pick(seed.numeric).valueSpan, bytes: utf8(rng.pick(hostileNumbers)))
        ]
      }
      guard let a = e.attributes.isEmpty ? nil : rng.pick(e.attributes) else { return nil }
      return [Patch(range: a.valueSpan, bytes: utf8(rng.pick(hostileNumbers)))]
    case 3:  // an empty value
      guard let a = e.attributes.isEmpty ? nil : rng.pick(e.attributes) else { return nil }
      return [Patch(range: a.valueSpan, bytes: [])]
    case 4:  // a missing attribute
      guard let a = e.attributes.isEmpty ? nil : rng.pick(e.attributes) else { return nil }
      return [Patch(range: (a.span.lowerBound - 1)..<a.span.upperBound, bytes: [])]
    case 5:  // a wrong element name, start and end tags alike
      let name = utf8(rng.pick(elementNames))
      let start = e.startTagSpan.lowerBound + 1
      var out = [Patch(range: start..<(start + e.name.utf8.count), bytes: name)]
      if let end = e.endTagSpan {
        out.append(
          Patch(range: (end.lowerBound + 2)..<(end.lowerBound + 2 + e.name.utf8.count), bytes: name)
        )
      }
      return out
    case 6:  // a duplicate id, or a reference to an ancestor (a cycle) or to itself
      guard !seed.withIDs.isEmpty else { return nil }
      let target = rng.pick(seed.withIDs)
      var ancestor: IBElement? = target
      for _ in 0..<rng.below(6) { ancestor = ancestor?.parent ?? ancestor }
      let id = utf8((rng.chance(50) ? ancestor?.id : nil) ?? rng.pick(seed.withIDs).id ?? "x")
      let name = rng.pick(referenceAttributes)
      if let a = target.attribute(name) { return [Patch(range: a.valueSpan, bytes: id)] }
      let at = target.startTagSpan.lowerBound + 1 + target.name.utf8.count
      return [Patch(range: at..<at, bytes: utf8(" \(name)=\"") + id + utf8("\""))]
    case 7:  // a segue from inside an element to one of its ancestors
      guard e.endTagSpan != nil, let up = e.parent?.parent?.id ?? e.parent?.id ?? e.id else {
        return nil
      }
      let kind = rng.pick(["show", "embed", "relationship", "presentation", "push", "unwind"])
      let text =
        "<connections><segue destination=\"\(up)\" kind=\"\(kind)\" "
        + "relationship=\"rootViewController\" id=\"fz-\(rng.below(1000))\"/></connections>"
      return [Patch(range: e.innerSpan.lowerBound..<e.innerSpan.lowerBound, bytes: utf8(text))]
    case 8:  // deep nesting
      guard e.endTagSpan != nil else { return nil }
      let depth = rng.chance(70) ? 1 + rng.below(64) : 100 + rng.below(5000)
      let open =
        "<subviews><view id=\"dn\"><rect key=\"frame\" x=\"1\" y=\"1\" width=\"9\" height=\"9\"/>"
      let close = "</view></subviews>"
      let at = e.innerSpan.lowerBound
      return [
        Patch(
          range: at..<at,
          bytes: utf8(
            String(repeating: open, count: depth) + String(repeating: close, count: depth)))
      ]
    case 9:  // the element twice (duplicate ids, duplicate keys)
      let copy = Array(seed.bytes[e.span])
      return [Patch(range: e.span.upperBound..<e.span.upperBound, bytes: copy)]
    case 10:  // a hostile runtime attribute
      guard e.endTagSpan != nil else { return nil }
      let keyPath = rng.pick(runtimeKeyPaths)
      let number = rng.pick(hostileNumbers)
      let value: String
      switch rng.below(5) {
      case 0: value = "type=\"number\"><real key=\"value\" value=\"\(number)\"/>"
      case 1: value = "type=\"number\"><integer key=\"value\" value=\"\(number)\"/>"
      case 2: value = "type=\"size\"><size key=\"value\" width=\"\(number)\" height=\"\(number)\"/>"
      case 3:
        value =
          "type=\"rect\"><rect key=\"value\" x=\"0\" y=\"\(number)\" width=\"\(number)\" height=\"5\"/>"
      default:
        value = "type=\"range\"><range key=\"value\" location=\"\(number)\" length=\"\(number)\"/>"
      }
      let text =
        "<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute keyPath=\"\(keyPath)\" "
        + value + "</userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>"
      return [Patch(range: e.innerSpan.lowerBound..<e.innerSpan.lowerBound, bytes: utf8(text))]
    default:  // another document type
      guard let a = seed.root.attribute("type") else { return nil }
      return [Patch(range: a.valueSpan, bytes: utf8(rng.pick(documentTypes)))]
    }
  }
}
