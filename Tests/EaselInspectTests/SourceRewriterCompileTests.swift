import Foundation
import Testing

@testable import EaselInspect

/// Swift 5 as Xcode accepts it fails with Linux's `swiftc`; rewritten by `SourceRewriter`, it
/// compiles against the stand-in `UIKit`, runs, and its diagnostics still point at the
/// original lines and columns. Skipped when `swiftc` is not on PATH.
@Suite(
  "Rewritten sources compile with swiftc", .serialized,
  .enabled(if: SwiftCompiler.found != nil, "swiftc is not on PATH; the compile tests need it"))
struct SourceRewriterCompileTests {
  /// A designable written for Xcode: `@objc` protocols with optional requirements, `weak` and
  /// `unowned` references to them, `#selector`, `#keyPath`, outlets, a zero-argument action.
  static let ringView = #"""
    import UIKit

    @objc protocol RingViewDelegate: class {
      func ringViewDidLayout(_ view: RingView)
      @objc optional func ringView(_ view: RingView, didTapRing index: Int)
      @objc optional func title(for view: RingView) -> String?
    }

    @objc public protocol Palette {
      @objc optional var accent: UIColor? { get }
    }

    @IBDesignable
    @objcMembers
    class RingView: UIControl {
      @IBOutlet weak var caption: UILabel!
      @IBOutlet var extras: [UIView]!
      weak var delegate: RingViewDelegate?
      @objc dynamic var ringCount: Int = 3
      let radiusKey = #keyPath(layer.cornerRadius)
      let opacityKey = #keyPath(CALayer.opacity)
      var lastTitle = ""

