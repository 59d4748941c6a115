import EaselDiagnostics
import Foundation

/// An Xcode workspace (`.xcworkspace`): the projects its `contents.xcworkspacedata` lists,
/// such as the app's project beside CocoaPods' `Pods/Pods.xcodeproj`.
public struct XcodeWorkspace: Hashable, Sendable {
  /// The `.xcworkspace` folder.
  public var url: URL
  /// The `.xcodeproj` folders it lists, absolute, in order, nested groups flattened.
  public var projects: [URL]
  /// The other folders it lists (a local Swift package's folder), absolute, in order: the
  /// entries whose name has no extension.
  public var folders: [URL]

  /// Reads the workspace at `url`.
  public static func load(_ url: URL) throws -> XcodeWorkspace {
    let file = url.appendingPathComponent("contents.xcworkspacedata")
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw ProjectFileError(
        .io, "cannot read the workspace's contents",
        at: SourceLocation(file: file.path, line: 1, column: 1))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ProjectFileError(
        .encoding, "the workspace is not UTF-8 text",
        at: SourceLocation(file: file.path, line: 1, column: 1))
    }
    return XcodeWorkspace(url: url.standardizedFileURL, contents: text)
  }

  /// Reads a workspace from the text of its `contents.xcworkspacedata`.
  public init(url: URL, contents text: String) {
    self.url = url
    let container = url.deletingLastPathComponent()
    var groups: [URL] = [container]
    var projects: [URL] = []
    var folders: [URL] = []
    for tag in Self.tags(in: text) {
      switch (tag.name, tag.closing) {
      case ("Group", false):
        let base = Self.resolve(tag.location, group: groups.last ?? container, container: container)
        if !tag.selfClosing { groups.append(base ?? groups.last ?? container) }
      case ("Group", true):
        if groups.count > 1 { groups.removeLast() }
      case ("FileRef", false):
        if tag.location?.hasPrefix("self:") == true {
          // `project.xcworkspace` inside an `.xcodeproj`: the project itself.
          if url.deletingLastPathComponent().pathExtension == "xcodeproj" {
            projects.append(url.deletingLastPathComponent())
          }
        } else if let ref = Self.resolve(
          tag.location, group: groups.last ?? container, container: container)
        {
          if ref.pathExtension == "xcodeproj" {
            projects.append(ref)
          } else if ref.pathExtension.isEmpty {
            folders.append(ref)
          }
        }
      default: break
      }
    }
    self.projects = projects
    self.folders = folders
  }

  private struct Tag {
    var name: String
    var closing: Bool
    var selfClosing: Bool
    var location: String?
  }

  /// The `Group` and `FileRef` tags of the XML, in order, with their `location` attribute.
  private static func tags(in text: String) -> [Tag] {
    var tags: [Tag] = []
    var rest = Substring(text)
    while let lt = rest.firstIndex(of: "<") {
      guard let gt = rest[lt...].firstIndex(of: ">") else { break }
      var body = rest[rest.index(after: lt)..<gt]
      rest = rest[rest.index(after: gt)...]
      let closing = body.hasPrefix("/")
      if closing { body = body.dropFirst() }
      let selfClosing = body.hasSuffix("/")
      let name = body.prefix { $0.isLetter }
      guard name == "Group" || name == "FileRef" else { continue }
      tags.append(
        Tag(
          name: String(name), closing: closing, selfClosing: selfClosing,
          location: attribute("location", in: body)))
    }
    return tags
  }

  /// The value of `name = "value"` in a tag's text, XML entities for quotes and ampersands
  /// decoded.
  private static func attribute(_ name: String, in body: Substring) -> String? {
    var rest = body
    while let range = rest.range(of: name) {
      var after = rest[range.upperBound...].drop { $0.isWhitespace }
      rest = rest[range.upperBound...]
      guard after.first == "=" else { continue }
      after = after.dropFirst().drop { $0.isWhitespace }
      guard let quote = after.first, quote == "\"" || quote == "'" else { continue }
      let value = after.dropFirst().prefix { $0 != quote }
      return String(value).replacingOccurrences(of: "&quot;", with: "\"")
        .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }
    return nil
  }

  /// `group:` (relative to the enclosing group), `container:` (to the workspace's folder),
  /// `absolute:`.
  private static func resolve(_ location: String?, group: URL, container: URL) -> URL? {
    guard let location, let colon = location.firstIndex(of: ":") else { return nil }
    let kind = location[..<colon]
    let path = String(location[location.index(after: colon)...])
    if path.isEmpty { return kind == "group" ? group : container }
    switch kind {
    case "group": return ObjectGraph.join(group, path)
    case "container": return ObjectGraph.join(container, path)
    case "absolute": return URL(fileURLWithPath: path).standardizedFileURL
    default: return nil
    }
  }
}
