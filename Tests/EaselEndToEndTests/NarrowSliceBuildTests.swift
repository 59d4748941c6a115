import EaselRendering
import EaselTestSupport
import Foundation
import Testing

/// A designable that needs nothing but UIKit and the project's own types is built from those
/// files, even where its whole slice — which takes the app's extensions of UIView for the
/// member names it uses (`bounds.height`) — holds files that do not compile; one that needs
/// such an extension (`UIColor.brand`) is built from its whole slice after the narrow round.
@MainActor
@Suite struct NarrowSliceBuildTests {
  static let files: [String: String] = [
    "Badge.swift": """
    import UIKit
    @IBDesignable class Badge: UIView {
      override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height))
      }
    }
    """,
    "Ring.swift": """
    import UIKit
    @IBDesignable class Ring: UIView {
      override func draw(_ rect: CGRect) {
        Palette.brand.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: bounds.height / 10)).fill()
      }
    }
    """,
    "Tag.swift": """
    import UIKit
    @IBDesignable class Tag: UIView {
      override func draw(_ rect: CGRect) {
        UIColor.brand.setFill()
        UIRectFill(rect)
      }
    }
    """,
    "Brand.swift": "import UIKit\nextension UIColor { static let brand = UIColor.green }\n",
    "Palette.swift": "import UIKit\nenum Palette { static let brand = UIColor.blue }\n",
    "Sizes.swift": """
    import UIKit
    extension UIView {
      var height: CGFloat { frame.height }
      func reload(using client: APIClient) { client.fetch() }
    }
    """,
    "Layout.swift": """
    import UIKit
    extension UIView {
      var width: CGFloat { frame.width }
      func sync(with session: Session) { session.start() }
    }
    """,
    "Session.swift": "final class Session { func start() { undefinedCall() } }\n",
    "Networking.swift": """
    import Foundation
    final class APIClient {
      func fetch() { let count: Int = "not a number"; print(count) }
    }
    """,
  ]

  @Test func aSelfContainedClassIsBuiltFromItsOwnFile() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let sources = dir.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    for (name, text) in Self.files {
      try Data(text.utf8).write(to: sources.appendingPathComponent(name))
    }
    var job = DesignablesJob(root: sources)
    job.cacheDirectory = dir.appendingPathComponent("cache")
    let report = try job.run()
    let entries = Dictionary(uniqueKeysWithValues: report.designables.map { ($0.class, $0) })
    #expect(entries["Badge"]?.status == "up-to-date", "\(report.designables)")
    #expect(entries["Ring"]?.status == "up-to-date", "\(report.designables)")
    #expect(entries["Badge"]?.files.map { ($0 as NSString).lastPathComponent } == ["Badge.swift"])
    #expect(entries["Tag"]?.status == "up-to-date", "\(report.designables)")
    // Their whole slices' failing files were never in their builds: none was left out.
    #expect(!report.notes.contains { $0.contains("built without") }, "\(report.notes)")
    // The project's own Palette is in Ring's narrow slice; UIColor.brand, an extension of a
    // framework type, is not in Tag's, which is built from its whole slice after.
    #expect(
      entries["Tag"]?.files.map { ($0 as NSString).lastPathComponent }.sorted()
        == ["Brand.swift", "Tag.swift"])
    #expect(
      entries["Ring"]?.files.map { ($0 as NSString).lastPathComponent }.sorted()
        == ["Palette.swift", "Ring.swift"])
  }

  /// A call to an overload an extension of a standard library type adds (`list.append(more)`
  /// with `extension Array { mutating func append(_: Array) }`, BiDirectionalClickableUILabel's
  /// CustomLabel), which no slice follows for a name the library has itself: the compiler's
  /// "no exact matches" brings the declaring file in, and the class builds.
  @Test func anOverloadAnExtensionAddsIsFollowedWhenTheCallDoesNotMatch() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let sources = dir.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let files = [
      "Chips.swift": """
      import UIKit
      @IBDesignable final class Chips: UIView {
        var items = [(name: String, width: CGFloat)]()
        func add(_ more: [(name: String, width: CGFloat)]) { items.append(more) }
      }
      """,
      "Array+Extensions.swift": """
      extension Array {
        @discardableResult
        mutating func append(_ more: Array) -> Range<Int> {
          let range = count..<(count + more.count)
          self += more
          return range
        }
      }
      """,
      "Unrelated.swift": "final class Unrelated { func f() -> Int { 1 } }\n",
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: sources.appendingPathComponent(name))
    }
    var job = DesignablesJob(root: sources)
    job.cacheDirectory = dir.appendingPathComponent("cache")
    let report = try job.run()
    let chips = report.designables.first { $0.class == "Chips" }
    #expect(chips?.status == "up-to-date", "\(report.designables)")
    #expect(
      chips?.files.map { ($0 as NSString).lastPathComponent }.sorted()
        == ["Array+Extensions.swift", "Chips.swift"])
  }
}
