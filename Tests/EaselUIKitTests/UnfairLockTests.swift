import EaselAgentHost
import Foundation
import Testing
import os

/// Darwin's unfair lock (`<os/lock.h>`), which a module importing only Foundation uses on
/// Apple's platforms, Foundation re-exporting Darwin: Alamofire's `Protected.swift`
/// (`UnfairLock`, `os_unfair_lock_t`), which failed every class whose build took Alamofire
/// (ryan9gray/teremok-tv's AvatarButton, the spent twenty-seventh draw: "cannot find type
/// 'os_unfair_lock_t' in scope").
struct UnfairLockTests {
  @Test func aLockIsHeldUntilUnlocked() {
    let lock = os_unfair_lock_t.allocate(capacity: 1)
    defer { lock.deallocate() }
    lock.initialize(to: os_unfair_lock())
    os_unfair_lock_lock(lock)
    os_unfair_lock_assert_owner(lock)
    #expect(!os_unfair_lock_trylock(lock))
    os_unfair_lock_unlock(lock)
    os_unfair_lock_assert_not_owner(lock)
    #expect(os_unfair_lock_trylock(lock))
    os_unfair_lock_unlock(lock)
  }

  @Test func aWaitingThreadTakesTheLockOnceItIsUnlocked() async {
    // The lock at a fixed address, as Alamofire allocates it (a property passed `&` may be
    // a temporary copy).
    final class Shared: @unchecked Sendable {
      let lock = os_unfair_lock_t.allocate(capacity: 1)
      var count = 0
      init() { lock.initialize(to: os_unfair_lock()) }
      deinit { lock.deallocate() }
    }
    let shared = Shared()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<1000 {
            os_unfair_lock_lock(shared.lock)
            shared.count += 1
            os_unfair_lock_unlock(shared.lock)
          }
        }
      }
    }
    #expect(shared.count == 4000)
  }

  @Test(
    .enabled(
      if: UIKitAPICompiler.found != nil,
      "swiftc or .build/debug/Modules is missing; the compile test needs both"))
  func aModuleImportingOnlyFoundationSeesIt() throws {
    let compiler = try #require(UIKitAPICompiler.found)
    let r = try compiler.typecheck(
      """
      import Foundation

      final class UnfairLock {
        private let unfairLock: os_unfair_lock_t

        init() {
          unfairLock = .allocate(capacity: 1)
          unfairLock.initialize(to: os_unfair_lock())
        }

        deinit {
          unfairLock.deinitialize(count: 1)
          unfairLock.deallocate()
        }

        func around<T>(_ closure: () throws -> T) rethrows -> T {
          os_unfair_lock_lock(unfairLock)
          defer { os_unfair_lock_unlock(unfairLock) }
          return try closure()
        }
      }
      """, implicitImports: AgentBuilder.implicitImports(importsUIKit: false))
    #expect(r.status == 0, "swiftc said:\n\(r.output)")
  }
}
