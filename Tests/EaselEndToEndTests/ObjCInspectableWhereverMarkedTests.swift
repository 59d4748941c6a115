import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// `IBInspectable` before a property's attribute list, and `IB_DESIGNABLE` before a `@class`
/// declared ahead of the class, mark as clang lets them (both are empty macros): no warning
/// names an attribute as a property, and the class is designable.
@Suite struct ObjCInspectableWhereverMarkedTests {
  static let header = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @class Lamp;
    @protocol LampDelegate <NSObject>
    - (void)lampDidChange:(Lamp *)lamp;
    @end
    @interface Lamp : UIView
    @property IBInspectable (nonatomic, assign) BOOL lit;
    @property (nonatomic, strong) UIColor *glow IBInspectable;
    @end
    """

  static let implementation = """
    #import "Lamp.h"
    @implementation Lamp
    - (void)drawRect:(CGRect)rect {
        [(self.lit ? [UIColor orangeColor] : [UIColor grayColor]) setFill];
        UIRectFill(self.bounds);
    }
    @end
    """

  @Test func marksAreReadWhereverTheyStand() throws {
    let (run, image) = try ObjCOneViewXib.render(
      "Lamp", header: Self.header, implementation: Self.implementation, width: 40, height: 40)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: Lamp: Up to date"), "\(run.stderr)")
    #expect(!run.stderr.contains("nonatomic"), "\(run.stderr)")
    #expect(!run.stderr.contains("warning"), "\(run.stderr)")
    let p = try #require(image).pixel(x: 20, y: 20)
    #expect(abs(p.red - 0.5) < 0.05 && abs(p.green - 0.5) < 0.05, "drawn unlit: \(p)")
  }
}
