import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// A designable that loads its content from the project's xib (`Bundle.loadNibNamed(_:owner:
/// options:)` in its initializers, File's Owner's outlets connected to it) draws that
/// content, as it does in Interface Builder.
@Suite(.serialized)
struct NibLoadingTests {
  @Test func aDesignableDrawsTheContentOfItsNib() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, out) = try EaselProcess.renderFixture(
      "Nib", document: "Nib.storyboard", sources: "Sources", in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: CardView: Up to date"), "\(run.stderr)")
    #expect(!run.stderr.contains("warning"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    // The nib's orange content view fills the card.
    let content = image.pixel(x: 2 * 200, y: 2 * 80)
    #expect(
      content.red > 0.95 && abs(content.green - 0.5) < 0.03 && content.blue < 0.05, "\(content)")
    // Its label, reached through the titleLabel outlet, shows the document's title in white.
    var white = 0
    for x in stride(from: 20, to: 240, by: 1) {
      for y in stride(from: 20, to: 40, by: 1) {
        let p = image.pixel(x: 2 * x, y: 2 * y)
        if p.red > 0.9 && p.green > 0.9 && p.blue > 0.9 { white += 1 }
      }
    }
    #expect(white > 300, "the title is drawn: \(white) white pixels")
  }

  /// A nib loaded at run time is laid out by its constraints, as UIKit lays it out: its label,
  /// centred in a content view the code resizes from 200×200 to 280×40 and given a longer
  /// text afterwards, is drawn whole, centred in the badge — not at the frame the xib stored.
  @Test func aLoadedNibIsLaidOutByItsConstraints() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, out) = try EaselProcess.renderFixture(
      "Nib", document: "Badge.storyboard", sources: "Sources", in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: BadgeView: Up to date"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    var (minX, maxX, minY, maxY) = (Int.max, Int.min, Int.max, Int.min)
    for x in 2 * 12..<2 * 288 {
      for y in 2 * 32..<2 * 68 {
        let p = image.pixel(x: x, y: y)
        guard p.red < 0.3, p.green < 0.3, p.blue < 0.3 else { continue }
        (minX, maxX) = (min(minX, x), max(maxX, x))
        (minY, maxY) = (min(minY, y), max(maxY, y))
      }
    }
    #expect(minX <= maxX, "the label's text is drawn inside the badge")
    guard minX <= maxX else { return }
    // "Centred by constraints" at 17 pt is far wider than the 42 pt the xib stored.
    #expect(maxX - minX > 2 * 120, "the text is drawn whole: \(minX)...\(maxX)")
    #expect(abs((minX + maxX) / 2 - 2 * 150) <= 2 * 4, "centred: \(minX)...\(maxX)")
    #expect(abs((minY + maxY) / 2 - 2 * 50) <= 2 * 4, "centred: \(minY)...\(maxY)")
  }

  /// A File's Owner outlet to a constraint is connected, as UIKit's nib loading connects it
  /// to the owner passed whatever class and module the xib names for the owner: MeterView's
  /// `fileprivate weak` width outlet (its xib says module MeterKit) is set before its
  /// initializer unwraps it, and the bar is drawn at the width the code gives it; an outlet
  /// collection is set to its views in document order.
  @Test func aConstraintOutletOfTheOwnerIsConnected() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, out) = try EaselProcess.renderFixture(
      "Nib", document: "Meter.storyboard", sources: "Sources", in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: MeterView: Up to date"), "\(run.stderr)")
    #expect(!run.stderr.contains("warning"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    // level 0.75 of 280 points: the blue bar runs from x = 10 to 220.
    let inside = image.pixel(x: 2 * 200, y: 2 * 50)
    #expect(inside.blue > 0.9 && inside.red < 0.1, "\(inside)")
    let outside = image.pixel(x: 2 * 240, y: 2 * 50)
    #expect(outside.red > 0.9 && outside.blue > 0.9 && outside.green > 0.9, "\(outside)")
    // Both ticks, reached through the outlet collection, are red (black in the xib).
    for x in [12, 18] {
      let tick = image.pixel(x: 2 * x, y: 2 * 32)
      #expect(tick.red > 0.9 && tick.green < 0.1 && tick.blue < 0.1, "tick at \(x): \(tick)")
    }
  }

  /// A nib's top-level custom object (`<customObject>`, an `NSObject` subclass) is made with
  /// `init()`, as UIKit's nib loading makes it: File's Owner's outlet to it is set, its own
  /// outlets to the nib's view and to File's Owner are set, and its runtime attribute; it
  /// paints the swatch green and its owner black. Unmade, the owner's outlet stays nil and
  /// the designable crashes.
  @Test func aCustomObjectOfTheNibIsMadeAndConnected() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, out) = try EaselProcess.renderFixture(
      "Nib", document: "Painted.storyboard", sources: "Sources", in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: PaintedView: Up to date"), "\(run.stderr)")
    #expect(!run.stderr.contains("warning"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    let swatch = image.pixel(x: 2 * 20, y: 2 * 50)
    #expect(swatch.green > 0.9 && swatch.red < 0.1 && swatch.blue < 0.1, "\(swatch)")
    let owner = image.pixel(x: 2 * 200, y: 2 * 50)
    #expect(owner.green < 0.1 && owner.red < 0.1 && owner.blue < 0.1, "\(owner)")
  }
}

