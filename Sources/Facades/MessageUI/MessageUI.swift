// The `MessageUI` façade: the mail composer, which can never send here.
@_exported import UIKit

/// How a mail composition ended, as `MFMailComposeResult`.
public enum MFMailComposeResult: Int, Sendable {
  case cancelled, saved, sent, failed
}

/// Told when a mail composition ends, as `MFMailComposeViewControllerDelegate`.
@preconcurrency @MainActor
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
  /// The composition ended.
  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
    error: Error?)
}

extension MFMailComposeViewControllerDelegate {
  /// Does nothing.
  public func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
    error: Error?
  ) {}
}

/// A mail composer, as `MFMailComposeViewController`. Differs from iOS: nothing can send.
open class MFMailComposeViewController: UIViewController {
  /// Whether mail can be sent: never, here.
  open class func canSendMail() -> Bool { false }
  /// The object told when the composition ends.
  open weak var mailComposeDelegate: MFMailComposeViewControllerDelegate?
  /// Sets the recipients.
  open func setToRecipients(_ toRecipients: [String]?) {}
  /// Sets the subject.
  open func setSubject(_ subject: String) {}
  /// Sets the body.
  open func setMessageBody(_ body: String, isHTML: Bool) {}
}
