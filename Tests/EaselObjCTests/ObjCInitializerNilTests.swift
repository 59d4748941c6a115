import Foundation
import Testing

@testable import EaselObjC

/// `return nil` from an initializer: where `self` cannot be nil it is dropped, a class's own
/// initializer that returns nil is `init!`, and an override of a non-failable initializer
/// marks the object with where it returned nil (docs/objc.md).
@Suite struct ObjCInitializerNilTests {
  @Test func selfNilChecksAfterSuperInitAreDropped() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "RangeSlider.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface RangeSlider : UIControl
        @property (nonatomic) CGFloat lower;
        @end
        @implementation RangeSlider
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            if(!self) {
                return nil;
            }
            _lower = 0.25;
            return self;
        }
        - (instancetype)initWithCoder:(NSCoder *)aDecoder {
            if (!(self = [super initWithCoder:aDecoder])) {
                return nil;
            } else {
                _lower = 0.5;
            }
            if (self == nil) return nil;
            return self;
        }
        @end
        """
      ], containing: ["super.init(frame: frame)", "super.init(coder: aDecoder)", "_lower = 0.5"])
    #expect(!swift.contains("return nil"), "\(swift)")
    #expect(!swift.contains("== nil"), "\(swift)")
  }

  @Test func ownInitializerReturningNilIsFailable() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Palette.m": """
        #import <UIKit/UIKit.h>
        @interface Palette : NSObject
        @property (nonatomic, copy) NSString *name;
        - (instancetype)initWithName:(NSString *)name;
        @end
        @implementation Palette
        - (instancetype)initWithName:(NSString *)name {
            if (name.length == 0) return nil;
            self = [super init];
            if (self) { _name = [name copy]; }
            return self;
        }
        + (NSString *)described:(NSString *)name {
            Palette *p = [[Palette alloc] initWithName:name];
            return p.name;
        }
        @end
        """
      ], containing: ["init!(name: String!)", "return nil"])
    #expect(!swift.contains("ObjCInitializerFailure"), "\(swift)")
  }

  @Test func overrideReturningNilMarksTheObject() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Gauge.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface Gauge : UIView
        @end
        @implementation Gauge
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            if (frame.size.width < 0) {
                return nil;
            }
            return self;
        }
        - (instancetype)init {
            if (NO) return nil;
            self = [super init];
            return self;
        }
        @end
        """
      ],
      containing: [
        "override init(frame: CGRect)",
        "ObjCInitializerFailure.record(self, at: \"Gauge.m:9:9\"); return",
        "fatalError(\"Gauge.m:14:13: -[Gauge init] returned nil before calling its superclass's",
      ])
    #expect(!swift.contains("init!"), "\(swift)")
  }
}

/// A factory the SDK declares returning `nullable` given nil for an object returns nil
/// (`[UIFont fontWithName:nil size:14]`, `[UIImage imageNamed:nil]`, `[NSURL URLWithString:nil]`),
/// where Swift's failable initializer takes no nil and a `String!` argument would trap: each
/// argument that may be nil is bound first.
@Suite struct ObjCFailableInitializerNilArgumentTests {
  @Test func aNilArgumentGivesNil() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Label.m": """
        #import <UIKit/UIKit.h>
        @interface Label : UIView
        @property (nonatomic) NSString *fontName;
        @property (nonatomic, nullable) NSString *imageName;
        @property (nonatomic) UIFont *font;
        @property (nonatomic) UIImage *image;
        @end
        @implementation Label
        - (void)setUp {
          self.font = [UIFont fontWithName:self.fontName size:14] ?: [UIFont systemFontOfSize:14];
          self.image = [UIImage imageNamed:self.imageName];
          NSURL *url = [NSURL URLWithString:@"https://example.com"];
          (void)url;
        }
        @end
        """
      ],
      containing: [
        "(self.fontName).flatMap { easelValue0 in UIFont(name: easelValue0, size: 14) }",
        "self.image = (self.imageName).flatMap { easelValue0 in UIImage(named: easelValue0) }",
        // A literal is never nil.
        "URL(string: \"https://example.com\")",
      ])
  }
}

/// A framework initializer (or factory Swift imports as one) given an object that may be nil
/// for a parameter the SDK declares nonnull makes nil, as Objective-C's initializers answer an
/// argument they cannot use (`[UIColor colorWithCGColor:layer.strokeColor]` of a new shape
/// layer, whose stroke colour is NULL): Swift's non-optional parameter would trap there.
/// Strings and collections keep their empty values (`?? ""`, `?? []`).
@Suite struct ObjCInitializerNilObjectArgumentTests {
  @Test func aNilObjectArgumentGivesNil() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Ring.m": """
        #import <UIKit/UIKit.h>
        @interface Ring : UIView
        @property (nonatomic) CAShapeLayer *ring;
        @property (nonatomic) UIImage *pattern;
        @end
        @implementation Ring
        - (UIColor *)tintColor {
          return [UIColor colorWithCGColor:self.ring.strokeColor];
        }
        - (UIColor *)patternColor {
          UIColor *color = [[UIColor alloc] initWithPatternImage:self.pattern];
          return color;
        }
        - (NSString *)title {
          return [NSString stringWithString:self.accessibilityLabel];
        }
        @end
        """
      ],
      containing: [
        "(self.ring?.strokeColor).flatMap { easelValue0 in UIColor(cgColor: easelValue0) }",
        "(self.pattern).flatMap { easelValue0 in UIColor(patternImage: easelValue0) }",
        // A string keeps its empty value.
        "(NSString(string: (self.accessibilityLabel ?? \"\")) as String)",
      ])
  }
}
