import EaselDocument
import EaselUIKit
import Foundation

/// Controls: text fields, switches, sliders, pickers and the rest.
extension ElementReaders {
  static let controls: [ElementReader] =
    [
      .of("textField", UITextField.self, ObjectBuilder.applyTextFieldAttributes),
      .of("textView", UITextView.self, ObjectBuilder.applyTextViewAttributes),
      .of("slider", UISlider.self, ObjectBuilder.applySliderAttributes),
      .of("switch", UISwitch.self) {
        builder, element, control in
        builder.applyControlAttributes(of: element, to: control)
        control.isOn = element["on"] == "YES"
        if let c = element.child("color", key: "onTintColor") {
          control.onTintColor = builder.color(c)
        }
        if let c = element.child("color", key: "thumbTintColor") {
          control.thumbTintColor = builder.color(c)
        }
      },
      .of(
        "segmentedControl", UISegmentedControl.self, ObjectBuilder.applySegmentedControlAttributes),
      .of("stepper", UIStepper.self) {
        builder, element, stepper in
        builder.applyControlAttributes(of: element, to: stepper)
        // Interface Builder leaves out a number at the class's default (a minimum of 0, a
        // step of 1): the decoded object has that default, whatever `init(frame:)` set.
        stepper.maximumValue = element.double("maximumValue") ?? 100
        stepper.minimumValue = element.double("minimumValue") ?? 0
        stepper.value = element.double("value") ?? 0
        stepper.stepValue = element.double("stepValue") ?? 1
        if element["autorepeat"] == "NO" { stepper.autorepeat = false }
        if element["wraps"] == "YES" { stepper.wraps = true }
        if element["continuous"] == "NO" { stepper.isContinuous = false }
      },
      .of("pageControl", UIPageControl.self) { builder, element, control in
        builder.applyControlAttributes(of: element, to: control)
        // Interface Builder leaves both out at 0.
        control.numberOfPages = element.integer("numberOfPages") ?? 0
        control.currentPage = element.integer("currentPage") ?? 0
        if element["hidesForSinglePage"] == "YES" { control.hidesForSinglePage = true }
        if let c = element.child("color", key: "pageIndicatorTintColor") {
          control.pageIndicatorTintColor = builder.color(c)
        }
        if let c = element.child("color", key: "currentPageIndicatorTintColor") {
          control.currentPageIndicatorTintColor = builder.color(c)
        }
      },
      .of("progressView", UIProgressView.self) { builder, element, view in
        // Left out at 0 (a new progress view in Interface Builder is at 0.5, written out).
        view.progress = Float(element.double("progress") ?? 0)
        if element["progressViewStyle"] == "bar" { view.progressViewStyle = .bar }
        if let c = element.child("color", key: "progressTintColor") {
          view.progressTintColor = builder.color(c)
        }
        if let c = element.child("color", key: "trackTintColor") {
          view.trackTintColor = builder.color(c)
        }
        if let name = element["progressImage"] {
          view.progressImage = builder.image(named: name, catalog: element["catalog"], element)
        }
        if let name = element["trackImage"] {
          view.trackImage = builder.image(named: name, catalog: element["catalog"], element)
        }
      },
      .of(
        "activityIndicatorView", UIActivityIndicatorView.self,
        ObjectBuilder.applyActivityIndicatorAttributes),
      .of("pickerView", UIPickerView.self),
      .of("datePicker", UIDatePicker.self, ObjectBuilder.applyDatePickerAttributes),
      .of("visualEffectView", UIVisualEffectView.self, ObjectBuilder.applyVisualEffectAttributes),
    ] + placeholders

  /// Views of frameworks Easel does not draw, shown as labelled placeholders.
  static let placeholders: [ElementReader] = [
    .of("mapView", MKMapView.self),
    .of("wkWebView", WKWebView.self),
    .of("webView", UIWebView.self),
    .of("glkView", GLKView.self),
    .of("sceneKitView", SCNView.self),
    .of("arscnView", ARSCNView.self),
    .of("skView", SKView.self),
    .of("arskView", ARSKView.self),
    .of("mtkView", MTKView.self),
  ]
}

