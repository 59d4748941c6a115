import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// The controls' iOS looks, checked by sampling pixels of small renders.
@MainActor
@Suite struct ControlsRenderingTests {
  func canvas(_ views: [UIView], width: CGFloat = 320, height: CGFloat = 120) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.backgroundColor = .white
    for v in views { root.addSubview(v) }
    return root
  }

  @Test func switchOnIsGreenAndOffIsGrey() throws {
    let on = UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
    on.isOn = true
    let off = UISwitch(frame: CGRect(x: 100, y: 10, width: 51, height: 31))
    let px = try renderPixels(canvas([on, off]))
    #expect(close(px.pixel(x: 16, y: 25), rgb(52, 199, 89), tolerance: 0.03))
    #expect(!close(px.pixel(x: 145, y: 25), rgb(52, 199, 89), tolerance: 0.2))
  }

  @Test func sliderTrackSplitsAtTheValue() throws {
    let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 300, height: 31))
    slider.minimumValue = 0
    slider.maximumValue = 10
    slider.value = 7.5
    slider.minimumTrackTintColor = .systemRed
    slider.thumbTintColor = .black
    let px = try renderPixels(canvas([slider]))
    let thumbX = 10 + 14 + Int((300 - 28) * 0.75)
    #expect(close(px.pixel(x: thumbX - 30, y: 25), rgb(255, 59, 48), tolerance: 0.05))
    #expect(!close(px.pixel(x: thumbX + 30, y: 25), rgb(255, 59, 48), tolerance: 0.2))
    #expect(close(px.pixel(x: thumbX, y: 25), .black, tolerance: 0.05))
  }

  @Test func segmentedControlHighlightsTheSelectedSegment() throws {
    let control = UISegmentedControl(items: ["One", "Two"])
    control.frame = CGRect(x: 10, y: 10, width: 200, height: 32)
    control.selectedSegmentIndex = 1
    control.selectedSegmentTintColor = .systemBlue
    let px = try renderPixels(canvas([control]))
    // Sample a corner of each segment, away from the titles.
    #expect(close(px.pixel(x: 200, y: 16), rgb(0, 122, 255), tolerance: 0.05))
    #expect(!close(px.pixel(x: 20, y: 16), rgb(0, 122, 255), tolerance: 0.3))
  }

  /// Since iOS 13 a segmented control's `backgroundColor` colours its rounded background
  /// (radius 9), not a square behind it: the outer corners stay round, as on a white
  /// control in a red bar.
  @Test func segmentedControlBackgroundColourKeepsTheRoundCorners() throws {
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 52))
    bar.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let control = UISegmentedControl(items: ["One", "Two"])
    control.frame = CGRect(x: 10, y: 10, width: 200, height: 32)
    control.backgroundColor = .white
    bar.addSubview(control)
    #expect(control.backgroundColor == .white)
    #expect(control.layer.backgroundColor == nil)
    bar.updateTraitDependentColors()
    #expect(control.layer.backgroundColor == nil, "still drawn by the control, rounded")
    let px = try renderPixels(bar)
    #expect(close(px.pixel(x: 10, y: 10), rgb(255, 0, 0)), "the corner is the bar's")
    #expect(close(px.pixel(x: 209, y: 41), rgb(255, 0, 0)))
    let edge = px.pixel(x: 110, y: 11)
    #expect(edge.red > 0.85 && edge.green > 0.85, "the white background, under its fill: \(edge)")
  }

  @Test func textFieldPlaceholderIsGrey() throws {
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
    field.borderStyle = .roundedRect
    field.placeholder = "████"
    field.font = .systemFont(ofSize: 20)
    let px = try renderPixels(canvas([field]), scale: 2)
    var darkest = RGBA.white
    for x in stride(from: 40, to: 120, by: 2) {
      let p = px.pixel(x: x, y: 54)
      if p.red < darkest.red { darkest = p }
    }
    // Placeholder grey (#3C3C43 at 30 %) over white: neither white nor black.
    #expect(darkest.red < 0.9 && darkest.red > 0.6, "\(darkest)")
  }

  @Test func stepperDimsTheSignAtItsLimit() throws {
    let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 94, height: 32))
    stepper.minimumValue = 0
    stepper.value = 0
    let px = try renderPixels(canvas([stepper]), scale: 2)
    let minus = px.pixel(x: 2 * (10 + 94 / 4), y: 2 * 26)
    let plus = px.pixel(x: 2 * (10 + 94 * 3 / 4), y: 2 * 26)
    #expect(plus.red < 0.3, "\(plus)")
    #expect(minus.red > plus.red + 0.3, "\(minus)")
  }

  @Test func pageControlDrawsTheCurrentDot() throws {
    let pages = UIPageControl(frame: CGRect(x: 10, y: 10, width: 100, height: 26))
    pages.numberOfPages = 3
    pages.currentPage = 0
    pages.pageIndicatorTintColor = .systemGray
    pages.currentPageIndicatorTintColor = .black
    let px = try renderPixels(canvas([pages]), scale: 2)
    #expect(close(px.pixel(x: 2 * (60 - 16), y: 2 * 23), .black, tolerance: 0.1))
    #expect(close(px.pixel(x: 2 * 60, y: 2 * 23), rgb(142, 142, 147), tolerance: 0.1))
  }

  @Test func pickersDrawTheirSelectionBand() throws {
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    let date = UIDatePicker(frame: CGRect(x: 0, y: 216, width: 320, height: 216))
    date.preferredDatePickerStyle = .wheels
    let root = canvas([picker, date], height: 432)
    let px = try renderPixels(root)
    // The band's grey is left of the text, at the middle row.
    #expect(!close(px.pixel(x: 12, y: 108), .white, tolerance: 0.02))
    #expect(close(px.pixel(x: 4, y: 108), .white, tolerance: 0.02))
    #expect(!close(px.pixel(x: 12, y: 216 + 108), .white, tolerance: 0.02))
    #expect(date.compactDateText == "Jan 9, 2007")
    #expect(date.compactTimeText == "9:41 AM")
    checkViewTreeInvariants(root)
  }

  @Test func visualEffectViewTintsAndHostsContent() throws {
    let effect = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    effect.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let dot = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
    dot.backgroundColor = .systemRed
    effect.contentView.addSubview(dot)
    let px = try renderPixels(canvas([effect]))
    #expect(px.pixel(x: 10, y: 10).red < 0.4)
    #expect(close(px.pixel(x: 50, y: 50), rgb(255, 59, 48), tolerance: 0.05))
  }

  @Test func frameworkPlaceholdersShowTheirClassName() throws {
    let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(map.placeholderTitle == "MKMapView")
    let px = try renderPixels(canvas([map]))
    #expect(!close(px.pixel(x: 10, y: 10), .white, tolerance: 0.01))
    var ink = false
    for x in 50..<150 where px.pixel(x: x, y: 50).red < 0.6 { ink = true }
    #expect(ink)
  }

  @Test func filledConfigurationDrawsATintedBackgroundWithAWhiteTitle() throws {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 10, y: 10, width: 200, height: 44)
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Continue"
    button.configuration = configuration
    let px = try renderPixels(canvas([button]))
    #expect(close(px.pixel(x: 20, y: 20), rgb(0, 122, 255), tolerance: 0.05))
    #expect(button.titleLabel?.text == "Continue")
    #expect(close(button.titleLabel?.textColor.rgba ?? .black, .white))
  }

  /// A configuration's `titleTextAttributesTransformer` decides the title's font and colour
  /// (LikeMinds' `LMFeedButton.createButton`); a nil font keeps the configuration's.
  @Test func theTitleIsDrawnWithTheTransformersAttributes() throws {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Like"
    let font: UIFont? = .boldSystemFont(ofSize: 22)
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
      incoming in
      var outgoing = incoming
      outgoing.font = font
      outgoing.foregroundColor = .red
      return outgoing
    }
    button.configuration = configuration
    #expect(button.titleLabel?.font.pointSize == 22)
    #expect(close(button.titleLabel?.textColor.rgba ?? .black, rgb(255, 0, 0)))
    let px = try renderPixels(canvas([button]))
    var red = 0
    for y in 0..<44 {
      for x in 0..<200 where close(px.pixel(x: x, y: y), rgb(255, 0, 0), tolerance: 0.1) {
        red += 1
      }
    }
    #expect(red > 20)
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
      var outgoing = $0
      outgoing.font = nil
      return outgoing
    }
    button.configuration = configuration
    #expect(button.titleLabel?.font.pointSize == 17)
  }

  @Test func symbolPlaceholdersAreTintedTemplates() throws {
    let image = UIImage.symbolPlaceholder(named: "xmark", pointSize: 17, aspect: 128.0 / 113)
    #expect(image.renderingMode == .alwaysTemplate)
    #expect(image.size.width > image.size.height)
    let view = UIImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    view.contentMode = .scaleAspectFit
    view.tintColor = .systemRed
    let px = try renderPixels(canvas([view]), scale: 2)
    var red = false
    for x in 0..<80 where close(px.pixel(x: x, y: 40), rgb(255, 59, 48), tolerance: 0.1) {
      red = true
    }
    #expect(red)
  }

  /// `chevron.right.2` is two chevrons, as SF Symbols draws it; it was one, the name's count
  /// ignored (AJShimmeringSliderView's indicator, draw 55).
  @Test func aDoubleChevronIsTwoChevrons() throws {
    func crossings(_ name: String) throws -> Int {
      let view = UIImageView(image: .symbolPlaceholder(named: name, pointSize: 40))
      view.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
      view.contentMode = .center
      view.tintColor = .black
      let px = try renderPixels(canvas([view]), scale: 1)
      // Ink runs met along the middle row, left to right.
      var runs = 0
      var inInk = false
      for x in 0..<60 {
        let ink = close(px.pixel(x: x, y: 30), rgb(0, 0, 0), tolerance: 0.5)
        if ink, !inInk { runs += 1 }
        inInk = ink
      }
      return runs
    }
    #expect(try crossings("chevron.right") == 1)
    #expect(try crossings("chevron.right.2") == 2)
    #expect(UIImage.symbolPlaceholderIsTheSymbol(named: "chevron.right.2"))
    #expect(!UIImage.symbolPlaceholderIsTheSymbol(named: "xmark.circle"))
  }

  @Test func aCustomButtonDrawsATemplateImageInItsTint() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let red = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image {
      UIColor.red.setFill()
      $0.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    let template = UIButton(type: .custom)
    template.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    template.backgroundColor = .black
    template.tintColor = .white
    template.setImage(red.withRenderingMode(.alwaysTemplate), for: .normal)
    let original = UIButton(type: .custom)
    original.frame = CGRect(x: 60, y: 10, width: 40, height: 40)
    original.tintColor = .white
    original.setImage(red, for: .normal)
    let px = try renderPixels(canvas([template, original]))
    #expect(close(px.pixel(x: 30, y: 30), .white), "\(px.pixel(x: 30, y: 30))")
    #expect(close(px.pixel(x: 80, y: 30), rgb(255, 0, 0), tolerance: 0.05))
  }

  @Test func clearButtonShowsAtRestWithText() throws {
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
    field.borderStyle = .roundedRect
    field.text = "hello"
    field.clearButtonMode = .always
    let withText = field.textRect(forBounds: field.bounds)
    #expect(withText.maxX < field.clearButtonRect(forBounds: field.bounds).minX)
    let px = try renderPixels(canvas([field]), scale: 2)
    let c = field.clearButtonRect(forBounds: field.bounds)
    // The circle's grey, beside the cross at its centre.
    #expect(!close(px.pixel(x: Int(2 * (10 + c.midX - 6)), y: Int(2 * (10 + c.midY))), .white))
    field.text = ""
    #expect(field.textRect(forBounds: field.bounds).width > withText.width)
  }

  @Test func segmentWidthsFollowContentWhenApportioned() {
    let control = UISegmentedControl(items: ["A", "A much longer title"])
    control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    #expect(control.segmentRectsForTesting[0].width == 150)
    control.apportionsSegmentWidthsByContent = true
    let rects = control.segmentRectsForTesting
    #expect(rects[0].width < rects[1].width)
    #expect(abs(rects[0].width + rects[1].width - 300) < 0.001)
  }

  @Test func sliderLeavesRoomForValueImages() throws {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    slider.minimumValueImage = try solidImage(width: 20, height: 20, color: rgb(255, 0, 0))
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(track.minX == 32 && track.width == 168)
    let px = try renderPixels(canvas([slider]))
    #expect(close(px.pixel(x: 10, y: 15), rgb(255, 0, 0), tolerance: 0.02))
  }

  /// Every control of this suite on one canvas: each draws something inside its own frame
  /// over the white background, the filled button in the tint, and the tree stays whole.
  /// (`EASEL_INSPECT_RENDERS` keeps a PNG of it.)
  @Test func galleryRenders() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 640))
    root.backgroundColor = .systemBackground
    var views: [UIView] = []
    let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 94, height: 32))
    stepper.value = 3
    let pages = UIPageControl(frame: CGRect(x: 120, y: 10, width: 120, height: 32))
    pages.numberOfPages = 4
    pages.currentPage = 1
    pages.pageIndicatorTintColor = .systemGray4
    pages.currentPageIndicatorTintColor = .label
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.frame = CGRect(x: 260, y: 16, width: 20, height: 20)
    spinner.hidesWhenStopped = false
    views += [stepper, pages, spinner]
    let styles: [() -> UIButton.Configuration] = [
      UIButton.Configuration.filled, UIButton.Configuration.tinted, UIButton.Configuration.gray,
      UIButton.Configuration.plain,
    ]
    for (i, make) in styles.enumerated() {
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 10 + CGFloat(i) * 86, y: 56, width: 80, height: 34)
      var configuration = make()
      configuration.title = ["Filled", "Tinted", "Gray", "Plain"][i]
      button.configuration = configuration
      views.append(button)
    }
    let symbols = [
      "xmark", "chevron.right", "plus", "checkmark", "line.3.horizontal",
      "square.and.arrow.up", "pencil", "timer", "calendar",
    ]
    for (i, name) in symbols.enumerated() {
      let view = UIImageView(image: .symbolPlaceholder(named: name, pointSize: 22))
      view.frame = CGRect(x: 10 + CGFloat(i) * 38, y: 104, width: 30, height: 30)
      view.contentMode = .center
      views.append(view)
    }
    let field = UITextField(frame: CGRect(x: 10, y: 148, width: 340, height: 34))
    field.borderStyle = .roundedRect
    field.text = "Clear me"
    field.clearButtonMode = .always
    let picker = UIPickerView(frame: CGRect(x: 0, y: 190, width: 360, height: 162))
    let date = UIDatePicker(frame: CGRect(x: 0, y: 352, width: 360, height: 162))
    date.preferredDatePickerStyle = .wheels
    let compact = UIDatePicker(frame: CGRect(x: 10, y: 520, width: 340, height: 40))
    compact.preferredDatePickerStyle = .compact
    let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialDark))
    effect.frame = CGRect(x: 10, y: 570, width: 160, height: 60)
    let map = MKMapView(frame: CGRect(x: 190, y: 570, width: 160, height: 60))
    views += [field, picker, date, compact, effect, map]
    for v in views { root.addSubview(v) }
    let surface = try LayerRenderer().rasterize(root, scale: 2)
    writeForInspection(surface, "easel-controls-gallery")
    let px = surface.bitmap()
    #expect(px.width == 720 && px.height == 1280)
    #expect(close(px.pixel(x: 700, y: 1270), .white))
    for view in views {
      let f = view.frame
      var inked = 0
      for x in stride(from: Int(f.minX * 2), to: Int(f.maxX * 2), by: 2) {
        for y in stride(from: Int(f.minY * 2), to: Int(f.maxY * 2), by: 2)
        where !close(px.pixel(x: x, y: y), .white, tolerance: 0.05) {
          inked += 1
        }
      }
      #expect(inked > 0, "\(type(of: view)) at \(f) drew nothing")
    }
    // The filled button (the first of the four) is filled with the system blue tint.
    #expect(close(px.pixel(x: 2 * 14, y: 2 * 73), rgb(0, 122, 255), tolerance: 0.05))
    checkViewTreeInvariants(root)
  }

  @Test func configurationPlacesTheImageAroundTheTitle() throws {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Go"
    configuration.image = try solidImage(width: 10, height: 10, color: .black)
    configuration.imagePadding = 4
    configuration.imagePlacement = .trailing
    button.configuration = configuration
    button.layoutIfNeeded()
    let image = try #require(button.imageView?.frame)
    let title = try #require(button.titleLabel?.frame)
    #expect(image.minX == title.maxX + 4)
    configuration.imagePlacement = .top
    button.configuration = configuration
    button.layoutIfNeeded()
    let top = try #require(button.imageView?.frame)
    let below = try #require(button.titleLabel?.frame)
    #expect(top.maxY + 4 == below.minY)
    #expect(abs(top.midX - below.midX) < 0.5)
  }
}
