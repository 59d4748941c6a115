// The `CFNetwork` façade: Foundation; Core Foundation, Easel's, which CoreGraphics re-exports
// as iOS's does; and CFNetwork's HTTP messages, authentication, streams, proxies and hosts,
// which the generated inventory (CFNetwork+Inventory.swift) declares at rest, each use noted
// once: a designable renders without a network, so nothing is sent or resolved.
@_exported import CoreGraphics
@_exported import Foundation
