import Foundation
import Testing

@testable import EaselObjC

/// A C variable-length array (`CGFloat locations[colorCount];`) is a Swift array of that
/// many zeroes, subscripted as the C array is and passed as `&locations` where C's decays to
/// a pointer. Clang's syntax tree keeps no node for the count; its type prints it
/// (`CGFloat[colorCount]`), and a count of names, numbers and arithmetic is read from there.
/// YLProgressBar's gradient (a spent draw's) was "not translated".
@Suite struct ObjCVariableLengthArrayTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface StripeBar : UIView
    @property (nonatomic, strong) NSArray *colors;
    @end
    @implementation StripeBar
    - (void)drawRect:(CGRect)rect {
        CGContextRef context = UIGraphicsGetCurrentContext();
        CGColorSpaceRef colorSpace = CGColorSpaceCreateDeviceRGB();
        CFArrayRef colorRefs = (__bridge CFArrayRef)_colors;
        int colorCount = (int)[_colors count];
        float delta = 1.0f / [_colors count];
        CGFloat locations[colorCount];
        for (int i = 0; i < colorCount; i++) {
            locations[i] = delta * i + delta / 2.0f;
        }
        NSUInteger pairs = 2;
        CGFloat stops[(colorCount + 1) * pairs];
        stops[0] = locations[0];
        CGGradientRef gradient = CGGradientCreateWithColors(colorSpace, colorRefs, locations);
        CGContextDrawLinearGradient(context, gradient, CGPointZero, CGPointMake(rect.size.width, 0), 0);
        CGGradientRelease(gradient);
        CGColorSpaceRelease(colorSpace);
    }
    @end
    """

  @Test func aVariableLengthArrayIsASwiftArrayOfItsCount() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["StripeBar.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(
      swift.contains("var locations = [CGFloat](repeating: 0, count: Int(colorCount))"),
      "\(swift)")
    #expect(
      swift.contains("count: (Int(colorCount) + 1) * Int(pairs))"), "\(swift)")
    #expect(swift.contains("&locations"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }

  /// An array of Core Graphics objects (`CGColorRef colors[count];`, TICKCircleSlider's
  /// gradient, a spent draw's) has no zero to repeat: it holds optionals, nil until set, as
  /// ARC zeroes C's object pointers.
  static let colorSource = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface GradientRing : UIView
    @property (nonatomic, strong) NSArray *gradientColors;
    @end
    @implementation GradientRing
    - (void)drawRect:(CGRect)rect {
        CGContextRef context = UIGraphicsGetCurrentContext();
        CGColorSpaceRef space = CGColorSpaceCreateDeviceRGB();
        NSUInteger count = self.gradientColors.count;
        CGColorRef colors[count];
        for (NSUInteger i = 0; i < self.gradientColors.count; i++) {
            UIColor *color = [self.gradientColors objectAtIndex:i];
            colors[i] = color.CGColor;
        }
        CGContextSetFillColorWithColor(context, colors[0]);
        CFArrayRef array = CFArrayCreate(kCFAllocatorDefault, (void *)colors, (CFIndex)count, NULL);
        CGGradientRef gradient = CGGradientCreateWithColors(space, array, NULL);
        CGContextDrawLinearGradient(context, gradient, CGPointZero, CGPointMake(0, rect.size.height), 0);
        CGGradientRelease(gradient);
        CFRelease(array);
        CGColorSpaceRelease(space);
    }
    @end
    """

  @Test func aVariableLengthArrayOfObjectsHoldsOptionals() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["GradientRing.m": Self.colorSource])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(
      swift.contains("var colors = [CGColor?](repeating: nil, count: Int(count))"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }

  /// A count that is a property, a message or a call (TICKCircleSlider's `CGFloat
  /// tLocationsArray[self.valueGradientLocations.count];`, a spent draw's, was "not
  /// translated") is clang's own node for it, from a second parse of a copy of the file that
  /// writes each such count again after its declaration, on the same line
  /// (`VariableLengthArrays`): nothing before it moves, and the statement is not translated.
  static let messageSource = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface LocatedRing : UIView
    @property (nonatomic, strong) NSArray *locations;
    @end
    @implementation LocatedRing
    - (void)drawRect:(CGRect)rect {
        CGFloat stops[self.locations.count], widths[[self.locations count] + 1]; // two
        for (NSUInteger i = 0; i < self.locations.count; i++) {
            stops[i] = [[self.locations objectAtIndex:i] doubleValue];
            widths[i] = 1;
        }
        UIColor *tints[MAX(self.locations.count, 2)];
        tints[0] = [UIColor redColor];
        CGContextRef context = UIGraphicsGetCurrentContext();
        CGContextSetFillColorWithColor(context, tints[0].CGColor);
        CGContextFillRect(context, CGRectMake(0, 0, stops[0], widths[0]));
    }
    @end
    """

  @Test func aCountOfAMessageIsClangsNode() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["LocatedRing.m": Self.messageSource],
      containing: [
        "var stops = [CGFloat](repeating: 0, count: ",
        "var widths = [CGFloat](repeating: 0, count: ",
        "var tints = [UIColor?](repeating: nil, count: ",
      ])
    #expect(!swift.contains("(void)"), "\(swift)")
    #expect(swift.contains("self.locations"), "\(swift)")
  }

  @Test func theCopyWritesEachCountAfterItsStatement() throws {
    let source = Data("  CGFloat a[n.count], b[f(x[1])]; // c\n".utf8)
    let declaration = ClangNode(
      kind: "DeclStmt", id: "1",
      end: ClangPosition(file: "f.m", line: 1, column: 33, offset: 32, tokenLength: 1),
      fields: [:],
      children: [
        ClangNode(
          kind: "VarDecl", id: "2",
          location: ClangPosition(file: "f.m", line: 1, column: 11, offset: 10, tokenLength: 1),
          fields: ["type.qualType": "CGFloat[n.count]"], children: []),
        ClangNode(
          kind: "VarDecl", id: "3",
          location: ClangPosition(file: "f.m", line: 1, column: 23, offset: 22, tokenLength: 1),
          fields: ["type.qualType": "CGFloat[f(x[1])]"], children: []),
      ])
    let copy = try #require(
      VariableLengthArrays.rewrite(source, [(declaration, declaration.children)]))
    #expect(
      String(decoding: copy, as: UTF8.self)
        == "  CGFloat a[n.count], b[f(x[1])]; (void)(n.count); (void)(f(x[1])); // c\n")
  }

  @Test func aCountOfOtherFormsIsReportedNotGuessed() {
    #expect(FileTranslator.arrayCount("n * 2") == "Int(n) * 2")
    #expect(FileTranslator.arrayCount("4U + count") == "4 + Int(count)")
    #expect(FileTranslator.arrayCount("[self count]") == nil)
    #expect(FileTranslator.arrayCount("(int)width") == nil)
    #expect(FileTranslator.arrayCount("-(n)+1") == "-(Int(n)) + 1")
  }
}
