import EaselDiagnostics
import Foundation

/// What kind of Interface Builder document a file is.
public enum DocumentKind: String, Hashable, Sendable {
  /// An iOS storyboard (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`).
  case storyboard
  /// An iOS xib (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`).
  case xib
}

/// The platform an Interface Builder document is for.
public enum DocumentPlatform: String, Hashable, Sendable {
  /// UIKit (`…CocoaTouch…`): opened, edited and rendered.
  case iOS
  /// WatchKit (`com.apple.InterfaceBuilder.WatchKit.Storyboard`): opened and edited only.
  case watchKit
  /// AppKit (`…Cocoa.Storyboard.XIB`, `…Cocoa.XIB`): opened and edited only.
  case appKit
  /// tvOS (`com.apple.InterfaceBuilder.AppleTV.Storyboard`, `…AppleTV.XIB`): opened and
  /// edited only.
  case tvOS
  /// Another `com.apple.InterfaceBuilder…` type, one Easel does not know yet: opened and
  /// edited only (the format is the same XML), so a new Xcode's documents lose nothing.
  case unrecognized

  /// The name used in messages: "iOS", "WatchKit", "AppKit", "tvOS".
  public var name: String {
    switch self {
    case .iOS: "iOS"
    case .watchKit: "WatchKit"
    case .appKit: "AppKit"
    case .tvOS: "tvOS"
    case .unrecognized: "unrecognized"
    }
  }
}

extension IBDocument {
  /// Why Easel does not render this document ("Main.storyboard is a WatchKit storyboard;
  /// Easel does not render WatchKit documents yet"), or nil for iOS documents.
  public var renderRefusal: String? {
    let name = (path as NSString).lastPathComponent
    switch platform {
    case .iOS: return nil
    case .unrecognized:
      return "\(name) is an Interface Builder document of type '\(root["type"] ?? "")'; "
        + "Easel renders iOS documents only"
    case .watchKit, .appKit, .tvOS:
      let article = platform == .appKit ? "an" : "a"
      return "\(name) is \(article) \(platform.name) \(kind.rawValue); "
        + "Easel does not render \(platform.name) documents yet"
    }
  }
}

/// A parsed storyboard or xib: the original bytes, a lossless located element tree over
/// them, and an id index.
///
/// Edits (`setAttribute(_:_:on:)` and the others in `Editing/`) mutate the document in
/// place: they patch the bytes and read again the innermost element holding the patch,
/// which replaces the old one in the tree; elements outside it are kept and describe the
/// new bytes, those inside it keep describing the old ones. An untouched document's
/// `data()` is byte-identical to what was parsed.
public final class IBDocument {
  /// The path used in locations and diagnostics.
  public let path: String
  /// The parsed file (bytes, path, line table).
  public private(set) var source: IBSource
  /// The `<document>` element.
  public private(set) var root: IBElement
  /// The XML declaration, DOCTYPE, comments and processing instructions before the root.
  public private(set) var prolog: [IBNode]
  /// Comments and processing instructions after the root.
  public private(set) var epilog: [IBNode]
  /// Storyboard or xib.
  public private(set) var kind: DocumentKind
  /// iOS, WatchKit, AppKit, tvOS or another: every one opens for round trips and edits; Easel renders iOS.
  public private(set) var platform: DocumentPlatform
  /// Built on the first lookup by id, and again after an edit.
  private var index: [String: IBElement]?
  /// Built on first use of `resources`, and again after an edit.
  var resourcesCache: DocumentResources?
  /// Built on first use of `scenes`, and again after an edit (finding scene titles is linear
  /// in the document, so recomputing them per lookup made renders of many scenes quadratic).
  var scenesCache: [Scene]?
  /// What readers worked out from the whole tree (`derived(_:reading:_:)`), with the
  /// names of the elements each reads, until an edit that changes one of those.
  private var derivedCache: [String: (value: Any, reading: Set<String>?)] = [:]

  /// What `make` works out from the document, made once per version of its bytes: for
  /// readers that walk the whole tree for every lookup (a storyboard's segues, say) while
  /// the document stays as it is. `key` names the value. An edit forgets it, unless
  /// `reading` names every element `make` reads besides their ancestors and the edit
  /// neither removes, adds nor changes one of those.
  public func derived<T>(_ key: String, reading: Set<String>? = nil, _ make: () -> T) -> T {
    if let kept = derivedCache[key]?.value as? T { return kept }
    let value = make()
    derivedCache[key] = (value, reading)
    return value
  }

  /// Parses a document's bytes; `path` is used in locations.
  public static func parse(_ data: Data, path: String) throws(DocumentError) -> IBDocument {
    try IBDocument(bytes: [UInt8](data), path: path)
  }

