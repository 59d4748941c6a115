import EaselDiagnostics
import EaselDocument
import Foundation

/// `easel strings extract`: what `ibtool --export-strings-file` writes for each storyboard
/// and xib, and the keys a project's code and runtime attributes look up.
///
/// A document's entries are its localizable texts keyed `"<ObjectID>.<property>"`, with
/// ibtool's comment (`Class = "UILabel"; text = "Hello"; ObjectID = "…";`), in document
/// order: labels', text fields' and text views' `text` and `placeholder`, buttons' state
/// titles (`normalTitle`) and configuration titles (`configuration.title`), segmented controls' `segmentTitles[i]`, titles of view
/// controllers, navigation, bar button and tab bar items (and `prompt`,
/// `backButtonTitle`), table sections' `headerTitle`/`footerTitle`, search bars' texts,
/// accessibility labels and hints, and `localized` string runtime attributes
/// (`ibExternalUserDefinedRuntimeAttributesLocalizableStrings[i]`). These keys are those
/// Easel's renderer reads from `<lang>.lproj/<Document>.strings`.
///
/// The project's keys are those `NSLocalizedString` calls name, the texts of labels whose
/// `…AsKey` runtime attribute is on (seed 002's `textAsKey`) and the values of
/// localization-key runtime attributes (`localizeKey`), by table.
public enum StringsExtract {
  /// One localizable text of a document.
  public struct Entry: Sendable, Equatable {
    /// The object's id.
    public var objectID: String
    /// The property, as ibtool names it (`text`, `normalTitle`, `segmentTitles[1]`).
    public var property: String
    /// The text as the document has it.
    public var value: String
    /// The object's class (`UILabel`, or its custom class).
    public var className: String
    /// Where the text is.
    public var location: SourceLocation

    /// `"<objectID>.<property>"`.
    public var key: String { "\(objectID).\(property)" }
  }

  /// The document's localizable texts, in document order.
  public static func entries(of document: IBDocument) -> [Entry] {
    var out: [Entry] = []
    for e in document.root.descendants() {
      guard let id = e.id else {
        if e.name == "accessibility", e.key == "accessibilityConfiguration",
          let owner = e.parent, let ownerID = owner.id
        {
          for (attribute, property) in [
            ("label", "accessibilityLabel"), ("hint", "accessibilityHint"),
          ] {
            if let value = e[attribute], !value.isEmpty {
              out.append(
                entry(owner, ownerID, property, value, at: e.location(ofAttribute: attribute)))
            }
          }
        }
        continue
      }
      for property in textProperties(of: e.name) {
        if let value = e[property] ?? e.child("string", key: property)?.text, !value.isEmpty {
          out.append(entry(e, id, property, value, at: e.location(ofAttribute: property)))
        }
      }
      if e.name == "button" {
        for state in e.children("state") {
          guard let title = state.string("title"),
            !title.isEmpty
          else { continue }
          out.append(
            entry(
              e, id, "\(state.key ?? "normal")Title", title,
              at: state.location(ofAttribute: "title")))
        }
        // iOS 15 button configurations: `configuration.title`, `configuration.subtitle`.
        if let configuration = e.child("buttonConfiguration", key: "configuration") {
          for attribute in ["title", "subtitle"] {
            guard let value = configuration[attribute], !value.isEmpty else { continue }
            out.append(
              entry(
                e, id, "configuration.\(attribute)", value,
                at: configuration.location(ofAttribute: attribute)))
          }
        }
      }
      if e.name == "segmentedControl", let segments = e.child("segments") {
        for (i, segment) in segments.children("segment").enumerated() {
          if let title = segment.string("title"), !title.isEmpty {
            out.append(
              entry(e, id, "segmentTitles[\(i)]", title, at: segment.location(ofAttribute: "title"))
            )
          }
        }
      }
      if let block = e.child("userDefinedRuntimeAttributes") {
        var index = 0
        for a in block.children where a.name == "userDefinedRuntimeAttribute" {
          guard a.runtimeAttributeType == .string, a["localized"] == "YES" else { continue }
          out.append(
            entry(
              e, id, "ibExternalUserDefinedRuntimeAttributesLocalizableStrings[\(index)]",
              a["value"] ?? "", at: a.location))
          index += 1
        }
      }
    }
    return out
  }