      override init(frame: CGRect) {
        super.init(frame: frame)
        addTarget(self, action: #selector(tapped), for: .touchUpInside)
        addTarget(self, action: #selector(handle(_:)), for: .touchUpInside)
        addTarget(self, action: #selector(getter: RingView.ringCount), for: .touchUpInside)
      }

      required init?(coder: NSCoder) { super.init(coder: coder) }

      @IBAction func tapped() {
        delegate?.ringView?(self, didTapRing: ringCount)
        lastTitle = delegate?.title?(for: self) ?? "untitled"
      }

      @IBAction func handle(_ sender: Any) {}

      override func layoutSubviews() { delegate?.ringViewDidLayout(self) }
    }
    """#

  /// Conformances in another file: one implements an optional requirement, one does not.
  static let owners = #"""
    import UIKit

    final class Owner: RingViewDelegate {
      unowned let view: RingView
      init(view: RingView) { self.view = view }
      func ringViewDidLayout(_ view: RingView) {}
      func title(for view: RingView) -> String? { "owned" }
    }

    final class Theme: Palette {}

    final class Holder {
      unowned let palette: Palette
      weak var weakPalette: Palette?
      init(palette: Palette) { self.palette = palette }
    }
    """#

  static let driver = #"""
    import UIKit

    MainActor.assumeIsolated {
      let v = RingView(frame: .zero)
      print(v.actions.map(\.name).joined(separator: " "))
      print(v.radiusKey, v.opacityKey)
      let owner = Owner(view: v)
      v.delegate = owner
      v.tapped()
      let theme = Theme()
      let holder = Holder(palette: theme)
      print(v.lastTitle, holder.palette.accent == nil)
      withExtendedLifetime(theme) {}
    }
    """#

  static func prepared(_ files: [(String, String)]) -> [(String, String)] {
    let rewriter = SourceRewriter(gatheringFrom: files.map(\.1))
    return files.map { ($0.0, rewriter.rewrite($0.1, path: $0.0).text) }
  }

  static func writeRaw(_ files: [(String, String)], in dir: URL) throws -> [String] {
    try files.map { name, text in
      let url = dir.appendingPathComponent(name)
      try Data(text.utf8).write(to: url)
      return url.path
    }
  }

  static func typecheck(_ files: [(String, String)]) throws -> SwiftCompiler.Run {
    let swiftc = try #require(SwiftCompiler.found)
    let dir = try SwiftCompiler.temporaryDirectory("rewrite")
    defer { try? FileManager.default.removeItem(at: dir) }
    let standIn = try swiftc.buildStandIn(in: dir)
    try #require(standIn.status == 0, "stand-in UIKit: \(standIn.output)")
    let paths = try writeRaw(files, in: dir)
    return try swiftc.run(
      ["-typecheck", "-swift-version", "5", "-D", "TARGET_INTERFACE_BUILDER", "-I", dir.path]
        + paths)
  }

  @Test func originalFailsOnLinux() throws {
    let r = try Self.typecheck([("RingView.swift", Self.ringView), ("Owners.swift", Self.owners)])
    #expect(r.status != 0)
    #expect(r.output.contains("Objective-C interoperability is disabled"))
    #expect(r.output.contains("'#selector' can only be used with the Objective-C runtime"))
  }

  @Test func rewrittenTypechecks() throws {
    let files = Self.prepared([("RingView.swift", Self.ringView), ("Owners.swift", Self.owners)])
    let r = try Self.typecheck(files)
    #expect(r.status == 0, "\(r.output)\n\(files[0].1)")
  }

  @Test func rewrittenRuns() throws {
    let swiftc = try #require(SwiftCompiler.found)
    let dir = try SwiftCompiler.temporaryDirectory("rewrite-run")
    defer { try? FileManager.default.removeItem(at: dir) }
    let standIn = try swiftc.buildStandIn(in: dir)
    try #require(standIn.status == 0, "stand-in UIKit: \(standIn.output)")
    let files = Self.prepared([
      ("RingView.swift", Self.ringView), ("Owners.swift", Self.owners), ("main.swift", Self.driver),
    ])
    let exe = dir.appendingPathComponent("rings")
    let build = try swiftc.run(
      [
        "-swift-version", "5", "-D", "TARGET_INTERFACE_BUILDER", "-I", dir.path, "-L", dir.path,
        "-lUIKit", "-o", exe.path,
      ] + Self.writeRaw(files, in: dir))
    try #require(build.status == 0, "\(build.output)")
    let run = try SwiftCompiler.run(exe, [])
    #expect(run.status == 0)
    #expect(
      run.output.split(separator: "\n") == [
        "tapped handle: ringCount", "layer.cornerRadius opacity", "owned true",
      ], "\(run.output)")
  }

  @Test func iOSOnlyCodeIsCompiled() throws {
    let source = """
      import UIKit
      #if os(iOS) || os(tvOS)
      let onlyOnIOS = 1
      #endif
      #if os(macOS)
      let onlyOnIOS = "mac"
      #endif
      let used: Int = onlyOnIOS
      """
    let original = try Self.typecheck([("P.swift", source)])
    #expect(original.status != 0)
    let rewritten = SourceRewriter().rewrite(source, path: "P.swift").text
    let r = try Self.typecheck([("P.swift", rewritten)])
    #expect(r.status == 0, "\(r.output)")
  }

  /// SwiftyJSON's own `<` for two numbers: Linux's Foundation declares one too (`NSNumber`
  /// is `Comparable` there), so the original is ambiguous; the rewrite blanks it and keeps
  /// every other declaration, line and column.
  @Test func anOperatorLinuxFoundationDeclaresIsBlanked() throws {
    let source = """
      import Foundation
      private func < (lhs: NSNumber, rhs: NSNumber) -> Bool {
        return lhs.doubleValue < rhs.doubleValue
      }
      func < (lhs: Version, rhs: Version) -> Bool { lhs.major < rhs.major }
      struct Version { var major: Int }
      let ordered: Bool = NSNumber(value: 1) < NSNumber(value: 2)
      let versions: Bool = Version(major: 1) < Version(major: 2)
      let broken: Int = "text"
      """
    let original = try Self.typecheck([("N.swift", source)])
    #expect(original.output.contains("ambiguous use of operator '<'"), "\(original.output)")
    let rewrite = SourceRewriter().rewrite(source, path: "N.swift")
    #expect(rewrite.counts[.linuxFoundation] == 1)
    #expect(
      rewrite.text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
        == source.split(separator: "\n", omittingEmptySubsequences: false).map(\.count))
    let r = try Self.typecheck([("N.swift", rewrite.text)])
    #expect(!r.output.contains("ambiguous"), "\(r.output)")
    // The one error left is the planted one, where the original has it.
    #expect(r.output.contains("N.swift:9:19: error"), "\(r.output)")
  }

  /// A requirement an `@objc` protocol marks unavailable (a renamed delegate method) goes:
  /// only `@objc` protocols allow one, and conformers need not implement it.
  @Test func anUnavailableRequirementOfAnObjCProtocolGoes() throws {
    let source = """
      import UIKit
      @objc protocol SliderDelegate {
          @available(*, unavailable, message: "Use \\"completed(slider:)\\"")
          func status(status: String, sender: UIView)
          @available(*, unavailable) var oldValue: Int { get }
          func completed(slider: UIView)
      }
      final class Owner: SliderDelegate { func completed(slider: UIView) {} }
      let broken: Int = "text"
      """
    let rewrite = SourceRewriter(gatheringFrom: [source]).rewrite(source, path: "S.swift")
    #expect(rewrite.counts[.unavailableRequirement] == 2)
    let r = try Self.typecheck([("S.swift", rewrite.text)])
    #expect(!r.output.contains("unavailable"), "\(r.output)\n\(rewrite.text)")
    #expect(r.output.contains("S.swift:9:19: error"), "\(r.output)")
  }

  /// Lottie's `extension CGFloat { … abs(a - self) … }`: Linux's CGFloat's own unavailable
  /// `abs`, `max` and `min` shadow the standard library's; the calls are qualified.
  @Test func callsShadowedByLinuxCGFloatAreQualified() throws {
    let source = """
      import Foundation
      extension CGFloat {
        func diff(_ a: CGFloat) -> CGFloat { abs(a - self) + max(a, self) - min(a, self) }
        static func max(of a: CGFloat) -> CGFloat { a.magnitude }
      }
      struct Box { var x: CGFloat; func d() -> CGFloat { abs(x) } }
      """
    let original = try Self.typecheck([("C.swift", source)])
    #expect(original.status != 0)
    let rewrite = SourceRewriter().rewrite(source, path: "C.swift")
    #expect(rewrite.counts[.linuxFoundation] == 3)
    let r = try Self.typecheck([("C.swift", rewrite.text)])
    #expect(r.status == 0, "\(r.output)\n\(rewrite.text)")
  }

  /// MultiProgressView's `weak var testTarget: AnyObject?` sent `performSelector(…)`: no
  /// member is found on `AnyObject` without the Objective-C runtime; cast to `NSObject`, the
  /// file compiles (here with members Linux's own `NSObject` declares).
  @Test func nsObjectMembersOfAnAnyObjectCompile() throws {
    let source = """
      import Foundation
      final class Recognizer {
        private weak var target: AnyObject?
        init(target: Any?) { self.target = target as AnyObject }
        func same(_ other: AnyObject) -> Bool { target?.isEqual(other) ?? other.isEqual(nil) }
        func kind(_ value: Any) -> Bool { (value as AnyObject).isKind(of: NSString.self) }
      }
      """
    let original = try Self.typecheck([("R.swift", source)])
    #expect(original.output.contains("has no member 'isEqual'"), "\(original.output)")
    let rewrite = SourceRewriter().rewrite(source, path: "R.swift")
    #expect(rewrite.counts[.anyObjectLookup] == 3)
    let r = try Self.typecheck([("R.swift", rewrite.text)])
    #expect(r.status == 0, "\(r.output)\n\(rewrite.text)")
  }

  /// DeviceKit's `ProcessInfo().environment`: the initializer is internal in Linux's
  /// Foundation; the shared instance answers alike.
  @Test func aNewProcessInfoIsTheSharedOne() throws {
    let source = """
      import Foundation
      let simulator = ProcessInfo().environment["SIMULATOR_MODEL_IDENTIFIER"]
      let pid = Foundation.ProcessInfo.init().processIdentifier
      let shared = ProcessInfo.processInfo.arguments
      class Probe { let info: ProcessInfo = .processInfo; func ProcessInfo() -> Int { 1 } }
      let broken: Int = "text"
      """
    let original = try Self.typecheck([("P.swift", source)])
    #expect(original.output.contains("inaccessible"), "\(original.output)")
    let rewrite = SourceRewriter().rewrite(source, path: "P.swift")
    #expect(rewrite.counts[.linuxFoundation] == 2)
    let r = try Self.typecheck([("P.swift", rewrite.text)])
    #expect(!r.output.contains("inaccessible"), "\(r.output)\n\(rewrite.text)")
    #expect(r.output.contains("P.swift:6:19: error"), "\(r.output)")
  }

  /// RxSwift's resource-tracing `class RecursiveLock: NSRecursiveLock`: Linux's toolchain
  /// will not let a Swift 5 module subclass Foundation's locks; the superclass becomes the
  /// `ObjectiveC` façade's stand-in (its own file, compiled beside), and the class locks.
  @Test func aSubclassOfAFoundationLockSubclassesTheStandIn() throws {
    let source = """
      import class Foundation.NSRecursiveLock
      import Foundation
      final class RecursiveLock: NSRecursiveLock {
        override init() { super.init(); name = "rx" }
        override func lock() { super.lock() }
        override func unlock() { super.unlock() }
      }
      class Gate<T>: Foundation.NSCondition { override func signal() { super.signal() } }
      class Plain: NSLock {}
      let lock = RecursiveLock()
      let locking: NSLocking = lock
      let broken: Int = "text"
      """
    let original = try Self.typecheck([("L.swift", source)])
    #expect(original.output.contains("could not be loaded"), "\(original.output)")
    let rewrite = SourceRewriter().rewrite(source, path: "L.swift")
    #expect(rewrite.counts[.linuxFoundation] == 3)
    var standIns = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { standIns.deleteLastPathComponent() }
    standIns.appendPathComponent("Sources/Facades/ObjectiveC/SubclassableLocks.swift")
    let façade = try String(contentsOf: standIns, encoding: .utf8)
    let r = try Self.typecheck([("L.swift", rewrite.text), ("Locks.swift", façade)])
    #expect(!r.output.contains("could not be loaded"), "\(r.output)\n\(rewrite.text)")
    #expect(r.output.contains("L.swift:12:19: error"), "\(r.output)")
    let errors = r.output.split(separator: "\n").filter {
      $0.contains(".swift:") && $0.contains(": error:")
    }
    #expect(errors.count == 1, "the planted error only: \(r.output)")
  }

  /// Alamofire 4's `fileURL.checkPromisedItemIsReachable()`, in a file that imports only
  /// Foundation: Linux's `URL` lacks it, the `ObjectiveC` façade (imported into every file)
  /// declares it.
  @Test func aPromisedItemIsCheckedAsAResource() throws {
    let source = """
      import Foundation
      func reachable(_ url: URL) -> Bool { (try? url.checkPromisedItemIsReachable()) ?? false }
      """
    let original = try Self.typecheck([("U.swift", source)])
    #expect(original.output.contains("checkPromisedItemIsReachable"), "\(original.output)")
    var file = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { file.deleteLastPathComponent() }
    file.appendPathComponent("Sources/Facades/ObjectiveC/URL+Promised.swift")
    let façade = try String(contentsOf: file, encoding: .utf8)
    let r = try Self.typecheck([("U.swift", source), ("Promised.swift", façade)])
    #expect(r.status == 0, "\(r.output)")
  }

  /// A `Thread` subclass (a worker overriding `main()`): Linux's `Thread` cannot be
  /// subclassed outside Foundation; the superclass becomes the `ObjectiveC` façade's
  /// stand-in, which compiles beside it. A module that declares its own `Thread` (a chat
  /// app's model) keeps it.
  @Test func aThreadSubclassSubclassesTheStandIn() throws {
    let source = """
      import Foundation
      final class Worker: Thread {
        override func main() {
          guard !isCancelled else { return }
          Thread.sleep(forTimeInterval: 0)
          name = "worker"
        }
      }
      func run() {
        let worker = Worker()
        worker.stackSize = 1 << 16
        worker.start()
      }
      let broken: Int = "text"
      """
    let original = try Self.typecheck([("T.swift", source)])
    #expect(original.output.contains("could not be loaded"), "\(original.output)")
    let rewrite = SourceRewriter().rewrite(source, path: "T.swift")
    #expect(rewrite.counts[.linuxFoundation] == 1)
    var standIn = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { standIn.deleteLastPathComponent() }
    standIn.appendPathComponent("Sources/Facades/ObjectiveC/SubclassableThread.swift")
    let façade = try String(contentsOf: standIn, encoding: .utf8)
    let r = try Self.typecheck([("T.swift", rewrite.text), ("Thread.swift", façade)])
    #expect(!r.output.contains("could not be loaded"), "\(r.output)\n\(rewrite.text)")
    let errors = r.output.split(separator: "\n").filter {
      $0.contains(".swift:") && $0.contains(": error:")
    }
    #expect(errors.count == 1 && r.output.contains("T.swift:14:19: error"), "\(r.output)")

    let own = "class Thread { var title = \"\" }\nfinal class Pinned: Thread {}\n"
    let kept = SourceRewriter(gatheringFrom: [own, source]).rewrite(
      module: [SourceFile(path: "Model.swift", text: own)])
    #expect(!kept[0].changed, "\(kept[0].text)")
  }

  @Test func diagnosticsPointAtTheOriginal() throws {
    let source = """
      import UIKit
      @objc protocol P { @objc optional func f() }
      class V: UIControl {
        @objc var broken: Int = "text"
        func g() { addTarget(self, action: #selector(g), for: .touchUpInside); let x: Int = "y" }
      }
      """
    let text = SourceRewriter(gatheringFrom: [source]).rewrite(source, path: "V.swift").text
    let mapped = "#sourceLocation(file: \"/project/V.swift\", line: 1)\n" + text
    let r = try Self.typecheck([("prepared-V.swift", mapped)])
    #expect(r.status != 0)
    #expect(r.output.contains("/project/V.swift:4:27: error"), "\(r.output)")
    // `"y"` is at column 87; `Selector("g")` is one character longer than `#selector(g)`.
    #expect(r.output.contains("/project/V.swift:5:88: error"), "\(r.output)")
  }
}