extension ObjectBuilder {
  func applyTextFieldAttributes(of element: IBElement, to field: UITextField) {
    applyControlAttributes(of: element, to: field)
    if let font = element.child("fontDescription", key: "fontDescription") {
      field.font = self.font(font)
    }
    if let c = element.child("color", key: "textColor") { field.textColor = color(c) }
    if let text = localizedText(
      element, "text", element.string("text"))
    {
      field.text = text
    }
    if let text = localizedText(
      element, "placeholder",
      element.string("placeholder"))
    {
      field.placeholder = text
    }
    if let attributed = element.child("attributedString", key: "attributedPlaceholder") {
      field.attributedPlaceholder = attributedString(attributed)
    }
    setEnumeration(field, \.textAlignment, from: "textAlignment", of: element)
    setEnumeration(
      field, \.borderStyle, from: "borderStyle", of: element, absent: UITextField.BorderStyle.none)
    if let name = element["background"] { field.background = image(named: name, element) }
    if let size = element.double("minimumFontSize") { field.minimumFontSize = CGFloat(size) }
    if element["adjustsFontSizeToFit"] == "YES" { field.adjustsFontSizeToFitWidth = true }
    setEnumeration(field, \.clearButtonMode, from: "clearButtonMode", of: element)
    applyTextInputTraits(of: element, to: field)
  }

  /// A `<textInputTraits>`'s keyboard settings, on a text field or a text view.
  func applyTextInputTraits<View: UIView & UITextInputTraits>(
    of element: IBElement, to view: View
  ) {
    guard let traits = element.child("textInputTraits") else { return }
    setEnumeration(view, \.keyboardType, from: "keyboardType", of: traits)
    setEnumeration(view, \.returnKeyType, from: "returnKeyType", of: traits)
    setEnumeration(view, \.autocapitalizationType, from: "autocapitalizationType", of: traits)
    setEnumeration(view, \.autocorrectionType, from: "autocorrectionType", of: traits)
    setEnumeration(view, \.spellCheckingType, from: "spellCheckingType", of: traits)
    setEnumeration(view, \.keyboardAppearance, from: "keyboardAppearance", of: traits)
    setEnumeration(view, \.smartQuotesType, from: "smartQuotesType", of: traits)
    setEnumeration(view, \.smartDashesType, from: "smartDashesType", of: traits)
    setEnumeration(view, \.smartInsertDeleteType, from: "smartInsertDeleteType", of: traits)
    if traits["enablesReturnKeyAutomatically"] == "YES" {
      view.enablesReturnKeyAutomatically = true
    }
    if traits["secureTextEntry"] == "YES" { view.isSecureTextEntry = true }
    if let spelling = traits["textContentType"] {
      // Interface Builder writes the Swift name of the content type (`username`, `password`,
      // `oneTimeCode`); `email` is `emailAddress`.
      view.textContentType = UITextContentType(
        rawValue: "UITextContentType." + (spelling == "email" ? "emailAddress" : spelling))
    }
  }

  func applyTextViewAttributes(of element: IBElement, to view: UITextView) {
    applyTextInputTraits(of: element, to: view)
    if let font = element.child("fontDescription", key: "fontDescription") {
      view.font = self.font(font)
    }
    if let c = element.child("color", key: "textColor") { view.textColor = color(c) }
    setEnumeration(view, \.textAlignment, from: "textAlignment", of: element)
    if let text = localizedText(
      element, "text", element.string("text"))
    {
      view.text = text
    }
    if let attributed = element.child("attributedString", key: "attributedText") {
      view.attributedText = attributedString(attributed)
    }
    if element["editable"] == "NO" { view.isEditable = false }
    if element["selectable"] == "NO" { view.isSelectable = false }
  }

  func applySliderAttributes(of element: IBElement, to slider: UISlider) {
    applyControlAttributes(of: element, to: slider)
    // Interface Builder leaves out `value` at 0 (it writes `minValue` and `maxValue` always):
    // the decoded slider is at 0, whatever `init(frame:)` set.
    slider.minimumValue = Float(element.double("minValue") ?? 0)
    slider.maximumValue = Float(element.double("maxValue") ?? 1)
    slider.value = Float(element.double("value") ?? 0)
    if element["continuous"] == "NO" { slider.isContinuous = false }
    if let c = element.child("color", key: "minimumTrackTintColor") {
      slider.minimumTrackTintColor = color(c)
    }
    if let c = element.child("color", key: "maximumTrackTintColor") {
      slider.maximumTrackTintColor = color(c)
    }
    if let c = element.child("color", key: "thumbTintColor") { slider.thumbTintColor = color(c) }
    if let name = element["minimumValueImage"] {
      slider.minimumValueImage = image(named: name, catalog: element["catalog"], element)
    }
    if let name = element["maximumValueImage"] {
      slider.maximumValueImage = image(named: name, catalog: element["catalog"], element)
    }
  }

