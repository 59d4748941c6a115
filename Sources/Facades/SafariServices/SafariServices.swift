// The `SafariServices` façade: the Safari view controller, as an inert shell.
@_exported import UIKit

/// A controller that shows a web page, as `SFSafariViewController`. Differs from iOS: its
/// view shows no page.
open class SFSafariViewController: UIViewController {
  /// The page's address.
  public let initialURL: URL
  /// The bar colour.
  open var preferredBarTintColor: UIColor?
  /// The controls' colour.
  open var preferredControlTintColor: UIColor?

  /// A controller for the page at `URL`.
  public init(url URL: URL) {
    initialURL = URL
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller for the page at `URL` with `configuration`'s settings, kept as its
  /// `configuration` (the page they would shape is not shown).
  public init(url URL: URL, configuration: Configuration) {
    initialURL = URL
    super.init(nibName: nil, bundle: nil)
    UnimplementedAPI.set(configuration, of: self, "SFSafariViewController.configuration")
  }

  /// A controller for the page at `URL`; reader mode is ignored.
  public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
    self.init(url: URL)
  }

  /// Not available from an archive.
  public required init?(coder: NSCoder) { nil }
}
