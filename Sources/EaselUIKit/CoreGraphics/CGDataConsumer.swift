import Foundation

/// Where a context writes the document it makes, as Core Graphics' `CGDataConsumer`: a
/// mutable data object, a file, or the caller's `putBytes` callback.
///
/// Differs from Core Graphics: a PDF context hands its document over whole when it is closed,
/// not piece by piece as it is drawn.
open class CGDataConsumer: NSObject {
  private enum Destination {
    case data(NSMutableData)
    case url(URL)
    case callbacks(info: UnsafeMutableRawPointer?, CGDataConsumerCallbacks)
  }
  private let destination: Destination
  private var released = false

  private init(_ destination: Destination) {
    self.destination = destination
    super.init()
  }

  /// A consumer that calls `cbks.putBytes` with `info` for each piece written, and
  /// `cbks.releaseConsumer` when it is released; nil without a `putBytes` callback.
  public convenience init?(info: UnsafeMutableRawPointer?, cbks: UnsafePointer<CGDataConsumerCallbacks>) {
    guard cbks.pointee.putBytes != nil else { return nil }
    self.init(.callbacks(info: info, cbks.pointee))
  }

  /// A consumer that writes the file at `url` (a file URL), replacing it.
  public convenience init?(url: CFURL) {
    guard let url = url.absoluteURL, url.isFileURL else { return nil }
    self.init(.url(url))
  }

  /// A consumer that appends to `data`.
  public convenience init?(data: CFMutableData) {
    self.init(.data(data))
  }

  deinit {
    if case .callbacks(let info, let callbacks) = destination {
      callbacks.releaseConsumer?(info)
    }
  }

  /// Hands `bytes` to the destination: appended to the data, written to the file, or passed
  /// to `putBytes` (again for the rest, as long as it takes some). Returns whether all went.
  @discardableResult
  func write(_ bytes: Data) -> Bool {
    switch destination {
    case .data(let data):
      data.append(bytes)
      return true
    case .url(let url):
      return (try? bytes.write(to: url)) != nil
    case .callbacks(let info, let callbacks):
      guard let put = callbacks.putBytes else { return false }
      return bytes.withUnsafeBytes { raw -> Bool in
        guard var at = raw.baseAddress else { return true }
        var left = raw.count
        while left > 0 {
          let taken = put(info, at, left)
          guard taken > 0 else { return false }
          at += min(taken, left)
          left -= min(taken, left)
        }
        return true
      }
    }
  }
}

/// A new, empty mutable data object, as `CFDataCreateMutable` (the capacity is a hint).
public func CFDataCreateMutable(_ allocator: CFAllocator!, _ capacity: CFIndex) -> CFMutableData! {
  NSMutableData(capacity: max(capacity, 0)) ?? NSMutableData()
}
