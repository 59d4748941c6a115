internal import CPango
import Foundation

/// Attachments in text: Pango lays a shape attribute's box out as one glyph, and draws
/// nothing there; the images are drawn by whoever draws the layout, at `attachments`.
extension TextLayout {
  /// A shape attribute per character of `text` (the object replacement character, one per
  /// attachment): the box Pango leaves, relative to the baseline, y down.
  static func shapeAttributes(
    for attachment: TextAttachment, text: String
  ) -> [UnsafeMutablePointer<PangoAttribute>?] {
    let box = attachment.bounds.standardized
    guard box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else {
      return []
    }
    var ink = PangoRectangle(
      x: pangoUnits(box.minX), y: pangoUnits(-box.maxY), width: pangoUnits(box.width),
      height: pangoUnits(box.height))
    var logical = PangoRectangle(
      x: 0, y: pangoUnits(-box.maxY), width: pangoUnits(box.width), height: pangoUnits(box.height))
    var start = 0
    return text.unicodeScalars.map { scalar in
      let end = start + String(scalar).utf8.count
      defer { start = end }
      let attr = pango_attr_shape_new(&ink, &logical)
      attr?.pointee.start_index = UInt32(start)
      attr?.pointee.end_index = UInt32(end)
      return attr
    }
  }

  /// Where each attachment of the shown lines landed (called with the Pango lock held).
  ///
  /// A character of an attachment run on a shown line is drawn at its box: x from where the
  /// line put the character, y from the line's baseline. Characters an ellipsis replaced
  /// are not on any line, and lines past `maxLines` are not shown.
  func placeAttachments() -> [PlacedTextAttachment] {
    var byOffset: [Int: TextAttachment] = [:]
    var start = 0
    for run in runs {
      defer { start += run.text.utf8.count }
      guard let attachment = run.attachment else { continue }
      var offset = start
      for scalar in run.text.unicodeScalars {
        byOffset[offset] = attachment
        offset += String(scalar).utf8.count
      }
    }
    let scale = CGFloat(PANGO_SCALE)
    var placed: [PlacedTextAttachment] = []
    guard let iter = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iter) }
    repeat {
      let index = Int(pango_layout_iter_get_index(iter))
      guard let attachment = byOffset[index] else { continue }
      var extents = PangoRectangle()
      pango_layout_iter_get_char_extents(iter, &extents)
      let box = attachment.bounds.standardized
      // An ellipsis stands at the offset of the text it replaced; it is not the box.
      guard extents.width == TextLayout.pangoUnits(box.width) else { continue }
      var line: Int32 = 0
      var lineX: Int32 = 0
      pango_layout_index_to_line_x(layout, Int32(index), 0, &line, &lineX)
      let baseline =
        CGFloat(pango_layout_iter_get_baseline(iter)) / scale + offset(ofLine: Int(line))
      if let clipHeight, baseline - box.maxY >= clipHeight { break }
      placed.append(
        PlacedTextAttachment(
          attachment: attachment,
          frame: CGRect(
            x: CGFloat(extents.x) / scale + shift(ofLine: Int(line)) + box.minX,
            y: baseline - box.maxY,
            width: box.width, height: box.height)))
    } while pango_layout_iter_next_char(iter) != 0
    return placed
  }
}
