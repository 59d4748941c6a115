import Foundation
import Testing

@testable import EaselUIKit

/// A view added to itself ends the process with UIKit's exception ("Can't add self as
/// subview"), as on iOS, where Easel once ignored it and drew nothing: ZGRatingView's
/// `xibSetup()` calls `addSubview(self)` on the view it loaded, which Interface Builder's
/// agent crashes on.
struct AddSelfAsSubviewTests {
  @Test func addingAViewToItselfEndsTheProcess() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(view)
      }
    }
  }

  @Test @MainActor func addingAnAncestorIsIgnored() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    child.addSubview(parent)
    #expect(child.superview === parent)
    #expect(parent.superview == nil)
  }
}
