import UIKit

/// Shared with the app through a membership exception of the widget's folder.
enum Palette {}
