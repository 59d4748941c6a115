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
}
