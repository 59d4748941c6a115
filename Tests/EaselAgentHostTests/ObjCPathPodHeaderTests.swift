import EaselObjC
import Foundation
import Testing

@testable import EaselAgentHost

/// An app that takes its repository's own pod from the Podfile (`pod 'Kit', :path => '../'`)
/// finds the pod's headers by name (`#import "Dial.h"`), as CocoaPods gives it them
/// (`Pods/Headers/Public/Kit`, or `-iquote` of a framework pod's `Headers`), though the pod
/// lies outside the app's project folder. farshidce/YALField's Example classes (draw 43)
/// failed on "'YALField.h' file not found".
@Suite(.serialized)
struct ObjCPathPodHeaderTests {
  @Test func theAppFindsItsPathPodsHeadersByName() throws {
    let root = try ProjectShapeTests.folder([
      "Example/Example.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
        target: "Example", sources: ["App/main.m", "App/BigDial.m"]),
      "Example/App/main.m": "int main(void) { return 0; }\n",
      "Example/App/BigDial.h":
        "#import \"Dial.h\"\nIB_DESIGNABLE\n@interface BigDial : Dial\n@end\n",
      "Example/App/BigDial.m": "#import \"BigDial.h\"\n@implementation BigDial\n@end\n",
      "Example/Podfile": "target 'Example' do\n  pod 'Kit', :path => '../'\nend\n",
      "Kit.podspec": "Pod::Spec.new do |s|\n  s.name = 'Kit'\n"
        + "  s.source_files = 'Kit/Classes/**/*.{h,m}'\nend\n",
      "Kit/Classes/Dial.h": ObjCUntranslatedReasonTests.dialHeader,
      "Kit/Classes/Dial.m": ObjCUntranslatedReasonTests.dialImplementation,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let recorder = ObjCTranslationTests.Recorder()
    _ = try DesignablesProject(root: root).translatingObjectiveC(
      for: ["BigDial", "Dial"], ObjCReachTests().build(cache, recorder))
    let app = try #require(recorder.sets.first { $0.moduleName == "Example" })
    let found = app.headerSearchPaths.contains {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("Dial.h").path)
    }
    #expect(found, "\(app.headerSearchPaths.map(\.path))")
  }
}
