// The `HealthKit` façade: nothing of its own yet: a file that imports it compiles, and uses of
// its API fail with Apple's names in the message.
@_exported import Foundation
