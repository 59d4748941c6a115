import Foundation

// Core Foundation's absolute time, as code that times itself calls it (`CFAbsoluteTimeGetCurrent()`
// in a timer extension, Alamofire's timeline): seconds since the reference date,
// 1 January 2001 00:00:00 GMT, as on iOS.

/// Seconds since 1 January 2001 00:00:00 GMT, as `CFAbsoluteTime`.
public typealias CFAbsoluteTime = CFTimeInterval

/// The current absolute time, as `CFAbsoluteTimeGetCurrent()`.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
  Date().timeIntervalSinceReferenceDate
}
