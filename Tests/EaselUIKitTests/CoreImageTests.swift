import Testing

/// Core Image and ImageIO as `import UIKit` alone brings them on iOS: colours, vectors, image
/// recipes rendered by a context (pixels checked, y up as Core Image's space is), the filters
/// Easel applies and the note for those it does not, and image sources of PNG data. The
/// scenarios are in CoreImageFixture.swift; each returns what it found wrong.
@MainActor
@Suite("Core Image and ImageIO", .serialized)
struct CoreImageTests {
  @Test func importUIKitBringsCoreImageImageIOAndSecurity() {
    #expect(CoreImageFixture.importUIKitBringsCoreImageImageIOAndSecurity() == [])
  }

  @Test func colorsConvertBothWaysAndReadTheirStrings() {
    #expect(CoreImageFixture.colorsConvertBothWaysAndReadTheirStrings() == [])
  }

  @Test func vectorsHoldPointsRectanglesAndTransforms() {
    #expect(CoreImageFixture.vectorsHoldPointsRectanglesAndTransforms() == [])
  }

  @Test func anImageOfPixelsRendersUprightInCoreImagesSpace() {
    #expect(CoreImageFixture.anImageOfPixelsRendersUprightInCoreImagesSpace() == [])
  }

  @Test func colorsCropsTransformsAndCompositesRender() {
    #expect(CoreImageFixture.colorsCropsTransformsAndCompositesRender() == [])
  }

  @Test func aGaussianBlurSpreadsAndSoftensTheEdge() {
    #expect(CoreImageFixture.aGaussianBlurSpreadsAndSoftensTheEdge() == [])
  }

  @Test func filtersTakeTheirParametersByKeyAndSayWhatTheyDoNotApply() {
    #expect(CoreImageFixture.filtersTakeTheirParametersByKeyAndSayWhatTheyDoNotApply() == [])
  }

  @Test func imagesConvertBetweenUIKitAndCoreImage() {
    #expect(CoreImageFixture.imagesConvertBetweenUIKitAndCoreImage() == [])
  }

  @Test func anImageSourceReadsPNGAndSaysWhatItCannotRead() {
    #expect(CoreImageFixture.anImageSourceReadsPNGAndSaysWhatItCannotRead() == [])
  }
}
