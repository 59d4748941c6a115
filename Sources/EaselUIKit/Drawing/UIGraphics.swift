import Foundation

/// The stack of current graphics contexts, as UIKit keeps it.
///
/// UIKit's drawing functions (`UIGraphicsGetCurrentContext()`, `UIRectFill`,
/// `UIBezierPath.fill()`, `UIImage.draw(in:)`) take no context argument: they draw into the
/// context on top of a main-thread stack that `draw(_:)`'s caller and image renderers push.
/// This is UIKit's own design, so Easel keeps it, isolated to the main actor.
@MainActor
enum GraphicsContextStack {
  static var contexts: [CGContext] = []
}

/// The context `draw(_:)` or an image renderer is drawing into, if any.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.contexts.last
}

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.contexts.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
@MainActor
public func UIGraphicsPopContext() {
  _ = GraphicsContextStack.contexts.popLast()
}

/// Fills `rect` in the current context with its fill colour.
@MainActor
public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a one-point frame inside `rect` in the current context with its fill colour.
@MainActor
public func UIRectFrame(_ rect: CGRect) {
  guard let ctx = UIGraphicsGetCurrentContext() else { return }
  var path = GraphicsPath(rect: rect)
  path.addRect(rect.insetBy(dx: 1, dy: 1))
  ctx.canvas.fill(path, color: ctx.faded(ctx.state.fillColor), rule: .evenOdd)
}

/// Runs `body` with `context` current, popping it afterwards.
@MainActor
func withCurrentContext<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
  UIGraphicsPushContext(context)
  defer { UIGraphicsPopContext() }
  return try body()
}
