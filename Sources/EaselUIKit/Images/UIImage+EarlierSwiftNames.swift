import Foundation

// UIKit's image-encoding functions as Swift 4 mode still has them; Swift 4.2 made them the
// `UIImage` methods `pngData()` and `jpegData(compressionQuality:)` (the SDK's API notes).
// Written by hand: scripts/swift4-names declares the other names Swift 4.2 renamed
// (Sources/UIKit/UIKit+Swift4Names.swift).

/// The image encoded as PNG, as Swift 4's `UIImagePNGRepresentation(_:)`.
@available(swift, obsoleted: 4.2, renamed: "UIImage.pngData(self:)")
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }

/// The image encoded as JPEG, as Swift 4's `UIImageJPEGRepresentation(_:_:)`.
@available(swift, obsoleted: 4.2, renamed: "UIImage.jpegData(self:compressionQuality:)")
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
  image.jpegData(compressionQuality: compressionQuality)
}
