import Foundation

// Foundation's version, which Objective-C code of the iOS 6–9 years compares with the SDK's
// `NSFoundationVersionNumber_iOS_…` constants to tell the system it runs on
// (`if (NSFoundationVersionNumber > NSFoundationVersionNumber_iOS_6_1)`: the iOS 7 look).
// Linux's Foundation does not declare it. Easel stands for a current iOS, so it is greater
// than every constant the SDK defines (the last, `NSFoundationVersionNumber_iOS_9_x_Max`, is
// 1299): code takes its newest path.

/// Foundation's version number: above every `NSFoundationVersionNumber_iOS_…` constant.
public let NSFoundationVersionNumber: Double = 1300
