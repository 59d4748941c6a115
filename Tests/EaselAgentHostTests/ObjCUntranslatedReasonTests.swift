import EaselDiagnostics
import EaselInspect
import EaselObjC
import Foundation
import Testing

@testable import EaselAgentHost

/// An Objective-C class the build leaves without Swift is Build failed with an error at its
/// `@interface` naming the step that left it out, whichever it is: no file implements it,
/// no target the build planned compiles its implementation, nothing the build is for
/// reaches it, or the translator gave neither Swift nor an error.
@Suite(.serialized)
struct ObjCUntranslatedReasonTests {
  static let dialHeader =
    "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Dial : UIView\n@end\n"
  static let dialImplementation = "#import \"Dial.h\"\n@implementation Dial\n@end\n"

  /// `root` translated for `roots` near `document` by a translator that gives nothing, with
  /// the errors of the Objective-C class `name`.
  func reasons(
    _ files: [String: String], for roots: Set<String>, near document: String? = nil,
    of name: String
  ) throws -> (sets: [ObjCSourceSet], errors: [Diagnostic]) {
    let root = try ProjectShapeTests.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let recorder = ObjCTranslationTests.Recorder()
    let project = try DesignablesProject(root: root).translatingObjectiveC(
      for: roots, near: document.map(root.appendingPathComponent),
      ObjCReachTests().build(cache, recorder))
    let c = try #require(
      project.scan.classes.first { $0.language == .objectiveC && $0.name == name })
    return (recorder.sets, project.whyNotTranslated(c))
  }

  func expect(_ errors: [Diagnostic], say cause: String) {
    #expect(errors.count == 1)
    let error = errors.first
    #expect(error?.id == "objc-untranslated")
    #expect(error?.location?.file.hasSuffix("Dial.h") == true)
    #expect(error?.location?.line == 3)
    #expect(error?.message.contains(cause) == true, "\(error?.message ?? "none")")
  }

  /// A header whose class no file implements.
  @Test func aClassNoFileImplements() throws {
    let (_, errors) = try reasons(
      [
        "App.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
          target: "App", sources: ["App/Other.m"]),
        "App/Dial.h": Self.dialHeader,
        "App/Other.m": "@implementation Other\n@end\n",
      ], for: ["Dial"], of: "Dial")
    expect(errors, say: "no Objective-C file of the sources implements it (@implementation Dial)")
  }

  /// A header whose implementation sits beside it in no target (a drop-in file of a
  /// repository whose projects list others): the error says the file is in no target, as
  /// Xcode builds it no more, not that no file implements it.
  @Test func aClassWhoseImplementationIsInNoTarget() throws {
    let files = [
      "App/App.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
        target: "App", sources: ["../Other.m"]),
      "Other.m": "@implementation Other\n@end\n",
      "Dial.h": Self.dialHeader,
      "Dial.m": Self.dialImplementation,
    ]
    let (_, errors) = try reasons(files, for: ["Dial"], of: "Dial")
    expect(
      errors,
      say: "its file Dial.m is in no target of App/App.xcodeproj (no target's Sources phase "
        + "lists it), so Xcode does not build it either")
  }

  /// A class declared beside the document, in a project folder of its own, whose
  /// implementation only another project's target compiles: that project is not planned.
  @Test func aClassNoPlannedTargetCompiles() throws {
    let (_, errors) = try reasons(
      [
        "App/App.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
          target: "App", sources: ["Shared/Dial.m"]),
        "Kit/Kit.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
          target: "Kit", sources: ["Badge.m"]),
        "Kit/Badge.m": "@implementation Badge\n@end\n",
        "Kit/Dial.h": Self.dialHeader,
        "Kit/Dial.xib": "",
        "App/Shared/Dial.m": Self.dialImplementation,
      ], for: ["Dial"], near: "Kit/Dial.xib", of: "Dial")
    expect(errors, say: "Dial.m, which implements it, is compiled by no target of the projects")
  }

  /// A class planned with its module that nothing the build is for names.
  @Test func aClassNothingReaches() throws {
    let (sets, errors) = try reasons(
      [
        "App.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
          target: "App", sources: ["App/Dial.m", "App/Gauge.m"]),
        "App/Dial.h": Self.dialHeader,
        "App/Dial.m": Self.dialImplementation,
        "App/Gauge.h": "#import <UIKit/UIKit.h>\n@interface Gauge : UIView\n@end\n",
        "App/Gauge.m": "#import \"Gauge.h\"\n@implementation Gauge\n@end\n",
      ], for: ["Gauge"], of: "Dial")
    #expect(sets.flatMap(\.files).map(\.lastPathComponent) == ["Gauge.m"])
    expect(errors, say: "Dial.m, which implements it, was not reached")
  }

  /// A class whose file the translator was given and that it answered with nothing.
  @Test func aClassTheTranslatorGaveNothingFor() throws {
    let (sets, errors) = try reasons(
      [
        "App.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
          target: "App", sources: ["App/Dial.m"]),
        "App/Dial.h": Self.dialHeader,
        "App/Dial.m": Self.dialImplementation,
      ], for: ["Dial"], of: "Dial")
    #expect(sets.flatMap(\.files).map(\.lastPathComponent) == ["Dial.m"])
    expect(errors, say: "the translator gave no Swift for Dial and reported no error")
  }

  /// A repository's own pod, which its demo app (`Example/`) takes from the Podfile with
  /// `:path => '../'`, with no Pods project: its class's implementation sits outside the
  /// app's folder, yet the app's target compiles it through the pod, so the class is in a
  /// target (not "in no target", a status Easel then gave no class of such a repository).
  @Test func aDevelopmentPodsClassOutsideTheAppsFolderIsInATarget() throws {
    let root = try ProjectShapeTests.folder([
      "Example/Example.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
        target: "Example", sources: ["App/main.m"]),
      "Example/App/main.m": "int main(void) { return 0; }\n",
      "Example/Podfile": "target 'Example' do\n  pod 'Kit', :path => '../'\nend\n",
      "Kit.podspec": "Pod::Spec.new do |s|\n  s.name = 'Kit'\n"
        + "  s.source_files = 'Kit/Classes/**/*.{h,m}'\nend\n",
      "Kit/Classes/Dial.h": Self.dialHeader,
      "Kit/Classes/Dial.m": Self.dialImplementation,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let project = try DesignablesProject(root: root)
    let c = try #require(
      project.scan.classes.first { $0.language == .objectiveC && $0.name == "Dial" })
    #expect(project.notInTargetReason(c) == nil)
    #expect(
      project.implementation(of: c).map(DesignablesProject.identity)
        == DesignablesProject.identity(root.appendingPathComponent("Kit/Classes/Dial.m")))
  }
}
