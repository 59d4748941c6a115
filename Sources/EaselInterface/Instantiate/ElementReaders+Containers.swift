import EaselDocument
import EaselUIKit
import Foundation

/// Containers and lists: stack, scroll, table and collection views, bars.
extension ElementReaders {
  static let containers: [ElementReader] = []
}
