import UIKit
let playground = "not app code"
