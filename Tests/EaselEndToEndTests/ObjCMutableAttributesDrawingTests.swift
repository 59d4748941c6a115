import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// A string drawn with attributes put in an `NSMutableDictionary` by subscripting
/// (`attr[NSForegroundColorAttributeName] = color`) is drawn in that colour, as on iOS, where
/// the dictionary's keys are the attribute names: GikkiAres/GARespondableLabel's placeholder
/// (a spent draw's) was drawn black, its attributes dropped on the way to `drawInRect:`.
@Suite struct ObjCMutableAttributesDrawingTests {
  static let header = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface Tinted : UIView
    @end
    """

  static let implementation = """
    #import "Tinted.h"

    @implementation Tinted
    - (void)drawRect:(CGRect)rect {
        NSMutableDictionary *attr = [NSMutableDictionary dictionary];
        attr[NSFontAttributeName] = [UIFont boldSystemFontOfSize:30];
        attr[NSForegroundColorAttributeName] = [UIColor blueColor];
        [@"MMMM" drawInRect:self.bounds withAttributes:attr];
    }
    @end
    """

  @Test func subscriptedAttributesColourTheText() throws {
    let (run, picture) = try ObjCOneViewXib.render(
      "Tinted", header: Self.header, implementation: Self.implementation, width: 120, height: 40)
    #expect(run.status == 0, "\(run.stderr)")
    let image = try #require(picture)
    var blue = 0
    var dark = 0
    for y in 0..<40 {
      for x in 0..<120 {
        let p = image.pixel(x: x, y: y)
        if p.blue > 0.8 && p.red < 0.3 && p.green < 0.3 { blue += 1 }
        if p.blue < 0.3 && p.red < 0.3 && p.green < 0.3 { dark += 1 }
      }
    }
    // The glyphs are blue, none black.
    #expect(blue > 50, "\(blue) blue pixels")
    #expect(dark == 0, "\(dark) black pixels")
  }
}
