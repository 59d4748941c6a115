// The `AVFoundation` façade: the players and layers UI code makes, as inert shells, and the
// rest of AVFoundation's and AVFAudio's inventory declared at rest (AVFoundation+Inventory.swift:
// an asset has no tracks and a zero duration, an image generator has no frames to give). A still
// render plays nothing: players never start, and their layers draw nothing (their background
// colour, border and sublayers, as any layer's). As on iOS, it brings Core Media.
@_exported import CoreMedia
@_exported import Foundation
@_exported import QuartzCore

/// How a video fills its layer, as `AVLayerVideoGravity`.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
  /// The gravity's name.
  public let rawValue: String
  /// Creates a gravity from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Stretched to fill.
  public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
  /// Fitted inside, aspect kept.
  public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
  /// Filling, aspect kept, cropped.
  public static let resizeAspectFill = AVLayerVideoGravity(
    rawValue: "AVLayerVideoGravityResizeAspectFill")
}

/// A media item, as `AVPlayerItem`.
open class AVPlayerItem: NSObject {
  /// Where the media is.
  public let url: URL?
  /// The media (an asset at `url` for an item made from a URL).
  public let asset: AVAsset
  /// An item for the media at `url`.
  public init(url: URL) {
    self.url = url
    asset = AVURLAsset(url: url)
  }
  /// An item for `asset`.
  public init(asset: AVAsset) {
    url = nil
    self.asset = asset
  }
}

/// A media player, as `AVPlayer`. Differs from iOS: it never plays.
open class AVPlayer: NSObject {
  /// The item being played.
  open private(set) var currentItem: AVPlayerItem?
  /// The playback rate (0: paused).
  open var rate: Float = 0
  /// The volume, 0...1.
  open var volume: Float = 1
  /// Whether the sound is muted.
  open var isMuted = false

  /// A player with no item.
  public override init() {}
  /// A player for the media at `url`.
  public init(url: URL) { currentItem = AVPlayerItem(url: url) }
  /// A player for `item`.
  public init(playerItem item: AVPlayerItem?) { currentItem = item }

  /// Starts playing (nothing happens in a render).
  open func play() {}
  /// Pauses.
  open func pause() { rate = 0 }
  /// Replaces the item.
  open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
}

/// A layer that shows a player's video, as `AVPlayerLayer`; it draws no video.
open class AVPlayerLayer: CALayer {
  /// The player shown.
  open var player: AVPlayer?
  /// How the video fills the bounds.
  open var videoGravity: AVLayerVideoGravity = .resizeAspect

  /// A layer showing `player`.
  public convenience init(player: AVPlayer?) {
    self.init()
    self.player = player
  }
}

/// A sound player, as `AVAudioPlayer`. Differs from iOS: it never plays.
open class AVAudioPlayer: NSObject {
  /// Where the sound is, if it came from a file.
  public let url: URL?
  /// The volume, 0...1.
  open var volume: Float = 1
  /// How many times to repeat (-1: forever).
  open var numberOfLoops = 0
  /// Where playback is, in seconds.
  open var currentTime: TimeInterval = 0
  /// Whether it is playing (never, here).
  open var isPlaying: Bool { false }
  /// The object told when playback ends.
  open weak var delegate: AVAudioPlayerDelegate?

  /// A player for the sound file at `url`.
  public init(contentsOf url: URL) throws { self.url = url }
  /// A player for sound data.
  public init(data: Data) throws { url = nil }

  /// Loads the sound; true.
  @discardableResult open func prepareToPlay() -> Bool { true }
  /// Starts playing; false, as nothing plays in a render.
  @discardableResult open func play() -> Bool { false }
  /// Pauses.
  open func pause() {}
  /// Stops.
  open func stop() {}
}

/// Told about an audio player's playback, as `AVAudioPlayerDelegate`.
public protocol AVAudioPlayerDelegate: AnyObject {
  /// Playback ended.
  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
}

extension AVAudioPlayerDelegate {
  /// Does nothing.
  public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
}

/// A camera capture session, as `AVCaptureSession`. Differs from iOS: there is no camera.
open class AVCaptureSession: NSObject {
  /// Whether the session runs (never, here).
  open private(set) var isRunning = false
  /// Starts the session (nothing happens).
  open func startRunning() {}
  /// Stops the session.
  open func stopRunning() {}
}

/// A layer that shows a capture session's camera, as `AVCaptureVideoPreviewLayer`; it draws
/// no picture.
open class AVCaptureVideoPreviewLayer: CALayer {
  /// The session shown.
  open var session: AVCaptureSession?
  /// How the picture fills the bounds.
  open var videoGravity: AVLayerVideoGravity = .resizeAspect

  /// A layer showing `session`.
  public convenience init(session: AVCaptureSession) {
    self.init()
    self.session = session
  }
}
