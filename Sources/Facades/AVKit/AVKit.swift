// The `AVKit` façade: the player view controller, as an inert shell (see `AVFoundation`).
@_exported import AVFoundation
@_exported import UIKit

/// A controller that shows a player, as `AVPlayerViewController`. Differs from iOS: its
/// view shows no video.
open class AVPlayerViewController: UIViewController {
  /// The player shown.
  open var player: AVPlayer?
  /// Whether playback controls are shown.
  open var showsPlaybackControls = true
  /// How the video fills the view.
  open var videoGravity: AVLayerVideoGravity = .resizeAspect
}
