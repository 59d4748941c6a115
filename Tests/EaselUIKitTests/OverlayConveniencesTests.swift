import EaselUIKit
import Foundation
import Testing

/// Members only the SDK's Swift overlays declare, implemented by Easel where they compute.
@Suite struct OverlayConveniencesTests {
  @Test func geometryRoundTripsThroughItsDictionaryForm() throws {
    let rect = CGRect(x: 1.5, y: -2, width: 30, height: 40)
    let dict = rect.dictionaryRepresentation as NSDictionary
    #expect((dict["Width"] as? NSNumber)?.doubleValue == 30)
    #expect(CGRect(dictionaryRepresentation: rect.dictionaryRepresentation) == rect)
    let point = CGPoint(x: 3, y: 4)
    #expect(CGPoint(dictionaryRepresentation: point.dictionaryRepresentation) == point)
    let size = CGSize(width: 5, height: 6)
    #expect(CGSize(dictionaryRepresentation: size.dictionaryRepresentation) == size)
    // A dictionary without the keys is no point.
    #expect(CGPoint(dictionaryRepresentation: ["X": 1] as NSDictionary) == nil)
  }

  @Test @MainActor func aTextStylesMetricsScaleAsItsFontMetrics() {
    let a = UIFont.TextStyle.headline.metrics.scaledValue(for: 10)
    let b = UIFontMetrics(forTextStyle: .headline).scaledValue(for: 10)
    #expect(a == b)
  }
}
