import Netty
import ShowcaseKit
import UIKit

class ViewController: UIViewController {
  @IBOutlet weak var gradient: GradientView!
  let client = Client(baseURL: "https://example.com")
}
