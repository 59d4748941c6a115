import Foundation
import Testing

@testable import EaselObjC

/// A category of a class the file implements (`@implementation Cell (UIResponder)`) that
/// overrides its framework superclass's methods (`-touchesBegan:withEvent:`): Objective-C adds
/// them to the class, Swift overrides only in the class's body ("declarations in extensions
/// cannot override yet"), so they are written there, mapped to the category's lines.
/// AboutObjectsTraining's KWLCoolViewCell (a spent draw's) failed so.
@Suite struct ObjCCategoryOfOwnClassOverrideTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Cell : UIView
    @property (nonatomic, getter=isLit) BOOL lit;
    @end

    @implementation Cell
    - (void)drawRect:(CGRect)rect {
        [(self.isLit ? UIColor.redColor : UIColor.grayColor) setFill];
        UIRectFill(rect);
    }
    @end

    @implementation Cell (UIResponder)
    - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
        [self.superview bringSubviewToFront:self];
        self.lit = YES;
    }
    - (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
        self.lit = NO;
    }
    - (void)light {
        self.lit = YES;
    }
    @end
    """

  @Test func aCategorysOverridesAreWrittenInTheClassBody() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Cell.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    let body = try #require(swift.range(of: "class Cell: UIView {"))
    let extensionStart = try #require(swift.range(of: "extension Cell {"))
    let touches = try #require(swift.range(of: "override func touchesBegan("))
    #expect(touches.lowerBound > body.lowerBound && touches.lowerBound < extensionStart.lowerBound)
    // A method of the category's own stays in the extension.
    let light = try #require(swift.range(of: "func light("))
    #expect(light.lowerBound > extensionStart.lowerBound, "\(swift)")
    // Mapped to the category's lines.
    #expect(swift.contains("Cell.m\", line: 16)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
