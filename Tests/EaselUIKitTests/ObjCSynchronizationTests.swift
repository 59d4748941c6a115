import EaselUIKit
import Foundation
import Testing

/// `objc_sync_enter`/`objc_sync_exit` (`<objc/objc-sync.h>`), which Swift code calls to
/// serialize on an object as `@synchronized` does: a recursive lock per object.
/// Mobile-Telematics/TelematicsApp-iOS's Global.swift (a spent draw's) guards its `once`
/// tokens so.
@Suite struct ObjCSynchronizationTests {
  private final class Counter: @unchecked Sendable { var value = 0 }

  @Test func theLockIsRecursiveAndExitingWithoutItIsAnError() {
    let object = NSObject()
    #expect(objc_sync_enter(object) == Int32(OBJC_SYNC_SUCCESS))
    #expect(objc_sync_enter(object) == Int32(OBJC_SYNC_SUCCESS))
    #expect(objc_sync_exit(object) == Int32(OBJC_SYNC_SUCCESS))
    #expect(objc_sync_exit(object) == Int32(OBJC_SYNC_SUCCESS))
    #expect(objc_sync_exit(object) == Int32(OBJC_SYNC_NOT_OWNING_THREAD_ERROR))
  }

  @Test func threadsTakeAnObjectsLockInTurn() async {
    let counter = Counter()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<500 {
            objc_sync_enter(counter)
            let seen = counter.value
            counter.value = seen + 1
            objc_sync_exit(counter)
          }
        }
      }
    }
    #expect(counter.value == 4000)
  }
}
