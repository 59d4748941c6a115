import Foundation

// The parser behind `constraints(withVisualFormat:options:metrics:views:)`; the grammar is
// described in `NSLayoutConstraint+VisualFormat.swift`.

/// One predicate of a visual format: relation, constant or view, priority.
struct VisualFormatPredicate {
  var relation: NSLayoutConstraint.Relation = .equal
  var constant: CGFloat = 0
  var view: UIView?
  var priority: UILayoutPriority = .required
}

@MainActor
struct VisualFormatParser {
  let chars: [Character]
  let format: String
  let options: NSLayoutConstraint.FormatOptions
  let metrics: [String: Any]
  let views: [String: Any]
  var i = 0

  init(
    format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any],
    views: [String: Any]
  ) {
    self.format = format
    chars = Array(format.filter { !$0.isWhitespace })
    self.options = options
    self.metrics = metrics
    self.views = views
  }

  func fail(_ message: String) -> NSLayoutConstraint.VisualFormatError {
    NSLayoutConstraint.VisualFormatError(message: message, format: format, offset: i)
  }

  var peek: Character? { i < chars.count ? chars[i] : nil }

  mutating func eat(_ c: Character) -> Bool {
    guard peek == c else { return false }
    i += 1
    return true
  }

  mutating func parse() throws -> [NSLayoutConstraint] {
    var vertical = false
    if chars.count >= 2, chars[1] == ":" {
      guard chars[0] == "H" || chars[0] == "V" else { throw fail("Expected 'H:' or 'V:'") }
      vertical = chars[0] == "V"
      i = 2
    }
    let (lead, trail): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
      vertical
      ? (.top, .bottom)
      : options.contains(.directionLeftToRight)
        ? (.left, .right)
        : options.contains(.directionRightToLeft)
          ? (.right, .left)
          : (.leading, .trailing)
    let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
    var result: [NSLayoutConstraint] = []
    var viewsInOrder: [UIView] = []
    var startsAtSuperview = false
    var pending: [VisualFormatPredicate]? = nil

    if eat("|") {
      startsAtSuperview = true
      pending = try connection(toSuperview: true)
    }
    while true {
      guard eat("[") else {
        if viewsInOrder.isEmpty { throw fail("Expected a view") }
        break
      }
      let view = try viewName()
      if eat("(") {
        for p in try predicateList(allowViews: true) {
          result.append(
            make(view, size, p.relation, p.view, p.view == nil ? .notAnAttribute : size, p))
        }
      }
      guard eat("]") else { throw fail("Expected ']'") }
      if let prev = viewsInOrder.last, let spacing = pending {
        for p in spacing { result.append(make(view, lead, p.relation, prev, trail, p)) }
      } else if viewsInOrder.isEmpty, startsAtSuperview, let spacing = pending {
        guard let sup = view.superview else {
          throw fail(
            "Unable to interpret '|' character, because the related view doesn't have a superview")
        }
        for p in spacing { result.append(make(view, lead, p.relation, sup, lead, p)) }
      }
      viewsInOrder.append(view)
      pending = nil
      if peek == "[" {
        pending = [VisualFormatPredicate()]
        continue
      }
      if peek == "-" {
        let atSuperview = isConnectionToSuperview()
        pending = try connection(toSuperview: atSuperview)
        if peek == "|" { break }
        continue
      }
      break
    }
    if eat("|") {
      guard let last = viewsInOrder.last, let sup = last.superview else {
        throw fail(
          "Unable to interpret '|' character, because the related view doesn't have a superview")
      }
      for p in pending ?? [VisualFormatPredicate()] {
        result.append(make(sup, trail, p.relation, last, trail, p))
      }
    } else if pending != nil {
      throw fail("Expected a view or '|'")
    }
    guard i == chars.count else { throw fail("Unexpected '\(chars[i])'") }
    result += alignment(viewsInOrder, vertical: vertical)
    return result
  }

  /// Whether the connection at `i` ends at a `|` (so the standard space is 20).
  func isConnectionToSuperview() -> Bool {
    var j = i + 1
    var depth = 0
    while j < chars.count {
      switch chars[j] {
      case "(": depth += 1
      case ")": depth -= 1
      case "[" where depth == 0: return false
      case "|" where depth == 0: return true
      default: break
      }
      j += 1
    }
    return false
  }

  /// A connection after `|` or `]`: empty, `-`, or `-predicates-`.
  mutating func connection(toSuperview: Bool) throws -> [VisualFormatPredicate] {
    guard eat("-") else { return [VisualFormatPredicate()] }
    if peek == "[" || peek == "|" {
      return [VisualFormatPredicate(constant: toSuperview ? 20 : 8)]
    }
    let list: [VisualFormatPredicate]
    if eat("(") {
      list = try predicateList(allowViews: false)
    } else {
      // One predicate without parentheses, a relation too (`->=0-`), which UIKit's parser
      // takes though its grammar does not list it (EAColourfulProgressView's
      // `V:|-0-[backgroundView(bvHeight)]->=0-|`).
      list = [try predicate(allowViews: false)]
    }
    guard eat("-") else { throw fail("Expected '-'") }
    return list
  }

  /// `pred(,pred)*)`, the opening parenthesis already read.
  mutating func predicateList(allowViews: Bool) throws -> [VisualFormatPredicate] {
    var list: [VisualFormatPredicate] = []
    repeat {
      list.append(try predicate(allowViews: allowViews))
    } while eat(",")
    guard eat(")") else { throw fail("Expected ')'") }
    return list
  }

  /// `(relation)?(constant|metric|view)(@priority)?`.
  mutating func predicate(allowViews: Bool) throws -> VisualFormatPredicate {
    var p = VisualFormatPredicate()
    if eat("=") {
      guard eat("=") else { throw fail("Expected '=='") }
    } else if eat("<") {
      guard eat("=") else { throw fail("Expected '<='") }
      p.relation = .lessThanOrEqual
    } else if eat(">") {
      guard eat("=") else { throw fail("Expected '>='") }
      p.relation = .greaterThanOrEqual
    }
    if let c = peek, c.isLetter || c == "_", allowViews, let name = peekIdentifier(),
      views[name] != nil, metrics[name] == nil
    {
      p.view = try viewName()
    } else {
      p.constant = try constant()
    }
    if eat("@") { p.priority = UILayoutPriority(Float(try constant())) }
    return p
  }

  func peekIdentifier() -> String? {
    var j = i
    var s = ""
    while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" {
      s.append(chars[j])
      j += 1
    }
    return s.isEmpty ? nil : s
  }

  mutating func identifier() throws -> String {
    guard let s = peekIdentifier(), let first = s.first, !first.isNumber else {
      throw fail("Expected a name")
    }
    i += s.count
    return s
  }

  mutating func viewName() throws -> UIView {
    let name = try identifier()
    guard let view = views[name] as? UIView else {
      i -= name.count
      throw fail("\(name) is not a key in the views dictionary.")
    }
    return view
  }

  /// A number, or a metric's value.
  mutating func constant() throws -> CGFloat {
    if let c = peek, c.isLetter || c == "_" {
      let name = try identifier()
      guard let value = UIFontDescriptor.number(metrics[name]) else {
        i -= name.count
        throw fail("\(name) is not a key in the metrics dictionary.")
      }
      return value
    }
    var s = ""
    if eat("-") { s = "-" }
    while let c = peek, c.isNumber || c == "." {
      s.append(c)
      i += 1
    }
    guard let d = Double(s) else { throw fail("Expected a number or a metric") }
    return CGFloat(d)
  }

  func make(
    _ a: UIView, _ attrA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
    _ b: UIView?, _ attrB: NSLayoutConstraint.Attribute, _ p: VisualFormatPredicate
  ) -> NSLayoutConstraint {
    let c = NSLayoutConstraint(
      item: a, attribute: attrA, relatedBy: relation, toItem: b, attribute: attrB,
      multiplier: 1, constant: p.view == nil ? p.constant : 0)
    c.priority = p.priority
    return c
  }

  /// The alignment options' constraints between consecutive views.
  func alignment(_ views: [UIView], vertical: Bool) -> [NSLayoutConstraint] {
    let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
      (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
      (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
      (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
    var out: [NSLayoutConstraint] = []
    for (option, attribute) in table where options.contains(option) {
      for (a, b) in zip(views, views.dropFirst()) {
        out.append(
          NSLayoutConstraint(
            item: b, attribute: attribute, relatedBy: .equal, toItem: a, attribute: attribute,
            multiplier: 1, constant: 0))
      }
    }
    return out
  }
}
