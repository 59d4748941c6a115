import UIKit

/// Fills itself with a colour read from a JSON file of its bundle, as designables read fonts
/// and animations: the file must be where `Bundle(for:)` looks, or the force-unwrap crashes
/// the agent.
@IBDesignable class PaletteSwatch: UIView {
  override func draw(_ rect: CGRect) {
    Self.color().setFill()
    UIRectFill(bounds)
  }

  static func color() -> UIColor {
    let url = Bundle(for: PaletteSwatch.self).url(forResource: "palette", withExtension: "json")!
    let data = try! Data(contentsOf: url)
    let values = try! JSONSerialization.jsonObject(with: data) as! [String: Double]
    return UIColor(
      red: CGFloat(values["red"]!), green: CGFloat(values["green"]!),
      blue: CGFloat(values["blue"]!), alpha: 1)
  }
}
