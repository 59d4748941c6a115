import EaselObjC
import Foundation
import Testing

/// `Availability.h`'s version numbers and annotations, as old libraries and vendored SDK
/// headers use them: an annotated property, version tests in `#if`, and
/// `AvailabilityMacros.h`'s markers.
@Suite struct ObjCAvailabilityMacroTests {
  static let source = """
    #import <UIKit/UIKit.h>
    #import <AvailabilityMacros.h>

    @interface Pin : UIView
    @property (nonatomic, getter=isDraggable) BOOL draggable __OSX_AVAILABLE_STARTING(__MAC_NA,__IPHONE_3_2);
    - (void)legacy __OSX_AVAILABLE_BUT_DEPRECATED(__MAC_10_5, __MAC_10_9, __IPHONE_2_0, __IPHONE_7_0) AVAILABLE_MAC_OS_X_VERSION_10_5_AND_LATER;
    @property (nonatomic) CGFloat spacing;
    @end

    @implementation Pin
    - (void)legacy {}
    - (void)layoutSubviews {
      [super layoutSubviews];
    #if __IPHONE_OS_VERSION_MAX_ALLOWED >= __IPHONE_7_0 && __IPHONE_OS_VERSION_MIN_REQUIRED >= __IPHONE_9_0
      self.spacing = 7;
    #else
      self.spacing = 6;
    #endif
    #if __MAC_10_10 > __MAC_10_9 && __IPHONE_16_4 == 160400
      self.draggable = YES;
    #endif
    }
    @end
    """

  @Test func versionsAndAnnotationsAreTheSDKs() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Pin.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("self.spacing = 7"), "\(swift)")
    #expect(!swift.contains("self.spacing = 6"), "\(swift)")
    #expect(swift.contains("self.isDraggable = true"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// `os/availability.h`'s region annotations (`API_DEPRECATED_BEGIN(…)` … `API_DEPRECATED_END`
/// around a whole protocol or class, as Material Components' headers have them) and the rest
/// of the availability headers' family: each is declared, so the header parses.
@Suite struct ObjCAvailabilityRegionTests {
  static let header = """
    #import <os/availability.h>
    #import <Foundation/Foundation.h>

    API_DEPRECATED_BEGIN("Use colors with dynamic providers instead. "
                         "See the migration guide.",
                         ios(12, 12))
    @protocol Elevating <NSObject>
    @property (nonatomic, readonly) CGFloat level;
    @end
    API_DEPRECATED_END

    API_AVAILABLE_BEGIN(ios(13.0), tvos(13.0))
    API_UNAVAILABLE_BEGIN(watchos)
    API_DEPRECATED_WITH_REPLACEMENT_BEGIN("Elevating", ios(8.0, 12.0))
    typedef NS_ENUM(NSInteger, Shade) { ShadeLight, ShadeDark };
    API_DEPRECATED_WITH_REPLACEMENT_END
    API_UNAVAILABLE_END
    API_AVAILABLE_END

    __API_AVAILABLE_BEGIN(ios(9.0))
    extern NSString *const ShadeName SPI_AVAILABLE(ios(10.0)) __OS_AVAILABILITY(ios, introduced=10.0);
    __API_AVAILABLE_END
    """

  static let source = """
    #import <UIKit/UIKit.h>
    #import "Elevating.h"

    @interface Card : UIView <Elevating>
    @property (nonatomic) CGFloat level;
    @property (nonatomic) NSInteger generation API_DEPRECATED("old", ios(2.0, API_TO_BE_DEPRECATED_IOS)) __SWIFT_UNAVAILABLE_MSG("no");
    @end

    @implementation Card
    - (void)layoutSubviews {
      [super layoutSubviews];
    #if MAC_OS_X_VERSION_MIN_REQUIRED == MAC_OS_X_VERSION_10_5 && __TVOS_9_0 == 90000 && __WATCHOS_3_1_1 == 30101 && __MAC_10_14_6 == 101406 && __IPHONE_14_5 == 140500
      self.level = ShadeDark;
    #else
      self.level = ShadeLight;
    #endif
    }
    @end
    """

  @Test func aRegionAnnotatedHeaderParses() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Elevating.h": Self.header, "Card.m": Self.source,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined(separator: "\n")
    #expect(swift.contains("self.level = "), "\(swift)")
    #expect(swift.contains("ShadeDark") || swift.contains(".dark"), "\(swift)")
    #expect(!swift.contains("ShadeLight") && !swift.contains(".light"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
