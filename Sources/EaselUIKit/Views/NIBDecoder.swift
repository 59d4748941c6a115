import Foundation

/// The coder a view made from a storyboard or xib receives in `init?(coder:)`.
///
/// On iOS, `UIView.init?(coder:)` decodes the view's Interface Builder attributes (frame,
/// colours, content mode, subviews…) before returning to the subclass's initializer. Easel
/// has no keyed archive; instead the interface layer passes this coder, and
/// `UIView.init?(coder:)` sets `frame` and then calls `configure`, so the attributes are
/// applied inside `init(coder:)` as on iOS, before the user's initializer continues.
///
/// Differs from UIKit: the `NSCoder` decoding methods are not implemented; user code that
/// decodes its own keys (`aDecoder.decodeObject(forKey:)`) gets nothing back.
package final class NIBDecoder: NSCoder {
  /// The frame Interface Builder stored for the view.
  package let frame: CGRect
  /// Applies the document's attributes to the view being initialized.
  package let configure: @MainActor (UIView) -> Void

  /// Creates a coder for one view.
  package init(frame: CGRect, configure: @escaping @MainActor (UIView) -> Void = { _ in }) {
    self.frame = frame
    self.configure = configure
    super.init()
  }

  /// Keyed coding, as storyboards use.
  public override var allowsKeyedCoding: Bool { true }

  /// Whether a key is present (never: nothing is archived).
  public override func containsValue(forKey key: String) -> Bool { false }

  /// Nothing is archived: nil.
  public override func decodeObject(forKey key: String) -> Any? { nil }

  /// Nothing is archived: false.
  public override func decodeBool(forKey key: String) -> Bool { false }

  /// Nothing is archived: 0.
  public override func decodeInteger(forKey key: String) -> Int { 0 }

  /// Nothing is archived: 0.
  public override func decodeDouble(forKey key: String) -> Double { 0 }

  /// Nothing is archived: 0.
  public override func decodeFloat(forKey key: String) -> Float { 0 }

  /// Nothing is archived: 0.
  public override func decodeInt32(forKey key: String) -> Int32 { 0 }

  /// Nothing is archived: 0.
  public override func decodeInt64(forKey key: String) -> Int64 { 0 }
}
