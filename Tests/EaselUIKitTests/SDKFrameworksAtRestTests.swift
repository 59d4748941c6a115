import EaselUIKit
import Foundation
import Testing

private func uses(by name: String) -> [String] {
  UnimplementedAPI.shared.take().filter { $0.className == name }.map(\.symbol)
}

/// SDK frameworks Easel does not implement (WebKit, AVFoundation), declared from the SDK's
/// inventory and run at rest (SDKFrameworksFixture.swift): nothing loads or plays, each use
/// is recorded once, and Core Media's time arithmetic is Core Media's.
@MainActor
@Suite("SDK frameworks at rest", .serialized)
struct SDKFrameworksAtRestTests {
  @Test func aWebViewLoadsNothingAndItsNavigationNeverFinishes() {
    _ = uses(by: "WKWebView")
    let seen = observeWebView()
    #expect(seen.frameKept, "init(frame:configuration:) keeps the frame")
    #expect(!seen.navigation && !seen.isLoading && seen.url == nil && seen.progress == 0)
    #expect(!seen.scriptAnswered, "no script runs: the completion is never called")
    #expect(seen.callbacks.isEmpty, "the navigation never finishes nor fails")
    #expect(seen.delegateKept && seen.preferencesKept)
    #expect(seen.isPlaceholder && seen.placeholderTitle == "WKWebView")
    let recorded = uses(by: "WKWebView")
    #expect(recorded.contains("WKWebView.load(_:)"), "\(recorded)")
    #expect(recorded.contains("WKWebView.evaluateJavaScript(_:completionHandler:)"), "\(recorded)")
    loadAgain()
    #expect(!uses(by: "WKWebView").contains("WKWebView.load(_:)"), "recorded once per class")
  }

  @Test func anImageGeneratorWithNoFramesThrows() {
    _ = uses(by: "AVAssetImageGenerator")
    #expect(thumbnailThrows())
    #expect(
      uses(by: "AVAssetImageGenerator").contains(
        "AVAssetImageGenerator.copyCGImage(at:actualTime:)"))
  }

  @Test func aCaptureInputForADeviceThrows() {
    _ = uses(by: "AVCaptureDeviceInput")
    #expect(captureInputThrows())
    #expect(uses(by: "AVCaptureDeviceInput").contains("AVCaptureDeviceInput.init(device:)"))
  }

  @Test func anAssetHasNoTracksAndTheHandWrittenPlayerStillWorks() {
    let seen = assetAndPlayer()
    #expect(seen.tracks == 0 && seen.duration == 0)
    #expect(seen.rate == 0 && seen.layerKeepsPlayer)
  }

  @Test func timeIsArithmeticAsCoreMediaDoesIt() {
    for (check, passed) in timeChecks() { #expect(passed, "\(check)") }
  }
}
