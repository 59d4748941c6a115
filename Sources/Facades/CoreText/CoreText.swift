// The `CoreText` façade: Core Graphics and Foundation; Core Text's own types are not provided.
@_exported import CoreGraphics
@_exported import Foundation
