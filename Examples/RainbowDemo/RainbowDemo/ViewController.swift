import UIKit

class ViewController: UIViewController {
  @IBOutlet weak var rainbow: Rainbow!

  override func viewDidLoad() {
    super.viewDidLoad()
  }
}
