import Foundation

// What iOS's ProcessInfo tells that Linux's does not: the state of the device, here the one
// Interface Builder's agent runs on, a simulator process on the designer's Mac, at rest.

extension ProcessInfo {
  /// The device's thermal state: `.nominal`, as a simulator reports.
  public var thermalState: ThermalState { .nominal }

  /// Whether Low Power Mode is on: false, as a simulator reports.
  public var isLowPowerModeEnabled: Bool { false }

  /// Whether this is a Mac Catalyst app: false.
  public var isMacCatalystApp: Bool { false }

  /// Whether this is an iOS app running on a Mac: false.
  public var isiOSAppOnMac: Bool { false }

  /// Posted when the thermal state changes (never, here).
  public static let thermalStateDidChangeNotification = NSNotification.Name(
    "NSProcessInfoThermalStateDidChangeNotification")

  /// Begins an activity the system should know of; the token ends it.
  public func beginActivity(options: ActivityOptions = [], reason: String) -> NSObjectProtocol {
    NSObject()
  }

  /// Ends an activity `beginActivity(options:reason:)` began.
  public func endActivity(_ activity: NSObjectProtocol) {}

  /// Runs `block` as an activity.
  public func performActivity(
    options: ActivityOptions = [], reason: String, using block: @escaping () -> Void
  ) {
    block()
  }

  /// Runs `block` as an activity that may expire; it is told it has not.
  public func performExpiringActivity(
    withReason reason: String, using block: @escaping @Sendable (Bool) -> Void
  ) {
    block(false)
  }
}

extension NSNotification.Name {
  /// Posted when Low Power Mode is turned on or off (never, here).
  public static let NSProcessInfoPowerStateDidChange = NSNotification.Name(
    "NSProcessInfoPowerStateDidChangeNotification")
}
