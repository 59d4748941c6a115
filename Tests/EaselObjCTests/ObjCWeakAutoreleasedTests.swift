import Foundation
import Testing

@testable import EaselObjC

/// An object a method returns at +0, stored only in a weak variable or property, lives until
/// the autorelease pool drains, as on iOS (`_constraint = [NSLayoutConstraint
/// constraintWithItem:…]; [NSLayoutConstraint activateConstraints:@[_constraint]];`,
/// WMYProgressView, the fifty-second draw); one of the `alloc`/`init` families is released at
/// once, as ARC does.
@Suite struct ObjCWeakAutoreleasedTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Bar : UIView
    @property (nonatomic, weak) NSLayoutConstraint *widthConstraint;
    @end

    @implementation Bar {
        __weak NSLayoutConstraint *_height;
        __weak UIView *_made;
    }
    - (void)pin {
        _height = [NSLayoutConstraint constraintWithItem:self attribute:NSLayoutAttributeHeight
            relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute
            multiplier:1 constant:20];
        [NSLayoutConstraint activateConstraints:@[_height]];
        self.widthConstraint = [self.widthAnchor constraintEqualToConstant:40];
        _made = [[UIView alloc] init];
    }
    @end
    """

  @Test func aPlusZeroResultStoredWeaklyIsKept() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Bar.m": Self.source],
      containing: [
        "self._height = ObjCAutorelease.keep(NSLayoutConstraint(item:",
        "self.widthConstraint = ObjCAutorelease.keep(self.widthAnchor.constraint(equalToConstant: 40))",
      ])
    #expect(!swift.contains("ObjCAutorelease.keep(UIView("), "\(swift)")
  }

  @Test(arguments: [
    ("alloc", true), ("initWithFrame:", true), ("newView", true), ("copy", true),
    ("mutableCopyWithZone:", true), ("_init", true), ("copying", false), ("initials", false),
    ("constraintWithItem:attribute:", false), ("newsletter", false),
  ])
  func familiesAreReadAsARCReadsThem(selector: String, owned: Bool) {
    #expect(FileTranslator.returnsOwned(selector) == owned)
  }
}
