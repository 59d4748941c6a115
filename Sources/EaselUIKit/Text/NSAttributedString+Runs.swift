import Foundation

extension NSAttributedString.Key {
  /// Marks alternate runs whose attributes would otherwise be compared by Foundation.
  ///
  /// Differs from UIKit: it exists only on Linux builds, see `init(runs:)`; drawing
  /// ignores it.
  public static let easelRunBoundary = NSAttributedString.Key("EaselRunBoundary")
}

extension NSAttributedString {
  /// An attributed string made of `runs`, each text with its own attributes, in order.
  ///
  /// Foundation on Linux traps when it compares two runs' attribute dictionaries whose
  /// values include Swift objects (`UIColor`, `UIFont`, `NSParagraphStyle`): CoreFoundation
  /// reads the Swift object's header as its own and halts. It compares a new run with its
  /// neighbour only when their attribute counts are equal, so a run whose count would equal
  /// the previous one's gets `.easelRunBoundary` and the comparison never happens.
  ///
  /// Differs from UIKit: adjacent runs with equal attributes stay separate runs.
  public convenience init(runs: [(text: String, attributes: [NSAttributedString.Key: Any])]) {
    let result = NSMutableAttributedString(string: "")
    var previousCount: Int?
    for run in runs where !run.text.isEmpty {
      var attributes = run.attributes
      if attributes.count == previousCount { attributes[.easelRunBoundary] = true }
      result.append(NSAttributedString(string: run.text, attributes: attributes))
      previousCount = attributes.count
    }
    self.init(attributedString: result)
  }
}
