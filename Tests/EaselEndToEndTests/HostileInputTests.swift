import EaselTestSupport
import Foundation
import Testing

/// Inputs found by `easel-fuzz`, minimized: `easel render` answers them with a located
/// error or warning instead of trapping.
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

  @Test func overviewOfANonFiniteSizeIsALocatedError() throws {
    let expected = "Fuzz.storyboard:8:59: error: rect width: 'nan' is not a finite number"
    for extra in [["--overview", "--device", "iPad"], ["--overview"], []] {
      let run = try render(Self.storyboard(width: "nan"), extra)
      #expect(run.status == 1, "\(extra): \(run.stderr)")
      #expect(run.stderr.contains(expected), "\(extra): \(run.stderr)")
      #expect(!run.wrote, "\(extra)")
    }
  }

  /// A finite size or place beyond ±1,000,000 points is read at the limit with a located
  /// warning (Xcode saves such frames); what it makes too large to draw is a clear error.
  @Test func overviewOfAHugeSizeIsReadAtTheLimit() throws {
    let warning = "Fuzz.storyboard:8:59: warning: rect width: 1e308 is beyond ±1000000 points"
    let wide = Self.storyboard(width: "1e308")
    // On an iPad the controller's view takes the device's size: drawn, with the warning.
    let iPad = try render(wide, ["--overview", "--device", "iPad"])
    #expect(iPad.status == 0 && iPad.wrote, "\(iPad.stderr)")
    #expect(iPad.stderr.contains(warning), "\(iPad.stderr)")
    // As stored, the view is a million points wide: refused, saying why.
    let overview = try render(wide, ["--overview"])
    #expect(overview.status == 1 && !overview.wrote, "\(overview.stderr)")
    #expect(overview.stderr.contains("too large to draw; use --scale"), "\(overview.stderr)")
    let scene = try render(wide, [])
    #expect(scene.status == 1 && !scene.wrote, "\(scene.stderr)")
    #expect(scene.stderr.contains(warning), "\(scene.stderr)")
    #expect(scene.stderr.contains("1000000.0×667.0 points at scale 2.0 is over 32767 pixels"))
    // A canvas location far away moves nothing in the picture.
    let far = try render(Self.storyboard(canvasX: "1e308"), ["--overview"])
    #expect(far.status == 0 && far.wrote, "\(far.stderr)")
    #expect(far.stderr.contains("Fuzz.storyboard:12:41: warning: point x: 1e308 is beyond"))
  }

  /// `easel render` of `text` saved as Fuzz.storyboard, with `extra` arguments.
  private func render(
    _ text: String, _ extra: [String]
  ) throws -> (status: Int32, stderr: String, wrote: Bool) {
    let folder = try TestPaths.temporaryFolder("easel-hostile")
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("Fuzz.storyboard")
    try Data(text.utf8).write(to: document)
    let output = folder.appendingPathComponent("out.png")
    let run = try EaselProcess.run(["render", document.path, "-o", output.path] + extra)
    return (run.status, run.stderr, FileManager.default.fileExists(atPath: output.path))
  }
}
