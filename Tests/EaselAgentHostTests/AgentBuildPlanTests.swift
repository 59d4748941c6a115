import Foundation
import EaselDiagnostics
import EaselInspect
import Testing

@testable import EaselAgentHost

@Suite struct AgentBuildPlanTests {
  private func file(_ path: String) -> URL { URL(fileURLWithPath: path) }

  /// A dependency module none of whose files is kept (no class needs it, or it does not
  /// compile) is left out whole and its imports blanked, as a module not found is.
  @Test func aModuleLeftOutWholeIsBlankedAsAMissingOne() {
    let rx = ModulePlan(
      name: "RxSwift", files: [file("/p/Rx/Filter.swift"), file("/p/Rx/Single.swift")],
      origin: "Carthage")
    let kit = ModulePlan(name: "Kit", files: [file("/p/Kit/Kit.swift")], origin: "framework")
    let app = ModulePlan(name: "App", files: [file("/p/App/View.swift")], origin: "app")
    let plan = AgentBuildPlan(
      dependencies: [rx, kit], main: app, missingModules: ["Lottie": "no Pods/ folder"])
    let kept = plan.keeping(["/p/Kit/Kit.swift", "/p/App/View.swift"])
    #expect(kept.dependencies.map(\.name) == ["Kit"])
    #expect(Set(kept.missingModules.keys) == ["Lottie", "RxSwift"])
    #expect(kept.missingModules["Lottie"] == "no Pods/ folder")
    // A module partly kept stays, with the kept files only.
    let partly = plan.keeping(["/p/Rx/Single.swift", "/p/App/View.swift"])
    #expect(partly.dependencies.map(\.name) == ["RxSwift"])
    #expect(partly.dependencies.first?.files == [file("/p/Rx/Single.swift")])
    #expect(partly.missingModules["RxSwift"] == nil)
  }

  /// After a failed compile, a dependency module with a failing file is lost whole to the
  /// classes of other modules, but a class declared in it loses only the failing files.
  @Test func aFailingDependencyIsLostWholeExceptToItsOwnClasses() {
    let kit: Set<String> = ["/p/Kit/Ring.swift", "/p/Kit/Feed.swift", "/p/Kit/Corner.swift"]
    let failing: Set<String> = ["/p/Kit/Feed.swift", "/p/App/Broken.swift"]
    #expect(
      IsolatingBuild.blamed(
        failing: failing, failingModules: [kit], declaring: ["/p/App/Card.swift"])
        == failing.union(kit))
    #expect(
      IsolatingBuild.blamed(
        failing: failing, failingModules: [kit], declaring: ["/p/Kit/Ring.swift"]) == failing)
  }

  /// A class is built from its narrow slice first only when it leaves out half its files.
  @Test func narrowSlicesFirstWhenTheyHalveTheClasssFiles() {
    let app = Set((0..<40).map { "App/F\($0).swift" })
    let whole = ["Badge": app, "Ring": app, "Small": ["A.swift", "B.swift", "C.swift"]]
    #expect(
      IsolatingBuild.narrowed(
        slices: whole,
        narrow: [
          "Badge": ["App/F1.swift"], "Ring": Set((0..<30).map { "App/F\($0).swift" }),
          "Small": ["A.swift", "B.swift"],
        ]) == ["Badge"])
    #expect(IsolatingBuild.narrowed(slices: whole, narrow: [:]).isEmpty)
  }

  /// A member a failed compile could not find is looked for in the extensions that declare
  /// it, but not in a file importing a module the build cannot provide (SwiftUI): it cannot
  /// compile, and taken in it failed its whole module (LoopKit/Loop's SwiftUI `extension
  /// Color { static let glucoseTintColor }` beside the UIColor one its view uses, the spent
  /// nineteenth draw's OverrideBadgeView). A note says where the other declaration is.
  @Test func aMemberIsNotLookedForInAFileTheBuildCannotCompile() {
    let scan = ScanResult(files: [
      ScanResult.scanFile(
        source: "import UIKit\nextension UIColor { static let tint = UIColor.red }",
        path: "/p/UI/UIColor.swift"),
      ScanResult.scanFile(
        source: "import SwiftUI\nextension Color { static let tint = Color.red }",
        path: "/p/UI/Color.swift"),
    ])
    let all: Set<String> = ["/p/UI/UIColor.swift", "/p/UI/Color.swift"]
    let found = IsolatingBuild.declarers(
      of: "tint", scan: scan, among: all, missingModules: ["SwiftUI"])
    #expect(found.buildable == ["/p/UI/UIColor.swift"])
    #expect(found.unbuildable == ["/p/UI/Color.swift"])
    let note = IsolatingBuild.unbuildableDeclarersNote(
      "tint", found.unbuildable, scan: scan, missing: ["SwiftUI"])
    #expect(note.message.contains("/p/UI/Color.swift too, which imports SwiftUI"), "\(note)")
    #expect(
      IsolatingBuild.declarers(of: "tint", scan: scan, among: all, missingModules: []).buildable
        == all)
  }

  /// A class whose build fails after a declarer was left out reports its first error first,
  /// the note of what was left out after it (a spent draw's status line and `--json`
  /// `diagnostics[0]` showed the note as the first error).
  @Test func aFailureLeadsWithItsFirstErrorNotTheLeftOutNote() {
    let scan = ScanResult(files: [
      ScanResult.scanFile(
        source: "import Alamofire\nextension Bundle { var bundle: Bundle { self } }",
        path: "/p/Bundle+Alamofire.swift")
    ])
    let note = IsolatingBuild.unbuildableDeclarersNote(
      "bundle", ["/p/Bundle+Alamofire.swift"], scan: scan, missing: ["Alamofire"])
    let error = Diagnostic(
      .error, "value of type 'Bundle' has no member 'bundle'", id: "swiftc",
      at: SourceLocation(file: "/p/Card.swift", line: 4, column: 9))
    let compilerNote = Diagnostic(.note, "did you mean 'bundleURL'?", id: "swiftc")
    let reported = IsolatingBuild.failure(leftOut: [note], [error, compilerNote])
    #expect(reported == [error, compilerNote, note])
    #expect(IsolatingBuild.failure(leftOut: nil, [error]) == [error])
  }

  /// The files a failed compile's member is found in come with what they need in turn: the
  /// colour another extension defines, which the view's slice never named.
  @Test func aMembersDeclaringFileComesWithWhatItNeeds() {
    let scan = ScanResult(files: [
      ScanResult.scanFile(
        source: "import UIKit\nextension UIColor { static let tint = higGreen() }",
        path: "/p/UI/UIColor.swift"),
      ScanResult.scanFile(
        source: "import UIKit\nextension UIColor { static func higGreen() -> UIColor { .green } }",
        path: "/p/Common/UIColor+HIG.swift"),
      ScanResult.scanFile(
        source: "import UIKit\nextension UIColor { static let unrelated = UIColor.red }",
        path: "/p/UI/Other.swift"),
    ])
    let all: Set<String> = ["/p/UI/UIColor.swift", "/p/Common/UIColor+HIG.swift", "/p/UI/Other.swift"]
    #expect(
      IsolatingBuild.withTheirNeeds(
        ["/p/UI/UIColor.swift"], scan: scan, among: all, missingModules: [])
        == ["/p/UI/UIColor.swift", "/p/Common/UIColor+HIG.swift"])
  }
}
