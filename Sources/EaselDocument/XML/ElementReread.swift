/// One element of a parsed document read again after an edit changed bytes inside it.
///
/// An edit changes a few bytes of a large file (a colour in one view of a 17-scene
/// storyboard), and reading the whole file again cost more than everything else the
/// designer does for the edit. So the innermost element whose bytes hold every change is
/// read again alone, at its place in the new bytes, and replaces the old one in its
/// parent; every other element is kept, given the new source and, after the change, its
/// offsets moved by the change in length. The result is the tree a whole read of the new
/// bytes gives (tests compare the two after every kind of edit); whatever cannot be read
/// alone — a change reaching the root's start tag, bytes that do not read as exactly one
/// element — is left to the whole read, which also locates any error.
struct ElementReread {
  /// The element replaced, which keeps describing the old bytes.
  let old: IBElement
  /// The element read from the new bytes.
  let new: IBElement
  /// The new bytes with their line table.
  let source: IBSource
  /// Where the old element ended in the old bytes: offsets from here on move.
  let oldEnd: Int
  /// How much longer the new bytes are.
  let delta: Int

  /// Reads the element holding `changed` (a range of the old bytes) from `bytes`, or nil
  /// when only a whole read will do. Changes nothing.
  ///
  /// An edit that replaces a whole element (a `<color>` written anew) is read again as that
  /// one element when the new bytes in its place read as exactly one element; otherwise (a
  /// removal, an element replaced by two) its parent is read again.
  init?(root: IBElement, source old: IBSource, bytes: [UInt8], changed: Range<Int>) {
    let inner = Self.innermost(holding: changed, under: root)
    let whole = changed.isEmpty ? inner : Self.innermost(holding: changed, under: root, ends: true)
    for case let element? in whole === inner ? [inner] : [whole, inner] {
      guard let (source, new) = Self.read(element, from: bytes, old: old) else { continue }
      self.old = element
      self.new = new
      self.source = source
      self.oldEnd = element.span.upperBound
      self.delta = bytes.count - old.bytes.count
      return
    }
    return nil
  }

  /// `element` read again at its place in `bytes`, with the new bytes' source; nil unless
  /// they read there as exactly one element.
  private static func read(_ element: IBElement, from bytes: [UInt8], old: IBSource)
    -> (IBSource, IBElement)?
  {
    let delta = bytes.count - old.bytes.count
    let start = element.span.lowerBound
    let end = element.span.upperBound + delta
    guard end > start, end <= bytes.count else { return nil }
    let read: (IBSource, IBElement)? = bytes.withUnsafeBufferPointer { p in
      guard let base = p.baseAddress,
        (try? TextValidation.validate(
          UnsafeBufferPointer(rebasing: p[start..<end]), path: old.path)) != nil
      else { return nil }
      let source = IBSource(bytes: bytes, path: old.path)
      var parser = TreeParser(base, count: end, source: source)
      parser.depthBase = element.depth
      guard let new = try? parser.parse(from: start), new.span == start..<end,
        parser.prolog.isEmpty, parser.epilog.isEmpty
      else { return nil }
      return (source, new)
    }
    return read
  }

  /// The deepest element below the root whose bytes hold `range` with its own first and
  /// last bytes (`<`, `>`) untouched — or, with `ends`, possibly changed too (the range
  /// may be the whole element); nil when only the root does.
  static func innermost(holding range: Range<Int>, under root: IBElement, ends: Bool = false)
    -> IBElement?
  {
    var found: IBElement?
    var current = root
    descending: while true {
      for child in current.children
      where ends
        ? child.span.lowerBound <= range.lowerBound && range.upperBound <= child.span.upperBound
        : child.span.lowerBound < range.lowerBound && range.upperBound < child.span.upperBound
      {
        found = child
        current = child
        continue descending
      }
      return found
    }
  }

  /// Puts the new element in the old one's place and moves every other element onto the
  /// new bytes.
  func splice() {
    guard let parent = old.parent,
      let slot = parent.children.firstIndex(where: { $0 === old })
    else { return }
    parent.children[slot] = new
    new.parent = parent
    var root = parent
    while let up = root.parent { root = up }
    // Every element of the file is visited, so without reference counting: the tree is held
    // by `root` throughout, and an element that is a parent has weak references, which
    // send each retain and release of it down the run time's slow path.
    withExtendedLifetime(root) {
      var pending = [Unmanaged.passUnretained(root)]
      while let next = pending.popLast() {
        next._withUnsafeGuaranteedRef { element in
          move(element)
          element.children.withUnsafeBufferPointer { children in
            for child in children where child !== new {
              pending.append(.passUnretained(child))
            }
          }
        }
      }
    }
  }

  /// Puts `element` (not the new one) on the new bytes.
  private func move(_ element: IBElement) {
    element.source = source
    if delta != 0 {
      if element.startTagSpan.lowerBound >= oldEnd {
        element.startTagSpan = moved(element.startTagSpan)
        for k in element.attributes.indices {
          element.attributes[k].nameSpan = moved(element.attributes[k].nameSpan)
          element.attributes[k].valueSpan = moved(element.attributes[k].valueSpan)
        }
      }
      if let end = element.endTagSpan, end.lowerBound >= oldEnd {
        element.endTagSpan = moved(end)
        for k in element.nodes.indices where element.nodes[k].span.lowerBound >= oldEnd {
          element.nodes[k].span = moved(element.nodes[k].span)
        }
      }
    }
  }

  /// `range` of the old bytes, where it is in the new ones (both sides of the changed
  /// element stay where they were before it, and move by `delta` after it).
  func moved(_ range: Range<Int>) -> Range<Int> {
    range.lowerBound >= oldEnd ? (range.lowerBound + delta)..<(range.upperBound + delta) : range
  }

  /// A node of the old bytes, where it is in the new ones.
  func moved(_ node: IBNode) -> IBNode {
    var node = node
    node.span = moved(node.span)
    return node
  }

  /// Whether an element named in `names` is among the old elements or the new ones.
  func touches(anyOf names: Set<String>) -> Bool {
    [old, new].contains { top in
      names.contains(top.name) || top.descendants().contains { names.contains($0.name) }
    }
  }

  /// Whether the document's resources (`DocumentResources`: its `<resources>` and the
  /// system colours' fallback components) are as they were: the change is outside
  /// `<resources>` and its system colours are the same, written the same way.
  var keepsResources: Bool {
    if old.name == "resources" || old.ancestors.contains(where: { $0.name == "resources" }) {
      return false
    }
    func systemColors(_ top: IBElement) -> [[String]] {
      ([top] + top.descendants()).filter { $0.name == "color" && $0["systemColor"] != nil }
        .map { $0.attributes.flatMap { [$0.name, $0.value] } }
    }
    return systemColors(old) == systemColors(new)
  }

  /// Updates the id index for the splice: the new elements take the old ones' places when
  /// both carry the same ids in the same order; otherwise the index goes (built again on the
  /// next lookup).
  func update(_ index: inout [String: IBElement]?) {
    guard index != nil else { return }
    let olds = [old] + old.descendants().filter { $0.id != nil }
    let news = [new] + new.descendants().filter { $0.id != nil }
    guard olds.map(\.id) == news.map(\.id) else {
      index = nil
      return
    }
    for (was, now) in zip(olds, news) {
      guard let id = now.id else { continue }
      if index?[id] === was { index?[id] = now }
    }
  }
}
