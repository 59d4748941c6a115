import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// An Objective-C designable that uses Foundation members Apple's SDK declares on classes
/// Linux's Foundation has without them (`-[NSNumberFormatter setFormatterBehavior:]`) and
/// `NSPurgeableData`'s `NSDiscardableContent` methods builds and draws what they answer, as on
/// iOS: clang stopped at the first ("no visible @interface for 'NSNumberFormatter' declares the
/// selector 'setFormatterBehavior:'"), Swift at the second ("value of type 'NSPurgeableData'
/// has no member 'beginContentAccess'").
@Suite struct ObjCFoundationMembersTests {
  static let header = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface Ledger : UIView
    @end
    """

  /// Left half: blue when the formatter kept its behaviour and formats the number; right
  /// half: green when the purgeable data's content went only after its access ended.
  static let implementation = """
    #import "Ledger.h"

    @implementation Ledger
    - (void)drawRect:(CGRect)rect {
        NSNumberFormatter *formatter = [[NSNumberFormatter alloc] init];
        [formatter setFormatterBehavior:NSNumberFormatterBehavior10_4];
        formatter.numberStyle = NSNumberFormatterDecimalStyle;
        formatter.locale = [NSLocale localeWithLocaleIdentifier:@"en_US"];
        NSString *text = [formatter stringFromNumber:@1234.5];
        BOOL formatted = formatter.formatterBehavior == NSNumberFormatterBehavior10_4
            && [text isEqualToString:@"1,234.5"];
        [(formatted ? [UIColor blueColor] : [UIColor redColor]) setFill];
        UIRectFill(CGRectMake(0, 0, 20, 20));

        NSPurgeableData *data = [NSPurgeableData dataWithData:[@"abcd" dataUsingEncoding:NSUTF8StringEncoding]];
        [data discardContentIfPossible];
        BOOL keptWhileAccessed = ![data isContentDiscarded] && data.length == 4;
        [data endContentAccess];
        [data discardContentIfPossible];
        BOOL discarded = [data isContentDiscarded] && ![data beginContentAccess];
        [(keptWhileAccessed && discarded ? [UIColor greenColor] : [UIColor redColor]) setFill];
        UIRectFill(CGRectMake(20, 0, 20, 20));
    }
    @end
    """

  @Test func formatterBehaviourAndPurgeableDataAnswerAsOnIOS() throws {
    let (run, picture) = try ObjCOneViewXib.render(
      "Ledger", header: Self.header, implementation: Self.implementation, width: 40, height: 20)
    #expect(run.status == 0, "\(run.stderr)")
    let image = try #require(picture)
    let left = image.pixel(x: 10, y: 10)
    let right = image.pixel(x: 30, y: 10)
    #expect(left.blue > 0.9 && left.red < 0.1 && left.green < 0.1, "\(left)")
    #expect(right.green > 0.9 && right.red < 0.1 && right.blue < 0.1, "\(right)")
  }
}