  /// Reads and parses the file at `url`.
  public convenience init(contentsOf url: URL) throws(DocumentError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw DocumentError(
        .io, "cannot read the file: \(error.localizedDescription)",
        at: SourceLocation(file: url.path, line: 1, column: 1))
    }
    try self.init(bytes: [UInt8](data), path: url.path)
  }

  /// Parses bytes; `path` is used in locations.
  public init(bytes: [UInt8], path: String) throws(DocumentError) {
    self.path = path
    let parsed = try Self.parseTree(bytes, path: path)
    source = parsed.source
    root = parsed.root
    prolog = parsed.prolog
    epilog = parsed.epilog
    kind = parsed.kind
    platform = parsed.platform
  }

  /// The document's bytes: exactly what was parsed, plus any edits.
  public func data() -> Data { Data(source.bytes) }

  /// The document's bytes as an array.
  public var bytes: [UInt8] { source.bytes }

  /// The `toolsVersion` attribute as written (`"22505"`, `"32700.99.1234"`): never a number.
  public var toolsVersion: String { root["toolsVersion"] ?? "" }

  /// The Interface Builder build that saved the document: the leading digits of
  /// `toolsVersion` (14490 of `"14490.70"`, 32700 of `"32700.99.1234"`), 0 without any.
  public var toolsBuild: Int { Int(toolsVersion.prefix { $0.isNumber }) ?? 0 }

  /// The storyboard's `initialViewController` id, if it has one.
  public var initialViewControllerID: String? { root["initialViewController"] }

  /// The element whose `id` attribute is `id` (the first, if ids repeat).
  public func element(withID id: String) -> IBElement? { elementsByID[id] }

  /// Every element with an `id`, keyed by it (the index is built once, on first use).
  public var elementsByID: [String: IBElement] {
    if let index { return index }
    let built = Self.buildIndex(root)
    index = built
    return built
  }

  /// Replaces the content with `bytes`, which differ from the current bytes only in
  /// `changed` (a range of the current bytes): the innermost element holding it is read
  /// again alone and everything else is kept (`ElementReread`), or, when that cannot be
  /// done, the whole is read again. Used by edits.
  func replaceBytes(_ bytes: [UInt8], changing changed: Range<Int>) throws(DocumentError) {
    guard let reread = ElementReread(root: root, source: source, bytes: bytes, changed: changed)
    else { return try replaceBytes(bytes) }
    reread.splice()
    source = reread.source
    epilog = epilog.map(reread.moved)
    reread.update(&index)
    if !reread.keepsResources { resourcesCache = nil }
    scenesCache = nil
    derivedCache = derivedCache.filter { entry in
      entry.value.reading.map { !reread.touches(anyOf: $0) } ?? false
    }
  }

  /// Replaces the whole content with `bytes`, re-parsing them.
  func replaceBytes(_ bytes: [UInt8]) throws(DocumentError) {
    let parsed = try Self.parseTree(bytes, path: path)
    source = parsed.source
    root = parsed.root
    prolog = parsed.prolog
    epilog = parsed.epilog
    kind = parsed.kind
    platform = parsed.platform
    index = nil
    resourcesCache = nil
    scenesCache = nil
    derivedCache = [:]
  }

  private struct Parsed {
    var source: IBSource
    var root: IBElement
    var prolog: [IBNode]
    var epilog: [IBNode]
    var kind: DocumentKind
    var platform: DocumentPlatform
  }

  private static func parseTree(_ bytes: [UInt8], path: String) throws(DocumentError) -> Parsed {
    try bytes.withUnsafeBufferPointer { (p) throws(DocumentError) in
      try TextValidation.validate(p, path: path)
    }
    let source = IBSource(bytes: bytes, path: path)
    let result = try source.bytes.withUnsafeBufferPointer {
      (p) throws(DocumentError) -> (IBElement, [IBNode], [IBNode]) in
      guard let base = p.baseAddress, p.count > 0 else {
        throw DocumentError(.truncated, "the file is empty", at: source.location(at: 0))
      }
      var parser = TreeParser(base, count: p.count, source: source)
      let root = try parser.parse()
      return (root, parser.prolog, parser.epilog)
    }
    let (kind, platform) = try documentKind(result.0)
    return Parsed(
      source: source, root: result.0, prolog: result.1, epilog: result.2, kind: kind,
      platform: platform)
  }

  private static func documentKind(
    _ root: IBElement
  ) throws(DocumentError) -> (DocumentKind, DocumentPlatform) {
    guard root.name == "document", let type = root["type"] else {
      throw DocumentError(
        .notInterfaceBuilder,
        "not an Interface Builder document: the root element is <\(root.name)>, expected <document type=\"com.apple.InterfaceBuilder3...\">",
        at: root.location)
    }
    switch type {
    case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": return (.storyboard, .iOS)
    case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": return (.xib, .iOS)
    case "com.apple.InterfaceBuilder.WatchKit.Storyboard": return (.storyboard, .watchKit)
    case "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB": return (.storyboard, .appKit)
    case "com.apple.InterfaceBuilder3.Cocoa.XIB": return (.xib, .appKit)
    case "com.apple.InterfaceBuilder.AppleTV.Storyboard": return (.storyboard, .tvOS)
    case "com.apple.InterfaceBuilder.AppleTV.XIB": return (.xib, .tvOS)
    case let other where other.hasPrefix("com.apple.InterfaceBuilder"):
      return (other.contains("Storyboard") ? .storyboard : .xib, .unrecognized)
    default:
      throw DocumentError(
        .notInterfaceBuilder, "unknown Interface Builder document type '\(type)'",
        at: root.location(ofAttribute: "type"))
    }
  }

  private static func buildIndex(_ root: IBElement) -> [String: IBElement] {
    var index: [String: IBElement] = [:]
    if let id = root.id { index[id] = root }
    for element in root.descendants() {
      guard let id = element.id, index[id] == nil else { continue }
      index[id] = element
    }
    return index
  }
}
