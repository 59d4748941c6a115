import EaselObjC
import Foundation
import Testing

/// What a project header declares for several files (structs, `static inline` functions,
/// constants, protocols, enumerations) is translated once per module; a mixed target's
/// `#import "<Module>-Swift.h"` resolves.
@Suite struct ObjCSharedHeaderTests {
  static let header = """
    #import <UIKit/UIKit.h>

    typedef struct {
        CGFloat inner;
        CGFloat outer;
    } RingWidths;

    struct Pair { int a; int b; };

    static const CGFloat kRingScale = 0.5;

    static inline CGFloat RingSpan(RingWidths widths) {
        return widths.outer - widths.inner;
    }

    @protocol RingOwner <NSObject>
    - (RingWidths)widthsForRing:(NSInteger)ring;
    @end

    """

  static let rings = """
    #import "Shared.h"
    #import "Fixture-Swift.h"

    @interface Rings : UIView <RingOwner>
    @end

    @implementation Rings
    - (RingWidths)widthsForRing:(NSInteger)ring {
        RingWidths widths;
        widths.inner = ring * 2;
        widths.outer = widths.inner + 4 * kRingScale;
        return widths;
    }
    @end
    """

  static let meter = """
    #import "Shared.h"

    @interface Meter : UIView
    @property (nonatomic, weak) id<RingOwner> owner;
    @end

    @implementation Meter
    - (CGFloat)span {
        struct Pair pair;
        pair.a = 1;
        return RingSpan([self.owner widthsForRing:pair.a]);
    }
    @end
    """

  @Test func translatesOnceAndTypechecks() throws {
    let (t, _) = try ObjCTestSupport.translate([
      "Shared.h": Self.header, "Rings.m": Self.rings, "Meter.m": Self.meter,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.sources.count == 2)
    let all = t.sources.map(\.swift).joined()
    for (declaration, count) in [
      ("struct RingWidths {", 1), ("struct Pair {", 1), ("let kRingScale: CGFloat = 0.5", 1),
      ("func RingSpan(_ widths: RingWidths) -> CGFloat {", 1),
      ("@objc protocol RingOwner: NSObjectProtocol {", 1),
    ] {
      #expect(all.components(separatedBy: declaration).count - 1 == count, "\(declaration)\n\(all)")
    }
    #expect(all.contains("var widths: RingWidths = RingWidths()"))
    #expect(!all.contains("private func RingSpan"))
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(all)")
  }
}

/// A class whose implementation does not translate is still declared as its `@interface`
/// says, so that another class naming it (a delegate protocol in its header) builds, as in
/// Xcode, where the header declares it whatever its implementation does.
@Suite struct ObjCStandInTests {
  static let header = """
    #import <UIKit/UIKit.h>
    @class FormCell;
    @protocol FormCellDelegate <NSObject>
    - (void)formCell:(FormCell *)cell didChangeText:(NSString *)text;
    @end
    @interface FormCell : UITableViewCell
    @property (nonatomic, weak) id<FormCellDelegate> delegate;
    @end
    """
  static let broken = """
    #import "FormCell.h"
    #import "Missing/Missing.h"
    @implementation FormCell
    @end
    """
  static let user = """
    #import "FormCell.h"
    IB_DESIGNABLE
    @interface Badge : UIView <FormCellDelegate>
    @end
    @implementation Badge
    - (void)formCell:(FormCell *)cell didChangeText:(NSString *)text { self.hidden = YES; }
    @end
    """

  @Test func aClassThatDoesNotTranslateIsDeclaredForTheOthers() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "FormCell.h": Self.header, "FormCell.m": Self.broken, "Badge.m": Self.user,
    ])
    #expect(t.failedClasses["FormCell"] != nil, "\(t.failedClasses)")
    let standIn = try #require(t.sources.first { $0.swift.contains("class FormCell:") })
    #expect(standIn.classes.isEmpty)
    #expect(standIn.swift.contains("class FormCell: UITableViewCell {}"), "\(standIn.swift)")
    #expect(t.sources.contains { $0.classes == ["Badge"] })
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
