import Foundation
import Testing

@testable import EaselGraphics

/// The designer's unencoded frames: the head, the pixels as drawn, the rectangle that changed
/// and the straight RGBA a browser canvas takes; and surfaces drawn straight into a file.
@Suite struct RawFrameTests {
  /// A `width`×`height` surface cleared to `background` (opaque white), with `box` filled
  /// with `fill` (red).
  func surface(
    _ width: CGFloat, _ height: CGFloat, background: RGBA = RGBA(red: 1, green: 1, blue: 1, alpha: 1),
    box: CGRect? = nil, fill: RGBA = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
  ) throws -> RasterSurface {
    let s = try RasterSurface(width: width, height: height, scale: 1)
    s.clear(to: background)
    if let box { s.canvas.fill(GraphicsPath(rect: box), color: fill, rule: .nonZero) }
    return s
  }

  @Test func aSurfacesFrameHasItsHeadAndItsPixels() throws {
    let s = try RasterSurface(width: 4, height: 3, scale: 1)
    s.clear(to: RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
    let data = s.rawFrameData()
    #expect(data.count == 16 + 4 * 3 * 4)
    #expect(Array(data.prefix(8)) == Array("EaselRAW".utf8))
    let frame = try #require(RawFrame(data))
    #expect(frame.width == 4 && frame.height == 3)
    let rgba = Array(frame.straightRGBA(in: frame.bounds))
    #expect(rgba.count == 48)
    // Half-transparent red, unpremultiplied: red stays full.
    for pixel in stride(from: 0, to: rgba.count, by: 4) {
      #expect(rgba[pixel] == 255 && rgba[pixel + 1] == 0 && rgba[pixel + 2] == 0)
      #expect((127...128).contains(rgba[pixel + 3]))
    }
  }

  @Test func runsExpandToTheStraightRGBAOfTheRectangle() throws {
    let s = try surface(
      24, 8, background: RGBA(red: 0.2, green: 0.4, blue: 0.9, alpha: 1),
      box: CGRect(x: 3, y: 1, width: 9, height: 5), fill: RGBA(red: 1, green: 0.5, blue: 0.1, alpha: 1))
    let translucent = try surface(24, 8, background: RGBA(red: 0.9, green: 0.3, blue: 0.6, alpha: 0.3))
    let mixed = try surface(
      24, 8, background: RGBA(red: 0, green: 0, blue: 0, alpha: 0),
      box: CGRect(x: 5, y: 1, width: 7, height: 5), fill: RGBA(red: 0.1, green: 0.9, blue: 0.5, alpha: 1))
    // Varied pixels: a gradient of one-pixel steps, with short repeats between.
    let varied = try RasterSurface(width: 24, height: 8, scale: 1)
    for x in 0..<24 {
      varied.canvas.fill(
        GraphicsPath(rect: CGRect(x: CGFloat(x), y: 0, width: 1, height: 8)),
        color: RGBA(red: Double(x / 2) / 12, green: 0.5, blue: 0.5, alpha: x % 5 == 0 ? 0.5 : 1),
        rule: .nonZero)
    }
    for (surface, name) in [(s, "opaque"), (translucent, "translucent"), (mixed, "mixed"), (varied, "varied")] {
      let frame = try #require(RawFrame(surface.rawFrameData()))
      for rect in [frame.bounds, RawFrame.Rect(x: 2, y: 1, width: 20, height: 6), RawFrame.Rect(x: 7, y: 3, width: 1, height: 1)] {
        let runs = frame.straightRGBARuns(in: rect)
        let expanded = RawFrame.expand(runs: runs, count: rect.width * rect.height)
        #expect(expanded == Array(frame.straightRGBA(in: rect)), "\(name) \(rect)")
        let misaligned = (Data([0]) + runs).dropFirst()
        #expect(RawFrame.expand(runs: misaligned, count: rect.width * rect.height) == expanded)
        #expect(runs.count <= (rect.width * rect.height + 1) * 4, "\(name): no more words than pixels and one")
      }
    }
    // A flat frame is one run: a count and a pixel.
    let flat = try #require(RawFrame(translucent.rawFrameData()))
    #expect(flat.straightRGBARuns(in: flat.bounds).count == 8)
    #expect(RawFrame.expand(runs: flat.straightRGBARuns(in: flat.bounds), count: 24 * 8 - 1) == nil)
    #expect(RawFrame.expand(runs: Data([1, 0, 0, 0]), count: 1) == nil, "a count without its pixel")
  }

  @Test func theChangedRectangleIsTheSmallestThatHoldsEveryChange() throws {
    let before = try #require(RawFrame(try surface(40, 30).rawFrameData()))
    let after = try #require(
      RawFrame(try surface(40, 30, box: CGRect(x: 5, y: 4, width: 3, height: 2)).rawFrameData()))
    #expect(after.changedRect(since: before) == RawFrame.Rect(x: 5, y: 4, width: 3, height: 2))
    #expect(after.changedRect(since: after).isEmpty)
    // Two boxes apart: one rectangle around both.
    let two = try surface(40, 30, box: CGRect(x: 2, y: 20, width: 1, height: 1))
    two.canvas.fill(
      GraphicsPath(rect: CGRect(x: 30, y: 3, width: 2, height: 2)),
      color: RGBA(red: 0, green: 0, blue: 1, alpha: 1), rule: .nonZero)
    let both = try #require(RawFrame(two.rawFrameData()))
    #expect(both.changedRect(since: before) == RawFrame.Rect(x: 2, y: 3, width: 30, height: 18))
    // Another size: the whole frame.
    let other = try #require(RawFrame(try surface(20, 30).rawFrameData()))
    #expect(other.changedRect(since: before) == other.bounds)
  }

