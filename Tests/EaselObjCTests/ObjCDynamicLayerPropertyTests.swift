import Foundation
import Testing

@testable import EaselObjC

/// A `CALayer` subclass's `@dynamic` properties (`@dynamic U;`, JCCloudProgressView's
/// `WaveLayer`, whose animatable wave offset and level are so declared): Core Animation gives
/// them accessors over the layer's key-value storage. They were refused ("property `U` without
/// a getter or storage is not translated"), and the view using the layer ran a stand-in.
@Suite struct ObjCDynamicLayerPropertyTests {
  @Test func aLayersDynamicPropertyIsKeptByTheLayer() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "WaveLayer.m": """
        #import <UIKit/UIKit.h>
        @interface WaveLayer : CALayer
        @property (nonatomic, assign) CGFloat U;
        @property (nonatomic, strong) NSArray<UIColor *> *colors;
        @property (nonatomic, assign) CGFloat A;
        @end
        @implementation WaveLayer
        @dynamic U;
        @dynamic colors;
        + (BOOL)needsDisplayForKey:(NSString *)key {
            return [key isEqualToString:@"U"] || [super needsDisplayForKey:key];
        }
        - (void)drawInContext:(CGContextRef)ctx {
            CGContextFillRect(ctx, CGRectMake(0, 0, self.U + self.A, self.colors.count));
        }
        @end
        """
      ],
      containing: [
        "get { return self.__easelDynamicValue(forKey: \"U\") ?? 0 }",
        "set { self.__easelSetDynamicValue(newValue, forKey: \"U\") }",
        "get { return self.__easelDynamicValue(forKey: \"colors\") }",
        "set { self.__easelSetDynamicValue(newValue, forKey: \"colors\") }",
        // A synthesized one keeps its instance variable.
        "get { return _A }",
      ])
    #expect(!swift.contains("__easelDynamicValue(forKey: \"A\")"), "\(swift)")
  }

  /// A view's `@dynamic` property is not Core Animation's: still refused, at the property.
  @Test func aViewsDynamicPropertyIsStillRefused() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Gauge.m": """
      #import <UIKit/UIKit.h>
      @interface Gauge : UIView
      @property (nonatomic, assign) CGFloat level;
      @end
      @implementation Gauge
      @dynamic level;
      @end
      """
    ])
    #expect(
      t.diagnostics.contains { $0.message.contains("property `level` without a getter") },
      "\(t.diagnostics)")
  }
}
