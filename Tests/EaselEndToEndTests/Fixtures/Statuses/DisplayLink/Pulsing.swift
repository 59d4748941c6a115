import UIKit

/// Turns green at its display link's first frame, if the frame's times are consistent.
@IBDesignable class Pulsing: UIView {
  private var link: CADisplayLink?
  override init(frame: CGRect) {
    super.init(frame: frame)
    start()
  }
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    start()
  }
  func start() {
    link = CADisplayLink(target: self, selector: #selector(step(_:)))
    link?.add(to: .main, forMode: .common)
  }
  @objc func step(_ link: CADisplayLink) {
    let consistent = link.timestamp > 0 && abs(link.duration - 1.0 / 60) < 1e-6
      && abs(link.targetTimestamp - link.timestamp - link.duration) < 1e-6
    backgroundColor = consistent ? UIColor(red: 0, green: 1, blue: 0, alpha: 1) : .red
    link.invalidate()
  }
}

/// Paused before its first frame: stays grey.
@IBDesignable class PausedPulsing: UIView {
  private var link: CADisplayLink?
  override init(frame: CGRect) {
    super.init(frame: frame)
    start()
  }
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    start()
  }
  func start() {
    link = CADisplayLink(target: self, selector: #selector(step))
    link?.isPaused = true
    link?.add(to: .main, forMode: .default)
  }
  @objc func step() { backgroundColor = .red }
}
