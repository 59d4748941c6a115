import EaselLint
import Testing

/// A demo app's Xcode project that compiles its library's sources from outside its folder
/// (`../Sources`, as SkyFloatingLabelTextField's and KDCircularProgress's examples do): lint
/// reads them as `easel render` builds them, so the library's classes and inspectables are
/// known, not unknown classes and stale keys.
@MainActor struct ProjectSourcesTests {
  @Test func sourcesTheProjectCompilesFromElsewhereAreRead() throws {
    let f = try LintFixture([
      "Sources/Badge.swift": """
      import UIKit

      @IBDesignable class Badge: UIView {
        @IBInspectable var radius: CGFloat = 0
      }
      """,
      "Demo/Demo.xcodeproj/project.pbxproj": """
      // !$*UTF8*$!
      {
      	archiveVersion = 1;
      	classes = {
      	};
      	objectVersion = 56;
      	objects = {
      		B1 /* Badge.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* Badge.swift */; };
      		F1 /* Badge.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Badge.swift; path = ../Sources/Badge.swift; sourceTree = "<group>"; };
      		F2 /* Demo.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Demo.app; sourceTree = BUILT_PRODUCTS_DIR; };
      		G1 = {isa = PBXGroup; children = (F1 /* Badge.swift */, F2 /* Demo.app */, ); sourceTree = "<group>"; };
      		S1 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (B1 /* Badge.swift in Sources */, ); runOnlyForDeploymentPostprocessing = 0; };
      		T1 /* Demo */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1 /* Sources */, ); dependencies = (); name = Demo; productName = Demo; productReference = F2 /* Demo.app */; productType = "com.apple.product-type.application"; };
      		C1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
      		L1 = {isa = XCConfigurationList; buildConfigurations = (C1 /* Debug */, ); defaultConfigurationName = Debug; };
      		C2 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };
      		L2 = {isa = XCConfigurationList; buildConfigurations = (C2 /* Debug */, ); defaultConfigurationName = Debug; };
      		P1 /* Project object */ = {isa = PBXProject; buildConfigurationList = L2; compatibilityVersion = "Xcode 14.0"; mainGroup = G1; productRefGroup = G1; projectDirPath = ""; projectRoot = ""; targets = (T1 /* Demo */, ); };
      	};
      	rootObject = P1 /* Project object */;
      }
      """,
      "Demo/Main.storyboard": """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
          <scenes>
              <scene sceneID="sc">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <subviews>
                                  <view contentMode="scaleToFill" id="badge" customClass="Badge" customModule="Demo" customModuleProvider="target">
                                      <rect key="frame" x="20" y="20" width="40" height="40"/>
                                      <userDefinedRuntimeAttributes>
                                          <userDefinedRuntimeAttribute type="number" keyPath="radius">
                                              <real key="value" value="8"/>
                                          </userDefinedRuntimeAttribute>
                                      </userDefinedRuntimeAttributes>
                                  </view>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """,
    ])
    defer { f.remove() }
    let result = f.lint()
    #expect(result.findings.isEmpty, "\(result.findings.map(\.diagnostic.message))")
    #expect(result.census.counts[.applied] == 1)
  }
}
