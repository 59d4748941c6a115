import Foundation
import Testing

@testable import EaselObjC

/// A class's own `+buttonWithType:`, a class factory Swift imports as UIButton's convenience
/// `init(type:)`, which no Swift subclass overrides ("initializer does not override a
/// designated initializer from its superclass", getmaxx/KGResizebleButton, draw 55): a class
/// method of the class, which `[KGResizebleButton buttonWithType:]` and a subclass's sends
/// run, as Objective-C's runtime does; `[super buttonWithType:]` in it makes the class the
/// message went to, by its name as `[[super alloc] init]` does, with UIButton's factory: the
/// class `self` is, matched against the class and the module's classes below it, since
/// `[Sub buttonWithType:]` runs the inherited factory with `self` `Sub`.
@Suite struct ObjCClassFactoryOverrideTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Resizable : UIButton
    @property (nonatomic) BOOL configured;
    @end
    @implementation Resizable
    + (instancetype)buttonWithType:(UIButtonType)buttonType {
        Resizable *button = [super buttonWithType:buttonType];
        [button configure];
        return button;
    }
    - (void)configure { self.configured = YES; }
    @end

    @interface Wide : Resizable
    @end
    @implementation Wide
    @end

    @interface Holder : UIView
    @end
    @implementation Holder
    - (void)awakeFromNib {
        [super awakeFromNib];
        [self addSubview:[Resizable buttonWithType:UIButtonTypeCustom]];
        [self addSubview:[Wide buttonWithType:UIButtonTypeSystem]];
        [self addSubview:[UIButton buttonWithType:UIButtonTypeCustom]];
    }
    @end
    """

  @Test func anOverriddenFactoryIsAClassMethodOfTheClass() throws {
    let swift = try ObjCTestSupport.expectTranslation(["Resizable.m": Self.source])
    #expect(!swift.contains("override init(type"), "\(swift)")
    // `[Wide buttonWithType:]` runs Resizable's factory with `self` `Wide`, whose
    // `[super buttonWithType:]` makes a `Wide` (draw 56): the class `self` is, not Resizable.
    #expect(
      swift.contains(
        "let button: Resizable = { (easelClass: AnyClass) -> Resizable in "
          + "switch ObjectIdentifier(easelClass) { "
          + "case ObjectIdentifier(Wide.self): return Wide(type: buttonType); "
          + "case ObjectIdentifier(Resizable.self): return Resizable(type: buttonType); "
          + "default: preconditionFailure("), "\(swift)")
    #expect(swift.contains("Resizable.button(with: UIButton.ButtonType.custom)"), "\(swift)")
    #expect(swift.contains("Wide.button(with: UIButton.ButtonType.system)"), "\(swift)")
    #expect(swift.contains("UIButton(type: UIButton.ButtonType.custom)"), "\(swift)")
  }
}
