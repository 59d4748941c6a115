import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// Renders scene `sceneID` of `document` in process, at one pixel a point, with no project
/// resources: the picture and what was reported on the way.
@MainActor
func renderScene(_ sceneID: String, of document: IBDocument) throws -> (Bitmap, DiagnosticLog) {
  let log = DiagnosticLog()
  let resources = ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log)
  var settings = RenderSettings()
  settings.scale = 1
  settings.encoding = .png(.fast)
  let renderer = SceneRenderer(
    document: document, table: .uiKit, resources: resources, diagnostics: log, settings: settings)
  let scene = try #require(document.scenes.first { $0.id == sceneID })
  return (try Bitmap(data: try renderer.render(scene).data), log)
}

/// A storyboard (Xcode 8's format) of one scene whose controller's root view, `width`×`height`
/// points, holds `content`: its `<subviews>` and `<constraints>`.
func oneSceneStoryboard(width: Int, height: Int, _ content: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
      <scenes>
          <scene sceneID="s">
              <objects>
                  <viewController id="vc" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="root">
                          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
  \(content)
                      </view>
                  </viewController>
              </objects>
          </scene>
      </scenes>
  </document>
  """
}

/// A renderer of `storyboard` knowing `table`'s classes, with no project resources, and the
/// storyboard's first scene.
@MainActor
func sceneRenderer(of storyboard: String, table: KeyValueTable) throws -> (SceneRenderer, Scene) {
  let doc = try IBDocument.parse(Data(storyboard.utf8), path: "/nonexistent/Main.storyboard")
  let log = DiagnosticLog()
  let resources = ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log)
  let renderer = SceneRenderer(document: doc, table: table, resources: resources, diagnostics: log)
  return (renderer, try #require(doc.scenes.first))
}

/// Whether `c` is within `within` of the colour (`r`, `g`, `b`) in every channel.
func near(_ c: RGBA, _ r: Double, _ g: Double, _ b: Double, within: Double = 0.08) -> Bool {
  abs(c.red - r) <= within && abs(c.green - g) <= within && abs(c.blue - b) <= within
}
