import Foundation

extension UIColor {
  /// The grouped table background of iOS 12 and earlier; `systemGroupedBackground` since.
  public class var groupTableViewBackground: UIColor { .systemGroupedBackground }
}
