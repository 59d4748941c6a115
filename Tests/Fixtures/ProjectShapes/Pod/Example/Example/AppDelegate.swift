import StarKit
import UIKit

@main class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}
