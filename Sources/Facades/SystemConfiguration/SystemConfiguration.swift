// The `SystemConfiguration` façade: Foundation; Core Foundation, Easel's, which CoreGraphics
// re-exports as iOS's does; and reachability and network configuration, which the generated
// inventory (SystemConfiguration+Inventory.swift) declares at rest, each use noted once.
@_exported import CoreGraphics
@_exported import Foundation
