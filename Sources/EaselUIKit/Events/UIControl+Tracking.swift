import Foundation

extension UIControl {
  /// The events sent with `sendActions(for:)`, oldest first (Easel's, for tests).
  public internal(set) var sentControlEvents: [Event] {
    get { extensionValue(self, UIControlTrackingKeys.sent) ?? [] }
    set { setExtensionValue(self, UIControlTrackingKeys.sent, newValue) }
  }

}

enum UIControlTrackingKeys {
  static let sent = ExtensionKey()
}
