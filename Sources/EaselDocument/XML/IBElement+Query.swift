/// Finding elements around an element.
extension IBElement {
  /// The first child element named `name` (and with `key="…"` when `key` is given).
  public func child(_ name: String, key: String? = nil) -> IBElement? {
    ReadRecorder.current?.child(self.name, name)
    for c in children where c.name == name {
      if let key, c.key != key { continue }
      return c
    }
    return nil
  }

  /// The first child element with `key="…"`, whatever its name.
  public func child(key: String) -> IBElement? {
    let found = children.first { $0.key == key }
    if let found { ReadRecorder.current?.child(name, found.name) }
    return found
  }

  /// A string property's value: Interface Builder writes it as the attribute `key`, or as a
  /// `<string key="…">` child when the value holds what an attribute would not keep (a
  /// label's text of several lines, a button title with a line break).
  public func string(_ key: String) -> String? {
    self[key] ?? child("string", key: key)?.text
  }

  /// Every child element named `name`, in order.
  public func children(_ name: String) -> [IBElement] {
    ReadRecorder.current?.child(self.name, name)
    return children.filter { $0.name == name }
  }

  /// Every element below this one, depth first in document order (this one excluded).
  public func descendants() -> IBDescendants { IBDescendants(root: self) }

  /// The chain of parents, nearest first.
  public var ancestors: [IBElement] {
    var out: [IBElement] = []
    var p = parent
    while let e = p {
      out.append(e)
      p = e.parent
    }
    return out
  }
}

/// The elements below an element, depth first in document order.
public struct IBDescendants: Sequence {
  let root: IBElement

  /// Creates an iterator over the descendants.
  public func makeIterator() -> Iterator { Iterator(stack: [(root, 0)]) }

  /// Walks the tree with an explicit stack: no recursion, however deep the document.
  public struct Iterator: IteratorProtocol {
    var stack: [(IBElement, Int)]

    /// The next element in document order, or `nil` at the end.
    public mutating func next() -> IBElement? {
      while let (element, index) = stack.last {
        if index < element.children.count {
          stack[stack.count - 1].1 = index + 1
          let child = element.children[index]
          stack.append((child, 0))
          return child
        }
        stack.removeLast()
      }
      return nil
    }
  }
}

/// One item of an element's content in document order: a child element or another node.
public enum IBContent: Sendable {
  /// A child element.
  case element(IBElement)
  /// Text (other than plain whitespace), a comment, CDATA or a processing instruction.
  case node(IBNode)

  /// Where the item's bytes start.
  public var offset: Int {
    switch self {
    case .element(let e): e.startTagSpan.lowerBound
    case .node(let n): n.span.lowerBound
    }
  }
}

extension IBElement {
  /// Child elements and other nodes merged in document order.
  public var content: [IBContent] {
    if nodes.isEmpty { return children.map { .element($0) } }
    var out: [IBContent] = []
    out.reserveCapacity(children.count + nodes.count)
    var i = 0
    var j = 0
    while i < children.count || j < nodes.count {
      if j == nodes.count
        || (i < children.count && children[i].startTagSpan.lowerBound < nodes[j].span.lowerBound)
      {
        out.append(.element(children[i]))
        i += 1
      } else {
        out.append(.node(nodes[j]))
        j += 1
      }
    }
    return out
  }
}
