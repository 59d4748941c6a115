internal import EaselGraphics
import Foundation

/// The stack of current graphics contexts, as UIKit keeps it: one per thread.
///
/// UIKit's drawing functions (`UIGraphicsGetCurrentContext()`, `UIRectFill`,
/// `UIBezierPath.fill()`, `UIImage.draw(in:)`) take no context argument: they draw into the
/// context on top of the calling thread's stack, which `draw(_:)`'s caller and image
/// renderers push. This is UIKit's own design, so Easel keeps it, in the thread's storage
/// (the façade's drawing runs on the main actor, so in practice the main thread's).
@preconcurrency @MainActor
final class GraphicsContextStack {
  var contexts: [CGContext] = []
  /// The surfaces of `UIGraphicsBeginImageContext…` contexts, paired with their contexts.
  var imageContexts: [(context: CGContext, surface: RasterSurface)] = []
  /// The contexts `UIGraphicsBeginPDFContextToData`/`…ToFile` made, latest last.
  var pdfContexts: [CGContext] = []

  /// The calling thread's stack, made on first use.
  static var current: GraphicsContextStack {
    if let kept = pthread_getspecific(threadKey) {
      return Unmanaged<GraphicsContextStack>.fromOpaque(kept).takeUnretainedValue()
    }
    let stack = GraphicsContextStack()
    pthread_setspecific(threadKey, Unmanaged.passRetained(stack).toOpaque())
    return stack
  }

  /// The thread-specific slot holding each thread's stack (released when the thread ends):
  /// a pthread key, since drawing asks for the stack on every fill and stroke, and
  /// Foundation's thread dictionary cost the rainbow benchmark 5% of its drawing time.
  private static let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { kept in
      if let kept { Unmanaged<GraphicsContextStack>.fromOpaque(kept).release() }
    }
    return key
  }()
}

/// The context `draw(_:)` or an image renderer is drawing into, if any.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.current.contexts.last
}

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
  _ = GraphicsContextStack.current.contexts.popLast()
}

/// Fills `rect` in the current context with its fill colour.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a one-point frame inside `rect` in the current context with its fill colour.
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) {
  guard let ctx = UIGraphicsGetCurrentContext() else { return }
  var path = GraphicsPath(rect: rect)
  path.addRect(rect.insetBy(dx: 1, dy: 1))
  ctx.canvas.fill(path, paint: ctx.fillPaint, rule: .evenOdd)
}

/// Fills `rect` in the current context with its fill colour, combined by `blendMode`.
@preconcurrency @MainActor
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
  UIGraphicsGetCurrentContext()?.drawing(blendMode: blendMode) { UIRectFill(rect) }
}

/// Strokes a one-point frame inside `rect` in the current context with its fill colour,
/// combined by `blendMode`.
@preconcurrency @MainActor
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
  UIGraphicsGetCurrentContext()?.drawing(blendMode: blendMode) { UIRectFrame(rect) }
}

/// Runs `body` with `context` current, popping it afterwards.
@preconcurrency @MainActor
func withCurrentContext<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
  UIGraphicsPushContext(context)
  defer { UIGraphicsPopContext() }
  return try body()
}

/// Starts drawing into a new image of `size` points at scale 1, as the pre-iOS 10 API did.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts drawing into a new image of `size` points; a `scale` of 0 means the screen's.
///
/// `opaque` is stored only (images keep alpha). If the size is empty or too large, a 1×1
/// context is used so that the matching calls stay balanced.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  let s = scale > 0 ? scale : UIScreen.main.scale
  let surface =
    (try? RasterSurface(width: size.width, height: size.height, scale: s))
    ?? (try? RasterSurface(width: 1, height: 1, scale: 1))
  guard let surface else { return }
  let ctx = CGContext(canvas: surface.canvas, bounds: CGRect(origin: .zero, size: surface.size))
  GraphicsContextStack.current.imageContexts.append((ctx, surface))
  // A bitmap context, as on iOS: `makeImage()` gives what is drawn so far.
  ctx.bitmapSurface = surface
  UIGraphicsPushContext(ctx)
}

/// The image drawn so far in the current image context, if the current context is one.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let current = UIGraphicsGetCurrentContext(),
    let entry = GraphicsContextStack.current.imageContexts.last(where: { $0.context === current })
  else { return nil }
  current.settleMaskClips()
  return UIImage(
    cgImage: CGImage(bitmap: entry.surface.bitmap()), scale: entry.surface.scale, orientation: .up)
}

/// Ends the current image context.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
  let stack = GraphicsContextStack.current
  guard let entry = stack.imageContexts.popLast() else { return }
  entry.context.finish()
  if let i = stack.contexts.lastIndex(where: { $0 === entry.context }) {
    stack.contexts.remove(at: i)
  }
}
