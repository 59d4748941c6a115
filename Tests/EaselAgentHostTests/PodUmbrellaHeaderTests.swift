import EaselProject
import Foundation
import Testing

@testable import EaselAgentHost

/// A pod's Swift files see what its umbrella header imports: CocoaPods writes a module map
/// whose umbrella header is `<Pod>-umbrella.h` (UIKit for an iOS pod) and Xcode imports the
/// module's Clang part into each Swift file. christianampe/inline-picker-ios (spent): six
/// files importing only Foundation failed with "cannot find type 'UIColor' in scope".
struct PodUmbrellaHeaderTests {
  /// What CocoaPods writes for a pod built for iOS (or tvOS).
  static let iOSUmbrella = """
    #ifdef __OBJC__
    #import <UIKit/UIKit.h>
    #else
    #ifndef FOUNDATION_EXPORT
    #define FOUNDATION_EXPORT extern
    #endif
    #endif

    FOUNDATION_EXPORT double PickerKitVersionNumber;
    """

  static func pod(
    _ origin: ModuleSources.Origin, headers: [URL] = [], platform: String? = nil,
    productType: ProductType = .framework
  ) -> ModuleSources {
    var module = ModuleSources(
      name: "PickerKit", origin: origin, productType: productType, swiftFiles: [])
    module.objectiveC.headerPhase = headers
    module.podPlatform = platform
    return module
  }

  static func header(_ name: String, _ text: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-umbrella-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test func aPodTargetsCheckedInUmbrellaHeaderGivesUIKit() throws {
    let umbrella = try Self.header("PickerKit-umbrella.h", Self.iOSUmbrella)
    defer { try? FileManager.default.removeItem(at: umbrella.deletingLastPathComponent()) }
    let pods = URL(fileURLWithPath: "/repo/Pods/Pods.xcodeproj")
    for type in [ProductType.framework, .staticLibrary] {
      let pod = Self.pod(
        .podTarget(project: pods, target: "PickerKit"), headers: [umbrella],
        productType: type)
      #expect(DesignablesProject.headersImportUIKit(of: pod), "\(type)")
    }
    // An OS X pod's umbrella imports Cocoa: nothing of UIKit.
    let cocoa = try Self.header(
      "PickerKit-umbrella.h",
      Self.iOSUmbrella.replacingOccurrences(of: "UIKit/UIKit.h", with: "Cocoa/Cocoa.h"))
    defer { try? FileManager.default.removeItem(at: cocoa.deletingLastPathComponent()) }
    #expect(
      !DesignablesProject.headersImportUIKit(
        of: Self.pod(.podTarget(project: pods, target: "PickerKit"), headers: [cocoa])))
    // The `-umbrella.h` name is CocoaPods': an app's target's header of that name is not one.
    var app = Self.pod(.xcodeTarget(project: pods, target: "PickerKit"), headers: [umbrella])
    app.productType = .application
    #expect(!DesignablesProject.headersImportUIKit(of: app))
  }

  @Test(arguments: [
    ("ios", true), ("tvos", true), ("visionos", true), ("osx", false), ("watchos", false),
  ])
  func aPodWithoutItsSupportFilesGetsTheUmbrellaCocoaPodsWouldWrite(
    platform: String, seesUIKit: Bool
  ) {
    let spec = URL(fileURLWithPath: "/repo/PickerKit.podspec")
    for origin in [
      ModuleSources.Origin.podspec(spec), .podFolder(URL(fileURLWithPath: "/repo/Pods/PickerKit")),
    ] {
      #expect(
        DesignablesProject.headersImportUIKit(of: Self.pod(origin, platform: platform))
          == seesUIKit, "\(origin)")
    }
  }

  @Test func aPodOfNoKnownPlatformSeesNothingItDoesNotImport() {
    let spec = URL(fileURLWithPath: "/repo/PickerKit.podspec")
    #expect(!DesignablesProject.headersImportUIKit(of: Self.pod(.podspec(spec))))
    // Only a pod's: an Xcode target is told nothing by a platform.
    let project = URL(fileURLWithPath: "/repo/App.xcodeproj")
    #expect(
      !DesignablesProject.headersImportUIKit(
        of: Self.pod(.xcodeTarget(project: project, target: "PickerKit"), platform: "ios")))
  }
}
