import UIKit

/// Fills itself green from a block its initializer queues on the main queue.
@IBDesignable class QueuedFill: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    DispatchQueue.main.async {
      self.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    }
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Adds a blue square from a block its first layout queues, which queues the colour in turn.
@IBDesignable class QueuedLayout: UIView {
  private var queued = false
  override func layoutSubviews() {
    super.layoutSubviews()
    guard !queued else { return }
    queued = true
    DispatchQueue.main.async {
      let square = UIView(frame: self.bounds.insetBy(dx: 10, dy: 10))
      self.addSubview(square)
      DispatchQueue.main.async {
        square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
      }
    }
  }
}

/// Queues a block that queues itself again, forever, each turning the view a shade redder.
@IBDesignable class Restless: UIView {
  private var turns = 0
  override init(frame: CGRect) {
    super.init(frame: frame)
    spin()
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  private func spin() {
    DispatchQueue.main.async { [weak self] in
      guard let self else { return }
      self.turns += 1
      self.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      self.spin()
    }
  }
}
