internal import CEaselTestSupport
import Foundation

/// The fonts every rendering test draws with, pinned by a private fontconfig file
/// (`Tests/Fixtures/Fonts/fonts.conf`, README beside it): Inter, DejaVu and Noto CJK from
/// the Debian packages `scripts/install-dependencies` installs, no user or system
/// configuration, so that a machine's other fonts cannot change a golden image.
///
/// How it takes effect: fontconfig reads `FONTCONFIG_FILE` once, when the first text is laid
/// out, and Swift Testing runs suites in any order, in parallel, in one process. So the
/// variable is set before `main` — by a constructor in `CEaselTestSupport`, which every test
/// process that links this module runs — and `require()` checks that fontconfig really is
/// using the file. Rendering tests call `require()` first and fail loudly when it is not
/// (a test process without this module's C half, or a file moved). Processes the tests
/// start inherit the variable; `environment` names it for them explicitly.
public enum PinnedFonts {
  /// The pinned fontconfig file.
  public static let configuration = SharedFixtures.folder
    .appendingPathComponent("Fonts/fonts.conf")

  /// The variable fontconfig reads its configuration file from.
  public static let variable = "FONTCONFIG_FILE"

  /// The environment entries that pin a child process's fonts.
  public static var environment: [String: String] { [variable: configuration.path] }

  /// Why the fonts are not pinned.
  public struct NotPinned: Error, CustomStringConvertible {
    /// What was found instead.
    public var reason: String

    public var description: String {
      "fonts are not pinned to \(PinnedFonts.configuration.path): \(reason)"
    }
  }

  /// Throws `NotPinned` unless fontconfig in this process reads only the pinned file and
  /// offers only fonts from its folders. Checked once a process; cheap after that.
  public static func require() throws {
    if let failure = check { throw failure }
  }

  /// The one check of this process: `nil` when the fonts are pinned.
  private static let check: NotPinned? = {
    let pinned = String(cString: easel_pinned_fonts_file())
    guard !pinned.isEmpty else {
      return NotPinned(reason: "CEaselTestSupport did not find fonts.conf beside its source")
    }
    let configurationFiles = lines(easel_fontconfig_config_files())
    return problem(
      Observed(
        variable: ProcessInfo.processInfo.environment[variable],
        configurationFiles: configurationFiles,
        fontFiles: configurationFiles == nil ? [] : lines(easel_fontconfig_font_files()) ?? []),
      folders: fontFolders())
  }()

  /// What a process's fontconfig shows: the variable, the files it read (`nil` when it could
  /// not be initialised) and the font files it offers.
  public struct Observed: Sendable {
    public var variable: String?
    public var configurationFiles: [String]?
    public var fontFiles: [String]

    public init(variable: String?, configurationFiles: [String]?, fontFiles: [String]) {
      self.variable = variable
      self.configurationFiles = configurationFiles
      self.fontFiles = fontFiles
    }
  }

  /// Why `observed` is not the pinned configuration with fonts from `folders` only, or `nil`.
  public static func problem(_ observed: Observed, folders: [String]) -> NotPinned? {
    let expected = configuration.resolvingSymlinksInPath().path
    func resolved(_ path: String) -> String {
      URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
    guard let value = observed.variable, resolved(value) == expected else {
      return NotPinned(reason: "\(variable) is '\(observed.variable ?? "")'")
    }
    guard let files = observed.configurationFiles else {
      return NotPinned(reason: "fontconfig could not be initialised")
    }
    let read = files.map(resolved)
    guard read == [expected] else {
      return NotPinned(
        reason: "fontconfig read \(read.isEmpty ? "no file" : read.joined(separator: ", ")) "
          + "(initialised before the variable was set?)")
    }
    guard !observed.fontFiles.isEmpty else {
      return NotPinned(reason: "fontconfig offers no fonts")
    }
    let strays = observed.fontFiles.filter { font in
      !folders.contains { font.hasPrefix($0 + "/") }
    }
    guard strays.isEmpty else {
      return NotPinned(reason: "fonts from elsewhere: \(strays.prefix(3).joined(separator: ", "))")
    }
    return nil
  }

  /// The `<dir>` folders the pinned file lists.
  public static func fontFolders() -> [String] {
    guard let text = try? String(contentsOf: configuration, encoding: .utf8) else { return [] }
    var folders: [String] = []
    var rest = text[...]
    while let open = rest.range(of: "<dir>"), let close = rest.range(of: "</dir>") {
      guard open.upperBound <= close.lowerBound else { break }
      folders.append(String(rest[open.upperBound..<close.lowerBound]))
      rest = rest[close.upperBound...]
    }
    return folders
  }

  /// The lines of a C string the caller owns (freed here).
  private static func lines(_ text: UnsafeMutablePointer<CChar>?) -> [String]? {
    guard let text else { return nil }
    defer { free(text) }
    return String(cString: text).split(separator: "\n").map(String.init)
  }
}
