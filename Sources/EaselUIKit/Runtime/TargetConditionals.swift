/// TargetConditionals.h's platform macros, which Swift imports as `Int32` constants wherever
/// UIKit is imported (`TARGET_OS_SIMULATOR != 0`), with the values of the iOS simulator's
/// target: Xcode builds designables for the simulator, as `#if targetEnvironment(simulator)`
/// holds at design time (`PlatformConditions`). In `#if`, Swift does not see C macros, there
/// as on Darwin.

/// Code runs on a Mac-family system (iOS, macOS, tvOS, watchOS): 1.
public let TARGET_OS_MAC: Int32 = 1
/// Code runs under macOS: 0.
public let TARGET_OS_OSX: Int32 = 0
/// Code runs on iOS, tvOS, watchOS or a simulator of one: 1.
public let TARGET_OS_IPHONE: Int32 = 1
/// Code runs under iOS: 1.
public let TARGET_OS_IOS: Int32 = 1
/// Code runs under watchOS: 0.
public let TARGET_OS_WATCH: Int32 = 0
/// Code runs under tvOS: 0.
public let TARGET_OS_TV: Int32 = 0
/// Code runs in a simulator: 1, as designables do.
public let TARGET_OS_SIMULATOR: Int32 = 1
/// Deprecated name of `TARGET_OS_SIMULATOR`.
public let TARGET_IPHONE_SIMULATOR: Int32 = TARGET_OS_SIMULATOR
/// Code runs on a device's firmware (deprecated): 0.
public let TARGET_OS_EMBEDDED: Int32 = 0
/// Code runs as a Mac Catalyst app: 0.
public let TARGET_OS_MACCATALYST: Int32 = 0
/// Code runs as a DriverKit driver: 0.
public let TARGET_OS_DRIVERKIT: Int32 = 0
/// Code runs under Windows: 0.
public let TARGET_OS_WIN32: Int32 = 0
/// Code runs under a non-Apple Unix: 0.
public let TARGET_OS_UNIX: Int32 = 0
/// Code runs under Linux: 0 (the agent does, but the designable's code is the simulator's).
public let TARGET_OS_LINUX: Int32 = 0
