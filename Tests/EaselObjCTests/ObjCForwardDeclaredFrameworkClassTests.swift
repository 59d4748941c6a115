import Foundation
import Testing

@testable import EaselObjC

/// A header's forward declaration of a framework class (`@class UIColor;`, as Facebook POP's
/// POPCGUtils.h writes) never gets a stand-in: a module's `class UIColor: NSObject {}` would
/// hide UIKit's, and every file of the module would lose `UIColor.clear` and `.cgColor`.
@Suite struct ObjCForwardDeclaredFrameworkClassTests {
  @Test func aForwardDeclaredUIKitClassIsUIKits() throws {
    let files = [
      "POPUtils.h": """
      #import <Foundation/Foundation.h>
      #import <CoreGraphics/CoreGraphics.h>
      @class UIColor;
      extern UIColor *POPColor(void);
      """,
      "POPUtils.m": """
      #import <UIKit/UIKit.h>
      #import "POPUtils.h"
      UIColor *POPColor(void) { return [UIColor redColor]; }
      """,
      "Dot.m": """
      #import <UIKit/UIKit.h>
      #import "POPUtils.h"
      IB_DESIGNABLE
      @interface Dot : UIView
      @end
      @implementation Dot
      - (void)drawRect:(CGRect)rect {
          [POPColor() setFill];
          [[UIBezierPath bezierPathWithOvalInRect:self.bounds] fill];
          self.layer.borderColor = [UIColor clearColor].CGColor;
      }
      @end
      """,
    ]
    let t = try ObjCTestSupport.translateAgainstFacade(files)
    #expect(
      !t.sources.contains { $0.swift.hasPrefix(ObjCTranslator.standInMarker + "UIColor") },
      "\(t.sources.map(\.swift))")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }

  /// A forward declaration of a framework class, which clang dumps with the definition's
  /// superclass, leaves the class the framework's: its properties are still read as
  /// properties (IQKeyboardManager's `[topController presentedViewController]`).
  static let topMostSource = """
    #import <UIKit/UIKit.h>
    @class UIViewController;

    @interface UIWindow (TopMost)
    - (UIViewController *)topMostController;
    @end

    @implementation UIWindow (TopMost)
    - (UIViewController *)topMostController {
        UIViewController *top = [self rootViewController];
        while ([top presentedViewController]) top = [top presentedViewController];
        return top;
    }
    @end
    """

  @Test func propertiesOfTheFrameworkClassStayProperties() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["UIWindow+TopMost.m": Self.topMostSource])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("top?.presentedViewController != nil"), "\(swift)")
    #expect(!swift.contains("presentedViewController()"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
