import Foundation
import Testing

@testable import EaselUIKit

/// Option sets carry the raw values of the iOS SDK's headers (`NS_OPTIONS`/`CF_OPTIONS`), the
/// hand-written ones and those `scripts/facade-inventory` generates alike: code that stores
/// or compares raw values (`UIRectCorner(rawValue: 3)`, a mask read from a document) means
/// what it means on iOS.
@Suite struct OptionSetValuesTests {
  @Test func handWrittenSetsHaveTheHeadersValues() {
    #expect(UIRectCorner.topLeft.rawValue == 1)
    #expect(UIRectCorner.topRight.rawValue == 2)
    #expect(UIRectCorner.bottomLeft.rawValue == 4)
    #expect(UIRectCorner.bottomRight.rawValue == 8)
    #expect(UIRectCorner.allCorners.rawValue == UInt.max)
    #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
    #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
    #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
    #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
    #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
    #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    #expect(CTUnderlineStyle.single.rawValue == 1)
    #expect(CTUnderlineStyle.thick.rawValue == 2)
    #expect(CTUnderlineStyle.double.rawValue == 9)
  }

  /// Before, a generated set gave each member the next bit in declaration order.
  @Test func generatedSetsHaveTheHeadersValues() {
    #expect(CTFontSymbolicTraits.traitItalic.rawValue == 1)
    #expect(CTFontSymbolicTraits.traitBold.rawValue == 2)
    #expect(CTFontSymbolicTraits.traitExpanded.rawValue == 1 << 5)
    #expect(CTFontSymbolicTraits.traitMonoSpace.rawValue == 1 << 10)
    #expect(CTFontSymbolicTraits.traitClassMask.rawValue == 0xF000_0000)
    #expect(CTFontSymbolicTraits.boldTrait == .traitBold)
    #expect(CFCalendarUnit.era.rawValue == 1 << 1)
    #expect(CFCalendarUnit.yearForWeekOfYear.rawValue == 1 << 14)
    #expect(UIDataDetectorTypes.calendarEvent.rawValue == 1 << 3)
    #expect(UIDataDetectorTypes.all.rawValue == UInt.max)
    #expect(UIPopoverArrowDirection.any == [.up, .down, .left, .right])
    #expect(UIAxis.both == [.horizontal, .vertical])
    #expect(UIKeyModifierFlags.shift.rawValue == 1 << 17)
    #expect(UITableViewCell.StateMask.showingDeleteConfirmation.rawValue == 2)
    #expect(CAEdgeAntialiasingMask.layerTopEdge.rawValue == 1 << 3)
  }
}
