internal import EaselGraphics
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A date and time chooser, as `UIDatePicker`, drawn at rest: wheels, or the iOS 14+ compact
/// pills.
///
/// Differs from UIKit: dates are shown in the Gregorian calendar, in English, in UTC, with a
/// 12-hour clock, whatever `locale` and `timeZone` say, so that renders are reproducible; and
/// the default `date` is a fixed moment (9:41 AM, 9 January 2007 UTC), not now.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// What the picker chooses, as `UIDatePicker.Mode`.
  public enum Mode: Int, Sendable, Hashable {
    case time, date, dateAndTime, countDownTimer
  }

  /// The fixed default date: 9:41 AM, 9 January 2007, UTC.
  public static let defaultDate = Date(timeIntervalSinceReferenceDate: 190_028_460)

  /// The chosen date.
  open var date: Date = UIDatePicker.defaultDate { didSet { setNeedsDisplay() } }
  /// What is chosen (default `.dateAndTime`).
  open var datePickerMode: Mode = .dateAndTime { didSet { setNeedsDisplay() } }
  /// The style asked for (default `.automatic`).
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { setNeedsDisplay() } }
  /// The earliest date (stored).
  open var minimumDate: Date?
  /// The latest date (stored).
  open var maximumDate: Date?
  /// The minute wheel's step, 1...30 (default 1).
  open var minuteInterval = 1 { didSet { setNeedsDisplay() } }
  /// The countdown duration in seconds, for `.countDownTimer`.
  open var countDownDuration: TimeInterval = 0 { didSet { setNeedsDisplay() } }
  /// The locale (stored; see the type's note).
  open var locale: Locale?
  /// The time zone (stored; see the type's note).
  open var timeZone: TimeZone?

  /// The style drawn: `.automatic` becomes wheels when the frame is tall enough for them
  /// (the look documents made before iOS 14 were laid out for), compact otherwise;
  /// `.inline` is drawn as wheels.
  ///
  /// Differs from UIKit: iOS 14+ resolves `.automatic` to compact whatever the height.
  open var datePickerStyle: UIDatePickerStyle {
    switch preferredDatePickerStyle {
    case .wheels, .inline: return .wheels
    case .compact: return datePickerMode == .countDownTimer ? .wheels : .compact
    case .automatic:
      return datePickerMode == .countDownTimer || bounds.height >= 100 ? .wheels : .compact
    }
  }

  /// Creates a date picker.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
  }

  /// Creates a date picker from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentMode = .redraw
  }

  /// Sets the date (never animated here).
  open func setDate(_ date: Date, animated: Bool) { self.date = date }

  override func resolveOwnTraitDependentColors() {
    super.resolveOwnTraitDependentColors()
    setNeedsDisplay()
  }

  /// Draws the wheels or the compact pills.
  override func drawSystemContent(in rect: CGRect) {
    if datePickerStyle == .compact {
      drawCompact()
    } else {
      PickerWheel.draw(wheelColumns(), in: bounds, traits: traitCollection, enabled: isEnabled)
    }
  }

  // MARK: Text

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

  /// The date's fields in UTC.
  var fields: DateComponents {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .weekday], from: date)
  }

  private func shifted(days: Int) -> DateComponents {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let d = calendar.date(byAdding: .day, value: days, to: date) ?? date
    return calendar.dateComponents([.month, .day, .weekday], from: d)
  }

  private static func month(_ m: Int?) -> String {
    monthNames[min(max((m ?? 1) - 1, 0), 11)]
  }

  /// "Jan 9, 2007", as the compact pill shows it.
  package var compactDateText: String {
    let f = fields
    return "\(Self.month(f.month).prefix(3)) \(f.day ?? 1), \(f.year ?? 2007)"
  }

  /// "9:41 AM".
  package var compactTimeText: String {
    let f = fields
    let h = f.hour ?? 0
    let m = f.minute ?? 0
    return "\(hour12(h)):\(m < 10 ? "0" : "")\(m) \(h < 12 ? "AM" : "PM")"
  }

  private func hour12(_ h: Int) -> Int { h % 12 == 0 ? 12 : h % 12 }

  private func wrap(_ v: Int, _ n: Int) -> Int { ((v % n) + n) % n }

  private func wheelColumns() -> [PickerWheel.Column] {
    let f = fields
    let hour = f.hour ?? 0
    let minute = f.minute ?? 0
    let step = max(min(minuteInterval, 30), 1)
    let hours = { (d: Int) in String(self.hour12(self.wrap(hour + d, 24))) }
    let minutes = { (d: Int) -> String in
      let m = self.wrap(minute / step * step + d * step, 60)
      return m < 10 ? "0\(m)" : "\(m)"
    }
    let hourColumn = PickerWheel.Column(
      above: (1...3).map { hours(-$0) }, selected: hours(0), below: (1...3).map { hours($0) },
      weight: 0.7, alignment: .right)
    let minuteColumn = PickerWheel.Column(
      above: (1...3).map { minutes(-$0) }, selected: minutes(0),
      below: (1...3).map { minutes($0) }, weight: 0.7, alignment: .left)
    let ampm = PickerWheel.Column(
      above: hour < 12 ? [] : ["AM"], selected: hour < 12 ? "AM" : "PM",
      below: hour < 12 ? ["PM"] : [], weight: 0.7)
    switch datePickerMode {
    case .time:
      return [hourColumn, minuteColumn, ampm]
    case .dateAndTime:
      let day = { (d: Int) -> String in
        let c = self.shifted(days: d)
        let weekday = Self.weekdayNames[self.wrap((c.weekday ?? 1) - 1, 7)]
        return "\(weekday) \(Self.month(c.month).prefix(3)) \(c.day ?? 1)"
      }
      return [
        PickerWheel.Column(
          above: (1...3).map { day(-$0) }, selected: day(0), below: (1...3).map { day($0) },
          weight: 1.9, alignment: .right),
        hourColumn, minuteColumn, ampm,
      ]
    case .date:
      let m = (f.month ?? 1) - 1
      let months = { (d: Int) in Self.monthNames[self.wrap(m + d, 12)] }
      let day = f.day ?? 1
      let days = { (d: Int) in String(self.wrap(day - 1 + d, 31) + 1) }
      let year = f.year ?? 2007
      return [
        PickerWheel.Column(
          above: (1...3).map { months(-$0) }, selected: months(0),
          below: (1...3).map { months($0) }, weight: 1.6, alignment: .left),
        PickerWheel.Column(
          above: (1...3).map { days(-$0) }, selected: days(0), below: (1...3).map { days($0) },
          weight: 0.6),
        PickerWheel.Column(
          above: (1...3).map { String(year - $0) }, selected: String(year),
          below: (1...3).map { String(year + $0) }, weight: 0.9),
      ]
    case .countDownTimer:
      let total = Int(min(max(countDownDuration.isFinite ? countDownDuration : 0, 0), 86_399)) / 60
      let h = total / 60
      let m = total % 60
      return [
        PickerWheel.Column(
          above: (1...3).compactMap { h - $0 >= 0 ? String(h - $0) : nil },
          selected: "\(h) hours", below: (1...3).map { String(h + $0) }),
        PickerWheel.Column(
          above: (1...3).compactMap { m - $0 >= 0 ? String(m - $0) : nil },
          selected: "\(m) min", below: (1...3).map { String((m + $0) % 60) }),
      ]
    }
  }

  private func drawCompact() {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let traits = traitCollection
    var pieces: [String] = []
    if datePickerMode != .time { pieces.append(compactDateText) }
    if datePickerMode != .date { pieces.append(compactTimeText) }
    let font = FontSpec.system(size: 17)
    let color = UIColor.label.resolvedRGBA(traits).multiplyingAlpha(by: isEnabled ? 1 : 0.4)
    let layouts = pieces.map { TextLayout(text: $0, font: font, color: color) }
    let widths = layouts.map { $0.size.width + 22 }
    let total = widths.reduce(0, +) + CGFloat(max(layouts.count - 1, 0)) * 6
    var x: CGFloat
    switch effectiveContentHorizontalAlignment {
    case .left, .leading, .fill: x = bounds.minX
    case .right, .trailing: x = bounds.maxX - total
    case .center: x = bounds.midX - total / 2
    }
    let height: CGFloat = 34
    for (layout, width) in zip(layouts, widths) {
      let pill = CGRect(x: x, y: bounds.midY - height / 2, width: width, height: height)
      ctx.canvas.fill(
        GraphicsPath(roundedRect: pill, cornerRadius: 6),
        color: UIColor.tertiarySystemFill.resolvedRGBA(traits), rule: .nonZero)
      ctx.canvas.draw(
        layout, at: CGPoint(x: pill.minX + 11, y: pill.midY - layout.size.height / 2))
      x += width + 6
    }
  }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var calendar: Calendar! {
    get { UnimplementedAPI.value(of: self, "UIDatePicker.calendar", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIDatePicker.calendar") }
  }

  open var roundsToMinuteInterval: Bool {
    get { UnimplementedAPI.value(of: self, "UIDatePicker.roundsToMinuteInterval", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UIDatePicker.roundsToMinuteInterval") }
  }
  // facade-inventory:end
}

/// How a date picker looks, as `UIDatePickerStyle` (the type of `preferredDatePickerStyle`
/// and `datePickerStyle`, as UIKit declares them).
public enum UIDatePickerStyle: Int, Sendable, Hashable {
  case automatic = 0
  case wheels = 1
  case compact = 2
  case inline = 3
}
