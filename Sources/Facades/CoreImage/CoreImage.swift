// The `CoreImage` façade: Core Graphics and Foundation; Core Image's filters are not provided.
@_exported import CoreGraphics
@_exported import Foundation
