import EaselObjC
import Foundation
import Testing

/// A Foundation collection that is nil, given where Swift's importer takes a typed Swift
/// collection that may not be nil (`[self removeConstraints:addedConstraints]` before any
/// constraint was added), is the empty collection: Objective-C sends the framework's method nil,
/// which it treats as empty. The translation cast it with `as!`, which traps on nil (the
/// forty-fourth draw's DPBorderIconTextField crashed in `init(frame:)` so, at its line 130).
@Suite struct ObjCNilCollectionArgumentTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface IconField : UIView {
        NSMutableArray *addedConstraints;
    }
    @end
    @implementation IconField
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        if (self) [self updateConstraintsForIcon];
        return self;
    }
    - (void)updateConstraintsForIcon {
        [self removeConstraints:addedConstraints];
        addedConstraints = [NSMutableArray array];
        [self addConstraints:addedConstraints];
    }
    @end
    """

  @Test func aNilCollectionArgumentIsEmpty() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["IconField.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(
      swift.contains(
        "self.removeConstraints((self.addedConstraints.map { $0 as! [NSLayoutConstraint] } ?? []))"
      ), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
