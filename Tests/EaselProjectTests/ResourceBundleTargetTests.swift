import EaselDiagnostics
import Foundation
import Testing

@testable import EaselProject

/// A bundle another target builds, in a target's Resources phase (CocoaPods'
/// `resource_bundles`: `Kit.bundle`, made by the `Kit-Kit` bundle target), holds that
/// target's resources.
struct ResourceBundleTargetTests {
  static let text = """
    // !$*UTF8*$!
    {
      objects = {
        P = {isa = PBXProject; targets = (T, TB); mainGroup = G; };
        G = {isa = PBXGroup; children = (FS, FF, FJ); sourceTree = "<group>"; };
        FS = {isa = PBXFileReference; path = "Kit/View.swift"; sourceTree = "<group>"; };
        FF = {isa = PBXFileReference; path = "Kit/Fonts/Icons.otf"; sourceTree = "<group>"; };
        FJ = {isa = PBXFileReference; path = "Kit/shapes.json"; sourceTree = "<group>"; };
        PB = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; path = Kit.bundle; sourceTree = BUILT_PRODUCTS_DIR; };
        PF = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        BS = {isa = PBXBuildFile; fileRef = FS; };
        BB = {isa = PBXBuildFile; fileRef = PB; };
        BF = {isa = PBXBuildFile; fileRef = FF; };
        BJ = {isa = PBXBuildFile; fileRef = FJ; };
        S = {isa = PBXSourcesBuildPhase; files = (BS); };
        R = {isa = PBXResourcesBuildPhase; files = (BB); };
        RB = {isa = PBXResourcesBuildPhase; files = (BF, BJ); };
        T = {isa = PBXNativeTarget; name = Kit; buildPhases = (S, R); productReference = PF; productType = "com.apple.product-type.framework"; };
        TB = {isa = PBXNativeTarget; name = "Kit-Kit"; buildPhases = (RB); productReference = PB; productType = "com.apple.product-type.bundle"; };
      };
      rootObject = P;
    }
    """

  @Test func aBundleTargetsResourcesAreTheBundles() throws {
    let root = URL(fileURLWithPath: "/tmp/easel-bundle-target")
    let plist = try PropertyListParser.parse(Data(Self.text.utf8), file: "p.pbxproj")
    let project = try XcodeProject(
      url: root.appendingPathComponent("Pods.xcodeproj"), propertyList: plist, file: "p.pbxproj")
    let kit = try #require(project.target(named: "Kit"))
    #expect(kit.resourceFiles.isEmpty)
    #expect(
      kit.resourceBundles.mapValues { $0.map { $0.path.replacingOccurrences(of: root.path + "/", with: "") } }
        == ["Kit.bundle": ["Kit/Fonts/Icons.otf", "Kit/shapes.json"]])
    #expect(project.target(named: "Kit-Kit")?.resourceBundles.isEmpty == true)
    #expect(ModuleSources(target: kit, pod: true).resourceBundles == kit.resourceBundles)
  }
}
