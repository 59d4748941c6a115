import Foundation

// Members UIKit had before Swift 4.2, which Swift 4 mode still has. The type names,
// constants and functions Swift 4.2 renamed are generated from the SDK's API notes by
// scripts/swift4-names (Sources/UIKit/UIKit+Swift4Names.swift); class members are not.

extension UIView {
  /// Moves `view` behind its siblings, as Swift 4's `sendSubview(toBack:)`
  /// (today `sendSubviewToBack(_:)`).
  @available(swift, obsoleted: 4.2, renamed: "sendSubviewToBack(_:)")
  public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }

  /// Moves `view` in front of its siblings, as Swift 4's `bringSubview(toFront:)`
  /// (today `bringSubviewToFront(_:)`).
  @available(swift, obsoleted: 4.2, renamed: "bringSubviewToFront(_:)")
  public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }
}
