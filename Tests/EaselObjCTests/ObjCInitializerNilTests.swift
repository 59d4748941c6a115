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
