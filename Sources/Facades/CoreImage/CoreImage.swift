// The `CoreImage` façade: Core Image's colours, vectors, images, contexts and filters, as a
// view's drawing code uses them: an image is a recipe (a bitmap, a colour, transformed,
// cropped, clamped, composited, blurred) that a `CIContext` renders into a `CGImage`.
// Filters Easel applies: `CIGaussianBlur`, `CIConstantColorGenerator`, `CISourceOverCompositing`,
// `CICrop`, `CIAffineTransform`, `CIAffineClamp`; any other built-in filter gives back its
// input image unfiltered and says so once. The rest of Core Image's API is declared at rest
// (CoreImage+Inventory.swift). Core Image brings ImageIO, as iOS's `CIImage.h` imports it.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import ImageIO
