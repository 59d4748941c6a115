import Foundation
import Testing

@testable import EaselObjC

/// UIKit's geometry comparisons (`UIGeometry.h`'s inline `UIEdgeInsetsEqualToEdgeInsets`,
/// `UIOffsetEqualToOffset`, `NSDirectionalEdgeInsetsEqualToDirectionalEdgeInsets`), which
/// Swift hides and the overlay retires for the type's `==`, are declared to clang and
/// translated as `==`: the table had none, and clang stopped at "call to undeclared function
/// 'UIEdgeInsetsEqualToEdgeInsets'" (dylanbui/objectivec-demo's DbLabel, a spent draw's).
@Suite struct ObjCGeometryComparisonTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface InsetLabel : UILabel
    @property (nonatomic) UIEdgeInsets insets;
    @property (nonatomic) NSDirectionalEdgeInsets margins;
    @property (nonatomic) UIOffset shadowShift;
    @end

    @implementation InsetLabel
    - (void)setInsets:(UIEdgeInsets)insets {
        if (UIEdgeInsetsEqualToEdgeInsets(insets, _insets)) return;
        _insets = insets;
        [self setNeedsDisplay];
    }
    - (BOOL)isPlain {
        return NSDirectionalEdgeInsetsEqualToDirectionalEdgeInsets(self.margins,
                   NSDirectionalEdgeInsetsZero)
            && UIOffsetEqualToOffset(self.shadowShift, UIOffsetMake(0, 0))
            && !UIEdgeInsetsEqualToEdgeInsets(self.insets, UIEdgeInsetsMake(1, 2, 3, 4));
    }
    - (void)drawTextInRect:(CGRect)rect {
        [super drawTextInRect:UIEdgeInsetsInsetRect(rect, self.insets)];
    }
    @end
    """

  @Test func geometryComparisonsAreTheTypesEquality() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["InsetLabel.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "(insets == self._insets)", "(self.margins == NSDirectionalEdgeInsets.zero)",
      "(self.shadowShift == UIOffset(horizontal: 0, vertical: 0))",
      "!((self.insets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))",
    ] {
      #expect(swift.contains(expected), "\(expected)\n\(swift)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
