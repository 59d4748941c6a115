extension UIBackgroundTaskIdentifier {
  /// No background task, as `UIBackgroundTaskInvalid` (0): what
  /// `UIApplication.beginBackgroundTask(expirationHandler:)` gives when the app may not run
  /// one, which Easel's never does, and what code sets an ended task's identifier to.
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
