import Foundation
import Testing

@testable import EaselObjC

/// Foundation classes and members the SDK declares and Linux's Foundation lacks, declared by
/// the façade as whole families so that both Swift and Objective-C see them: `NSMapTable` and
/// `NSHashTable` with every `NSPointerFunctions` option (TimOliver/TOSearchBar made its image
/// cache with `-initWithKeyOptions:valueOptions:capacity:`, a spent draw's), and what
/// `NSProcessInfo` tells of the device (`-isLowPowerModeEnabled`, spromicky/StepSlider's).
@Suite struct ObjCFoundationFamilyTests {
  static let source = """
    #import <UIKit/UIKit.h>

    static NSMapTable *imageTable = nil;

    IB_DESIGNABLE
    @interface BadgeView : UIView
    @property (nonatomic, strong) NSHashTable<UIView *> *observers;
    @end
    @implementation BadgeView
    + (void)setSharedImage:(UIImage *)image forKey:(NSString *)key {
        if (imageTable == nil) {
            imageTable = [[NSMapTable alloc] initWithKeyOptions:NSPointerFunctionsStrongMemory
                                                   valueOptions:NSPointerFunctionsWeakMemory
                                                       capacity:3];
        }
        [imageTable setObject:image forKey:key];
    }
    + (UIImage *)sharedImageForKey:(NSString *)key {
        return [imageTable objectForKey:key];
    }
    - (void)layoutSubviews {
        [super layoutSubviews];
        if (self.observers == nil) {
            self.observers = [NSHashTable weakObjectsHashTable];
        }
        [self.observers addObject:self];
        NSMapTable *strong = [NSMapTable strongToStrongObjectsMapTable];
        [strong setObject:self forKey:@"self"];
        BOOL quiet = [[NSProcessInfo processInfo] isLowPowerModeEnabled];
        BOOL hot = [NSProcessInfo processInfo].thermalState == NSProcessInfoThermalStateCritical;
        self.alpha = quiet || hot || imageTable.count > 9 || strong.count == 0 ? 0.5 : 1;
    }
    @end
    """

  @Test func mapTablesHashTablesAndTheDeviceStateAreDeclared() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["BadgeView.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("keyOptions: "), "\(swift)")
    #expect(swift.contains("isLowPowerModeEnabled"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
