import Foundation
import Testing

@testable import EaselObjC

/// `[vc contentScrollView]`, where `vc` is a `UIViewController` whose category adopts a protocol
/// of the module requiring `-contentScrollView` (`@interface UIViewController (Scrollable)
/// <Scrollable>`) that no category of `UIViewController` itself implements (its subclasses'
/// do). Objective-C sends the message, which the object answers when its class implements it;
/// the translation called the method on `UIViewController`, which Swift does not have there
/// (UIKit's `contentScrollView(for:)` was the only candidate: "missing argument for parameter
/// 'for' in call"). The message is sent by name now, as Objective-C sends it: the agent's
/// runtime finds the subclass's implementation. rickytan/RTHeadedColumnView (draw 41).
@Suite struct ObjCCategoryProtocolMessageTests {
  @Test func aMessageTheClassHasOnlyThroughACategorysProtocolIsSentByName() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @protocol Scrollable <NSObject>
      @required
      - (UIScrollView *)contentScrollView;
      @end
      @interface UIView (Scrollable) <Scrollable>
      @end
      @interface UIViewController (Scrollable) <Scrollable>
      @end
      @interface UITableViewController (Scrollable)
      @end
      @implementation UIView (Scrollable)
      - (UIScrollView *)contentScrollView {
          UIViewController *vc = (UIViewController *)self.nextResponder;
          if ([vc isKindOfClass:[UIViewController class]]) {
              return [vc contentScrollView];
          }
          return nil;
      }
      @end
      @implementation UITableViewController (Scrollable)
      - (UIScrollView *)contentScrollView {
          return self.tableView;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Scrollable.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("perform(NSSelectorFromString(\"contentScrollView\"))"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
