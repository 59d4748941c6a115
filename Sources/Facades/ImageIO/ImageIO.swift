// The `ImageIO` façade: image sources that decode PNG and JPEG data or files into
// `CGImage`s with their size (CGImageSource.swift); the rest of ImageIO's API (destinations,
// metadata, animation) is declared at rest (ImageIO+Inventory.swift). Core Graphics and
// Foundation come with it, as on iOS.
@_exported import CoreGraphics
@_exported import Foundation
