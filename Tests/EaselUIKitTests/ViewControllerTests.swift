import EaselUIKit
import Foundation
import Testing

@MainActor
@Suite struct ViewControllerTests {
  @Test func viewIsMadeOnceOnFirstAccess() {
    final class Controller: UIViewController {
      var loads = 0
      override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
        view.backgroundColor = .red
      }
    }
    let c = Controller()
    #expect(!c.isViewLoaded)
    let v = c.view
    #expect(c.isViewLoaded)
    #expect(c.view === v)
    #expect(c.loads == 1)
    #expect(v?.backgroundColor?.rgba == UIColor.red.rgba)
  }
}
