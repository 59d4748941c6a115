import EaselDocument
import Foundation
import Testing

@testable import EaselAgentHost
@testable import EaselInspect

/// The first agent of a scene built from the top-level declarations its classes need
/// (`DeclarationSlice`), with the ways back when that cannot be: the whole files when the cut
/// does not compile, the module's agent when the files do not; and another document's first
/// agent drawing the classes it built.
struct FirstAgentDeclarationsTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "EaselEndToEndTests/Fixtures/SharedModule")

  /// A copy of the `SharedModule` fixture whose Disc uses a helper declared beside a
  /// declaration nothing uses; `disc` replaces Disc.swift when given.
  static func project(disc: String? = nil) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-first-decl-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: fixture, to: root)
    let sources = root.appendingPathComponent("Sources")
    let defaultDisc = """
      import UIKit

      @IBDesignable
      class Disc: UIView {
        @IBInspectable var discColor: UIColor = .green
        @IBInspectable var margin: CGFloat = 4

        override func draw(_ rect: CGRect) {
          discColor.setFill()
          UIBezierPath(ovalIn: bounds.insetBy(dx: discInset(margin), dy: discInset(margin))).fill()
        }
      }
      """
    try Data((disc ?? defaultDisc).utf8).write(to: sources.appendingPathComponent("Disc.swift"))
    try Data(
      """
      import UIKit

      func discInset(_ margin: CGFloat) -> CGFloat { margin * 2 }

      struct Unused {
        var values = [1, 2, 3].map { $0 * 2 }
        var names = ["one", "two", "three"].map { $0.uppercased() }
        func total() -> Int { values.reduce(0, +) + names.count }
        func described() -> String { names.joined(separator: ", ") + String(total()) }
      }
      """.utf8
    ).write(to: sources.appendingPathComponent("Support.swift"))
    return root
  }

  static func first(
    _ root: URL, cache: URL, cut: @escaping AgentPlan.DeclarationCutter = DeclarationSlice.cut
  ) throws -> IsolatingBuild.Result? {
    let project = try DesignablesProject(root: root)
    return try AgentPlan.slicedBuild(
      project: project, document: root.appendingPathComponent("Second.storyboard"),
      roots: ["Disc"], fallbackModule: "SharedModule", cacheDirectory: cache, planCache: nil,
      compiling: true, progress: nil, cut: cut)?.build
  }

  func temporary() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-first-decl-cache-\(UUID().uuidString)")
  }

  @Test(.timeLimit(.minutes(10)))
  func theFirstAgentCompilesOnlyTheDeclarationsItsClassesNeed() throws {
    let root = try Self.project()
    let cache = temporary()
    defer {
      try? FileManager.default.removeItem(at: root)
      try? FileManager.default.removeItem(at: cache)
    }
    let build = try #require(try Self.first(root, cache: cache))
    #expect(build.executable != nil)
    #expect(build.failures.isEmpty)
    let declarations = try #require(build.declarations)
    #expect(declarations.kept < declarations.total, "Unused and Stripes left out")
  }

  @Test(.timeLimit(.minutes(10)))
  func aCutThatDoesNotCompileFallsBackToTheWholeFiles() throws {
    let root = try Self.project()
    let cache = temporary()
    defer {
      try? FileManager.default.removeItem(at: root)
      try? FileManager.default.removeItem(at: cache)
    }
    // A cut that wrongly leaves out the helper Disc calls.
    let wrong: AgentPlan.DeclarationCutter = { files, _, _, _ in
      var texts: [String: String] = [:]
      for file in files where file.path.hasSuffix("Support.swift") {
        texts[file.path] = DeclarationSlice.blank(
          file.text, [0..<file.text.utf8.count])
      }
      return DeclarationSlice(
        texts: texts, emptied: Set(texts.keys), kept: 1, total: 3,
        bytesLeftOut: files.filter { $0.path.hasSuffix("Support.swift") }
          .reduce(0) { $0 + $1.text.utf8.count },
        bytes: files.reduce(0) { $0 + $1.text.utf8.count })
    }
    let build = try #require(try Self.first(root, cache: cache, cut: wrong))
    #expect(build.executable != nil, "built from the whole files")
    #expect(build.failures.isEmpty)
    #expect(build.declarations == nil)
  }

  /// A cut that leaves out less than a tenth of the text is not compiled: the whole files
  /// are, and no time goes to scanning the cut's texts.
  @Test(.timeLimit(.minutes(10)))
  func aCutLeavingOutLittleIsNotMade() throws {
    let root = try Self.project()
    let cache = temporary()
    defer {
      try? FileManager.default.removeItem(at: root)
      try? FileManager.default.removeItem(at: cache)
    }
    let project = try DesignablesProject(root: root)
    var planned = project.build(
      for: ["Disc"], document: root.appendingPathComponent("Second.storyboard"),
      fallbackModule: "SharedModule", availableModules: try Toolchain.locate().availableModules())
    planned.plan = planned.plan.keeping(planned.slices.values.reduce(into: []) { $0.formUnion($1) })
    let made = try #require(
      AgentPlan.declarationCut(planned, roots: ["Disc"], project: project))
    #expect(made.slice.bytesLeftOut * 10 >= made.slice.bytes, "Unused is a tenth or more")
    // The same cut, as if the files were ten times longer: too little left out.
    let little: AgentPlan.DeclarationCutter = { files, roots, scan, opaque in
      guard var slice = DeclarationSlice.cut(files: files, roots: roots, scan: scan, opaque: opaque)
      else { return nil }
      slice.bytes = slice.bytesLeftOut * 10 + 1
      return slice
    }
    #expect(
      AgentPlan.declarationCut(planned, roots: ["Disc"], project: project, cut: little) == nil)
    let build = try #require(try Self.first(root, cache: cache, cut: little))
    #expect(build.executable != nil, "built from the whole files")
    #expect(build.declarations == nil)
  }

  @Test(.timeLimit(.minutes(10)))
  func aClassWhoseFileDoesNotCompileIsNeverDrawnByAFirstAgent() throws {
    let root = try Self.project(
      disc: """
        import UIKit

        @IBDesignable
        class Disc: UIView {
          override func draw(_ rect: CGRect) { undefinedHelper() }
        }
        """)
    let cache = temporary()
    defer {
      try? FileManager.default.removeItem(at: root)
      try? FileManager.default.removeItem(at: cache)
    }
    let planCache = AgentPlanCache()
    let url = root.appendingPathComponent("Second.storyboard")
    let doc = try IBDocument(contentsOf: url)
    let uses = AgentPlan.SceneUses(document: doc, scenes: doc.scenes)
    let first = try AgentPlan(
      uses: uses, at: url, sources: root, designTime: true, cacheDirectory: cache,
      planCache: planCache, compiling: true, scenesOnly: true)
    #expect(first.build?.failures["Disc"] != nil, "Build failed, as the module's build says")
    #expect(first.build?.declarations == nil)
    // A render meanwhile waits for the module's agent rather than draw with it.
    let render = try AgentPlan(
      uses: uses, at: url, sources: root, designTime: true, cacheDirectory: cache,
      planCache: planCache, compiling: false)
    #expect(render.notBuilt)
    let module = try AgentPlan(
      uses: uses, at: url, sources: root, designTime: true, cacheDirectory: cache,
      planCache: planCache, compiling: true)
    guard case .buildFailed? = module.buildStatuses["Disc"] else {
      Issue.record("Disc: \(String(describing: module.buildStatuses["Disc"]))")
      return
    }
  }

  @Test(.timeLimit(.minutes(10)))
  func anotherDocumentsFirstAgentDrawsTheClassesItBuilt() throws {
    let root = try Self.project()
    let cache = temporary()
    defer {
      try? FileManager.default.removeItem(at: root)
      try? FileManager.default.removeItem(at: cache)
    }
    func plan(_ name: String, _ planCache: AgentPlanCache, compiling: Bool, scenesOnly: Bool)
      throws -> AgentPlan
    {
      let url = root.appendingPathComponent(name)
      let doc = try IBDocument(contentsOf: url)
      return try AgentPlan(
        uses: AgentPlan.SceneUses(document: doc, scenes: doc.scenes), at: url, sources: root,
        designTime: true, cacheDirectory: cache, planCache: planCache, compiling: compiling,
        scenesOnly: scenesOnly)
    }
    let host = AgentPlanCache()
    // First.storyboard uses Disc and Stripes; Second, Disc alone.
    let first = try plan("First.storyboard", host, compiling: true, scenesOnly: true)
    let executable = try #require(first.build?.executable)
    let second = try plan("Second.storyboard", host, compiling: false, scenesOnly: false)
    #expect(!second.notBuilt)
    #expect(second.build?.executable == executable)
    // Without the host's memory of it, Second has no agent yet.
    #expect(
      try plan("Second.storyboard", AgentPlanCache(), compiling: false, scenesOnly: false).notBuilt)
  }
}
