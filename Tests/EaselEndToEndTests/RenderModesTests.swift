import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// `easel render --all`, `--overview` and `--device`, run as a user would.
struct RenderModesTests {
  /// A navigation controller (initial, no view) whose root is Home; Home shows Detail.
  /// Home's bar stretches with the screen (autoresizing), its badge keeps its frame.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="nav">
        <device id="retina4_0" orientation="portrait" appearance="light"/>
        <scenes>
            <!--Navigation Controller-->
            <scene sceneID="s-nav">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                            <segue destination="home" kind="relationship" relationship="rootViewController" id="g1"/>
                        </connections>
                    </navigationController>
                </objects>
                <point key="canvasLocation" x="0" y="0"/>
            </scene>
            <!--Home-->
            <scene sceneID="s-home">
                <objects>
                    <viewController id="home" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="home-view">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="bar">
                                    <rect key="frame" x="0.0" y="200" width="320" height="60"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                    <rect key="frame" x="20" y="300" width="40" height="40"/>
                                    <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </view>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                        <connections>
                            <segue destination="detail" kind="show" id="g2"/>
                        </connections>
                    </viewController>
                </objects>
                <point key="canvasLocation" x="800" y="0"/>
            </scene>
            <!--Detail-->
            <scene sceneID="s-detail">
                <objects>
                    <viewController id="detail" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="detail-view">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <color key="backgroundColor" red="1" green="0.8" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </viewController>
                </objects>
                <point key="canvasLocation" x="1600" y="0"/>
            </scene>
        </scenes>
    </document>
    """

  /// A fresh project folder holding the storyboard (no sources: rendered in-process).
  static func project() throws -> (folder: URL, document: URL) {
    let folder = try TestPaths.temporaryFolder("easel-modes")
    let document = folder.appendingPathComponent("Flow.storyboard")
    try Data(storyboard.utf8).write(to: document)
    return (folder, document)
  }

  func near(_ c: RGBA, _ r: Double, _ g: Double, _ b: Double, within: Double = 0.05) -> Bool {
    abs(c.red - r) <= within && abs(c.green - g) <= within && abs(c.blue - b) <= within
      && c.alpha > 0.95
  }

  @Test func allRendersEveryScene() throws {
    let (folder, document) = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("scenes")
    let run = try EaselProcess.run(["render", document.path, "--all", "-o", out.path])
    #expect(run.status == 0, "\(run.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    // The navigation controller, which has no view, is drawn as the canvas shows it: a card
    // with its bar.
    #expect(files == ["s-detail.png", "s-home.png", "s-nav.png"])
    #expect(run.stdout.contains("wrote \(out.appendingPathComponent("s-home.png").path)"))
    #expect(!run.stdout.contains("skipped"), "\(run.stdout)")
    let card = try Bitmap(contentsOf: out.appendingPathComponent("s-nav.png"))
    #expect(card.width == 640 && card.height == 1136)
    let detail = try Bitmap(contentsOf: out.appendingPathComponent("s-detail.png"))
    #expect(detail.width == 640 && detail.height == 1136)
    #expect(near(detail.pixel(x: 300, y: 500), 1, 0.8, 0.2))
  }

  @Test func allInSVG() throws {
    let (folder, document) = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("svg")
    let run = try EaselProcess.run([
      "render", document.path, "--all", "--format", "svg", "-o", out.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(files == ["s-detail.svg", "s-home.svg", "s-nav.svg"])
    // Each file is the scene as vectors at its size, in its own colours: Detail's yellow,
    // Home's red bar and blue badge.
    let detail = try String(contentsOf: out.appendingPathComponent("s-detail.svg"), encoding: .utf8)
    let home = try String(contentsOf: out.appendingPathComponent("s-home.svg"), encoding: .utf8)
    for svg in [detail, home] {
      #expect(svg.hasPrefix("<?xml") && svg.contains("width=\"320") && svg.contains("height=\"568"))
    }
    #expect(detail.contains("rgb(100%,80%,20%)"), "\(detail.prefix(600))")
    #expect(home.contains("rgb(100%,0%,0%)") && home.contains("rgb(0%,0%,100%)"))
    #expect(!home.contains("rgb(100%,80%,20%)"))
  }

  /// The designables agent renders every scene of the Rainbow example in one run.
  @Test func allThroughTheAgent() throws {
    let folder = try TestPaths.temporaryFolder("easel-modes")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try EaselProcess.run(["render", Documents.rainbow.path, "--all", "-o", folder.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.components(separatedBy: "Designables: Rainbow: Up to date").count == 2)
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("tne-QT-ifu.png").path))
  }

  /// The overview has the scenes at their canvas positions and arrows between them: the
  /// relationship segue's dashed blue, the show segue's grey, the entry arrow.
  @Test func overviewDrawsScenesAndArrows() throws {
    let (folder, document) = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("overview.png")
    let run = try EaselProcess.run([
      "render", document.path, "--overview", "--scale", "0.25", "-o", out.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("wrote \(out.path)"))
    let image = try Bitmap(contentsOf: out)
    // Margins 40 + entry arrow 70 on the left, 40 + title 20 on top; 0.25 px per point:
    // the scenes are 80×142 px at x = 110, 310, 510 and y = 60.
    #expect(image.width == 110 + 1600 / 4 + 80 + 40 && image.height == 60 + 142 + 40)
    #expect(near(image.pixel(x: 310 + 40, y: 60 + 57), 1, 0, 0), "Home's bar")
    #expect(near(image.pixel(x: 510 + 40, y: 60 + 70), 1, 0.8, 0.2), "Detail")
    // The segues run at mid-height (y = 60 + 71) from one scene's right edge to the
    // next's left edge; sample the straight stretches either side of the badge.
    let y = 60 + 71
    let relationship = RGBA(red: 0.16, green: 0.45, blue: 0.86)
    let show = RGBA(red: 0.35, green: 0.35, blue: 0.38)
    func along(_ xs: ClosedRange<Int>, _ color: RGBA) -> Int {
      xs.filter { x in
        (y - 1...y + 1).contains {
          near(image.pixel(x: x, y: $0), color.red, color.green, color.blue, within: 0.08)
        }
      }.count
    }
    #expect(
      along(192...300, relationship) > 40, "dashed blue from the navigation controller to Home")
    #expect(along(392...500, show) > 80, "grey from Home to Detail")
    // The badge halfway, the entry arrow left of the navigation controller.
    #expect(near(image.pixel(x: 450, y: y), show.red, show.green, show.blue, within: 0.08))
    #expect(along(50...95, RGBA(white: 0.45)) > 30, "entry arrow")
  }

  @Test func overviewOfTheRainbowRunsTheDesignables() throws {
    let folder = try TestPaths.temporaryFolder("easel-modes")
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("rainbow-overview.png")
    let run = try EaselProcess.run(["render", Documents.rainbow.path, "--overview", "-o", out.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: Rainbow: Up to date"))
    let image = try Bitmap(contentsOf: out)
    #expect(image.width > 300 && image.height > 200)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["rainbow-overview.png"])
  }

  /// `--device iPad`: the root view is 768×1024, the autoresizing bar spans it, the badge
  /// keeps its stored frame.
  @Test func deviceResizesTheCanvas() throws {
    let (folder, document) = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("ipad.png")
    let run = try EaselProcess.run([
      "render", document.path, "--scene", "s-home", "--device", "iPad", "--scale", "1", "-o",
      out.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let image = try Bitmap(contentsOf: out)
    #expect(image.width == 768 && image.height == 1024)
    #expect(near(image.pixel(x: 760, y: 230), 1, 0, 0), "the bar stretched")
    #expect(near(image.pixel(x: 40, y: 320), 0, 0, 1), "the badge stayed")
    #expect(near(image.pixel(x: 200, y: 320), 1, 1, 1))

    let landscape = folder.appendingPathComponent("landscape.png")
    let turned = try EaselProcess.run([
      "render", document.path, "--scene", "s-home", "--device", "iPhone 15 landscape", "--scale",
      "1",
      "-o", landscape.path,
    ])
    #expect(turned.status == 0, "\(turned.stderr)")
    let wide = try Bitmap(contentsOf: landscape)
    #expect(wide.width == 852 && wide.height == 393)
  }

  @Test func unknownDeviceSuggests() throws {
    let (folder, document) = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("x.png")
    let run = try EaselProcess.run([
      "render", document.path, "--device", "iPhone 51", "-o", output.path,
    ])
    #expect(run.status == 64)
    #expect(!FileManager.default.fileExists(atPath: output.path))
    #expect(run.stderr.contains("unknown device 'iPhone 51'"), "\(run.stderr)")
    #expect(run.stderr.contains("iPhone 15"))
  }

  @Test(arguments: [
    (["--all", "--overview"], "cannot be used together"),
    (["--all", "--scene", "s-home"], "--scene cannot be used with --all"),
    (["--overview", "--format", "svg"], "PNG only"),
  ])
  func conflictingModesAreUsageErrors(_ options: [String], _ message: String) throws {
    let (folder, document) = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try EaselProcess.run(
      ["render", document.path] + options + ["-o", folder.appendingPathComponent("o").path])
    #expect(run.status == 64)
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("o").path))
  }

  @Test func helpDescribesTheModes() throws {
    let run = try EaselProcess.run(["render", "--help"])
    #expect(run.status == 0)
    for word in ["--all", "--overview", "--device", "Auto Layout"] {
      #expect(run.stdout.contains(word))
    }
  }

  /// Every scene of every document; a broken document is a cell of its own, listed on
  /// standard error with its location, and does not stop the sheet.
  @Test func contactSheetOfAFolder() throws {
    let (folder, _) = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("<document".utf8).write(to: folder.appendingPathComponent("Broken.storyboard"))
    let out = folder.appendingPathComponent("sheet.png")
    let run = try EaselProcess.run(["contact-sheet", folder.path, "-o", out.path, "--width", "100"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("2 documents, 2 scenes, 1 failed"), "\(run.stderr)")
    #expect(run.stderr.contains("Broken.storyboard:1:"), "\(run.stderr)")
    let image = try Bitmap(contentsOf: out)
    // Three 100-pixel cells side by side with 12-pixel gaps.
    #expect(image.width == 12 + 3 * 112)
  }

  @Test func contactSheetOfNothing() throws {
    let folder = try TestPaths.temporaryFolder("easel-modes")
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("sheet.png")
    let run = try EaselProcess.run(["contact-sheet", folder.path, "-o", out.path])
    #expect(run.status == 1)
    #expect(run.stderr.contains("no storyboards or xibs"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  /// An overview too large to draw is refused before any scene is rendered, with the
  /// scale that would fit.
  @Test func overviewTooLargeSuggestsAScale() throws {
    let folder = try TestPaths.temporaryFolder("easel-modes")
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("Wide.storyboard")
    try Data(Self.storyboard.replacingOccurrences(of: #"x="1600""#, with: #"x="9600""#).utf8)
      .write(to: document)
    let out = folder.appendingPathComponent("wide.png")
    let run = try EaselProcess.run([
      "render", document.path, "--overview", "--scale", "8", "-o", out.path,
    ])
    #expect(run.status == 1)
    #expect(run.stderr.contains("too large to draw; use --scale 1."), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }
}
