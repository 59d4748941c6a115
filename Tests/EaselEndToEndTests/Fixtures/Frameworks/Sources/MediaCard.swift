import AVFoundation
import CoreLocation
import MapKit
import UIKit
import os

/// Written as Swift 5 app code is: a global logger and a nonisolated helper touching views.
let cardLog = Logger(subsystem: "fixture", category: "card")

func rounded(_ layer: CALayer, by radius: CGFloat) {
  layer.cornerRadius = radius
}

/// A card that uses Apple-only frameworks: a video layer (draws nothing), a rounded
/// gradient, a hairline one pixel wide and a map region it never shows.
@IBDesignable
class MediaCard: UIView {
  @IBInspectable var topColor: UIColor = .red
  private let video = AVPlayerLayer(player: AVPlayer(url: URL(fileURLWithPath: "/dev/null")))
  private let gradient = CAGradientLayer()
  let region = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35), latitudinalMeters: 1000,
    longitudinalMeters: 1000)

  override func layoutSubviews() {
    super.layoutSubviews()
    if gradient.superlayer == nil {
      layer.addSublayer(gradient)
      layer.addSublayer(video)
    }
    gradient.frame = bounds
    gradient.colors = [topColor.cgColor, topColor.cgColor]
    rounded(gradient, by: bounds.height / 2)
    video.frame = bounds
    video.videoGravity = .resizeAspectFill
    cardLog.debug("laid out \(self.bounds.width, privacy: .public)")
  }
}
