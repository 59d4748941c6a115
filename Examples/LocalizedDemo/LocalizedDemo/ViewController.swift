import UIKit

/// The demo's only screen: everything on it is set up in Main.storyboard.
class ViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
  }
}
