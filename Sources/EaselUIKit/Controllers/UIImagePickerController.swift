import Foundation

/// The system's photo and camera picker, as `UIImagePickerController`: its settings are
/// kept; it is never shown in a still render, and no source is available.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
  /// Where pictures come from, as `UIImagePickerController.SourceType`.
  public enum SourceType: Int, Sendable {
    case photoLibrary = 0
    case camera = 1
    case savedPhotosAlbum = 2
  }

  /// What the camera captures, as `UIImagePickerController.CameraCaptureMode`.
  public enum CameraCaptureMode: Int, Sendable {
    case photo = 0
    case video = 1
  }

  /// Which camera, as `UIImagePickerController.CameraDevice`.
  public enum CameraDevice: Int, Sendable {
    case rear = 0
    case front = 1
  }

  /// The flash, as `UIImagePickerController.CameraFlashMode`.
  public enum CameraFlashMode: Int, Sendable {
    case off = -1
    case auto = 0
    case on = 1
  }

  /// A key of the picked media's dictionary, as `UIImagePickerController.InfoKey`.
  public struct InfoKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
  }

  /// Whether a source is available (none is, here).
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
  /// The media types a source offers (none, here).
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }
  /// Whether a camera is available (none is, here).
  open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

  /// Where pictures come from.
  open var sourceType: SourceType = .photoLibrary
  /// The media types offered (`"public.image"`).
  open var mediaTypes: [String] = ["public.image"]
  /// Whether the picked picture can be cropped first.
  open var allowsEditing = false
  /// The camera.
  open var cameraDevice: CameraDevice = .rear
  /// What the camera captures.
  open var cameraCaptureMode: CameraCaptureMode = .photo
  /// The flash.
  open var cameraFlashMode: CameraFlashMode = .auto
  /// Whether the camera's own controls show.
  open var showsCameraControls = true
  /// A view over the camera's picture.
  open var cameraOverlayView: UIView?
}

/// Told what was picked, as `UIImagePickerControllerDelegate` (never, here).
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
  /// Media was picked.
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  /// The picker was cancelled.
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {}
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
