import Foundation
import Testing

@testable import EaselObjC

/// A nonnull collection property of the module's own class set from an optional chain
/// (`self.colors = waveLayer.colors;` in WaveLayer's `-initWithLayer:`, where `waveLayer` is a
/// cast that may be nil): clang's type for the assignment carries no `_Nonnull` in an audited
/// region, so the value went in optional, `self.colors = wave?.colors`, which Swift refused
/// ("value of optional type '[UIColor]?' must be unwrapped"). Objective-C gives the setter nil,
/// which the getter reads back empty: the empty collection.
@Suite struct ObjCNonnullCollectionAssignmentTests {
  @Test func anOptionalChainGivesTheEmptyCollection() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Wave.m": """
        #import <UIKit/UIKit.h>
        NS_ASSUME_NONNULL_BEGIN
        @interface Wave : CALayer
        @property (nonatomic, strong) NSArray<UIColor *> *colors;
        @property (nonatomic, strong) NSDictionary<NSString *, id> *info;
        @property (nonatomic, strong) UIColor *tint;
        @end
        NS_ASSUME_NONNULL_END
        @implementation Wave
        - (instancetype)initWithLayer:(id)layer {
            self = [super initWithLayer:layer];
            if (self) {
                Wave *wave = (Wave *)layer;
                self.colors = wave.colors;
                self.info = wave.info;
                self.tint = wave.tint;
            }
            return self;
        }
        @end
        """
      ],
      containing: [
        "self.colors = (wave?.colors ?? [])",
        "self.info = (wave?.info ?? [:])",
        "self.tint = wave?.tint",
      ])
  }
}
