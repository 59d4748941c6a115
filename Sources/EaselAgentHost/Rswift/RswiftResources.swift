import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselResources
import Foundation

/// The resources of a target as R.swift reads them to write its `R`: the files of the
/// target's Resources phase, each kind read the way R.swift reads it.
struct RswiftResources: Equatable {
  /// Image names: the image sets of the asset catalogs (`Icons/server` in a folder that
  /// provides a namespace) and image files (their name without scale and device suffixes).
  var images: [String] = []
  /// Colour set names of the asset catalogs.
  var colors: [String] = []
  /// The PostScript names of the font files.
  var fonts: [String] = []
  /// The strings tables, by table name (`Localizable`), in name order.
  var strings: [StringsTable] = []
  /// The xibs, by name.
  var nibs: [Nib] = []
  /// The storyboards, by name.
  var storyboards: [Storyboard] = []
  /// Cells' reuse identifiers in the xibs and storyboards, each with its UIKit class.
  var reuseIdentifiers: [(identifier: String, type: String)] = []
  /// The other files the bundle holds (`data.json`): name and extension.
  var files: [(name: String, pathExtension: String)] = []

  /// One strings table: its keys, each with the Swift types of its format arguments.
  struct StringsTable: Equatable {
    var name: String
    /// The languages that have the table (`Base`, `en`, …), sorted.
    var languages: [String]
    var keys: [(key: String, arguments: [String])]

    static func == (a: Self, b: Self) -> Bool {
      a.name == b.name && a.languages == b.languages
        && a.keys.map(\.key) == b.keys.map(\.key)
        && a.keys.map(\.arguments) == b.keys.map(\.arguments)
    }
  }

  /// One xib: its name and the UIKit class of its first top-level view.
  struct Nib: Equatable {
    var name: String
    var rootType: String
  }

  /// One storyboard: its name, the UIKit class of its initial view controller, and its view
  /// controllers that have a storyboard identifier, each with its UIKit class.
  struct Storyboard: Equatable {
    var name: String
    var initialType: String?
    var identified: [(identifier: String, type: String)]

    static func == (a: Self, b: Self) -> Bool {
      a.name == b.name && a.initialType == b.initialType
        && a.identified.map(\.identifier) == b.identified.map(\.identifier)
        && a.identified.map(\.type) == b.identified.map(\.type)
    }
  }

  static func == (a: Self, b: Self) -> Bool {
    a.images == b.images && a.colors == b.colors && a.fonts == b.fonts && a.strings == b.strings
      && a.nibs == b.nibs && a.storyboards == b.storyboards
      && a.reuseIdentifiers.map(\.identifier) == b.reuseIdentifiers.map(\.identifier)
      && a.files.map(\.name) == b.files.map(\.name)
  }

