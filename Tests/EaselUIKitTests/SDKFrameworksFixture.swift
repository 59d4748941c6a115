// Code written against the SDK frameworks Easel declares at rest (WebKit, AVFoundation, Core
// Media), as a designable writes it; SDKFrameworksAtRestTests checks what it observes. It
// cannot import Testing: the façade's CoreGraphics would call up Swift Testing's overlay of
// Apple's.
import AVFoundation
import CoreMedia
import Foundation
import WebKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A view with a web page whose navigation delegate it is.
// `@preconcurrency`: this test module is in Swift 6 mode, where designables are in Swift 5.
final class PageView: UIView, @preconcurrency WKNavigationDelegate {
  let web = WKWebView(
    frame: CGRect(x: 0, y: 0, width: 80, height: 40), configuration: WKWebViewConfiguration())
  var callbacks: [String] = []

  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
    callbacks.append("didFinish")
  }

  func webView(
    _ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error
  ) {
    callbacks.append("didFail")
  }
}

/// What a page view saw after loading a page and running a script.
struct WebObservation {
  var frameKept = false
  var navigation: Bool
  var isLoading: Bool
  var url: URL?
  var progress: Double
  var scriptAnswered: Bool
  var callbacks: [String]
  var delegateKept: Bool
  var preferencesKept: Bool
  var isPlaceholder: Bool
  var placeholderTitle: String
}

@MainActor func observeWebView() -> WebObservation {
  let page = PageView(frame: .zero)
  page.web.navigationDelegate = page
  let navigation = page.web.load(URLRequest(url: URL(string: "https://example.com")!))
  var answered = false
  page.web.evaluateJavaScript("1 + 1") { _, _ in answered = true }
  RunLoop.current.run(until: Date().addingTimeInterval(0.05))
  let preferences = page.web.configuration.preferences
  return WebObservation(
    frameKept: page.web.frame.size == CGSize(width: 80, height: 40),
    navigation: navigation != nil, isLoading: page.web.isLoading, url: page.web.url,
    progress: page.web.estimatedProgress, scriptAnswered: answered, callbacks: page.callbacks,
    delegateKept: page.web.navigationDelegate === page,
    preferencesKept: page.web.configuration.preferences === preferences,
    isPlaceholder: (page.web as UIView) is FrameworkPlaceholderView,
    placeholderTitle: (page.web as FrameworkPlaceholderView).placeholderTitle)
}

/// Loads a second page in a fresh web view (the use was recorded already).
@MainActor func loadAgain() {
  _ = WKWebView(frame: .zero).load(URLRequest(url: URL(string: "https://example.org")!))
}

/// A thumbnail from an asset with no frames: the generator throws.
@MainActor func thumbnailThrows() -> Bool {
  let generator = AVAssetImageGenerator(asset: AVURLAsset(url: URL(fileURLWithPath: "/a.mov")))
  do {
    _ = try generator.copyCGImage(at: CMTime(value: 3, timescale: 2), actualTime: nil)
    return false
  } catch {
    return true
  }
}

/// Whether a capture input for a device is not made (UtilityKit's `ScannerView`: `if let
/// input = try? AVCaptureDeviceInput(device: camera!)`): a designable never has a camera, so
/// the throwing initializer throws, as iOS's does for a device it cannot open.
@MainActor func captureInputThrows() -> Bool {
  (try? AVCaptureDeviceInput(device: AVCaptureDevice())) == nil
}

/// An asset's tracks and duration at rest, and the hand-written player's rate after `play()`.
@MainActor func assetAndPlayer() -> (
  tracks: Int, duration: Double, rate: Float, layerKeepsPlayer: Bool
) {
  let asset = AVURLAsset(url: URL(fileURLWithPath: "/a.mov"))
  let player = AVPlayer(url: URL(fileURLWithPath: "/a.mov"))
  player.play()
  let layer = AVPlayerLayer(player: player)
  return (asset.tracks.count, asset.duration.seconds, player.rate, layer.player === player)
}

/// Core Media's time arithmetic, as checks named by what they test.
@MainActor func timeChecks() -> [String: Bool] {
  let a = CMTime(value: 3, timescale: 2)
  let b = CMTimeMakeWithSeconds(0.25, preferredTimescale: 600)
  let third = CMTime(seconds: 1.0 / 3, preferredTimescale: 10)
  return [
    "seconds": a.seconds == 1.5,
    "add": (a + b).seconds == 1.75,
    "subtract": (a - b).seconds == 1.25,
    "multiply": CMTimeGetSeconds(CMTimeMultiply(a, multiplier: 4)) == 6,
    "order": a > b && CMTimeCompare(a, a) == 0,
    "equal across timescales": CMTime(value: 1, timescale: 2) == CMTime(value: 300, timescale: 600),
    "zero": CMTime.zero.isNumeric && CMTime.zero.seconds == 0,
    "invalid": !CMTime.invalid.isValid && CMTime.invalid.seconds.isNaN,
    "infinities": CMTime.positiveInfinity > a && CMTime.negativeInfinity < .zero,
    "inf minus inf": CMTimeAdd(.positiveInfinity, .negativeInfinity) == .invalid,
    "rounded": third.value == 3 && third.hasBeenRounded,
    "convert": CMTimeConvertScale(a, timescale: 10, method: .default).value == 15,
    "boxed": NSValue(time: b).timeValue == b && NSValue(time: b).timeValue.timescale == 600,
    "boxed other": !NSValue(cgPoint: .zero).timeValue.isValid,
  ]
}
