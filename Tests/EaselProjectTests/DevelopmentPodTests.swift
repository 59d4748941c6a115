import EaselDiagnostics
import Foundation
import Testing

@testable import EaselProject

/// A CocoaPods `:path` pod with no `Pods/` folder: the Podfile and the podspec say which
/// module the pod is and which Swift files it compiles.
struct DevelopmentPodTests {
  /// An example app whose target links CocoaPods' umbrella framework.
  static let app = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tP = {isa = PBXProject; targets = (APP); mainGroup = G; };
    \t\tG = {isa = PBXGroup; children = (SRC, SB, POD); sourceTree = "<group>"; };
    \t\tSRC = {isa = PBXFileReference; path = Example/AppDelegate.swift; sourceTree = "<group>"; };
    \t\tSB = {isa = PBXFileReference; path = Example/Main.storyboard; sourceTree = "<group>"; };
    \t\tPOD = {isa = PBXFileReference; path = Pods_Example.framework; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tBSRC = {isa = PBXBuildFile; fileRef = SRC; };
    \t\tBSB = {isa = PBXBuildFile; fileRef = SB; };
    \t\tBPOD = {isa = PBXBuildFile; fileRef = POD; };
    \t\tSOURCES = {isa = PBXSourcesBuildPhase; files = (BSRC); };
    \t\tRESOURCES = {isa = PBXResourcesBuildPhase; files = (BSB); };
    \t\tLINK = {isa = PBXFrameworksBuildPhase; files = (BPOD); };
    \t\tAPP = {isa = PBXNativeTarget; name = Example; buildPhases = (SOURCES, RESOURCES, LINK); productType = "com.apple.product-type.application"; };
    \t};
    \trootObject = P;
    }
    """

  /// The library's repository: its podspec at the root, the example app below it.
  static func repository(podfile: String, podspec: String?) throws -> URL {
    var files: [String: String] = [
      "Example/Example.xcodeproj/project.pbxproj": app,
      "Example/Example/AppDelegate.swift": "", "Example/Example/Main.storyboard": "",
      "Example/Podfile": podfile,
      "MyKit/Classes/RingView.swift": "@IBDesignable class RingView: UIView {}",
      "MyKit/Classes/Shapes/Star.swift": "", "MyKit/Classes/Legacy.m": "",
      "MyKit/Assets/Icon.png": "",
    ]
    if let podspec { files["MyKit.podspec"] = podspec }
    return try Fixtures.folder(files)
  }

  static let podspec = """
    Pod::Spec.new do |s|
      s.name = 'MyKit'
      s.version = '1.0.0'
      s.swift_version = '5.0'
      s.source_files = 'MyKit/Classes/**/*'
      s.resources = 'MyKit/Assets/*.png'
    end
    """

  @Test func thePodspecGivesTheModuleAndItsFiles() throws {
    let root = try Self.repository(
      podfile: "use_frameworks!\ntarget 'Example' do\n  pod 'MyKit', :path => '../'\nend\n",
      podspec: Self.podspec)
    defer { try? FileManager.default.removeItem(at: root) }
    let doc = root.appendingPathComponent("Example/Example/Main.storyboard")
    let context = ProjectContext.open(document: doc)
    #expect(context.diagnostics.isEmpty)
    #expect(context.podsProject == nil)
    let pod = try #require(context.developmentPods.first)
    #expect(pod.podspec.path == root.appendingPathComponent("MyKit.podspec").path)
    #expect(pod.module.name == "MyKit")
    #expect(pod.module.origin == .podspec(pod.podspec))
    #expect(pod.module.settings.swiftVersion == "5.0")
    #expect(
      pod.module.swiftFiles.map { Fixtures.relative($0, to: root) } == [
        "MyKit/Classes/RingView.swift", "MyKit/Classes/Shapes/Star.swift",
      ])

    // The app's plan takes the pod (no "has pod install run?" warning), and so do imports.
    let app = try #require(context.targets(containing: doc).first)
    let log = DiagnosticLog()
    #expect(context.modules(for: app, diagnostics: log).map(\.name) == ["MyKit", "Example"])
    #expect(log.diagnostics.isEmpty)
    #expect(context.moduleSources(named: "MyKit")?.origin == .podspec(pod.podspec))
    #expect(context.allModules().map(\.name) == ["Example", "MyKit"])
  }

  /// The platform CocoaPods builds the pod for, whose umbrella header it writes: the
  /// Podfile target's `platform` (inherited from the blocks around it) when the podspec
  /// supports it, else the podspec's one platform; nil when neither says.
  @Test(
    arguments: [
      ("platform :ios, '9.3'\n", "", "ios"),
      ("", "  s.platform = :ios, '9.0'\n", "ios"),
      ("", "  s.ios.deployment_target = '10.0'\n", "ios"),
      ("", "  s.platforms = { :osx => '10.12' }\n", "osx"),
      ("", "  s.ios.deployment_target = '10.0'\n  s.osx.deployment_target = '10.12'\n", nil),
      ("platform :tvos\n", "  s.platforms = { ios: '10.0', tvos: '10.0' }\n", "tvos"),
      ("platform :ios\n", "  s.platform = :osx\n", nil),
      ("", "", nil),
    ] as [(String, String, String?)])
  func thePodsPlatformIsThePodfilesOrItsOwn(podfile: String, podspec: String, platform: String?)
    throws
  {
    let spec = Self.podspec.replacingOccurrences(of: "end", with: podspec + "end")
    let root = try Self.repository(
      podfile: podfile + "target 'Example' do\n  pod 'MyKit', :path => '../'\nend\n",
      podspec: spec)
    defer { try? FileManager.default.removeItem(at: root) }
    let context = ProjectContext.open(
      document: root.appendingPathComponent("Example/Example/Main.storyboard"))
    let pod = try #require(context.developmentPods.first)
    #expect(pod.module.podPlatform == platform)
  }

  /// CocoaPods compiles a pod's files with the prefix header it generates for the pod's
  /// target (`<Pod>-prefix.pch`): UIKit imported for an iOS pod, then the spec's
  /// `prefix_header_contents`. `prefix_header_file = false` asks for none, and a checked-in
  /// `Pods/Target Support Files/<Pod>/<Pod>-prefix.pch` is used as it is.
  @Test(
    arguments: [
      ("", "#import <UIKit/UIKit.h>", nil),
      (
        "  s.prefix_header_contents = '#import \"MyKitMacros.h\"'\n", "#import <UIKit/UIKit.h>",
        "#import \"MyKitMacros.h\"\n"
      ),
      ("  s.platforms = { :osx => '10.12' }\n", "#import <Cocoa/Cocoa.h>", nil),
      ("  s.prefix_header_file = false\n", nil, nil),
    ] as [(String, String?, String?)])
  func aPodIsCompiledWithThePrefixHeaderCocoaPodsGenerates(
    podspec: String, imports: String?, ending: String?
  ) throws {
    let spec = Self.podspec.replacingOccurrences(of: "end", with: podspec + "end")
    let root = try Self.repository(
      podfile: "target 'Example' do\n  pod 'MyKit', :path => '../'\nend\n", podspec: spec)
    defer { try? FileManager.default.removeItem(at: root) }
    let context = ProjectContext.open(
      document: root.appendingPathComponent("Example/Example/Main.storyboard"))
    let objc = try #require(context.developmentPods.first).module.objectiveC
    #expect(objc.prefixHeaders.isEmpty)
    if let imports {
      let text = try #require(objc.generatedPrefixHeader)
      #expect(text.hasPrefix("#ifdef __OBJC__\n\(imports)\n#else\n"))
      #expect(text.hasSuffix(ending ?? "#endif\n"))
    } else {
      #expect(objc.generatedPrefixHeader == nil)
    }
  }

  @Test func aCheckedInPrefixHeaderIsUsedAsItIs() throws {
    let root = try Self.repository(
      podfile: "target 'Example' do\n  pod 'MyKit', :path => '../'\nend\n", podspec: Self.podspec)
    defer { try? FileManager.default.removeItem(at: root) }
    let pch = root.appendingPathComponent(
      "Example/Pods/Target Support Files/MyKit/MyKit-prefix.pch")
    try FileManager.default.createDirectory(
      at: pch.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("#import <Foundation/Foundation.h>\n".utf8).write(to: pch)
    let context = ProjectContext.open(
      document: root.appendingPathComponent("Example/Example/Main.storyboard"))
    let objc = try #require(context.developmentPods.first).module.objectiveC
    #expect(objc.prefixHeaders.map(\.lastPathComponent) == ["MyKit-prefix.pch"])
    #expect(objc.generatedPrefixHeader == nil)
  }

  @Test func aPlatformInATargetBlockIsThatTargetsAndItsChildrens() {
    let podfile = Podfile(
      url: URL(fileURLWithPath: "/repo/Podfile"),
      text: """
        platform :ios, '12.0'
        target 'App' do
          target 'AppTests' do
          end
        end
        target 'Mac' do
          platform :osx, '10.14'
        end
        """)
    #expect(podfile.platform(inBlock: ["App", "AppTests"]) == "ios")
    #expect(podfile.platform(inBlock: ["Mac"]) == "osx")
    #expect(podfile.platform(inBlock: []) == "ios")
  }

  @Test func aMissingPodspecIsALocatedWarning() throws {
    let root = try Self.repository(
      podfile: "target 'Example' do\n  pod 'MyKit', :path => '../'\nend\n", podspec: nil)
    defer { try? FileManager.default.removeItem(at: root) }
    let doc = root.appendingPathComponent("Example/Example/Main.storyboard")
    let context = ProjectContext.open(document: doc)
    #expect(context.developmentPods.isEmpty)
    let warning = try #require(context.diagnostics.first)
    #expect(warning.id == "project-missing-podspec")
    #expect(warning.location?.file == root.appendingPathComponent("Example/Podfile").path)
    #expect(warning.location?.line == 2 && warning.location?.column == 25)
    #expect(warning.message.contains("has no MyKit.podspec or MyKit.podspec.json"))

    // The app is still planned; the pods it links are said to be missing.
    let app = try #require(context.targets(containing: doc).first)
    let log = DiagnosticLog()
    #expect(context.modules(for: app, diagnostics: log).map(\.name) == ["Example"])
    #expect(log.diagnostics.first?.message.contains("pod install") == true)
  }

  @Test func anUnreadableSourceFilesFormIsALocatedWarning() throws {
    let podspec = """
      Pod::Spec.new do |s|
        s.name = 'MyKit'
        s.source_files = Dir['MyKit/Classes/**/*.swift']
      end
      """
    let root = try Self.repository(
      podfile: "target 'Example' do\n  pod 'MyKit', :path => '..'\nend\n", podspec: podspec)
    defer { try? FileManager.default.removeItem(at: root) }
    let context = ProjectContext.open(
      document: root.appendingPathComponent("Example/Example/Main.storyboard"))
    let warning = try #require(context.diagnostics.first)
    #expect(warning.id == "project-podspec-unreadable")
    #expect(warning.location?.file == root.appendingPathComponent("MyKit.podspec").path)
    #expect(warning.location?.line == 3 && warning.location?.column == 20)
    // The pod is known, with no files rather than guessed ones.
    #expect(context.developmentPods.first?.module.swiftFiles == [])
  }

  @Test func aPathToThePodspecFileAndAMissingFolder() throws {
    let root = try Self.repository(
      podfile: """
        target 'Example' do
          pod 'MyKit', :path => '../MyKit.podspec'
          pod 'Gone', :path => '../../Gone'
        end
        """,
      podspec: Self.podspec)
    defer { try? FileManager.default.removeItem(at: root) }
    let context = ProjectContext.open(
      document: root.appendingPathComponent("Example/Example/Main.storyboard"))
    #expect(context.developmentPods.map(\.module.name) == ["MyKit"])
    #expect(context.diagnostics.map(\.id) == ["project-missing-podspec"])
    #expect(context.diagnostics.first?.message.contains("does not exist") == true)
    #expect(context.diagnostics.first?.location?.line == 3)
  }

  /// A pod the Podfile names without `:path` in the repository of that pod (`pod lib
  /// create`'s layout with the `:path` left out: mpsnp/SMLElevationView, a spent draw's,
  /// whose designable was "in a folder no project lists"), no Pods folder checked in: the
  /// repository's own podspec is the pod, read as a `:path` pod's, with a note that says so.
  /// A pod the repository does not hold stays a pod `pod install` would fetch.
  @Test func aPodNamedWithoutPathIsTheRepositorysOwn() throws {
    let root = try Self.repository(
      podfile: "use_frameworks!\ntarget 'Example' do\n  pod \"MyKit\"\n  pod 'Alamofire'\nend\n",
      podspec: Self.podspec)
    defer { try? FileManager.default.removeItem(at: root) }
    for context in [
      ProjectContext(layout: try #require(ProjectLayout.locate(sources: root))),
      ProjectContext.open(document: root.appendingPathComponent("Example/Example/Main.storyboard")),
    ] {
      #expect(context.developmentPods.map(\.module.name) == ["MyKit"])
      let pod = try #require(context.developmentPods.first)
      #expect(pod.podspec.path == root.appendingPathComponent("MyKit.podspec").path)
      #expect(
        pod.module.swiftFiles.map { Fixtures.relative($0, to: root) } == [
          "MyKit/Classes/RingView.swift", "MyKit/Classes/Shapes/Star.swift",
        ])
      let notes = context.diagnostics.filter { $0.id == "project-repository-pod" }
      #expect(notes.map(\.severity) == [.note])
      #expect(notes.first?.location?.line == 3)
      #expect(notes.first?.message.contains("pod 'MyKit' has no :path") == true)
    }
  }

  /// Without the pod's podspec in the repository, a pod named without `:path` is not read.
  @Test func aPodNamedWithoutPathIsNotReadWithoutItsPodspec() throws {
    let root = try Self.repository(
      podfile: "target 'Example' do\n  pod 'MyKit'\nend\n", podspec: nil)
    defer { try? FileManager.default.removeItem(at: root) }
    let context = ProjectContext(layout: try #require(ProjectLayout.locate(sources: root)))
    #expect(context.developmentPods.isEmpty)
    #expect(context.diagnostics.isEmpty)
  }

  /// The plan of a pod read from its podspec is the pod's, even where the example app's
  /// target is named as the pod (`pod lib create`'s layout: mpsnp/SMLElevationView, a spent
  /// draw's, whose designable was "not built: no build Easel planned compiled its file", its
  /// pod's plan taken for the app's).
  @Test func aPodsPlanIsThePodsBesideAnAppOfItsName() throws {
    let root = try Self.repositoryWithAppNamedAsItsPod()
    defer { try? FileManager.default.removeItem(at: root) }
    let context = ProjectContext(layout: try #require(ProjectLayout.locate(sources: root)))
    let pod = try #require(context.developmentPods.first)
    let plan = context.modules(forModule: pod.module)
    #expect(plan.map(\.origin) == [.podspec(pod.podspec)])
  }

  /// The app's plan takes the pod it names, though the app's target has the pod's name: both
  /// are modules of the plan, each once by where it was read (mpsnp/SMLElevationView's
  /// storyboard render planned the app alone, and its designable was "not in the
  /// designables agent", while `easel designables` built the pod).
  @Test func anAppsPlanTakesThePodOfItsName() throws {
    let root = try Self.repositoryWithAppNamedAsItsPod()
    defer { try? FileManager.default.removeItem(at: root) }
    let context = ProjectContext(layout: try #require(ProjectLayout.locate(sources: root)))
    let pod = try #require(context.developmentPods.first)
    let app = try #require(context.targets.first { $0.name == "MyKit" })
    let plan = context.modules(for: app)
    #expect(plan.map(\.name) == ["MyKit", "MyKit"])
    #expect(plan.first?.origin == .podspec(pod.podspec), "the pod first, then the app")
    #expect(plan.last?.origin == context.module(of: app).origin)
  }

  /// `pod lib create`'s layout: the pod `MyKit` at the root, its example app's target named
  /// `MyKit` too, taking the pod.
  static func repositoryWithAppNamedAsItsPod() throws -> URL {
    let root = try repository(
      podfile: "target 'MyKit' do\n  pod 'MyKit', :path => '../'\nend\n", podspec: podspec)
    let project = root.appendingPathComponent("Example/Example.xcodeproj/project.pbxproj")
    try Data(app.replacingOccurrences(of: "name = Example;", with: "name = MyKit;").utf8)
      .write(to: project)
    return root
  }
}
