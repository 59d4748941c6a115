import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// `easel render` on the bundled examples: exit status, statuses, files, and the pictures.
@Suite(.serialized)
struct RenderExamplesTests {
  /// Scale 2, so a point is two pixels.
  func pixel(_ image: Bitmap, _ x: Double, _ y: Double) -> RGBA {
    image.pixel(x: Int(x * 2), y: Int(y * 2))
  }

  func near(_ c: RGBA, _ r: Int, _ g: Int, _ b: Int, within: Double = 6) -> Bool {
    abs(c.red * 255 - Double(r)) <= within && abs(c.green * 255 - Double(g)) <= within
      && abs(c.blue * 255 - Double(b)) <= within
  }

  @Test func rainbowRendersTheSeedPicture() throws {
    let dir = try TestPaths.temporaryFolder()
    let out = dir.appendingPathComponent("rainbow.png")
    let run = try EaselProcess.run(["render", Documents.rainbow.path, "-o", out.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: Rainbow: Up to date"), "\(run.stderr)")
    #expect(!run.stderr.contains("designable-build-narrowed"), "the whole project compiled")
    #expect(run.stdout.contains("wrote \(out.path)"))
    let png = try Data(contentsOf: out)
    let image = try Bitmap(data: png)
    #expect(image.width == 1334 && image.height == 750)
    // The view is 600×343 at (33.5, 16): its centre is (333.5, 187.5) in the scene.
    let (cx, cy) = (333.5, 187.5)
    #expect(near(pixel(image, cx, cy), 0x38, 0x33, 0x4C), "background #38334C at the centre")
    // Bottom of each ring (radius = diameter / 2): the first colour, the overridden second
    // colour (255, 200, 61 from the runtime attribute), the third colour.
    #expect(near(pixel(image, cx, cy + 40), 37, 252, 244))
    #expect(near(pixel(image, cx, cy + 75), 255, 200, 61))
    #expect(near(pixel(image, cx, cy + 107.5), 238, 32, 53))
    // Top halves too: the rings are whole.
    #expect(near(pixel(image, cx, cy - 75), 255, 200, 61))
    // The right side of the first ring, and nothing between rings.
    #expect(near(pixel(image, cx + 40, cy + 3), 37, 252, 244))
    #expect(near(pixel(image, cx, cy + 57.5), 0x38, 0x33, 0x4C))
    // The caps' shadows darken the background just outside the left end of each ring.
    let shadowed = pixel(image, cx - 52, cy)
    let background = pixel(image, cx - 58, cy - 30)
    #expect(shadowed.red < background.red - 0.01, "cap shadow at the first ring's left end")
    let failure = ImageSnapshot(tolerance: 8, maxDifferingPixels: 200)
      .verify(png: png, named: "rainbow")
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func profileRendersThePhotoInARingWithText() throws {
    let dir = try TestPaths.temporaryFolder()
    let out = dir.appendingPathComponent("profile.png")
    let run = try EaselProcess.run(["render", Documents.profile.path, "-o", out.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: CircularImageView: Up to date"), "\(run.stderr)")
    #expect(!run.stderr.contains("designable-build-narrowed"), "the whole project compiled")
    let png = try Data(contentsOf: out)
    let image = try Bitmap(data: png)
    #expect(image.width == 750 && image.height == 1334)
    // The photo's view is 120×120 at (20, 40); its ring (4 pt line width + 3 pt gap) is the
    // grey backgroundLayerColor (170, 175, 181).
    #expect(near(pixel(image, 80, 44.5), 170, 175, 181), "grey ring at the top")
    // Outside the circle, in the view's corner: the white scene background.
    #expect(near(pixel(image, 22, 42), 255, 255, 255), "corner outside the circle")
    // Inside: the photo, not grey and not white.
    let face = pixel(image, 80, 100)
    #expect(!near(face, 170, 175, 181, within: 12) && !near(face, 255, 255, 255, within: 12))
    // Text beside it: the name label has dark pixels.
    var dark = 0
    for x in stride(from: 156.0, to: 260, by: 1) where pixel(image, x, 72).red < 0.3 { dark += 1 }
    #expect(dark > 5, "the name is drawn")
    // The friend without an image gets prepareForInterfaceBuilder()'s placeholder (its
    // grey-blue silhouette), not an empty grey disc.
    let placeholder = pixel(image, 52, 322)
    #expect(
      near(placeholder, 0x9A, 0xA3, 0xB2, within: 20)
        || near(placeholder, 0xD8, 0xDC, 0xE3, within: 20))
    let failure = ImageSnapshot(tolerance: 8, maxDifferingPixels: 400)
      .verify(png: png, named: "profile")
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test(arguments: ["svg", "pdf"])
  func examplesExportAsVectors(format: String) throws {
    let dir = try TestPaths.temporaryFolder()
    for (name, doc) in [("rainbow", Documents.rainbow), ("profile", Documents.profile)] {
      let out = dir.appendingPathComponent("\(name).\(format)")
      let run = try EaselProcess.run(["render", doc.path, "-o", out.path])
      #expect(run.status == 0, "\(run.stderr)")
      let data = try Data(contentsOf: out)
      let head = String(decoding: data.prefix(5), as: UTF8.self)
      #expect(format == "svg" ? head == "<?xml" : head == "%PDF-")
      #expect(data.count > 1000)
      // Deterministic: a second render gives the same bytes.
      let again = dir.appendingPathComponent("\(name)-again.\(format)")
      _ = try EaselProcess.run(["render", doc.path, "-o", again.path])
      #expect(try Data(contentsOf: again) == data, "\(name).\(format) is deterministic")
    }
  }
}