  /// The attributes that hold localizable text, by element name.
  static func textProperties(of element: String) -> [String] {
    switch element {
    case "label": ["text"]
    case "textField": ["text", "placeholder"]
    case "textView": ["text"]
    case "searchBar": ["text", "placeholder", "prompt"]
    case "navigationItem": ["title", "prompt", "backButtonTitle"]
    case "barButtonItem", "tabBarItem": ["title"]
    case "tableViewSection": ["headerTitle", "footerTitle"]
    default:
      element.hasSuffix("ViewController") || element.hasSuffix("Controller") ? ["title"] : []
    }
  }

  static func entry(
    _ e: IBElement, _ id: String, _ property: String, _ value: String, at location: SourceLocation
  ) -> Entry {
    let className = e["customClass"] ?? UIKitCatalog.className(forElement: e.name) ?? e.name
    return Entry(
      objectID: id, property: property, value: value, className: className, location: location)
  }

  /// The entries as ibtool writes them: a blank line, the comment, the pair.
  public static func stringsFile(_ entries: [Entry]) -> String {
    var out = ""
    for e in entries {
      out +=
        "\n/* Class = \"\(e.className)\"; \(e.property) = \"\(comment(e.value))\"; "
        + "ObjectID = \"\(e.objectID)\"; */\n"
      out += "\"\(escaped(e.key))\" = \"\(escaped(e.value))\";\n"
    }
    return out
  }

  /// A key the project looks up, with every place that does.
  public struct UsedKey: Sendable {
    /// The key.
    public var key: String
    /// Its table (`Localizable` unless `tableName:` says).
    public var table: String
    /// Where it is used, and how (`NSLocalizedString`, `textAsKey text`).
    public var uses: [(location: SourceLocation, how: String)]
  }

  /// The keys the project under `root` looks up, by table then first use.
  public static func usedKeys(root: URL) -> [UsedKey] {
    let uses = StringsCheck.sourceUses(root: root) + StringsCheck.documentUses(root: root)
    var order: [String] = []
    var byKey: [String: UsedKey] = [:]
    for use in uses where !use.isDynamic {
      let id = use.table + "\u{0}" + use.key
      if byKey[id] == nil {
        order.append(id)
        byKey[id] = UsedKey(key: use.key, table: use.table, uses: [])
      }
      byKey[id]?.uses.append((use.location, use.how))
    }
    return order.compactMap { byKey[$0] }.sorted { $0.table < $1.table }
  }

  /// A table's keys as a `.strings` file, as genstrings writes one: each key its own value,
  /// under a comment naming where it is used (paths relative to `root`).
  public static func stringsFile(_ keys: [UsedKey], root: URL) -> String {
    var out = ""
    for k in keys {
      let places = k.uses.map { use -> String in
        let path =
          use.location.file.hasPrefix(root.path + "/")
          ? String(use.location.file.dropFirst(root.path.count + 1)) : use.location.file
        return "\(path):\(use.location.line) (\(use.how))"
      }
      out += "\n/* \(comment(places.joined(separator: ", "))) */\n"
      out += "\"\(escaped(k.key))\" = \"\(escaped(k.key))\";\n"
    }
    return out
  }

  /// A text as a `.strings` literal's contents.
  static func escaped(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default: out.append(c)
      }
    }
    return out
  }

  /// A text inside a `/* */` comment: line breaks escaped, no `*/`.
  static func comment(_ text: String) -> String {
    escaped(text).replacingOccurrences(of: "*/", with: "* /")
  }
}