  func applySegmentedControlAttributes(of element: IBElement, to control: UISegmentedControl) {
    applyControlAttributes(of: element, to: control)
    for (i, segment) in (element.child("segments")?.children("segment") ?? []).enumerated() {
      let title = localizedText(element, "segmentTitles[\(i)]", segment.string("title"))
      if let name = segment["image"] {
        control.insertSegment(
          with: image(named: name, catalog: segment["catalog"], segment), at: i, animated: false)
        if let title { control.setTitle(title, forSegmentAt: i) }
      } else {
        control.insertSegment(withTitle: title ?? "", at: i, animated: false)
      }
      if segment["enabled"] == "NO" { control.setEnabled(false, forSegmentAt: i) }
    }
    if let i = element.integer("selectedSegmentIndex") { control.selectedSegmentIndex = i }
    if element["momentary"] == "YES" { control.isMomentary = true }
    if let c = element.child("color", key: "selectedSegmentTintColor") {
      control.selectedSegmentTintColor = color(c)
    }
    if element["apportionsSegmentWidthsByContent"] == "YES" {
      control.apportionsSegmentWidthsByContent = true
    }
  }

  func applyActivityIndicatorAttributes(
    of element: IBElement, to view: UIActivityIndicatorView
  ) {
    setEnumeration(
      view, \.style, from: "style", of: element, absent: .gray, what: "activity indicator ")
    if let c = element.child("color", key: "color") { view.color = color(c) }
    // Interface Builder writes `hidesWhenStopped` only when it is on (UIKit's default is
    // on, the archive's off). It and `animating` change `isHidden`; a `hidden="YES"` stays.
    view.hidesWhenStopped = element["hidesWhenStopped"] == "YES"
    if element["animating"] == "YES" { view.startAnimating() }
    if element["hidden"] == "YES" { view.isHidden = true }
  }

  func applyDatePickerAttributes(of element: IBElement, to picker: UIDatePicker) {
    applyControlAttributes(of: element, to: picker)
    setEnumeration(
      picker, \.datePickerMode, from: "datePickerMode", of: element, absent: .dateAndTime)
    setEnumeration(
      picker, \.preferredDatePickerStyle, from: "style", of: element, absent: .automatic,
      what: "date picker ")
    func date(_ key: String) -> Date? {
      // Years 1 to 9999 at most: Foundation's calendars need no more.
      element.child("date", key: key)?.double("timeIntervalSinceReferenceDate")
        .flatMap { abs($0) < 2.5e11 ? Date(timeIntervalSinceReferenceDate: $0) : nil }
    }
    if let d = date("date") { picker.date = d }
    picker.minimumDate = date("minimumDate")
    picker.maximumDate = date("maximumDate")
    // Left out at the class's defaults: an interval of 1 minute, a duration of 0.
    picker.minuteInterval = element.integer("minuteInterval") ?? 1
    picker.countDownDuration = element.double("countDownDuration") ?? 0
    if let id = element.child("locale", key: "locale")?["localeIdentifier"] {
      picker.locale = Locale(identifier: id)
    }
  }

  func applyVisualEffectAttributes(of element: IBElement, to view: UIVisualEffectView) {
    if let blur = element.child("blurEffect") {
      view.effect = UIBlurEffect(style: blurStyle(blur))
    } else if let vibrancy = element.child("vibrancyEffect") {
      let blur = vibrancy.child("blurEffect")
      view.effect = UIVibrancyEffect(
        blurEffect: UIBlurEffect(style: blurStyle(blur)))
    }
    guard let content = element.child("view", key: "contentView") else { return }
    applyViewAttributes(of: content, to: view.contentView)
    for child in content.subviews {
      view.contentView.addSubview(makeView(child))
    }
  }

  /// A `<blurEffect>`'s style; `.regular` when there is none, or it is unknown (reported).
  private func blurStyle(_ blur: IBElement?) -> UIBlurEffect.Style {
    blur.flatMap { enumeration("style", of: $0, what: "blur ") } ?? .regular
  }
}
