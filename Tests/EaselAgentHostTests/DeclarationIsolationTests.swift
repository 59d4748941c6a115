import Foundation
import Testing

@testable import EaselAgentHost
@testable import EaselInspect

/// One declaration that does not compile costs only the classes that reach it
/// (`IsolatingBuild.buildNarrowingToDeclarations`): whole files would fail every class of a
/// file that calls an extension declared beside a function using the failing declaration.
struct DeclarationIsolationTests {
  /// `roots` of the project at `root` built as a render's plan builds them (whole files, then
  /// declarations), in a cache of its own; the project and the cache are removed after.
  static func build(
    _ root: URL, roots: Set<String>, checking: (DesignablesProject.Build) -> Void = { _ in }
  ) throws -> IsolatingBuild.Result {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-decl-isolation-cache-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: root)
      try? FileManager.default.removeItem(at: cache)
    }
    let project = try DesignablesProject(root: root)
    let toolchain = try Toolchain.locate()
    let planned = project.build(
      for: roots, document: root.appendingPathComponent("Second.storyboard"),
      fallbackModule: "SharedModule", availableModules: toolchain.availableModules())
    checking(planned)
    return try IsolatingBuild(
      builder: AgentBuilder(toolchain: toolchain, cacheDirectory: cache)
    ).buildNarrowingToDeclarations(planned, scan: project.scan, roots: roots, project: project)
  }

  /// A copy of the `SharedModule` fixture with Card (calling a `UIView` extension), Plain
  /// (needing nothing) in one file, the extension beside a global function that uses a
  /// declaration that does not compile, and Gif, which calls that function.
  static func project() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-decl-isolation-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: FirstAgentDeclarationsTests.fixture, to: root)
    let sources = root.appendingPathComponent("Sources")
    let files = [
      "Views.swift": """
      import UIKit

      @IBDesignable
      class Card: UIView {
        override func layoutSubviews() {
          super.layoutSubviews()
          cardStyle()
        }
      }

      @IBDesignable
      class Plain: UIView {
        override func draw(_ rect: CGRect) {
          UIColor.blue.setFill()
          UIRectFill(bounds)
        }
      }
      """,
      "Helpers.swift": """
      import UIKit

      extension UIView {
        func cardStyle() { layer.cornerRadius = 4 }
      }

      func framesPerSecond() -> Int { brokenRate() }
      """,
      "Broken.swift": """
      import UIKit

      func brokenRate() -> Int { undeclaredRate }
      """,
      "Gif.swift": """
      import UIKit

      @IBDesignable
      class Gif: UIView {
        override func draw(_ rect: CGRect) { _ = framesPerSecond() }
      }
      """,
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: sources.appendingPathComponent(name))
    }
    return root
  }

  @Test(.timeLimit(.minutes(15)))
  func aFailingDeclarationFailsOnlyTheClassesReachingIt() throws {
    let build = try Self.build(Self.project(), roots: ["Card", "Plain", "Gif", "Disc"])
    #expect(build.executable != nil)
    #expect(Set(build.failures.keys) == ["Gif"], "\(build.failures.keys.sorted())")
    let errors = build.failures["Gif"] ?? []
    #expect(errors.contains { $0.location?.file.hasSuffix("Broken.swift") == true })
    #expect(build.declarations != nil, "built from the declarations the classes need")
  }

  /// A copy of the `SharedModule` fixture whose helpers file imports a module the build cannot
  /// provide (a pod the checkout lacks): Tag needs only its `UIColor(hexStr:)`, and names
  /// `duration` as a global beside it (which uses the pod) does; Toasty calls `showToast()`,
  /// which uses the pod. Another file imports a module nothing provides, and no class needs it.
  static func podProject() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-decl-isolation-pod-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: FirstAgentDeclarationsTests.fixture, to: root)
    let sources = root.appendingPathComponent("Sources")
    let files = [
      "Helpers.swift": """
      import UIKit
      import Toast_Swift

      extension UIColor {
        convenience init(hexStr: String) { self.init(white: 0.5, alpha: 1) }
      }

      let duration = ToastManager.shared.duration

      func showToast() { ToastManager.shared.isQueueEnabled = true }
      """,
      // No class needs it: the declarations' build leaves it out, import and all.
      "Unused.swift": """
      import Unfindable

      struct Unused {}
      """,
      "Tag.swift": """
      import UIKit

      @IBDesignable
      class Tag: UILabel {
        var duration = 1.0
        override func draw(_ rect: CGRect) {
          textColor = UIColor(hexStr: "fff")
          duration = 2
          super.draw(rect)
        }
      }
      """,
      "Toasty.swift": """
      import UIKit

      @IBDesignable
      class Toasty: UIView {
        override func draw(_ rect: CGRect) { showToast() }
      }
      """,
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: sources.appendingPathComponent(name))
    }
    return root
  }

  /// A declaration that does not compile here is left out of the next cut, not blamed on every
  /// class whose declarations reach it by name: Tag builds, and Toasty, which does use the
  /// missing module, fails on its own line with the left-out declaration's error.
  @Test(.timeLimit(.minutes(15)))
  func aFailingDeclarationIsLeftOutAndOnlyItsUsersFail() throws {
    let build = try Self.build(Self.podProject(), roots: ["Tag", "Toasty"])
    #expect(build.executable != nil)
    #expect(Set(build.failures.keys) == ["Toasty"], "\(build.failures.keys.sorted())")
    let errors = build.failures["Toasty"] ?? []
    #expect(errors.contains { $0.location?.file.hasSuffix("Toasty.swift") == true })
    #expect(errors.contains { $0.location?.file.hasSuffix("Helpers.swift") == true })
  }

  /// A runtime attribute's key added only by a file importing the missing module, whose
  /// setter uses it: the whole files' slice of the key takes no file, so their agent lacks
  /// the key without counting it failed, while the declarations fail it with its errors. The
  /// declarations' build is still kept: Tag builds there and not from whole files.
  @Test(.timeLimit(.minutes(15)))
  func aKeyTheWholeFilesNeverTookDoesNotKeepTheirBuild() throws {
    let root = try Self.podProject()
    let theme = """
      import UIKit
      import Toast_Swift

      let toastInset: CGFloat = 4

      extension UIView {
        @IBInspectable var toastTag: String? {
          get { nil }
          set { ToastManager.shared.isQueueEnabled = newValue != nil }
        }
      }
      """
    try Data(theme.utf8).write(
      to: root.appendingPathComponent("Sources").appendingPathComponent("Theme.swift"))
    // Toasty takes the file for its inset, so the declarations' build has the key's file.
    let toasty = """
      import UIKit

      @IBDesignable
      class Toasty: UIView {
        override func draw(_ rect: CGRect) {
          _ = bounds.insetBy(dx: toastInset, dy: toastInset)
          showToast()
        }
      }
      """
    try Data(toasty.utf8).write(
      to: root.appendingPathComponent("Sources").appendingPathComponent("Toasty.swift"))
    let key = AgentPlan.extensionsRoot(for: "toastTag")
    let build = try Self.build(root, roots: ["Tag", "Toasty", key]) { planned in
      #expect(planned.slices[key]?.isEmpty != false, "the whole files' slice takes no file")
    }
    #expect(build.executable != nil)
    #expect(build.failures["Tag"] == nil, "\(build.failures.keys.sorted())")
    #expect(build.failures["Toasty"] != nil)
    #expect(build.declarations != nil, "built from the declarations the classes need")
  }

  /// A file adding runtime-attribute keys beside a helper that does not compile here (a
  /// protocol extension constructing `Self` through a metatype): the keys are their
  /// extension, not the file, so the helper is left out and both keys build; a key whose own
  /// setter fails is the one that fails, with its error.
  @Test(.timeLimit(.minutes(15)))
  func aKeyIsItsExtensionNotItsFile() throws {
    let root = try Self.project()
    let theme = """
      import UIKit

      protocol Spawnable {
        static func spawn() -> Self
      }

      extension Spawnable where Self: UIView {
        static func spawn() -> Self { undeclaredSpawn() }
      }

      extension UIView {
        @IBInspectable var roundness: CGFloat {
          get { layer.cornerRadius }
          set { layer.cornerRadius = newValue }
        }
      }

      extension UILabel {
        @IBInspectable var shout: Bool {
          get { false }
          set { text = undeclaredShout(text) }
        }
      }
      """
    try Data(theme.utf8).write(
      to: root.appendingPathComponent("Sources").appendingPathComponent("Theme.swift"))
    let roundness = AgentPlan.extensionsRoot(for: "roundness")
    let shout = AgentPlan.extensionsRoot(for: "shout")
    let build = try Self.build(root, roots: ["Plain", roundness, shout])
    #expect(build.executable != nil)
    #expect(Set(build.failures.keys) == [shout], "\(build.failures.keys.sorted())")
    let errors = build.failures[shout] ?? []
    #expect(errors.first?.message.contains("undeclaredShout") == true, "\(errors)")
    #expect(!errors.contains { $0.message.contains("undeclaredSpawn") }, "\(errors)")
  }
}
