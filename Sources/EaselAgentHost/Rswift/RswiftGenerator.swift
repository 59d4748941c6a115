import Foundation

/// Writes the `R` R.swift would generate for a target's resources (`RswiftResources`), in
/// R.swift 5's shape, which R.swift 6 and 7 keep for what a view calls: `R.color.x()`,
/// `R.image.x()`, `R.font.x(size:)`, `R.string.table.key(arguments…)`, `R.nib.x` and
/// `R.nib.x()`, `R.storyboard.x.identifier()`, `R.reuseIdentifier.x`, `R.file.x()`.
///
/// The code is self-contained: the resource types R.swift's `Rswift` library declares are
/// declared here under `_R` (no checkout has that library), with the `UIColor(resource:)`,
/// `UIImage(resource:)`, `UIFont(resource:size:)`, `UINib(resource:)` and
/// `UIStoryboard(resource:)` and the table and collection views' `dequeueReusableCell` it
/// adds. Every value is looked up as on iOS, by name, through
/// the façade (`UIColor(named:in:compatibleWith:)`, `NSLocalizedString`, …), so a view draws
/// the project's colour, image and translation. A controller or view is typed as its UIKit
/// class, not its custom class, so that `R` needs no other file of the module: each accessor
/// has a generic twin that returns the custom class where the call's type says it.
enum RswiftGenerator {
  static func source(for r: RswiftResources, module: String) -> String {
    var out = """
      // The `R` R.swift generates for module \(module), written by Easel from the target's
      // resources: the project runs R.swift and its generated file is not in the checkout.
      import Foundation
      import UIKit

      struct R {
        static let hostingBundle = Bundle.main

      """
    out += assetStruct("color", names: r.colors) { name, id in
      """
      static let \(id) = _R.ColorResource(bundle: R.hostingBundle, name: \(literal(name)))
      static func \(id)(compatibleWith traitCollection: UITraitCollection? = nil) -> UIColor? {
        UIColor(named: \(literal(name)), in: R.hostingBundle, compatibleWith: traitCollection)
      }
      """
    }
    out += assetStruct("image", names: r.images) { name, id in
      """
      static let \(id) = _R.ImageResource(bundle: R.hostingBundle, name: \(literal(name)))
      static func \(id)(compatibleWith traitCollection: UITraitCollection? = nil) -> UIImage? {
        UIImage(named: \(literal(name)), in: R.hostingBundle, compatibleWith: traitCollection)
      }
      """
    }
    out += members("font", RswiftNames.unique(r.fonts)) { name, id in
      """
      static let \(id) = _R.FontResource(fontName: \(literal(name)))
      static func \(id)(size: CGFloat) -> UIFont? { UIFont(name: \(literal(name)), size: size) }
      """
    }
    out += strings(r.strings)
    out += members("nib", RswiftNames.unique(r.nibs.map(\.name))) { name, id in
      let type = r.nibs.first { $0.name == name }?.rootType ?? "UIView"
      return """
        static let \(id) = _R.NibResource<\(type)>(name: \(literal(name)), bundle: R.hostingBundle)
        static func \(id)(_: Void = ()) -> UINib { UINib(nibName: \(literal(name)), bundle: R.hostingBundle) }
        """
    }
    out += members("storyboard", RswiftNames.unique(r.storyboards.map(\.name))) { name, id in
      """
      static let \(id) = _R.storyboard.\(id)()
      static func \(id)(_: Void = ()) -> UIStoryboard { UIStoryboard(name: \(literal(name)), bundle: R.hostingBundle) }
      """
    }
    let reuse = r.reuseIdentifiers
    out += members("reuseIdentifier", RswiftNames.unique(reuse.map(\.identifier))) { name, id in
      let type = reuse.first { $0.identifier == name }?.type ?? "UIView"
      return "static let \(id) = _R.ReuseIdentifier<\(type)>(identifier: \(literal(name)))"
    }
    let files = r.files
    func fileName(_ f: (name: String, pathExtension: String)) -> String {
      f.pathExtension.isEmpty ? f.name : f.name + "." + f.pathExtension
    }
    out += members("file", RswiftNames.unique(files.map(fileName))) { name, id in
      let file = files.first { fileName($0) == name }
      let base = literal(file?.name ?? name)
      let ext = literal(file?.pathExtension ?? "")
      return """
        static let \(id) = _R.FileResource(bundle: R.hostingBundle, name: \(base), pathExtension: \(ext))
        static func \(id)(_: Void = ()) -> URL? { R.hostingBundle.url(forResource: \(base), withExtension: \(ext)) }
        """
    }
    out += "}\n\n"
    out += storyboardTypes(r.storyboards)
    out += support
    return out
  }

  /// `struct kind { … }` inside `R`, one member per kept name.
  static func members(
    _ kind: String, _ names: [(name: String, identifier: String)],
    _ member: (String, String) -> String
  ) -> String {
    var out = "  struct \(kind) {\n"
    for (name, id) in names { out += indent(member(name, id), by: 4) }
    return out + "  }\n\n"
  }

