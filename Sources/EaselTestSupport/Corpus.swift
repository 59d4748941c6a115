import Foundation
import Testing

/// The shared corpus: real storyboards, xibs, `.strings` and asset catalogs from public
/// projects, kept outside the package (`<package>/../shared/corpus`, or where `EASEL_CORPUS`
/// says). A fresh clone has no corpus: tests that read it carry `.requiresCorpus`, which
/// skips them by name, unless `CI` is set, where a missing corpus fails them.
public enum Corpus {
  /// The environment variable that names the corpus folder.
  public static let environmentVariable = "EASEL_CORPUS"

  /// Why a test that needs the corpus was skipped.
  public static let skipReason: Comment =
    "needs the shared corpus (../shared/corpus or EASEL_CORPUS)"

  /// The corpus folder: `EASEL_CORPUS` when set, else `<package>/../shared/corpus`.
  public static var url: URL { url(in: ProcessInfo.processInfo.environment) }

  /// The corpus folder `environment` names, else `<package>/../shared/corpus`.
  public static func url(in environment: [String: String]) -> URL {
    if let path = environment[environmentVariable], !path.isEmpty {
      return URL(fileURLWithPath: path).standardizedFileURL
    }
    return TestPaths.packageRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/corpus")
  }

  /// Whether the corpus folder is there.
  public static var isAvailable: Bool { isFolder(url) }

  /// Whether a missing corpus is a failure rather than a skip: `CI` is set (and not
  /// `false` or `0`), as on the project's CI.
  public static var isRequired: Bool { isRequired(in: ProcessInfo.processInfo.environment) }

  /// Whether `environment` makes a missing corpus a failure (`CI` set, not `0`/`false`/`no`).
  public static func isRequired(in environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !["", "0", "false", "no"].contains(value.lowercased())
  }

  static func isFolder(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// A file or folder by its path inside the corpus, such as
  /// `"IBAnimatable__IBAnimatable/IBAnimatableApp/IBAnimatableApp/Main.storyboard"`.
  public static func file(_ relativePath: String) -> URL {
    url.appendingPathComponent(relativePath)
  }

  /// A corpus document by its path inside the corpus (the same as `file(_:)`).
  public static func document(_ relativePath: String) -> URL {
    file(relativePath)
  }

  /// A file in the shared folder that holds the corpus, such as `"bench/gen_storyboard.py"`.
  public static func sharedFile(_ relativePath: String) -> URL {
    url.deletingLastPathComponent().appendingPathComponent(relativePath)
  }

  /// The path inside the corpus, for messages.
  public static func name(_ file: URL) -> String {
    let root = url.path
    let path = file.path
    guard path.hasPrefix(root + "/") else { return path }
    return String(path.dropFirst(root.count + 1))
  }

  /// Every `.storyboard` and `.xib` under the corpus, sorted by path; empty when it is
  /// missing (tests that call it carry `.requiresCorpus`, so they do not run then).
  public static func documents() -> [URL] {
    files { $0.pathExtension == "storyboard" || $0.pathExtension == "xib" }
  }

  /// Every file under the corpus that `include` accepts, sorted by path.
  public static func files(where include: (URL) -> Bool) -> [URL] {
    guard isAvailable,
      let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
    else { return [] }
    var out: [URL] = []
    for case let file as URL in walker where include(file) { out.append(file) }
    return out.sorted { $0.path < $1.path }
  }

  /// The failure a test that needs the corpus reports when `CI` is set and it is missing.
  public struct Missing: Error, CustomStringConvertible {
    /// Where the corpus was looked for.
    public var url: URL

    public var description: String {
      "CI is set but the corpus is missing at \(url.path): put it at ../shared/corpus "
        + "beside the package or set \(Corpus.environmentVariable)"
    }
  }

  /// Whether a test that needs the corpus runs: yes when it is there; no (a skip) when it
  /// is not; and when `CI` is set and it is not, throws `Missing`, which Swift Testing
  /// records as the test's failure.
  public static func shouldRun() throws -> Bool {
    try shouldRun(in: ProcessInfo.processInfo.environment)
  }

  /// `shouldRun()` as `environment` decides it.
  public static func shouldRun(in environment: [String: String]) throws -> Bool {
    let folder = url(in: environment)
    if isFolder(folder) { return true }
    if isRequired(in: environment) { throw Missing(url: folder) }
    return false
  }
}

extension Trait where Self == ConditionTrait {
  /// For a test or suite that reads the shared corpus: skipped, with the reason, when the
  /// corpus is missing; failed, saying where it was looked for, when `CI` is set too.
  public static var requiresCorpus: Self {
    .enabled(if: try Corpus.shouldRun(), Corpus.skipReason)
  }
}
