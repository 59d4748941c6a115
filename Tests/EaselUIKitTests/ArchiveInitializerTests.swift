import Foundation
import Testing

@testable import EaselUIKit

/// A flow layout written as apps write one (LikeMinds' `TagsLayout`): both initializers
/// restated `required`, the archive one calling its superclass's. It compiles only if
/// `init?(coder:)` is a required designated initializer in the classes' bodies, as UIKit's
/// NSCoding classes have it: one declared in an extension "cannot be overridden", and a
/// convenience one cannot be called as `super.init`.
final class TagsFlowLayout: UICollectionViewFlowLayout {
  required override init() {
    super.init()
    minimumLineSpacing = 4
  }
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    minimumLineSpacing = 4
  }
}

/// Subclasses of the other classes whose `init?(coder:)` the façade declared in extensions.
final class ArchivedPath: UIBezierPath {
  override init() { super.init() }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}
final class ArchivedMotionEffect: UIInterpolatingMotionEffect {
  required init?(coder: NSCoder) { super.init(coder: coder) }
}
final class ArchivedContainer: NSTextContainer {
  required init(coder: NSCoder) { super.init(coder: coder) }
}
final class ArchivedLayoutManager: NSLayoutManager {
  required init?(coder: NSCoder) { super.init(coder: coder) }
}
final class ArchivedDescriptor: UIFontDescriptor, @unchecked Sendable {
  required init?(coder: NSCoder) { super.init(coder: coder) }
}
final class ArchivedCurve: UICubicTimingParameters {
  required init?(coder: NSCoder) { super.init(coder: coder) }
}
final class ArchivedSpring: UISpringTimingParameters {
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor
@Suite struct ArchiveInitializerTests {
  @Test func subclassesOverrideTheArchiveInitializer() {
    #expect(TagsFlowLayout().minimumLineSpacing == 4)
    #expect(TagsFlowLayout(coder: NSCoder())?.minimumLineSpacing == 4)
    #expect(ArchivedPath().isEmpty)
  }

  /// The check over the façade: no open class's initializer from an archive (`init(coder:)`,
  /// which the SDK declares designated on every class that adopts NSCoding) is declared in an
  /// extension, where a subclass could neither override nor call it as `super.init`.
  @Test func noArchiveInitializerIsDeclaredInAnExtension() throws {
    var root = URL(fileURLWithPath: #filePath)
    while root.lastPathComponent != "Tests" { root.deleteLastPathComponent() }
    root.deleteLastPathComponent()
    var sources: [(path: String, lines: [Substring])] = []
    for folder in ["Sources/EaselUIKit", "Sources/UIKit", "Sources/QuartzCore"] {
      let base = root.appendingPathComponent(folder)
      guard let files = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let file as String in files where file.hasSuffix(".swift") {
        let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
        sources.append(
          ("\(folder)/\(file)", text.split(separator: "\n", omittingEmptySubsequences: false)))
      }
    }
    func name(after keyword: String, in line: Substring) -> String? {
      guard let r = line.range(of: keyword) else { return nil }
      return line[r.upperBound...].split(whereSeparator: {
        !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "."
      })
      .first.map(String.init)
    }
    let openClasses = Set(
      sources.flatMap { $0.lines.compactMap { name(after: "open class ", in: $0) } })
    #expect(openClasses.contains("UICollectionViewLayout"))
    var found: [String] = []
    for (path, lines) in sources {
      var extended: String?
      for (n, line) in lines.enumerated() {
        if line.hasPrefix("extension ") {
          extended = name(after: "extension ", in: line)
        } else if line.hasPrefix("}") {
          extended = nil
        } else if let extended, openClasses.contains(extended),
          line.contains(" init(coder: NSCoder)") || line.contains(" init?(coder: NSCoder)")
        {
          found.append("\(path):\(n + 1): \(extended)")
        }
      }
    }
    #expect(found == [])
  }
}