  /// `struct kind { … }` for asset names, a namespaced folder's (`Icons/server`) as a
  /// nested struct named after the folder (`R.image.icons.server()`), as R.swift nests them.
  static func assetStruct(
    _ kind: String, names: [String], _ member: (String, String) -> String
  ) -> String {
    indent(assetGroup(kind, names: names, prefix: "", member), by: 2) + "\n"
  }

  private static func assetGroup(
    _ kind: String, names: [String], prefix: String, _ member: (String, String) -> String
  ) -> String {
    var leaves: [String] = []
    var folders: [String: [String]] = [:]
    for name in names {
      let rest = String(name.dropFirst(prefix.count))
      if let slash = rest.firstIndex(of: "/") {
        folders[String(rest[..<slash]), default: []].append(name)
      } else {
        leaves.append(name)
      }
    }
    // A folder and an asset that give one identifier clash, as any two names do.
    let kept = RswiftNames.unique(
      leaves.map { String($0.dropFirst(prefix.count)) } + folders.keys.sorted())
    var out = "struct \(kind) {\n"
    for (short, id) in kept {
      if let inner = folders[short] {
        out += indent(assetGroup(id, names: inner, prefix: prefix + short + "/", member), by: 2)
      } else {
        out += indent(member(prefix + short, id), by: 2)
      }
    }
    return out + "}\n"
  }

  /// `R.string`: a struct per table, a function per key taking its format arguments.
  static func strings(_ tables: [RswiftResources.StringsTable]) -> String {
    var out = "  struct string {\n"
    for (tableName, tableID) in RswiftNames.unique(tables.map(\.name)) {
      guard let table = tables.first(where: { $0.name == tableName }) else { continue }
      out += "    struct \(tableID) {\n"
      let arguments = Dictionary(table.keys.map { ($0.key, $0.arguments) }) { a, _ in a }
      let languages = "[" + table.languages.map(literal).joined(separator: ", ") + "]"
      for (key, id) in RswiftNames.unique(table.keys.map(\.key)) {
        let types = arguments[key] ?? []
        let parameters = types.enumerated().map { "_ value\($0.offset + 1): \($0.element)" }
        let lookup =
          "NSLocalizedString(\(literal(key)), tableName: \(literal(tableName)), bundle: R.hostingBundle, value: \"\", comment: \"\")"
        let body =
          types.isEmpty
          ? lookup
          : "_R.format(\(lookup), ["
            + types.indices.map { "value\($0 + 1)" }.joined(separator: ", ")
            + "])"
        out += indent(
          """
          static let \(id) = _R.StringResource(key: \(literal(key)), tableName: \(literal(tableName)), bundle: R.hostingBundle, locales: \(languages), comment: nil)
          static func \(id)(\((parameters + ["preferredLanguages: [String]? = nil"]).joined(separator: ", "))) -> String {
            \(body)
          }
          """, by: 6)
      }
      out += "    }\n"
    }
    return out + "  }\n\n"
  }

  /// `_R.storyboard.name`: each storyboard's name, bundle, initial controller and the
  /// controllers it identifies.
  static func storyboardTypes(_ boards: [RswiftResources.Storyboard]) -> String {
    var out = "struct _R {\n  struct storyboard {\n"
    for (name, id) in RswiftNames.unique(boards.map(\.name)) {
      guard let board = boards.first(where: { $0.name == name }) else { continue }
      let initial = board.initialType ?? "UIViewController"
      var body = """
        let name = \(literal(name))
        let bundle = R.hostingBundle
        func instantiateInitialViewController() -> \(initial)? {
          UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController() as? \(initial)
        }
        func instantiateInitialViewController<T: UIViewController>() -> T? {
          UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController() as? T
        }

        """
      let reserved: Set<String> = ["name", "bundle", "instantiateInitialViewController"]
      for (identifier, vcID) in RswiftNames.unique(board.identified.map(\.identifier))
      where !reserved.contains(vcID) {
        let type =
          board.identified.first { $0.identifier == identifier }?.type ?? "UIViewController"
        body += """
          let \(vcID) = _R.StoryboardViewControllerResource<\(type)>(identifier: \(literal(identifier)))
          func \(vcID)(_: Void = ()) -> \(type)? {
            UIStoryboard(name: name, bundle: bundle).instantiateViewController(withIdentifier: \(literal(identifier))) as? \(type)
          }
          func \(vcID)<T: UIViewController>(_: Void = ()) -> T? {
            UIStoryboard(name: name, bundle: bundle).instantiateViewController(withIdentifier: \(literal(identifier))) as? T
          }

          """
      }
      out += "    struct \(id): _RStoryboardResource {\n" + indent(body, by: 6) + "    }\n"
    }
    return out + "  }\n}\n\n"
  }

  /// A Swift string literal of `s`.
  static func literal(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20: out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  static func indent(_ text: String, by n: Int) -> String {
    let pad = String(repeating: " ", count: n)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : pad + $0
    }.joined(separator: "\n") + (text.hasSuffix("\n") ? "" : "\n")
  }

