import Foundation
import Testing

@testable import EaselGraphics

@Suite struct BitmapComparisonTests {
  @Test func identicalBitmapsMatch() throws {
    let a = try Bitmap(width: 4, height: 4, fill: .white)
    let cmp = BitmapComparison(actual: a, expected: try Bitmap(width: 4, height: 4, fill: .white))
    #expect(cmp.matches && cmp.maxChannelDelta == 0 && cmp.differingPixels == 0)
  }

  @Test func differencesAreCountedAndShownRed() throws {
    let s = try RasterSurface(width: 4, height: 4, scale: 1)
    s.canvas.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), color: .white, rule: .nonZero)
    s.canvas.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 2, height: 1)), color: .black, rule: .nonZero)
    let cmp = BitmapComparison(
      actual: s.bitmap(), expected: try Bitmap(width: 4, height: 4, fill: .white))
    #expect(!cmp.matches)
    #expect(cmp.differingPixels == 2 && cmp.maxChannelDelta == 255)
    #expect(cmp.diff.pixel(x: 0, y: 0) == RGBA(red: 1, green: 0, blue: 0))
    #expect(cmp.diff.pixel(x: 3, y: 3).red == cmp.diff.pixel(x: 3, y: 3).green)
  }

  @Test func toleranceForgivesSmallDeltas() throws {
    let a = try Bitmap(width: 2, height: 2, fill: RGBA(white: 0.5))
    let b = try Bitmap(width: 2, height: 2, fill: RGBA(white: 0.51))
    #expect(!BitmapComparison(actual: a, expected: b).matches)
    #expect(BitmapComparison(actual: a, expected: b, tolerance: 3).matches)
  }

  @Test func sizeMismatchIsReported() throws {
    let cmp = BitmapComparison(
      actual: try Bitmap(width: 3, height: 2, fill: .white),
      expected: try Bitmap(width: 2, height: 2, fill: .white))
    #expect(!cmp.sameSize && cmp.differingPixels == 2 && cmp.diff.width == 3)
  }
}
