/// UIKit's Swift overlay converts between its text alignment and Core Text's
/// (`NSTextAlignmentToCTTextAlignment` and `NSTextAlignmentFromCTTextAlignment` in C): the
/// two enumerations name the same alignments with different raw values (`center` is 1 in
/// UIKit, 2 in Core Text), so a label drawing through Core Text converts by case.
extension CTTextAlignment {
  /// Core Text's alignment for UIKit's `nsTextAlignment`.
  public init(_ nsTextAlignment: NSTextAlignment) {
    switch nsTextAlignment {
    case .left: self = .left
    case .center: self = .center
    case .right: self = .right
    case .justified: self = .justified
    case .natural: self = .natural
    }
  }
}

extension NSTextAlignment {
  /// UIKit's alignment for Core Text's `ctTextAlignment`.
  public init(_ ctTextAlignment: CTTextAlignment) {
    switch ctTextAlignment {
    case .left: self = .left
    case .center: self = .center
    case .right: self = .right
    case .justified: self = .justified
    case .natural: self = .natural
    }
  }
}
