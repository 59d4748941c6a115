// EaselUIKit: UIKit-compatible views and layers drawn through EaselGraphics.
@_exported import EaselGraphics
