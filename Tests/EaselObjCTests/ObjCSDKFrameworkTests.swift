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
