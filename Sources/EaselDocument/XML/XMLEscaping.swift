/// How text is written into a document's markup so that reading it gives the text back:
/// the one escaping of everything Easel writes as XML (edits, lint's fixes and renames,
/// the designables agent's probe document).
///
/// `&` and `<` always become `&amp;` and `&lt;`, and `>` becomes `&gt;` (as Xcode writes it).
/// In attribute values `"` becomes `&quot;` (the values are quoted with `"`; `'` is kept,
/// as Xcode keeps it in `userLabel="File's Owner"`), and tab, newline and carriage return
/// become `&#9;`, `&#10;` and `&#13;`, which a reader's attribute-value normalisation would
/// otherwise turn into spaces. In text a carriage return becomes `&#13;`, which line-end
/// normalisation would otherwise turn into a newline. Any other control character (U+0001
/// to U+001F) becomes a character reference too: XML 1.0 has no way to hold one, so the
/// document then refuses to read it (`invalid character reference`) and the edit is not
/// made, rather than the file gaining a byte that makes it binary.
public enum XMLEscaping {
  /// `value` as an attribute value between `"` quotes.
  public static func attribute(_ value: String) -> String {
    escaped(value, attribute: true)
  }

  /// `value` as the text of an element.
  public static func text(_ value: String) -> String {
    escaped(value, attribute: false)
  }

  /// `<name a="1" b="2"/>` (or `>` when `selfClosing` is false), values escaped.
  public static func tag(_ name: String, _ attributes: [(String, String)], selfClosing: Bool = true)
    -> String
  {
    var out = "<" + name
    for (k, v) in attributes { out += " \(k)=\"\(attribute(v))\"" }
    return out + (selfClosing ? "/>" : ">")
  }

  private static func escaped(_ value: String, attribute: Bool) -> String {
    var out = ""
    out.reserveCapacity(value.utf8.count)
    for ch in value.unicodeScalars {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where attribute: out += "&quot;"
      case "\n" where !attribute, "\t" where !attribute: out.unicodeScalars.append(ch)
      case "\u{0}"..."\u{1F}": out += "&#\(ch.value);"
      default: out.unicodeScalars.append(ch)
      }
    }
    return out
  }
}
