import AVFoundation
import UIKit
import WebKit

/// A card as app code writes one with a web page and a video thumbnail: the page is loaded
/// and its navigation delegate adopted; the thumbnail comes from an asset's image generator
/// at a `CMTime`. In a still render the page never finishes loading and the asset has no
/// frames, so the card draws its web view's placeholder beside a red swatch.
@IBDesignable
class WebCard: UIView, WKNavigationDelegate {
  @IBInspectable var address: String = "https://example.com"
  let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
  let swatch = UIView()
  private(set) var finished = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    webView.navigationDelegate = self
    webView.configuration.preferences.javaScriptCanOpenWindowsAutomatically = false
    addSubview(webView)
    swatch.backgroundColor = .red
    addSubview(swatch)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let half = bounds.width / 2
    webView.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
    swatch.frame = CGRect(x: half, y: 0, width: bounds.width - half, height: bounds.height)
    if let url = URL(string: address) {
      _ = webView.load(URLRequest(url: url))
    }
    webView.evaluateJavaScript("document.title") { [weak self] _, _ in
      self?.swatch.backgroundColor = .green
    }
    let asset = AVURLAsset(url: URL(fileURLWithPath: "/dev/null"))
    let generator = AVAssetImageGenerator(asset: asset)
    generator.appliesPreferredTrackTransform = true
    let time = CMTime(seconds: 1.5, preferredTimescale: 600)
    if let image = try? generator.copyCGImage(at: time, actualTime: nil) {
      swatch.layer.contents = image
    }
  }

  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
    finished = true
    swatch.backgroundColor = .blue
  }

  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
  ) {
    decisionHandler(.allow)
  }
}
