internal import CCairo
internal import CPango
import Foundation

/// The one Pango font map and context every `TextLayout` is made from, and the lock that
/// serialises all use of Pango (which is not thread-safe).
///
/// The context has fixed font options (grey antialiasing, no hinting, no hint metrics)
/// and a resolution of 72 dpi, so that 1 Pango unit of size is 1 point and layouts never
/// depend on the surface they are drawn on.
final class PangoEngine: @unchecked Sendable {
  /// The process-wide engine, created on first use.
  static let shared = PangoEngine()

  private let lock = NSLock()
  /// A private font map (not Pango's global default), so its settings are ours alone.
  let fontMap: OpaquePointer
  /// The context all layouts are created in.
  let context: OpaquePointer

  private init() {
    let map = pango_cairo_font_map_new()
    pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
    let ctx = pango_font_map_create_context(map)
    pango_cairo_context_set_resolution(ctx, 72)
    if let options = cairo_font_options_create() {
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
      pango_cairo_context_set_font_options(ctx, options)
      cairo_font_options_destroy(options)
    }
    pango_context_set_round_glyph_positions(ctx, 0)
    self.fontMap = OpaquePointer(map!)
    self.context = ctx!
  }

  /// Runs `body` holding the Pango lock.
  func locked<R>(_ body: () throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
