// The `CoreData` façade: Foundation; Core Foundation, Easel's, which CoreGraphics
// re-exports as iOS's does; and Core Data's classes, which the generated
// inventory (CoreData+Inventory.swift) declares at rest, each use noted once.
@_exported import CoreGraphics
@_exported import Foundation
