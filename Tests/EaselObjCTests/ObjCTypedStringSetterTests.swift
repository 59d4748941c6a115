import Foundation
import Testing

@testable import EaselObjC

/// A string given to a framework setter of a typed string (`NS_TYPED_ENUM`'s
/// `CAMediaTimingFillMode`, which Swift's importer gives as a struct with a raw string) is that
/// type made from the string, as set with a dot: LUNField's `[transition
/// setFillMode:@"extended"]` (a spent draw's) failed swiftc with "cannot assign value of type
/// 'String' to type 'CAMediaTimingFillMode'".
@Suite struct ObjCTypedStringSetterTests {
  @Test func aStringSetAsATypedStringIsThatType() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Fader : UIView
      @end
      @implementation Fader
      - (void)fade {
          CATransition *transition = [CATransition animation];
          [transition setType:kCATransitionFade];
          [transition setFillMode:@"extended"];
          transition.fillMode = @"both";
          [self.layer addAnimation:transition forKey:nil];
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Fader.m": source], containing: ["CAMediaTimingFillMode(rawValue: \"extended\")"])
  }
}
