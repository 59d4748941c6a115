import Foundation
import Testing

@testable import EaselObjC

/// Core Graphics functions whose Swift overlay regroups their arguments: `x`, `y` as points
/// (the end point first), a `const CGAffineTransform *` as a value defaulting to identity.
@Suite struct ObjCOverlayArgumentTests {
  @Test func pathFunctionsTakeTheTransformByValue() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Wave.m": """
        #import <UIKit/UIKit.h>
        @interface Wave : UIView
        @end
        @implementation Wave
        - (void)drawRect:(CGRect)rect {
            CGMutablePathRef path = CGPathCreateMutable();
            CGAffineTransform shift = CGAffineTransformMakeTranslation(2, 3);
            CGPathMoveToPoint(path, NULL, 0, rect.size.height / 2);
            CGPathAddLineToPoint(path, &shift, 10, 20);
            CGPathAddCurveToPoint(path, nil, 1, 2, 3, 4, 5, 6);
            CGPathAddQuadCurveToPoint(path, NULL, 7, 8, 9, 10);
            CGPathAddArc(path, NULL, 50, 50, 20, 0, M_PI, YES);
            CGPathAddRect(path, NULL, rect);
            CGContextRef context = UIGraphicsGetCurrentContext();
            CGContextAddPath(context, path);
            CGContextAddCurveToPoint(context, 1, 2, 3, 4, 5, 6);
            CGContextAddQuadCurveToPoint(context, 1, 2, 3, 4);
            CGContextStrokePath(context);
            CGPathRelease(path);
        }
        @end
        """
      ],
      containing: [
        "path?.move(to: CGPoint(x: 0, y: rect.size.height / 2))",
        "path?.addLine(to: CGPoint(x: 10, y: 20), transform: shift)",
        "path?.addCurve(to: CGPoint(x: 5, y: 6), control1: CGPoint(x: 1, y: 2), "
          + "control2: CGPoint(x: 3, y: 4))",
        "path?.addQuadCurve(to: CGPoint(x: 9, y: 10), control: CGPoint(x: 7, y: 8))",
        "path?.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle:",
        "path?.addRect(rect)",
        "addCurve(to: CGPoint(x: 5, y: 6), control1: CGPoint(x: 1, y: 2), control2:",
        "addQuadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 1, y: 2))",
      ])
  }

  /// A function retired for an overlay member taking C's arguments in another order:
  /// `CGContextDrawImage(c, rect, image)` is `c.draw(image, in: rect)`, and the tiled one
  /// the same member with `byTiling: true`, which C's name says and C has no parameter for;
  /// made only with an image, as Core Graphics does nothing with NULL.
  @Test func imageAndLayerFunctionsTakeTheOverlaysOrder() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Tile.m": """
        #import <UIKit/UIKit.h>
        @interface Tile : UIView
        @property (nonatomic, strong) UIImage *picture;
        @end
        @implementation Tile
        - (void)drawRect:(CGRect)rect {
            CGContextRef context = UIGraphicsGetCurrentContext();
            CGContextDrawImage(context, rect, self.picture.CGImage);
            CGContextDrawTiledImage(context, CGRectMake(0, 0, 8, 8), self.picture.CGImage);
            CGLayerRef layer = CGLayerCreateWithContext(context, rect.size, NULL);
            CGContextDrawLayerInRect(context, rect, layer);
            CGContextDrawLayerAtPoint(context, CGPointZero, layer);
            CGLayerRelease(layer);
        }
        @end
        """
      ],
      containing: [
        "(self.picture?.cgImage).map { nonnil2 in context?.draw(nonnil2, in: rect) }",
        "context?.draw(nonnil2, in: CGRect(x: 0, y: 0, width: 8, height: 8), byTiling: true)",
        "layer.map { nonnil2 in context?.draw(nonnil2, in: rect) }",
        "layer.map { nonnil2 in context?.draw(nonnil2, at: CGPoint.zero) }",
      ])
  }

  /// Functions the API notes refine for Swift (`CGPathAddRoundedRect`, Swift-private
  /// `__addRoundedRect`, which the overlay's `addRoundedRect(in:cornerWidth:cornerHeight:
  /// transform:)` calls; `CGPathCreateCopyByFlattening`'s `flattened(threshold:)`) or name for
  /// a property's setter (`CGContextSetInterpolationQuality`, `CGContextSetTextMatrix`).
  @Test func refinedFunctionsAndSettersTranslate() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Pill.m": """
        #import <UIKit/UIKit.h>
        @interface Pill : UIView
        @end
        @implementation Pill
        - (void)drawRect:(CGRect)rect {
            CGContextRef context = UIGraphicsGetCurrentContext();
            CGContextSetInterpolationQuality(context, kCGInterpolationHigh);
            CGContextSetTextMatrix(context, CGAffineTransformIdentity);
            CGFloat lengths[] = {3, 4};
            CGContextSetLineDash(context, 0, lengths, 2);
            CGMutablePathRef path = CGPathCreateMutable();
            CGAffineTransform shift = CGAffineTransformMakeTranslation(2, 3);
            CGPathAddRoundedRect(path, NULL, rect, 4, 6);
            CGPathAddRoundedRect(path, &shift, CGRectInset(rect, 8, 8), 2, 2);
            CGPathRef flat = CGPathCreateCopyByFlattening(path, 0.5);
            CGContextAddPath(context, flat);
            CGContextFillPath(context);
            CGPathRelease(flat);
            CGPathRelease(path);
        }
        @end
        """
      ],
      containing: [
        "context?.interpolationQuality = CGInterpolationQuality.high",
        "context?.textMatrix = CGAffineTransform.identity",
        "context?.setLineDash(phase: 0, lengths: Array(UnsafeBufferPointer(start: &lengths, "
          + "count: Int(2))))",
        "path?.addRoundedRect(in: rect, cornerWidth: 4, cornerHeight: 6)",
        "path?.addRoundedRect(in: rect.insetBy(dx: 8, dy: 8), cornerWidth: 2, cornerHeight: 2, "
          + "transform: shift)",
        "flattened(threshold: 0.5)",
      ])
  }

  /// `CGPathCreateCopyByStrokingPath` and `CGPathCreateCopyByDashingPath`, which the overlay
  /// retires for `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)` and
  /// `copy(dashingWithPhase:lengths:transform:)` (its messages name members it does not
  /// declare, as for `CGContextFillRects` and `CGContextStrokeLineSegments`): the transform
  /// last, by value, an array and its count one Swift array.
  @Test func strokedAndDashedCopiesTakeTheTransformLast() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Ring.m": """
        #import <UIKit/UIKit.h>
        @interface Ring : UIView
        @end
        @implementation Ring
        - (void)drawRect:(CGRect)rect {
            CGContextRef context = UIGraphicsGetCurrentContext();
            CGMutablePathRef arc = CGPathCreateMutable();
            CGPathAddArc(arc, NULL, 40, 40, 30, 0, M_PI, YES);
            CGAffineTransform shift = CGAffineTransformMakeTranslation(2, 3);
            CGPathRef stroked = CGPathCreateCopyByStrokingPath(arc, NULL, 8,
                (CGLineCap)kCGLineCapRound, kCGLineJoinMiter, 10);
            CGPathRef moved = CGPathCreateCopyByStrokingPath(stroked, &shift, 1,
                kCGLineCapButt, kCGLineJoinBevel, 4);
            CGFloat lengths[] = {6, 2};
            CGPathRef dashed = CGPathCreateCopyByDashingPath(arc, NULL, 1, lengths, 2);
            CGContextAddPath(context, stroked);
            CGContextAddPath(context, moved);
            CGContextAddPath(context, dashed);
            CGContextDrawPath(context, kCGPathFillStroke);
            CGRect boxes[] = {CGRectMake(0, 0, 4, 4), CGRectMake(8, 0, 4, 4)};
            CGContextFillRects(context, boxes, 2);
            CGPoint ends[] = {CGPointMake(0, 0), CGPointMake(9, 9)};
            CGContextStrokeLineSegments(context, ends, 2);
            CGPathRelease(dashed);
            CGPathRelease(moved);
            CGPathRelease(stroked);
            CGPathRelease(arc);
        }
        @end
        """
      ],
      containing: [
        "arc?.copy(strokingWithWidth: 8, lineCap: CGLineCap.round, lineJoin: CGLineJoin.miter, "
          + "miterLimit: 10)",
        "copy(strokingWithWidth: 1, lineCap: CGLineCap.butt, lineJoin: CGLineJoin.bevel, "
          + "miterLimit: 4, transform: shift)",
        "copy(dashingWithPhase: 1, lengths: Array(UnsafeBufferPointer(start: &lengths, "
          + "count: Int(2))))",
        "fill(Array(UnsafeBufferPointer(start: &boxes, count: Int(2))))",
        "strokeLineSegments(between: Array(UnsafeBufferPointer(start: &ends, count: Int(2))))",
      ])
  }

  @Test func theTableCarriesTheOverlaysOrder() throws {
    let names = ObjCNameTable.shared
    #expect(names.global("CGContextDrawImage")?.arguments == ["2", "1"])
    #expect(names.global("CGContextDrawTiledImage")?.arguments == ["2", "1", "true"])
    #expect(names.global("CGContextDrawLinearGradient")?.arguments == [])
  }
}

/// Names Swift's importer hides behind others: an enumerator aliasing another of the same
/// value, a function whose overlay takes its coordinates as points, an `Equatable` type's
/// "Use == instead".
@Suite struct ObjCHiddenNameTests {
  @Test func aliasesPointsAndEquality() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Arc.m": """
        #import <UIKit/UIKit.h>
        @interface Arc : UIView
        @end
        @implementation Arc
        - (void)drawRect:(CGRect)rect {
            CGContextRef c = UIGraphicsGetCurrentContext();
            CGContextMoveToPoint(c, 0, 0);
            CGContextAddArcToPoint(c, 10, 0, 10, 10, 4);
            CGContextStrokePath(c);
            NSLayoutAttribute attribute = NSLayoutAttributeBaseline;
            if (attribute == NSLayoutAttributeLastBaseline
                && CGAffineTransformEqualToTransform(self.transform, CGAffineTransformIdentity)) {
                self.alpha = 0.5;
            }
        }
        @end
        """
      ],
      containing: [
        "addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)",
        "NSLayoutConstraint.Attribute.lastBaseline",
        "self.transform == CGAffineTransform.identity",
      ])
  }

  /// A `static const` of the SDK that only names another declaration (`UITextWritingDirection
  /// UITextWritingDirectionNatural API_DEPRECATED_WITH_REPLACEMENT(…) =
  /// NSWritingDirectionNatural`, UITextInput.h) is that one, in a `switch`'s cases too, as
  /// ZSWSuffixTextView uses them.
  @Test func aConstantNamingAnotherIsThatOne() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Direction.m": """
        #import <UIKit/UIKit.h>
        @interface Direction : UIView
        @end
        @implementation Direction
        - (CGFloat)leadingX:(UITextWritingDirection)direction {
            switch (direction) {
                case UITextWritingDirectionNatural:
                case UITextWritingDirectionLeftToRight:
                    return 0;
                case UITextWritingDirectionRightToLeft:
                    return CGRectGetMaxX(self.bounds);
            }
            return 0;
        }
        - (NSUnderlineStyle)dashed {
            return NSUnderlineStyleSingle | NSUnderlinePatternDash;
        }
        @end
        """
      ],
      containing: [
        "case NSWritingDirection.natural", "case NSWritingDirection.rightToLeft",
        "NSUnderlineStyle.patternDash",
      ])
  }
}

/// `@encode` as the runtime's type encoding, and NSValue's boxing of bytes, pointers and
/// unretained objects, as Masonry's `MASBoxValue` and key-value observers use them.
@Suite struct ObjCValueBoxingTests {
  @Test(arguments: [
    ("CGPoint", "{CGPoint=dd}"), ("struct CGRect", "{CGRect={CGPoint=dd}{CGSize=dd}}"),
    ("long", "q"), ("unsigned long", "Q"), ("BOOL", "B"), ("_Bool", "B"), ("double", "d"),
    ("NSObject *", "@"), ("id", "@"), ("id<NSCopying>", "@"), ("Class", "#"), ("SEL", ":"),
    ("const char *", "r*"), ("char *", "*"), ("void *", "^v"), ("int *", "^i"),
    ("struct CGColor *", "^{CGColor=}"), ("void (^)(void)", "@?"),
  ])
  func encodings(type: String, encoding: String) {
    #expect(FileTranslator.typeEncoding(of: type) == encoding)
  }

  @Test func aProjectStructIsNotSpelled() {
    #expect(FileTranslator.typeEncoding(of: "struct MyPair") == nil)
  }

  /// A struct of the project's is encoded as clang does, from its fields (`{Span=dd}`;
  /// `{?=…}` for one without a tag), and boxed and unboxed in an `NSValue`. It was left
  /// untranslated ("`@encode(Type)` is not translated": the fifty-seventh draw's
  /// AlpVideoCameraCoverSlider, spent).
  @Test func encodesAStructOfTheProject() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Spans.m": """
        #import <UIKit/UIKit.h>
        struct Span { CGFloat start; CGFloat end; };
        struct Run { NSInteger count; struct Span span; BOOL open; };
        @interface Spans : UIView
        @property (nonatomic, strong) NSValue *boxed;
        @end
        @implementation Spans
        - (void)layoutSubviews {
            [super layoutSubviews];
            struct Span s;
            s.start = 1;
            s.end = 2;
            self.boxed = [NSValue valueWithBytes:&s objCType:@encode(struct Span)];
            struct Span back;
            [self.boxed getValue:&back];
            struct Run run;
            run.span = back;
            NSValue *r = [NSValue valueWithBytes:&run objCType:@encode(struct Run)];
            if (strcmp(r.objCType, @encode(struct Run)) == 0) { self.alpha = back.end; }
        }
        @end
        """
      ],
      containing: ["\"{Span=dd}\"", "\"{Run=q{Span=dd}B}\""])
  }

  /// `typedef struct _Gap { … } Gap;`: the struct is declared by its tag and the typedef is a
  /// typealias of it; `Gap` was "cannot find type" (AlpVideoCameraCoverSlider, spent).
  @Test func aTypedefOfATaggedStructIsItsAlias() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Gaps.m": """
        #import <UIKit/UIKit.h>
        typedef struct _Gap { CGFloat width; } Gap;
        @interface Gaps : UIView
        @property (nonatomic) Gap gap;
        @end
        @implementation Gaps
        - (void)layoutSubviews {
            [super layoutSubviews];
            Gap g;
            g.width = 2;
            self.gap = g;
            NSValue *v = [NSValue valueWithBytes:&g objCType:@encode(Gap)];
            (void)v;
        }
        @end
        """
      ],
      containing: ["typealias Gap = _Gap", "\"{_Gap=d}\""])
  }

  @Test func boxesAndEncodes() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Box.m": """
        #import <UIKit/UIKit.h>
        @interface Box : UIView
        @property (nonatomic, strong) NSValue *anchor;
        @property (nonatomic, strong) NSValue *owner;
        @end
        @implementation Box
        - (void)layoutSubviews {
            [super layoutSubviews];
            CGPoint p = CGPointMake(1, 2);
            const char *type = @encode(CGPoint);
            if (strcmp(type, @encode(CGPoint)) == 0) {
                self.anchor = [NSValue value:&p withObjCType:type];
            }
            self.owner = [NSValue valueWithNonretainedObject:self];
            UIView *back = [self.owner nonretainedObjectValue];
            back.alpha = [self.anchor CGPointValue].x;
            NSURL *site = [NSURL URLWithString:@"https://example.com/a"];
            self.accessibilityHint = site.path;
            NSNumber *n = [NSNumber numberWithLong:(long)3];
            self.tag = n.integerValue;
            if (CGColorEqualToColor(self.backgroundColor.CGColor, UIColor.redColor.CGColor)) {
                self.hidden = YES;
            }
        }
        @end
        """
      ],
      containing: [
        "\"{CGPoint=dd}\"", "NSValue(&p, withObjCType: type)",
        "NSValue(nonretainedObject: self)", "URL(string: \"https://example.com/a\")",
        ".nonretainedObjectValue", "NSNumber(value:",
        " == ",
      ])
  }
}

/// Framework enumerations the façade declares under another name through a typealias
/// (`UIUserInterfaceIdiom` = `UIDevice.Idiom`, Linux Foundation's option sets), and UIDevice.h's
/// `UI_USER_INTERFACE_IDIOM()`.
@Suite struct ObjCTypealiasedEnumerationTests {
  @Test func idiomsAndSearchOptionsTranslate() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Idiom.m": """
        #import <UIKit/UIKit.h>
        @interface Idiom : UIView
        @property (nonatomic) NSString *title;
        @end
        @implementation Idiom
        - (void)layoutSubviews {
            [super layoutSubviews];
            if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) { self.alpha = 0.5; }
            NSRange r = [self.title rangeOfString:@"a" options:NSLiteralSearch];
            (void)r;
        }
        @end
        """
      ],
      containing: [
        "UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.pad",
        "NSString.CompareOptions.literal",
      ])
  }
}

/// Constants of a typed enum the SDK declares extern, without values, that the façade
/// declares as its Swift type's members (`UIScrollViewDecelerationRateFast` is
/// `UIScrollView.DecelerationRate.fast`).
@Suite struct ObjCDecelerationRateTests {
  @Test func decelerationRatesAreTheTypesMembers() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Pager.m": """
        #import <UIKit/UIKit.h>
        @interface Pager : UIScrollView
        @end
        @implementation Pager
        - (void)setFast:(BOOL)fast {
            self.decelerationRate = fast ? UIScrollViewDecelerationRateFast
                                         : UIScrollViewDecelerationRateNormal;
        }
        @end
        """
      ],
      containing: [
        "UIScrollView.DecelerationRate.fast", "UIScrollView.DecelerationRate.normal",
      ])
  }
}
