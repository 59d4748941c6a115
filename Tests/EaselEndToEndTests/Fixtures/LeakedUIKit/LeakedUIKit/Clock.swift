import CoreGraphics
import Foundation

/// Core Animation's clock, read in a file that imports Foundation and Core Graphics only: on
/// iOS the UIKit another file of the module imports is seen here too (Charts 3's
/// `Animator.swift` is written so). The class is one Objective-C sees.
@objc class Clock: NSObject {
  @objc func now() -> Double {
    return CACurrentMediaTime()
  }

  /// A colour from UIKit, which this file does not import either.
  @objc func face() -> UIColor {
    return UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
  }
}
