// The `SystemConfiguration` façade: Foundation; Core Foundation, Easel's, which CoreGraphics
// re-exports as iOS's does; and reachability and network configuration, which the generated
// inventory (SystemConfiguration+Inventory.swift) declares at rest, each use noted once.
@_exported import CoreGraphics
internal import EaselUIKit
@_exported import Foundation

// Declared by hand: the inventory's generator does not write C's anonymous enumerations
// (`SCNetwork.h`'s flags, `SystemConfiguration.h`'s status codes, which Swift imports as
// `Int` constants) nor functions taking Darwin's socket addresses.

/// `SCNetworkConnectionFlags`' values, as `SCNetwork.h` declares them.
public var kSCNetworkFlagsTransientConnection: Int { 1 << 0 }
public var kSCNetworkFlagsReachable: Int { 1 << 1 }
public var kSCNetworkFlagsConnectionRequired: Int { 1 << 2 }
public var kSCNetworkFlagsConnectionAutomatic: Int { 1 << 3 }
public var kSCNetworkFlagsInterventionRequired: Int { 1 << 4 }
public var kSCNetworkFlagsIsLocalAddress: Int { 1 << 16 }
public var kSCNetworkFlagsIsDirect: Int { 1 << 17 }

/// The status codes `SCError()` returns, as `SystemConfiguration.h` declares them.
public var kSCStatusOK: Int { 0 }
public var kSCStatusFailed: Int { 1001 }
public var kSCStatusInvalidArgument: Int { 1002 }
public var kSCStatusAccessError: Int { 1003 }
public var kSCStatusNoKey: Int { 1004 }
public var kSCStatusKeyExists: Int { 1005 }
public var kSCStatusLocked: Int { 1006 }
public var kSCStatusNeedLock: Int { 1007 }
public var kSCStatusNoStoreSession: Int { 2001 }
public var kSCStatusNoStoreServer: Int { 2002 }
public var kSCStatusNotifierActive: Int { 2003 }
public var kSCStatusNoPrefsSession: Int { 3001 }
public var kSCStatusPrefsBusy: Int { 3002 }
public var kSCStatusNoConfigFile: Int { 3003 }
public var kSCStatusNoLink: Int { 3004 }
public var kSCStatusStale: Int { 3005 }
public var kSCStatusMaxLink: Int { 3006 }
public var kSCStatusReachabilityUnknown: Int { 4001 }

/// A reachability reference for `address`. At rest, as the agent is: the reference is made,
/// and `SCNetworkReachabilityGetFlags(_:_:)` reports no network.
public func SCNetworkReachabilityCreateWithAddress(
  _ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>
) -> SCNetworkReachability? {
  UnimplementedAPI.use(
    "SCNetworkReachabilityCreateWithAddress(_:_:)", by: UnimplementedAPI.designableCode)
  return SCNetworkReachability()
}

/// A reachability reference for a pair of addresses; at rest, as
/// `SCNetworkReachabilityCreateWithAddress(_:_:)`.
public func SCNetworkReachabilityCreateWithAddressPair(
  _ allocator: CFAllocator?, _ localAddress: UnsafePointer<sockaddr>?,
  _ remoteAddress: UnsafePointer<sockaddr>?
) -> SCNetworkReachability? {
  UnimplementedAPI.use(
    "SCNetworkReachabilityCreateWithAddressPair(_:_:_:)", by: UnimplementedAPI.designableCode)
  return SCNetworkReachability()
}
