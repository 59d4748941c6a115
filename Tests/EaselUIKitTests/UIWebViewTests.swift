import Foundation
import Testing

@testable import EaselUIKit

/// UIKit's old web view, deprecated and still in the SDK: at rest, it keeps its delegate and
/// loads nothing (Frame's `extension UIWebView: UIWebViewDelegate` sets `delegate = self`).
@MainActor
struct UIWebViewTests {
  final class Watcher: NSObject, UIWebViewDelegate {}

  @Test func keepsItsDelegateWeakly() {
    let view = UIWebView(frame: .zero)
    #expect(view.delegate == nil)
    var watcher: Watcher? = Watcher()
    view.delegate = watcher
    #expect(view.delegate === watcher)
    watcher = nil
    #expect(view.delegate == nil)
  }
}
