import EaselObjC
import Foundation
import Testing

/// Grand Central Dispatch's functions taken as values translate: Swift's Dispatch declares no
/// C functions to point at, so the thirty-fifth draw's RSColorPickerView (`void
/// (*function)(dispatch_queue_t, dispatch_block_t) = bg ? dispatch_async : dispatch_sync;`)
/// failed with "cannot find 'dispatch_sync' in scope".
@Suite struct ObjCDispatchFunctionValueTests {
  static let dispatchSource = """
    #import <UIKit/UIKit.h>

    @interface Wheel : UIView
    @end
    @implementation Wheel
    + (void)prepare:(BOOL)inBackground queue:(dispatch_queue_t)queue {
        void (*function)(dispatch_queue_t, dispatch_block_t) =
            inBackground ? dispatch_async : dispatch_sync;
        function(queue, ^{
            [self class];
        });
    }
    @end
    """

  /// `dispatch_async` and `dispatch_sync` taken as function pointers (RSColorPickerView picks
  /// one by a flag) are closures doing what a call of each translates to.
  @Test func dispatchFunctionsAsValues() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Wheel.m": Self.dispatchSource],
      containing: ["queue.async(execute: block)", "queue.sync(execute: block)"])
    #expect(!swift.contains("? dispatch_async"), "\(swift)")
  }
}
