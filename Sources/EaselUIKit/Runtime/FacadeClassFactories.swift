import Foundation

/// The façade's classes that UIKit copies by making the receiver's own class, each made with
/// `init()`. A project's subclasses are made by the factories of its generated registration
/// (`ObjCClassFactories.swift`).
@MainActor
enum FacadeClassFactories {
  /// Makes each class with `init()`, by class.
  static let table: [ObjectIdentifier: @MainActor () -> AnyObject] = [
    ObjectIdentifier(UICollectionViewLayoutAttributes.self): { UICollectionViewLayoutAttributes() },
  ]
}
