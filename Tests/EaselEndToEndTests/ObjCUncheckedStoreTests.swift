import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// An object stored where a narrower class of the project is declared, which Objective-C does
/// not check (a nib's plain `UIView` taken as `firstObject`, an `id`, into a property of the
/// view's own class): the object is kept as it is, and messages it answers run (the view is
/// drawn); a message only the project's class declares is Objective-C's unrecognized selector
/// (Crashed, with the reason), never memory the object has not got. The translation's `as!`
/// trapped at the assignment ("Could not cast value of type 'UIView' to 'Card'").
@Suite struct ObjCUncheckedStoreTests {
  static let header = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface Card : UIView
    @property (nonatomic, strong) Card *content;
    - (void)shade;
    @end
    """

  static func implementation(sendingShade: Bool) -> String {
    """
    #import "Card.h"
    @implementation Card
    - (void)shade {
        self.backgroundColor = [UIColor redColor];
    }
    - (void)drawRect:(CGRect)rect {
        NSArray *views = @[[[UIView alloc] initWithFrame:self.bounds]];
        self.content = views.firstObject;
        self.content.backgroundColor = [UIColor blueColor];
        \(sendingShade ? "[self.content shade];" : "")
        [self.content.backgroundColor setFill];
        UIRectFill(self.bounds);
    }
    @end
    """
  }

  @Test func anIdStoredInAPropertyOfTheViewsClassKeepsTheObject() throws {
    let (run, picture) = try ObjCOneViewXib.render(
      "Card", header: Self.header, implementation: Self.implementation(sendingShade: false),
      width: 40, height: 20)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Card: Up to date"), "\(run.stderr)")
    let image = try #require(picture)
    let middle = image.pixel(x: 20, y: 10)
    #expect(middle.blue > 0.95 && middle.red < 0.05, "\(middle)")
  }

  @Test func aMessageOnlyTheClassDeclaresIsAnUnrecognizedSelector() throws {
    let (run, _) = try ObjCOneViewXib.render(
      "Card", header: Self.header, implementation: Self.implementation(sendingShade: true),
      width: 40, height: 20)
    #expect(run.status != 0, "\(run.stderr)")
    #expect(run.stderr.contains("Card: Crashed in draw(_:)"), "\(run.stderr)")
    #expect(
      run.stderr.contains("-[UIView shade]: unrecognized selector sent to instance"),
      "\(run.stderr)")
  }
}
