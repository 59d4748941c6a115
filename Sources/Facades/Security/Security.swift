// The `Security` façade: Foundation; Core Foundation, Easel's, which CoreGraphics re-exports
// as iOS's does; and Security's trust, certificate, key and keychain calls, which the
// generated inventory (Security+Inventory.swift) declares at rest, each use noted once.
@_exported import CoreGraphics
@_exported import Foundation
