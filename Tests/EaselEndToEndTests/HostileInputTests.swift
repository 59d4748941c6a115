import EaselTestSupport
import Foundation
import Testing

/// Inputs found by `easel-fuzz`, minimized: `easel render` refuses them with a located
/// error and status 1 instead of trapping.
struct HostileInputTests {
  /// `render --overview --device iPad` trapped (status 132) converting the overview's size to
  /// an `Int` when a canvas location or a root view's frame was 1e308 points.
  static func storyboard(canvasX: String = "0", width: String = "375") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="667"/>
                        </view>
                    </viewController>
                </objects>
                <point key="canvasLocation" x="\(canvasX)" y="0"/>
            </scene>
        </scenes>
    </document>
    """
  }

  @Test(arguments: [
    (storyboard(canvasX: "1e308"), "Fuzz.storyboard:12:41: error: point x: 1e308 is out of range"),
    (storyboard(width: "1e308"), "Fuzz.storyboard:8:59: error: rect width: 1e308 is out of range"),
    (
      storyboard(width: "nan"),
      "Fuzz.storyboard:8:59: error: rect width: 'nan' is not a finite number"
    ),
  ])
  func overviewOfAbsurdSizesIsALocatedError(_ text: String, _ expected: String) throws {
    let folder = try TestPaths.temporaryFolder("easel-hostile")
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("Fuzz.storyboard")
    try Data(text.utf8).write(to: document)
    for extra in [["--overview", "--device", "iPad"], ["--overview"], []] {
      let output = folder.appendingPathComponent("out.png")
      let run = try EaselProcess.run(["render", document.path, "-o", output.path] + extra)
      #expect(run.status == 1, "\(extra): \(run.stderr)")
      #expect(run.stderr.contains(expected), "\(extra): \(run.stderr)")
      #expect(!FileManager.default.fileExists(atPath: output.path))
    }
  }
}
