import Rings
import UIKit

@main class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}
