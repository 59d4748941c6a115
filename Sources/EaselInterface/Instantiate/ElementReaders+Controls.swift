import EaselDocument
import EaselUIKit
import Foundation

/// Controls: text fields, switches, sliders, pickers and the rest.
extension ElementReaders {
  static let controls: [ElementReader] = []
}
