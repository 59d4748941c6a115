/// The attributes that do not compile without the Objective-C runtime ("Objective-C
/// interoperability is disabled" on Linux; `@IBOutlet` and `@IBSegueAction` demand `@objc`
/// types). Outlets are connected by nothing at design time, so blanking them loses nothing.
public let objectiveCOnlyAttributes: Set<String> = [
  "objc", "objcMembers", "IBOutlet", "IBOutletCollection", "IBSegueAction",
]

/// `source` with `@objc`, `@objc(Name)`, `@objcMembers`, `@IBOutlet` and `@IBSegueAction`
/// blanked out, so that it compiles without the Objective-C runtime, and how many were
/// removed.
///
/// Each removed attribute (with its arguments) is replaced by as many spaces, so every other
/// token keeps its line and column and the compiler's diagnostics still point into the
/// user's file. Comments and string literals are left alone. The names given by
/// `@objc(Name)` are not lost: the scanner records them (`ScannedClass.objcName`) and the
/// registration registers classes under them.
public func removingObjectiveCAttributes(from source: String) -> (text: String, removed: Int) {
  let (tokens, _) = SwiftLexer.tokenize(source)
  var bytes = Array(source.utf8)
  var removed = 0
  var k = 0
  while k < tokens.count {
    let t = tokens[k]
    guard t.kind == .attribute, objectiveCOnlyAttributes.contains(t.text) else {
      k += 1
      continue
    }
    var end = t.end
    if k + 1 < tokens.count, tokens[k + 1].isPunct("("), !tokens[k + 1].spaceBefore {
      var depth = 0
      var j = k + 1
      while j < tokens.count {
        if tokens[j].isPunct("(") { depth += 1 }
        if tokens[j].isPunct(")") { depth -= 1 }
        end = tokens[j].end
        j += 1
        if depth == 0 { break }
      }
      k = j
    } else {
      k += 1
    }
    for b in t.start..<min(end, bytes.count) where bytes[b] != UInt8(ascii: "\n") {
      bytes[b] = UInt8(ascii: " ")
    }
    removed += 1
  }
  return (String(decoding: bytes, as: UTF8.self), removed)
}
