import Foundation
import Testing

@testable import EaselUIKit

/// `UIScrollView.delegate`, which a designable sets on the scroll view it makes
/// (`scrollView.delegate = self`): stored and weakly held, as UIKit's, while a table's,
/// collection view's and text view's own `delegate` keep their delegates' types.
@MainActor struct UIScrollViewDelegateTests {
  final class Pager: NSObject, UIScrollViewDelegate, UITableViewDelegate {}

  final class Strip: UIScrollView {}

  @Test func aScrollViewKeepsItsDelegateWeakly() {
    let strip = Strip()
    var pager: Pager? = Pager()
    strip.delegate = pager
    #expect(strip.delegate === pager)
    pager = nil
    #expect(strip.delegate == nil)
  }

  @Test func aTablesDelegateKeepsItsType() {
    let pager = Pager()
    let table = UITableView()
    table.delegate = pager
    let typed: (any UITableViewDelegate)? = table.delegate
    #expect(typed === pager)
  }
}