/// A storyboard scene is loaded in UIKit's one order: its outlets and outlet collections are
/// connected before its User Defined Runtime Attributes are set, so an inspectable's `didSet`
/// that styles a subview through an outlet (as iOSIBDesignableDemo's MTTestView does) finds
/// it; and a view made through a metatype (`(cls as? UIView.Type)?.init(frame:)`, the class
/// found by `NSClassFromString`) is drawn.
@Suite(.serialized)
struct SceneLoadingOrderTests {
  @Test func anInspectableStylesItsOutletsAndAMetatypeMakesAView() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, out) = try EaselProcess.renderFixture(
      "Outlets", document: "Outlets.storyboard", sources: "Sources", in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: AccentPanel: Up to date"), "\(run.stderr)")
    #expect(run.stderr.contains("Designables: BadgeFactoryView: Up to date"), "\(run.stderr)")
    #expect(!run.stderr.contains("warning"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    let blue = { (p: RGBA) in p.blue > 0.9 && p.red < 0.1 && p.green < 0.1 }
    // The button (20, 20, 100 × 60) and both swatches take the accent colour.
    #expect(blue(image.pixel(x: 2 * 70, y: 2 * 50)), "\(image.pixel(x: 2 * 70, y: 2 * 50))")
    #expect(blue(image.pixel(x: 2 * 210, y: 2 * 30)))
    #expect(blue(image.pixel(x: 2 * 250, y: 2 * 30)))
    // The badge made through `UIView.Type` is green; the class found by its qualified name
    // turned the view yellow.
    let badge = image.pixel(x: 2 * 30, y: 2 * 130)
    #expect(badge.green > 0.9 && badge.red < 0.1 && badge.blue < 0.1, "\(badge)")
    let ground = image.pixel(x: 2 * 100, y: 2 * 150)
    #expect(ground.red > 0.9 && ground.green > 0.9 && ground.blue < 0.1, "\(ground)")
    // A view scaling itself by half in its initializer, stored at (150, 100, 100 × 100),
    // stays centred: red from 175 to 225 and 125 to 175, the yellow around it.
    let red = { (p: RGBA) in p.red > 0.9 && p.green < 0.1 && p.blue < 0.1 }
    #expect(red(image.pixel(x: 2 * 176, y: 2 * 126)) && red(image.pixel(x: 2 * 224, y: 2 * 174)))
    let outside = image.pixel(x: 2 * 172, y: 2 * 150)
    #expect(outside.green > 0.9 && outside.blue < 0.1, "\(outside)")
  }
}
