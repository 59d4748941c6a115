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

  /// Core Data's generic fetch classes, which a header of a Core Data helper names
  /// (MagicalRecord's `+fetchAllWithDelegate:` returns an `NSFetchedResultsController`), are
  /// declared: at rest a fetch finds nothing.
  @Test func coreDataFetchClassesAreDeclared() throws {
    let source = """
      #import <UIKit/UIKit.h>
      #import <CoreData/CoreData.h>

      @interface NSManagedObject (Finding)
      + (NSFetchedResultsController *)fetchAllWithDelegate:(id<NSFetchedResultsControllerDelegate>)delegate
                                                 inContext:(NSManagedObjectContext *)context;
      + (NSFetchRequest *)requestAllInContext:(NSManagedObjectContext *)context;
      @end

      IB_DESIGNABLE
      @interface ShelfView : UIView <NSFetchedResultsControllerDelegate>
      @property (nonatomic) NSUInteger books;
      @end

      @implementation ShelfView
      - (void)layoutSubviews {
          [super layoutSubviews];
          NSManagedObjectContext *context = [[NSManagedObjectContext alloc]
              initWithConcurrencyType:NSMainQueueConcurrencyType];
          NSFetchRequest *request = [[NSFetchRequest alloc] initWithEntityName:@"Book"];
          request.fetchLimit = 10;
          request.fetchBatchSize = 20;
          NSFetchedResultsController *controller = [[NSFetchedResultsController alloc]
              initWithFetchRequest:request managedObjectContext:context
                sectionNameKeyPath:nil cacheName:nil];
          controller.delegate = self;
          NSError *error = nil;
          if ([controller performFetch:&error]) {
              self.books = controller.fetchedObjects.count + controller.sections.count;
          }
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["ShelfView.m": source],
      containing: ["NSFetchRequest", "NSFetchedResultsController", "performFetch()"])
  }

  /// CFNetwork, which a networking library's header imports and names in its instance
  /// variables and methods (ASIHTTPRequest.h: `CFHTTPMessageRef request;`,
  /// `-handleNetworkEvent:(CFStreamEventType)type`), is a framework of the table: a designable
  /// whose prefix header imports such a header builds (qwstone/yxb's DashLine and
  /// ZFProgressView, a spent draw's, failed on "'CFNetwork/CFNetwork.h' file not found").
  @Test func aHeaderNamingCFNetworkTypesTranslates() throws {
    #expect(ObjCStubHeaders.frameworks.contains("CFNetwork"))
    let header = """
      #import <Foundation/Foundation.h>
      #import <CFNetwork/CFNetwork.h>
      @interface Request : NSOperation {
          CFHTTPMessageRef request;
          CFHTTPAuthenticationRef requestAuthentication;
      }
      - (void)handleNetworkEvent:(CFStreamEventType)type;
      @end
      """
    let source = """
      #import <UIKit/UIKit.h>
      #import "Request.h"

      IB_DESIGNABLE
      @interface DashLine : UIView
      @property (nonatomic) IBInspectable CGFloat dash;
      @end
      @implementation DashLine
      - (void)drawRect:(CGRect)rect {
          UIBezierPath *path = [UIBezierPath bezierPath];
          [path moveToPoint:CGPointZero];
          [path addLineToPoint:CGPointMake(rect.size.width, 0)];
          CGFloat pattern[] = {self.dash, self.dash};
          [path setLineDash:pattern count:2 phase:0];
          [path stroke];
          NSString *scheme = (__bridge NSString *)kCFHTTPAuthenticationSchemeBasic;
          (void)scheme;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Request.h": header, "DashLine.m": source], containing: ["kCFHTTPAuthenticationSchemeBasic"])
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
