import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// Designables that fail to build, crash or hang: each gets its status, is drawn as its base
/// class, and Easel carries on and exits 1 with a clear message.
@Suite(.serialized)
struct DesignableFailureTests {
  func pixel(_ image: Bitmap, _ x: Double, _ y: Double) -> RGBA {
    image.pixel(x: Int(x * 2), y: Int(y * 2))
  }

  @Test func crashAndHangAreReportedAndTheSceneStillRenders() throws {
    let dir = try TestPaths.temporaryFolder()
    let out = dir.appendingPathComponent("trouble.png")
    let run = try EaselProcess.run(
      ["render", Documents.trouble.path, "-o", out.path, "--timeout", "5"], cacheDirectory: dir)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: GoodDisc: Up to date"), "\(run.stderr)")
    #expect(
      run.stderr.contains("error: Designables: CrashingView: Crashed in draw(_:)"), "\(run.stderr)")
    #expect(
      run.stderr.contains("error: Designables: HangingView: Timed out in layoutSubviews()"),
      "\(run.stderr)")
    #expect(run.stderr.contains("drawn as its base class"))
    // The backtrace names the crashing method.
    #expect(run.stderr.contains("CrashingView"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    // GoodDisc draws a green disc on white.
    let disc = pixel(image, 50, 50)
    #expect(disc.green > 0.9 && disc.red < 0.1, "the good designable rendered")
    // The crashing and hanging views are plain UIViews: their background colours only.
    let crashed = pixel(image, 150, 50)
    #expect(crashed.red > 0.95 && abs(crashed.green - 0.8) < 0.02 && crashed.blue < 0.05)
    let hung = pixel(image, 250, 50)
    #expect(hung.blue > 0.95 && abs(hung.green - 0.4) < 0.02 && hung.red < 0.05)
  }

  @Test func buildFailureShowsTheCompilerDiagnostics() throws {
    let dir = try TestPaths.temporaryFolder()
    let out = dir.appendingPathComponent("broken.png")
    let run = try EaselProcess.run(
      ["render", Documents.buildFailure.path, "-o", out.path], cacheDirectory: dir)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("BrokenView.swift:9:"), "\(run.stderr)")
    #expect(run.stderr.contains(": error: "), "\(run.stderr)")
    #expect(run.stderr.contains("error: Designables: BrokenView: Build failed"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    let base = pixel(image, 50, 50)
    #expect(base.red > 0.95 && base.green > 0.95 && base.blue > 0.95, "drawn as a white UIView")
  }

  @Test func agentsAreCachedByContent() throws {
    let dir = try TestPaths.temporaryFolder()
    let out = dir.appendingPathComponent("r.png")
    _ = try EaselProcess.run(
      ["render", Documents.rainbow.path, "-o", out.path], cacheDirectory: dir)
    let agents = dir.appendingPathComponent("agents")
    let first = try FileManager.default.contentsOfDirectory(atPath: agents.path).filter {
      !$0.hasPrefix("tmp-")
    }
    #expect(first.count == 1)
    _ = try EaselProcess.run(
      ["render", Documents.rainbow.path, "-o", out.path], cacheDirectory: dir)
    let second = try FileManager.default.contentsOfDirectory(atPath: agents.path).filter {
      !$0.hasPrefix("tmp-")
    }
    #expect(second == first, "the second run reused the cached agent")
  }

  /// A crash in a custom layer's `draw(in:)` is the crash of the designable whose layer tree
  /// holds it, not of the agent: the other designables still render.
  /// A crash in a custom layer's `draw(in:)`, or in a data source's method UIKit calls while
  /// laying the scene out (EHHorizontalSelectionView's `collectionView(_:cellForItemAt:)`,
  /// draw 52, was "outside user code"), is the crash of the designable whose code it is.
  @Test func aCrashInACustomLayerIsBlamedOnItsView() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fixture = Documents.fixtures.appendingPathComponent("LayerTrouble")
    let out = dir.appendingPathComponent("layers.png")
    let run = try EaselProcess.run(
      [
        "render", fixture.appendingPathComponent("LayerTrouble.storyboard").path, "--sources",
        fixture.appendingPathComponent("Sources").path, "-o", out.path,
      ], cacheDirectory: dir)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stderr.contains("error: Designables: CrashingLayerView: Crashed in draw(_:)"),
      "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "error: Designables: TrappingListView: Crashed in collectionView(_:cellForItemAt:)"),
      "\(run.stderr)")
    #expect(run.stderr.contains("Designables: SteadyView: Up to date"), "\(run.stderr)")
    #expect(run.stderr.contains("BrokenLayer.draw"), "the backtrace names the layer's method")
    let image = try Bitmap(data: Data(contentsOf: out))
    let steady = pixel(image, 50, 50)
    #expect(steady.green > 0.9 && steady.red < 0.1, "SteadyView rendered")
  }

  /// A designable without `init(frame:)`: Interface Builder's agent dies making it, so it is
  /// Crashed, never Up to date, in `render` and in `designables` alike.
  @Test func aDesignableWithoutInitFrameIsCrashedNotUpToDate() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, _) = try EaselProcess.renderFixture(
      "Statuses/NoFrame", document: "NoFrame.storyboard", in: dir)
    let fixture = Documents.fixtures.appendingPathComponent("Statuses/NoFrame")
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "error: Designables: NoFrameView: Crashed in init(frame:) (use of unimplemented initializer)"
      ), "\(run.stderr)")
    #expect(!run.stderr.contains("Up to date"), "\(run.stderr)")
    let designables = try EaselProcess.run(["designables", fixture.path], cacheDirectory: dir)
    #expect(designables.status == 1, "\(designables.stdout)")
    #expect(
      designables.stdout.contains("NoFrameView  Crashed in init(frame:)"), "\(designables.stdout)")
    #expect(designables.stdout.contains("0 up to date"), "\(designables.stdout)")
  }

  /// An Objective-C designable placed in a storyboard is translated and built: Up to date,
  /// or Build failed with the translator's (or compiler's) errors located in its `.m` and
  /// `render` exiting 1 — never a silent "unknown class".
  @Test func anObjectiveCDesignableGetsAStatus() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, out) = try EaselProcess.renderFixture(
      "Statuses/ObjectiveC", document: "ObjectiveC.storyboard", in: dir)
    if run.stderr.contains("error: Designables: StarRatingView: Build failed") {
      #expect(run.status == 1, "\(run.stderr)")
      #expect(
        run.stderr.range(
          of: #"StarRatingView\.[mh]:\d+:\d+: error: "#, options: .regularExpression) != nil,
        "\(run.stderr)")
    } else {
      #expect(run.stderr.contains("Designables: StarRatingView: Up to date"), "\(run.stderr)")
    }
    #expect(!run.stderr.contains("unknown class"), "\(run.stderr)")
    #expect(!run.stderr.contains("not compile"), "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: out.path), "the scene is still drawn")
  }

  /// The generated Objective-C runtime in a real agent: a colour found by selector on the
  /// class (seed 002's way), a runtime attribute set through an `@objc func set<Key>(_:)`,
  /// and an action sent to its target.
  @Test func theObjectiveCRuntimeAnswersInTheAgent() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, out) = try EaselProcess.renderFixture(
      "Runtime", document: "Runtime.storyboard", sources: "Sources", in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stderr.contains("warning"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    let swatch = pixel(image, 50, 50)
    #expect(swatch.blue > 0.95 && abs(swatch.green - 0.5) < 0.02 && swatch.red < 0.05, "\(swatch)")
    let accent = pixel(image, 150, 50)
    #expect(accent.red > 0.95 && accent.blue > 0.95 && accent.green < 0.05, "\(accent)")
    let toggled = pixel(image, 250, 50)
    #expect(toggled.green > 0.75 && toggled.red < 0.05, "\(toggled)")
  }

  /// A class's own `responds(to:)` and `forwardingTarget(for:)`, written as iOS overrides
  /// of `NSObject`'s, compile and are run by the runtime: a view answers what its delegate
  /// (typed `NSObjectProtocol`) answers and `perform(_:with:)` forwards it there, and a
  /// control's action reaches its target through a weak proxy.
  @Test func overridesOfRespondsAndForwardingTargetAnswerInTheAgent() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, out) = try EaselProcess.renderFixture(
      "Forwarding", document: "Forwarding.storyboard", sources: "Sources", in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stderr.contains("warning"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    let forwarded = pixel(image, 50, 50)
    #expect(forwarded.blue > 0.95 && forwarded.red < 0.05, "\(forwarded)")
    let proxied = pixel(image, 250, 50)
    #expect(proxied.green > 0.75 && proxied.red < 0.05, "\(proxied)")
  }

  /// Overrides of UIKit's NSObject accessibility categories (a control's
  /// `accessibilityElementCount()`, a plain NSObject's), calling `super`, compile and run, and
  /// a plain NSObject subclass keeps an `accessibilityLabel`: green.
  @Test func overridesOfNSObjectAccessibilityMembersRun() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, out) = try EaselProcess.renderFixture(
      "AccessibilityOverrides", document: "AccessibilityOverrides.storyboard", sources: "Sources",
      in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stderr.contains("warning"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    let control = pixel(image, 50, 50)
    #expect(control.green > 0.75 && control.red < 0.05, "\(control)")
  }

  /// The same runtime when no code makes a selector or key at run time: the selector tables
  /// list only what can be looked up (`ObjCTableScope`), and the action named by
  /// `#selector`, the `set<Key>:` method and the inspectable's entry still answer.
  @Test func theObjectiveCRuntimeAnswersWithTablesListingOnlyWhatIsLookedUp() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, out) = try EaselProcess.renderFixture(
      "RuntimeNamed", document: "RuntimeNamed.storyboard", sources: "Sources", in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stderr.contains("warning"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    let badge = pixel(image, 50, 50)
    #expect(badge.blue > 0.95 && abs(badge.green - 0.5) < 0.02 && badge.red < 0.05, "\(badge)")
    let accent = pixel(image, 150, 50)
    #expect(accent.red > 0.95 && accent.blue > 0.95 && accent.green < 0.05, "\(accent)")
    let toggled = pixel(image, 250, 50)
    #expect(toggled.green > 0.75 && toggled.red < 0.05, "\(toggled)")
    // The registration the agent was compiled with says which members its tables list.
    let walker = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil)
    var listed: [String] = []
    while let url = walker?.nextObject() as? URL {
      guard url.lastPathComponent.hasSuffix(".registration.swift") else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      listed += text.split(separator: "\n").filter {
        $0.hasPrefix("// Objective-C members listed: ")
      }.map(String.init)
    }
    #expect(
      listed == ["// Objective-C members listed: ToggleView.flip: UIView.setAccent:"],
      "\(listed)")
  }

  /// Setting API the façade declares from UIKit's inventory without implementing it keeps
  /// the class Up to date and says so, once, as a note naming the class and the member.
  @Test func unimplementedAPIIsANoteNamingTheClass() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fixture = Documents.fixtures.appendingPathComponent("Statuses/Unimplemented")
    let run = try EaselProcess.run(
      [
        "render", fixture.appendingPathComponent("Unimplemented.storyboard").path, "--sources",
        fixture.path, "-o", dir.appendingPathComponent("out.png").path, "--verbose",
      ], cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: FocusRing: Up to date"), "\(run.stderr)")
    let note =
      "note: FocusRing uses UIView.focusGroupIdentifier, which Easel does not implement: "
      + "it has no effect in this render"
    #expect(run.stderr.components(separatedBy: note).count == 2, "\(run.stderr)")
  }

  /// A layer class with its own designated initializer and no `init()` (Lottie's containers)
  /// builds, as on iOS, although the façade's `CALayer.init()` is `required`.
  @Test func aLayerWithoutInitBuildsAndDraws() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, out) = try EaselProcess.renderFixture(
      "Statuses/LayerInit", document: "LayerInit.storyboard", in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    // The ring's stroke on the view's horizontal midline, left of the white middle (the
    // scene renders at scale 1: image pixels are points).
    let stroke = image.pixel(x: 40, y: 100)
    #expect(stroke.blue > 0.9 && stroke.red < 0.2, "\(stroke)")
    let middle = image.pixel(x: 100, y: 100)
    #expect(middle.red > 0.9 && middle.blue > 0.9, "\(middle)")
  }

  /// A designable that reads a file of its bundle (`Bundle(for:)`, as fonts and animations
  /// are read) finds it: the agent's bundle holds the project's resources.
  @Test func aDesignableFindsTheResourcesOfItsBundle() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, out) = try EaselProcess.renderFixture(
      "Statuses/BundleResource", document: "BundleResource.storyboard", in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    let swatch = image.pixel(x: 50, y: 50)
    #expect(swatch.red > 0.95 && abs(swatch.green - 0.5) < 0.05 && swatch.blue < 0.05, "\(swatch)")
  }

  /// A message nobody answers ends the agent as the exception ends an iOS app: the class is
  /// Crashed with Objective-C's message, and the summary shows the designable's own frame.
  @Test func anUnrecognizedSelectorCrashesItsClassWithObjectiveCsMessage() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, _) = try EaselProcess.renderFixture(
      "Statuses/Unrecognized", document: "Unrecognized.storyboard", in: dir)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stderr.contains("error: Designables: BadSender: Crashed in prepareForInterfaceBuilder()"),
      "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "uncaught exception 'NSInvalidArgumentException', reason: '-[BadSender noSuchThing]: unrecognized selector sent to instance'"
      ), "\(run.stderr)")
    #expect(run.stderr.contains("BadSender.prepareForInterfaceBuilder()"), "\(run.stderr)")
  }
}
