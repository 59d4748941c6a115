import Foundation
import Testing

@testable import EaselObjC

/// What a class's implementation uses of the module's other classes and of the project's
/// categories (`ObjCTranslation.uses`): the build fails a class that uses one that did not
/// translate, with that one's error first, rather than run the stand-in.
@Suite struct ObjCUnitUsesTests {
  @Test func aClassUsesTheClassesItNamesAndTheCategoriesItMessages() throws {
    let files = [
      "Wave.h": """
      #import <UIKit/UIKit.h>
      @interface Wave : CALayer
      @property (nonatomic) CGFloat level;
      @end
      """,
      "Wave.m": """
      #import "Wave.h"
      @implementation Wave
      @end
      """,
      "Idle.h": """
      #import <UIKit/UIKit.h>
      @interface Idle : NSObject
      @end
      """,
      "Idle.m": """
      #import "Idle.h"
      @implementation Idle
      @end
      """,
      "NSString+Checks.h": """
      #import <Foundation/Foundation.h>
      @interface NSString (Checks)
      - (BOOL)isBlank;
      @end
      """,
      "NSString+Checks.m": """
      #import "NSString+Checks.h"
      @implementation NSString (Checks)
      - (BOOL)isBlank { return self.length == 0; }
      @end
      """,
      "Cloud.m": """
      #import <UIKit/UIKit.h>
      #import "Wave.h"
      #import "Idle.h"
      #import "NSString+Checks.h"
      IB_DESIGNABLE
      @interface Cloud : UIView
      @end
      @implementation Cloud
      - (void)layoutSubviews {
          Wave *wave = [Wave layer];
          wave.level = [@"" isBlank] ? 0 : 1;
          [self.layer addSublayer:wave];
      }
      @end
      """,
    ]
    let t = try ObjCTestSupport.translateAgainstFacade(files)
    #expect(t.uses["Cloud"] == ["Wave", "NSString(Checks)"], "\(t.uses)")
    #expect(t.uses["Wave"] == nil, "\(t.uses)")
  }
}
