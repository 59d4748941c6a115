import EaselLint
import EaselTestSupport
import Foundation

/// A small project in a temporary folder: a storyboard and the sources beside it, linted
/// with one rule (or all).
struct LintFixture {
  let folder: URL

  /// Writes `files` (name → text) into a fresh folder.
  init(_ files: [String: String]) throws {
    folder = try TestPaths.temporaryFolder("easel-lint")
    for (name, text) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  /// A storyboard with one view controller (`vc`, class `controller`) whose root view
  /// (`root`) holds `subviews`; `connections` go into the controller.
  static func storyboard(
    _ subviews: String, controller: String = "ViewController", connections: String = ""
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
        <scenes>
            <scene sceneID="sc">
                <objects>
                    <viewController id="vc" customClass="\(controller)" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
    \(subviews)
                            </subviews>
                        </view>
                        <connections>
    \(connections)
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  /// A view controller source declaring `body` in its class.
  static func controller(_ body: String = "") -> String {
    "import UIKit\n\nclass ViewController: UIViewController {\n\(body)\n}\n"
  }

  /// Lints every document of the folder with the rules `ids` (all rules when empty).
  @MainActor func lint(_ ids: String...) -> LintResult {
    var configuration = LintConfiguration(base: folder)
    if !ids.isEmpty { configuration.only = Set(ids) }
    var linter = Linter(configuration: configuration)
    return linter.lint(paths: [folder.path])
  }

  /// The messages of `lint(ids)`.
  @MainActor func messages(_ ids: String...) -> [String] {
    var configuration = LintConfiguration(base: folder)
    configuration.only = Set(ids)
    var linter = Linter(configuration: configuration)
    return linter.lint(paths: [folder.path]).findings.map(\.diagnostic.message)
  }

  /// Deletes the folder.
  func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// A label with runtime attributes.
func label(_ id: String, _ attributes: String, customClass: String? = nil) -> String {
  let cls =
    customClass.map {
      " customClass=\"\($0)\" customModule=\"App\" customModuleProvider=\"target\""
    } ?? ""
  return """
    <label opaque="NO" text="Hi" id="\(id)"\(cls)>
        <rect key="frame" x="20" y="20" width="100" height="20"/>
        <userDefinedRuntimeAttributes>
            \(attributes)
        </userDefinedRuntimeAttributes>
    </label>
    """
}
