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
