import EaselObjC
import Foundation
import Testing

/// A C function is nonisolated, as Swift's importer makes one: a helper at file scope called
/// from an `NSObject` subclass's method (the spent draw's SBStoreKit animations call
/// `degreesToRadians` so) typechecks, and its body still reaches UIKit's classes, which the
/// façade declares `@preconcurrency @MainActor`.
@Suite struct ObjCCFunctionIsolationTests {
  static let source = """
    #import <UIKit/UIKit.h>

    static CGFloat degreesToRadians(CGFloat degrees) { return degrees / 180.0 * M_PI; }

    static CGFloat screenScale(UIView *view) {
        [view setNeedsLayout];
        return [UIScreen mainScreen].scale;
    }

    @interface Spinner : NSObject
    - (CGFloat)angleForView:(UIView *)view;
    @end

    @implementation Spinner
    - (CGFloat)angleForView:(UIView *)view {
        void (^turn)(void) = ^{ (void)degreesToRadians(90); };
        turn();
        return degreesToRadians(45) * screenScale(view);
    }
    @end
    """

  @Test func aCFunctionIsCalledFromANonisolatedClass() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Spinner.m": Self.source],
      containing: ["private func degreesToRadians(_ degrees: CGFloat) -> CGFloat {"])
    #expect(!swift.contains("@MainActor private func degreesToRadians"))
  }
}
