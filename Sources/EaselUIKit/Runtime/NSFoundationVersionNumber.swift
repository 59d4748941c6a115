import Foundation

// Foundation's and Core Foundation's versions, which Objective-C code of the iOS 6–9 years
// compares with the SDK's `NSFoundationVersionNumber_iOS_…` and
// `kCFCoreFoundationVersionNumber_iOS_…` constants to tell the system it runs on
// (`if (NSFoundationVersionNumber > NSFoundationVersionNumber_iOS_6_1)`: the iOS 7 look).
// Linux's Foundation declares neither. Easel stands for a current iOS, so each is greater
// than every constant the SDK defines (the last, `NSFoundationVersionNumber_iOS_9_x_Max` and
// `kCFCoreFoundationVersionNumber_iOS_9_x_Max`, are 1299): code takes its newest path.

/// Foundation's version number: above every `NSFoundationVersionNumber_iOS_…` constant.
public let NSFoundationVersionNumber: Double = 1300

/// Core Foundation's version number: above every `kCFCoreFoundationVersionNumber_iOS_…`
/// constant.
public let kCFCoreFoundationVersionNumber: Double = 1300
