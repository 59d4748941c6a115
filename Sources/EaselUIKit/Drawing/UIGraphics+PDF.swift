import Foundation

// UIKit's PDF contexts (`UIGraphicsBeginPDFContextToData` … `UIGraphicsEndPDFContext`), on
// the PDF contexts of `CGContext+PDF.swift`: y down from the page's top left, as UIKit's
// other contexts, and current (`UIGraphicsGetCurrentContext()`) until ended.

/// Makes a PDF context writing into `data` the current context, its pages `bounds` (US
/// Letter when empty). `documentInfo` (title, author…) is not written.
@preconcurrency @MainActor
public func UIGraphicsBeginPDFContextToData(
  _ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?
) {
  guard let consumer = CGDataConsumer(data: data) else { return }
  beginUIKitPDFContext(consumer, bounds)
}

/// Makes a PDF context writing the file at `path` the current context, as
/// `UIGraphicsBeginPDFContextToData` does; false when it cannot be made.
@preconcurrency @MainActor
@discardableResult
public func UIGraphicsBeginPDFContextToFile(
  _ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?
) -> Bool {
  guard let consumer = CGDataConsumer(url: NSURL(fileURLWithPath: path)) else { return false }
  return beginUIKitPDFContext(consumer, bounds)
}

@MainActor @discardableResult
private func beginUIKitPDFContext(_ consumer: CGDataConsumer, _ bounds: CGRect) -> Bool {
  let box = bounds.isEmpty ? defaultPDFMediaBox : bounds.standardized
  guard let context = CGContext(pdfConsumer: consumer, mediaBox: box, yUp: false) else {
    return false
  }
  GraphicsContextStack.current.pdfContexts.append(context)
  UIGraphicsPushContext(context)
  return true
}

/// Ends the open page, if any, and starts one of the context's bounds.
@preconcurrency @MainActor
public func UIGraphicsBeginPDFPage() {
  guard let context = GraphicsContextStack.current.pdfContexts.last else { return }
  context.endPDFPage()
  context.beginPDFPage(mediaBox: nil)
}

/// Ends the open page, if any, and starts one of `bounds` (the context's when empty).
@preconcurrency @MainActor
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
  guard let context = GraphicsContextStack.current.pdfContexts.last else { return }
  context.endPDFPage()
  context.beginPDFPage(mediaBox: bounds.isEmpty ? nil : bounds)
}

/// The current PDF page's bounds (zero without a PDF context).
@preconcurrency @MainActor
public func UIGraphicsGetPDFContextBounds() -> CGRect {
  guard let pdf = GraphicsContextStack.current.pdfContexts.last?.pdfDocument else { return .zero }
  return CGRect(origin: .zero, size: pdf.pageBox.size)
}

/// Ends the open page and the document, which goes to the data or file, and makes the
/// context that was current before it current again.
@preconcurrency @MainActor
public func UIGraphicsEndPDFContext() {
  let stack = GraphicsContextStack.current
  guard let context = stack.pdfContexts.popLast() else { return }
  context.closePDF()
  if let i = stack.contexts.lastIndex(where: { $0 === context }) {
    stack.contexts.remove(at: i)
  }
}
