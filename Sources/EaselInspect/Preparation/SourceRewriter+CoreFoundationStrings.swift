/// Core Foundation's string constants, toll-free bridged on Darwin.
///
/// On iOS a `CFString` is an `NSString`, and an `NSString` converts with `as` to the string
/// structs Swift's importer makes of typed string constants (`NSAttributedString.Key`,
/// `NSNotification.Name`): `kCTFontAttributeName as NSAttributedString.Key` compiles there
/// (UtilityKit's `height(withConstrainedWidth:font:)`). The façade's `CFString` is Swift's
/// `String`, which Linux's Swift does not convert to a struct with `as` ("cannot convert
/// value of type 'CFString' (aka 'String') to type 'NSAttributedString.Key' in coercion").
/// A constant the SDK declares `CFStringRef` (`SourceRewriter.cfStringConstants`) coerced
/// to such a struct (`SourceRewriter.stringStructs`) is made one from its raw value, the same
/// string: `NSAttributedString.Key(rawValue: kCTFontAttributeName)`. The line's later columns
/// move.
extension RewritePass {
  mutating func bridgeCoreFoundationStrings() {
    guard !cfStringConstants.isEmpty else { return }
    for k in tokens.indices where tokens[k].kind == .identifier {
      guard cfStringConstants.contains(tokens[k].text),
        !(token(k - 1)?.isPunct(".") ?? false),
        let coercion = token(k + 1), coercion.isWord("as"),
        let first = token(k + 2), first.kind == .identifier  // not `as?` or `as!`: casts
      else { continue }
      // The type: names joined by dots (`NSAttributedString.Key`).
      var end = k + 2
      var type = tokens[end].text
      while let dot = token(end + 1), dot.isPunct("."), !dot.spaceBefore,
        let next = token(end + 2), next.kind == .identifier
      {
        end += 2
        type += "." + next.text
      }
      guard stringStructs.contains(type) else { continue }
      edits.append(
        SourceEdit(
          start: tokens[k].start, end: tokens[end].end,
          replacement: "\(type)(rawValue: \(tokens[k].text))"))
      count(.linuxFoundation)
    }
  }
}
