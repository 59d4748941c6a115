import Foundation
import Testing

@testable import EaselObjC

/// A block literal given to a framework method takes the parameter types the method declares,
/// as Swift's importer gives them (`BOOL *` is `UnsafeMutablePointer<ObjCBool>`, `id` the
/// element's `Any`), whatever the receiver's static type: `[[self.fields copy]
/// enumerateObjectsUsingBlock:…]` sends it to `id` (Rightpoint/RZNumberPad, draw 52:
/// "cannot convert value of type '(Any?, Int, UnsafeMutablePointer<Bool>?) -> Void'"), and
/// `enumerateObjectsWithOptions:usingBlock:` to an `NSArray *` Swift holds as `[Any]`, which
/// has no such member (QuartzCode's `QCMethod.m`, draw 52).
@Suite struct ObjCFrameworkBlockParameterTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Pad : UIView
    @property (nonatomic, strong) NSMutableArray *fields;
    @property (nonatomic) NSInteger seen;
    @end

    @implementation Pad
    - (void)unlinkAll {
        [[self.fields copy] enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {
            [self unlink:obj];
            if (idx > 2) { *stop = YES; }
        }];
    }
    - (void)unlink:(UITextField *)field {
        self.seen += 1;
    }
    - (void)shift:(NSArray *)sublayers {
        [sublayers enumerateObjectsWithOptions:0 usingBlock:^(CALayer *sublayer, NSUInteger idx, BOOL *stop) {
            sublayer.opacity = idx;
            if (idx == 3) { *stop = YES; }
        }];
        NSUInteger found = [sublayers indexOfObjectPassingTest:^BOOL(id obj, NSUInteger idx, BOOL *stop) {
            return [obj isKindOfClass:[CAShapeLayer class]];
        }];
        self.seen = found;
        NSArray *sorted = [sublayers sortedArrayUsingComparator:^NSComparisonResult(CALayer *a, CALayer *b) {
            return a.zPosition < b.zPosition ? NSOrderedAscending : NSOrderedDescending;
        }];
        self.seen += sorted.count;
    }
    @end
    """

  @Test func blocksTakeTheFrameworkMethodsParameterTypes() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Pad.m": Self.source],
      containing: [
        "let obj: Any! = obj",
        "(sublayers as NSArray?)?.enumerateObjects(options: [], using:",
        "let sublayer: CALayer! = sublayer as? CALayer",
        "(sublayers as NSArray?)?.indexOfObject(passingTest:",
        "(sublayers as NSArray?)?.sortedArray(comparator:",
      ])
    #expect(!swift.contains("obj: Any?"), "\(swift)")
  }
}
