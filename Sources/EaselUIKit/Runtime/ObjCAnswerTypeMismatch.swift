import Foundation

/// A delegate's answer to a method UIKit asks by selector (`ObjCRuntime.optionalAnswer`) of
/// another type than UIKit's declaration returns: a flow layout delegate's
/// `collectionView:layout:minimumLineSpacingForSectionAtIndex:` declared `- (NSInteger)`,
/// where UIKit reads a `CGFloat`.
///
/// Objective-C compiles it (a method of a protocol the class does not declare, or one whose
/// return type it restates, is matched by selector alone) and UIKit reads the return register
/// its declaration names: an integer comes back in another register than a floating-point
/// value, a `float` in half of a `double`'s, so what UIKit reads is whatever that register
/// held — not the answer's bits, nor a conversion of them. Easel cannot read that register:
/// it keeps UIKit's own value (the layout's) and reports the mismatch, where the render
/// bound one (`ResourceEnvironment.answerTypeMismatch`), as a warning.
public struct ObjCAnswerTypeMismatch: Sendable, Equatable {
  /// The answering object's class (`Grid`).
  public var className: String
  /// The selector asked.
  public var selector: String
  /// The answer's type (`Int`).
  public var answered: String
  /// The type UIKit reads (`CGFloat`).
  public var expected: String

  /// Creates a record.
  public init(className: String, selector: String, answered: String, expected: String) {
    self.className = className
    self.selector = selector
    self.answered = answered
    self.expected = expected
  }

  /// What the warning says.
  public var message: String {
    "-[\(className) \(selector)] answers \(answered) where UIKit reads \(expected): iOS reads "
      + "another register than the answer's (whatever it held), Easel keeps UIKit's own value"
  }
}