  /// Image file extensions R.swift lists as images.
  static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "tif", "tiff"]
  /// Font file extensions.
  static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]

  /// Reads `resourceFiles` (a target's Resources phase, a variant group's files one by one).
  init(resourceFiles: [URL]) {
    var images: [String] = []
    var colors: [String] = []
    var tables: [String: (languages: Set<String>, files: [(String, URL)])] = [:]
    for file in resourceFiles {
      let ext = file.pathExtension.lowercased()
      let language =
        file.deletingLastPathComponent().pathExtension == "lproj"
        ? file.deletingLastPathComponent().deletingPathExtension().lastPathComponent : nil
      switch ext {
      case "xcassets":
        var catalog = AssetCatalog()
        catalog.read(catalog: file, diagnostics: DiagnosticLog())
        images += catalog.images.keys.sorted()
        colors += catalog.colors.keys.sorted()
      case "strings", "stringsdict":
        let table = file.deletingPathExtension().lastPathComponent
        tables[table, default: ([], [])].languages.insert(language ?? "")
        tables[table, default: ([], [])].files.append((language ?? "", file))
      case "xib":
        if let nib = Self.nib(file) {
          nibs.append(nib.nib)
          reuseIdentifiers += nib.cells
        }
      case "storyboard":
        if let board = Self.storyboard(file) {
          storyboards.append(board.storyboard)
          reuseIdentifiers += board.cells
        }
      case _ where Self.imageExtensions.contains(ext):
        images.append(Self.imageName(file))
        files.append((file.deletingPathExtension().lastPathComponent, file.pathExtension))
      case _ where Self.fontExtensions.contains(ext):
        fonts += FontRegistry.faces(ofFileAt: file).map(\.postScriptName)
        files.append((file.deletingPathExtension().lastPathComponent, file.pathExtension))
      case "lproj", "storyboardc", "nib", "xcdatamodeld", "xcdatamodel", "intentdefinition":
        break
      default:
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder),
          !isFolder.boolValue
        {
          files.append((file.deletingPathExtension().lastPathComponent, file.pathExtension))
        }
      }
    }
    var seen: Set<String> = []
    self.images = images.filter { seen.insert($0).inserted }
    seen = []
    self.colors = colors.filter { seen.insert($0).inserted }
    seen = []
    fonts = fonts.filter { seen.insert($0).inserted }
    strings = tables.sorted { $0.key < $1.key }.map { name, entry in
      StringsTable(
        name: name, languages: entry.languages.filter { !$0.isEmpty }.sorted(),
        keys: Self.keys(of: entry.files))
    }
  }

  /// An image file's name as `UIImage(named:)` finds it: without extension, scale
  /// (`@2x`) and device (`~ipad`) suffixes.
  static func imageName(_ file: URL) -> String {
    var name = file.deletingPathExtension().lastPathComponent
    for suffix in ["~iphone", "~ipad"] where name.hasSuffix(suffix) {
      name = String(name.dropLast(suffix.count))
    }
    for suffix in ["@1x", "@2x", "@3x"] where name.hasSuffix(suffix) {
      name = String(name.dropLast(suffix.count))
    }
    return name
  }

  /// The keys of a table's files (language, file), each with the format arguments of its
  /// value in the first language that has it (the base language first): the keys of all
  /// languages, in key order.
  static func keys(of files: [(String, URL)]) -> [(key: String, arguments: [String])] {
    let ordered = files.sorted { a, b in
      let rank = { (l: String) in l == "Base" ? 0 : l == "" ? 1 : l == "en" ? 2 : 3 }
      return (rank(a.0), a.0, a.1.path) < (rank(b.0), b.0, b.1.path)
    }
    var arguments: [String: [String]] = [:]
    for (_, file) in ordered {
      for (key, format) in formats(in: file) where arguments[key] == nil {
        arguments[key] = RswiftFormat.argumentTypes(of: format)
      }
    }
    return arguments.keys.sorted().map { ($0, arguments[$0] ?? []) }
  }

  /// Key → format of a `.strings` file, or of a `.stringsdict` (its
  /// `NSStringLocalizedFormatKey`, each `%#@name@` variable replaced by its value type).
  static func formats(in file: URL) -> [(String, String)] {
    if file.pathExtension.lowercased() == "strings" {
      guard let table = try? StringsFile.load(contentsOf: file) else { return [] }
      return table.entries.map { ($0.key, $0.value) }
    }
    guard let data = try? Data(contentsOf: file),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let dictionary = plist as? [String: Any]
    else { return [] }
    return dictionary.keys.sorted().compactMap { key in
      guard let entry = dictionary[key] as? [String: Any] else { return nil }
      return (key, RswiftFormat.pluralFormat(entry))
    }
  }

  /// The UIKit class an Interface Builder element stands for (`tableViewCell` is
  /// `UITableViewCell`): R.swift's type for it, here without its custom class, so that `R`
  /// compiles with no other file of the module.
  static func uikitClass(of element: IBElement) -> String {
    "UI" + element.name.prefix(1).uppercased() + element.name.dropFirst()
  }

  /// The UIKit class of a scene's controller element: `UIViewController` for one UIKit
  /// does not name so (a storyboard reference, an `<avPlayerViewController>`).
  static func controllerClass(of element: IBElement) -> String {
    let known: Set<String> = [
      "viewController", "tableViewController", "collectionViewController",
      "navigationController", "tabBarController", "pageViewController",
      "splitViewController",
    ]
    return known.contains(element.name) ? uikitClass(of: element) : "UIViewController"
  }

  static let cellElements: Set<String> = [
    "tableViewCell", "collectionViewCell", "collectionReusableView",
  ]

  static func cells(in root: IBElement) -> [(identifier: String, type: String)] {
    root.descendants().filter { cellElements.contains($0.name) }.compactMap { e in
      e["reuseIdentifier"].map { ($0, uikitClass(of: e)) }
    }
  }

  /// A xib's name and cells. Its view is typed `UIView` (R.swift names its custom class).
  static func nib(_ file: URL) -> (nib: Nib, cells: [(identifier: String, type: String)])? {
    guard let document = try? IBDocument(contentsOf: file) else { return nil }
    let name = file.deletingPathExtension().lastPathComponent
    return (Nib(name: name, rootType: "UIView"), cells(in: document.root))
  }

  static func storyboard(_ file: URL) -> (
    storyboard: Storyboard, cells: [(identifier: String, type: String)]
  )? {
    guard let document = try? IBDocument(contentsOf: file) else { return nil }
    var initial: String?
    var identified: [(identifier: String, type: String)] = []
    for scene in document.scenes {
      guard let controller = scene.viewController else { continue }
      if let id = controller.id, id == document.initialViewControllerID {
        initial = controllerClass(of: controller)
      }
      if let identifier = controller["storyboardIdentifier"] {
        identified.append((identifier, controllerClass(of: controller)))
      }
    }
    let name = file.deletingPathExtension().lastPathComponent
    return (
      Storyboard(name: name, initialType: initial, identified: identified),
      cells(in: document.root)
    )
  }
}
