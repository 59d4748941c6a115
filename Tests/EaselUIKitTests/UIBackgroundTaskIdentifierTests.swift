import EaselUIKit
import Testing

/// `UIBackgroundTaskIdentifier.invalid` (`UIBackgroundTaskInvalid`), which the generated
/// inventory left out: 0, what a task that may not run is given.
@Suite @MainActor struct UIBackgroundTaskIdentifierTests {
  @Test func invalidIsZeroAndWhatATaskAtRestGets() {
    #expect(UIBackgroundTaskIdentifier.invalid.rawValue == 0)
    let task = UIApplication.shared.beginBackgroundTask(expirationHandler: nil)
    #expect(task == .invalid)
  }
}
