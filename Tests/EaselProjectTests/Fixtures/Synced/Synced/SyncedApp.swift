import Dials
import UIKit

@main
final class SyncedApp: UIResponder, UIApplicationDelegate {}