  /// The types R.swift's `Rswift` library declares, and what it adds to UIKit's.
  static let support = """
    protocol _RStoryboardResource {
      var name: String { get }
      var bundle: Bundle { get }
    }

    extension _R {
      struct ColorResource { let bundle: Bundle; let name: String }
      struct ImageResource { let bundle: Bundle; let name: String }
      struct FontResource { let fontName: String }
      struct StringResource {
        let key: String
        let tableName: String
        let bundle: Bundle
        let locales: [String]
        let comment: String?
      }
      struct FileResource {
        let bundle: Bundle
        let name: String
        let pathExtension: String
        func url() -> URL? { bundle.url(forResource: name, withExtension: pathExtension) }
        func path() -> String? { bundle.path(forResource: name, ofType: pathExtension) }
      }
      struct ReuseIdentifier<Reusable> { let identifier: String }
      struct StoryboardViewControllerResource<ViewController> { let identifier: String }
      struct NibResource<View> {
        let name: String
        let bundle: Bundle
        func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
          UINib(nibName: name, bundle: bundle).instantiate(withOwner: ownerOrNil, options: optionsOrNil)
        }
        func firstView(owner ownerOrNil: AnyObject?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> View? {
          instantiate(withOwner: ownerOrNil, options: optionsOrNil).first as? View
        }
        func firstView<T: UIView>(owner ownerOrNil: AnyObject?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> T? {
          instantiate(withOwner: ownerOrNil, options: optionsOrNil).first as? T
        }
      }

      /// `format` with `arguments`, as `String(format:)` makes it: `%@` as the argument's
      /// description, numbers with their flags, positions (`%2$@`) honoured.
      static func format(_ format: String, _ arguments: [Any]) -> String {
        var out = ""
        var next = 0
        var i = format.startIndex
        while i < format.endIndex {
          guard format[i] == "%", format.index(after: i) < format.endIndex else {
            out.append(format[i])
            i = format.index(after: i)
            continue
          }
          var j = format.index(after: i)
          if format[j] == "%" {
            out.append("%")
            i = format.index(after: j)
            continue
          }
          var index = next
          let digits = format[j...].prefix { $0.isASCII && $0.isNumber }
          if !digits.isEmpty, format[j...].dropFirst(digits.count).first == "$" {
            index = (Int(digits) ?? 1) - 1
            j = format.index(j, offsetBy: digits.count + 1)
          }
          let flags = String(format[j...].prefix { "-+ #0123456789.'".contains($0) })
          j = format.index(j, offsetBy: flags.count)
          while j < format.endIndex, "hlqLzjt".contains(format[j]) { j = format.index(after: j) }
          guard j < format.endIndex else { break }
          let conversion = format[j]
          next = index + 1
          i = format.index(after: j)
          guard index >= 0, index < arguments.count else { continue }
          switch arguments[index] {
          case let v as Int: out += String(format: "%" + flags + "l" + String(conversion), v)
          case let v as UInt: out += String(format: "%" + flags + "l" + String(conversion), v)
          case let v as Double: out += String(format: "%" + flags + String(conversion), v)
          case let v: out += "\\(v)"
          }
        }
        return out
      }
    }

    extension UIColor {
      convenience init?(resource: _R.ColorResource, compatibleWith traitCollection: UITraitCollection? = nil) {
        self.init(named: resource.name, in: resource.bundle, compatibleWith: traitCollection)
      }
    }

    extension UIImage {
      convenience init?(resource: _R.ImageResource, compatibleWith traitCollection: UITraitCollection? = nil) {
        self.init(named: resource.name, in: resource.bundle, compatibleWith: traitCollection)
      }
    }

    extension UIFont {
      convenience init?(resource: _R.FontResource, size: CGFloat) {
        self.init(name: resource.fontName, size: size)
      }
    }

    extension UINib {
      convenience init<View>(resource: _R.NibResource<View>) {
        self.init(nibName: resource.name, bundle: resource.bundle)
      }
    }

    extension UIStoryboard {
      convenience init(resource: any _RStoryboardResource) {
        self.init(name: resource.name, bundle: resource.bundle)
      }
    }

    extension UITableView {
      func dequeueReusableCell<Cell: UITableViewCell>(withIdentifier identifier: _R.ReuseIdentifier<Cell>, for indexPath: IndexPath) -> Cell? {
        dequeueReusableCell(withIdentifier: identifier.identifier, for: indexPath) as? Cell
      }
    }

    extension UICollectionView {
      func dequeueReusableCell<Cell: UICollectionViewCell>(withReuseIdentifier identifier: _R.ReuseIdentifier<Cell>, for indexPath: IndexPath) -> Cell? {
        dequeueReusableCell(withReuseIdentifier: identifier.identifier, for: indexPath) as? Cell
      }
    }

    extension String {
      init(resource: _R.StringResource, preferredLanguages: [String]? = nil) {
        self = NSLocalizedString(resource.key, tableName: resource.tableName, bundle: resource.bundle, value: "", comment: "")
      }
    }

    """
}
