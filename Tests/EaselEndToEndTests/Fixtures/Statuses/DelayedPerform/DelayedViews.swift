import UIKit

/// Turns green from a perform its initializer asks for after no delay.
@IBDesignable class DelayedFill: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    perform(#selector(fill), with: nil, afterDelay: 0)
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  @objc func fill() { backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
}

/// Asks for a red fill after no delay, then cancels it: it keeps the document's grey.
@IBDesignable class CancelledFill: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    perform(#selector(fill), with: nil, afterDelay: 0)
    perform(#selector(fill(named:)), with: "red" as NSString, afterDelay: 0)
    NSObject.cancelPreviousPerformRequests(withTarget: self)
    perform(#selector(fill(named:)), with: "red" as NSString, afterDelay: 0)
    NSObject.cancelPreviousPerformRequests(
      withTarget: self, selector: #selector(fill(named:)), object: "red" as NSString)
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  @objc func fill() { backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  @objc func fill(named name: NSString) { fill() }
}

/// Turns blue from a message its first layout sends to the main thread without waiting, and
/// asks for a yellow fill a minute later, which a still picture does not reach.
@IBDesignable class MainThreadFill: UIView {
  private var asked = false
  override func layoutSubviews() {
    super.layoutSubviews()
    guard !asked else { return }
    asked = true
    performSelector(
      onMainThread: #selector(fill(_:)), with: UIColor(red: 0, green: 0, blue: 1, alpha: 1),
      waitUntilDone: false)
    perform(
      #selector(fill(_:)), with: UIColor(red: 1, green: 1, blue: 0, alpha: 1), afterDelay: 60)
  }
  @objc func fill(_ color: UIColor) { backgroundColor = color }
}

/// Turns magenta when a timer of no interval, scheduled on the main run loop, fires once.
@IBDesignable class TimedFill: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    let timer = Timer(
      timeInterval: 0, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: false)
    RunLoop.main.add(timer, forMode: .common)
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  @objc func tick(_ timer: Timer) { backgroundColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
}

/// Ticks forever from a repeating timer of no interval, each tick turning it red.
@IBDesignable class Ticking: UIView {
  private var ticks = 0
  private var timer: Timer?
  override init(frame: CGRect) {
    super.init(frame: frame)
    timer = Timer.scheduledTimer(
      timeInterval: 0, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  @objc func tick() {
    ticks += 1
    backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  }
}
