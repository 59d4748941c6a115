// No import either.

extension UIView {
  var ringInset: CGFloat { 4 }
}