  @Test func theChangedRectangleDrawnOverTheOldFrameGivesTheNewOne() throws {
    let before = try #require(RawFrame(try surface(24, 16).rawFrameData()))
    let after = try #require(
      RawFrame(try surface(24, 16, box: CGRect(x: 10, y: 3, width: 7, height: 9)).rawFrameData()))
    let rect = after.changedRect(since: before)
    var picture = Array(before.straightRGBA(in: before.bounds))
    let patch = Array(after.straightRGBA(in: rect))
    for y in 0..<rect.height {
      let to = ((rect.y + y) * 24 + rect.x) * 4
      picture.replaceSubrange(to..<to + rect.width * 4, with: patch[y * rect.width * 4..<(y + 1) * rect.width * 4])
    }
    #expect(picture == Array(after.straightRGBA(in: after.bounds)))
  }

  @Test func bytesThatAreNotAFrameAreRefused() throws {
    let good = try surface(3, 2).rawFrameData()
    #expect(RawFrame(good) != nil)
    #expect(RawFrame(good.dropLast()) == nil)
    #expect(RawFrame(good + Data([0])) == nil)
    #expect(RawFrame(Data("PNGPNGPNGPNGPNGPNG".utf8)) == nil)
    var zeroWidth = good
    zeroWidth.replaceSubrange(8..<12, with: [0, 0, 0, 0])
    #expect(RawFrame(zeroWidth) == nil)
    #expect(RawFrame(Data()) == nil)
  }

  @Test func aSurfaceDrawsStraightIntoItsFrameFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-rawframe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("scene.frame")
    let first = try RasterSurface(width: 10, height: 8, scale: 2, frameFile: file)
    first.canvas.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 10, height: 8)),
      color: RGBA(red: 0, green: 1, blue: 0, alpha: 1), rule: .nonZero)
    let drawn = first.rawFrameData()
    let read = try #require(RawFrame(mapping: file))
    #expect(read.width == 20 && read.height == 16)
    #expect(read.data == drawn)
    // The next surface on the same file starts transparent, not with the last frame.
    let second = try RasterSurface(width: 10, height: 8, scale: 2, frameFile: file)
    let blank = try #require(RawFrame(second.rawFrameData()))
    #expect(blank.straightRGBA(in: blank.bounds).allSatisfy { $0 == 0 })
    #expect(try #require(RawFrame(mapping: file)).straightRGBA(in: blank.bounds).allSatisfy { $0 == 0 })
  }
}
