import Foundation
import Testing

@testable import EaselObjC

/// The subscript setters sent as messages (`[positions setObject:v atIndexedSubscript:i]`,
/// `[d setObject:v forKeyedSubscript:k]`): Swift imports them as the subscript, which no call
/// can name; the translation wrote `positions.subscript(v, i)`, which swiftc failed even to
/// diagnose ("failed to produce diagnostic", Nightonke/VHBoomMenuButton, a spent draw's).
/// They are the assignments `a[i] = v` and `d[k] = v` are.
@Suite struct ObjCSubscriptMessageTests {
  @Test func subscriptSettersSentAsMessagesAreAssignments() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Places : UIView
      @property (nonatomic, strong) NSMutableArray *views;
      @end

      @implementation Places
      - (NSMutableArray *)positions:(CGFloat)r {
          NSMutableArray *positions = [NSMutableArray arrayWithObjects:@1, @2, nil];
          NSMutableDictionary *names = [NSMutableDictionary dictionary];
          for (int i = 0; i < positions.count; i++) {
              [positions setObject:[NSValue valueWithCGRect:CGRectMake(0, 0, r, r)] atIndexedSubscript:i];
              [names setObject:@"place" forKeyedSubscript:@(i)];
          }
          [self.views setObject:self atIndexedSubscript:0];
          return positions;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Places.m": source],
      containing: [
        "positions[Int(i)] = NSValue(cgRect: CGRect(x: 0, y: 0, width: r, height: r))",
        "self.views?[0] = self",
      ])
  }
}
