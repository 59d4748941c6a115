import Foundation
import Testing

@testable import EaselObjC

/// SDK frameworks Easel declares at rest (WebKit, AVFoundation, SafariServices): their
/// headers are stubs made from the façade like UIKit's, so a `.m` importing them translates
/// against the façade's declarations and type-checks.
@Suite struct ObjCSDKFrameworkTests {
  @Test func webKitIsAFrameworkOfTheTable() {
    for framework in ["WebKit", "AVFoundation", "CoreMedia", "SafariServices", "SceneKit"] {
      #expect(ObjCStubHeaders.frameworks.contains(framework), "\(framework)")
    }
  }

  @Test func aDesignableImportingWebKitTranslatesAndTypechecks() throws {
    let source = """
      #import <UIKit/UIKit.h>
      #import <WebKit/WebKit.h>

      IB_DESIGNABLE
      @interface PageView : UIView <WKNavigationDelegate>
      @property (nonatomic, strong) WKWebView *webView;
      @end

      @implementation PageView
      - (void)layoutSubviews {
          [super layoutSubviews];
          if (!self.webView) {
              WKWebViewConfiguration *configuration = [[WKWebViewConfiguration alloc] init];
              self.webView = [[WKWebView alloc] initWithFrame:self.bounds
                                                configuration:configuration];
              self.webView.navigationDelegate = self;
              [self addSubview:self.webView];
          }
          [self.webView loadHTMLString:@"<p>hi</p>" baseURL:nil];
      }
      - (void)webView:(WKWebView *)webView didFinishNavigation:(WKNavigation *)navigation {
          self.backgroundColor = [UIColor blueColor];
      }
      @end
      """
    _ = try ObjCTestSupport.expectTranslation(
      ["PageView.m": source],
      containing: [
        "WKWebView(frame: self.bounds, configuration: configuration)",
        "loadHTMLString(\"<p>hi</p>\", baseURL: nil)",
        "func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)",
      ])
  }
}
