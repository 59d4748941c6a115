/// Code shaped like real `@IBDesignable` classes (IBAnimatable, Spring and friends), using the
/// UIKit API they need; `UIKitAPICompileTests` type-checks it against the built façade.
/// Objective-C attributes are left out, as the designables agent strips them.
enum UIKitAPIFixture {
  static let source = #"""
    import UIKit
    import QuartzCore
    import CoreGraphics

    class SpringView: UIView, UIGestureRecognizerDelegate, CAAnimationDelegate {
      var animation = "pop"
      var damping: CGFloat = 0.7
      var startPoint: CGPoint = .zero
      var borderColor: UIColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
      var icon: UIImage = #imageLiteral(resourceName: "star")

      override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
      }

      required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
      }

      func setUp() {
        let tap = UITapGestureRecognizer(target: self, action: Selector("handleTap:"))
        tap.numberOfTapsRequired = 2
        tap.delegate = self
        tap.cancelsTouchesInView = false
        addGestureRecognizer(tap)
        let pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan:"))
        addGestureRecognizer(pan)
        let swipe = UISwipeGestureRecognizer(target: self, action: Selector("swiped:"))
        swipe.direction = [.left, .right]
        addGestureRecognizer(swipe)
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: Selector("held:")))
        addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: Selector("pinched:")))
        addGestureRecognizer(UIRotationGestureRecognizer(target: self, action: Selector("turned:")))
        isAccessibilityElement = true
        accessibilityLabel = "Spring"
        accessibilityHint = "Double-tap to bounce"
        accessibilityTraits = [.button, .image]
        accessibilityIdentifier = "spring"
        NotificationCenter.default.addObserver(
          self, selector: Selector("keyboardWillShow:"),
          name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
          forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
        ) { _ in }
        _ = UITextField.textDidChangeNotification
        _ = UITextView.textDidChangeNotification
        _ = UIApplication.willResignActiveNotification
      }

      func handlePan(_ gesture: UIPanGestureRecognizer) {
        let t = gesture.translation(in: self)
        let v = gesture.velocity(in: superview)
        center = CGPoint(x: center.x + t.x, y: center.y + t.y + v.y * 0)
        gesture.setTranslation(.zero, in: self)
        if gesture.state == .ended || gesture.state == .cancelled { startPoint = .zero }
        _ = gesture.location(in: self)
      }

      func keyboardWillShow(_ note: Notification) {
        guard let info = note.userInfo,
          let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
          let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
        else { return }
        UIView.animate(withDuration: duration) { self.transform = CGAffineTransform(translationX: 0, y: -frame.height) }
      }

      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first else { return }
        startPoint = touch.location(in: self)
        _ = touch.previousLocation(in: superview)
        _ = touch.force + CGFloat(touch.tapCount)
        if touch.phase == .began, event?.allTouches?.count == 1, event?.type == .touches {}
      }

      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
      override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

      override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
      }

      override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event)
      }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool { true }

      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}

      override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        alpha = 0
        UIView.animate(
          withDuration: 0.7, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0.7,
          options: [.curveEaseInOut, .allowUserInteraction],
          animations: { self.alpha = 1; self.transform = .identity },
          completion: { finished in if finished { self.layoutIfNeeded() } })
        UIView.animate(withDuration: 0.3, animations: { self.alpha = 1 }, completion: nil)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic], animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.alpha = 0.5 }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.alpha = 1 }
        }, completion: nil)
        UIView.transition(with: self, duration: 0.3, options: .transitionFlipFromLeft, animations: nil)
        UIView.performWithoutAnimation { self.layoutIfNeeded() }
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) { self.alpha = 1 }
        animator.addCompletion { position in if position == .end {} }
        animator.startAnimation()
        _ = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8, animations: nil).fractionComplete

        let keyframe = CAKeyframeAnimation(keyPath: "position")
        keyframe.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 10, y: 0))]
        keyframe.keyTimes = [0, 1]
        keyframe.path = UIBezierPath(ovalIn: bounds).cgPath
        keyframe.timingFunctions = [CAMediaTimingFunction(name: .easeInEaseOut)]
        keyframe.calculationMode = .paced
        keyframe.rotationMode = .rotateAuto
        keyframe.duration = 1
        keyframe.repeatCount = .infinity
        keyframe.autoreverses = true
        keyframe.fillMode = .forwards
        keyframe.isRemovedOnCompletion = false
        keyframe.beginTime = CACurrentMediaTime() + 0.2
        keyframe.delegate = self
        let scale = CABasicAnimation(keyPath: "transform")
        scale.toValue = NSValue(caTransform3D: CATransform3DMakeScale(1.2, 1.2, 1))
        _ = (scale.toValue as? NSValue)?.caTransform3DValue
        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.damping = damping
        spring.initialVelocity = 0.5
        spring.duration = spring.settlingDuration
        let group = CAAnimationGroup()
        group.animations = [keyframe, scale, spring]
        group.timingFunction = CAMediaTimingFunction(controlPoints: 0.5, 0, 0.9, 0.7)
        layer.add(group, forKey: "group")
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        layer.add(transition, forKey: kCATransition)
        layer.speed = 0
        layer.timeOffset = 0
        layer.transform = CATransform3DConcat(
          CATransform3DMakeRotation(.pi / 4, 0, 0, 1), CATransform3DMakeTranslation(1, 2, 0))
      }
    }

    class SpringButton: UIButton {
      override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        super.beginTracking(touch, with: event)
      }
      override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { isTouchInside }
      override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if isTracking { sendActions(for: .valueChanged) }
      }
      override func cancelTracking(with event: UIEvent?) {}
      func wire() { addTarget(self, action: Selector("tapped"), for: .touchUpInside) }
    }

    class DesignableTextField: UITextField, UITextFieldDelegate {
      var leftPadding: CGFloat = 8 {
        didSet {
          leftView = UIView(frame: CGRect(x: 0, y: 0, width: leftPadding, height: 20))
          leftViewMode = .always
          rightViewMode = .unlessEditing
          clearButtonMode = .whileEditing
          borderStyle = .roundedRect
          delegate = self
          adjustsFontForContentSizeCategory = true
        }
      }
      override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: leftPadding, dy: 0) }
      override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
      override func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
      override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: 4, y: 0, width: leftPadding, height: bounds.height)
      }
      override func rightViewRect(forBounds bounds: CGRect) -> CGRect { .zero }
      func textFieldShouldReturn(_ textField: UITextField) -> Bool { !isEditing && hasText }
    }

    class DesignableTextView: UITextView, UITextViewDelegate {
      func configure() {
        textContainer.lineFragmentPadding = 0
        textContainer.maximumNumberOfLines = 2
        textContainer.lineBreakMode = .byTruncatingTail
        textContainerInset = .zero
        _ = layoutManager.usedRect(for: textContainer)
        delegate = self
      }
      func textViewDidChange(_ textView: UITextView) {}
    }

    class PagedStrip: UIView, UIScrollViewDelegate {
      let pages = UIScrollView()
      let list = UITableView()
      func configure(rows: UITableViewDelegate) {
        pages.delegate = self
        list.delegate = rows
        _ = list.delegate?.tableView(list, heightForRowAt: IndexPath(row: 0, section: 0))
      }
    }

    class DesignableSlider: UISlider {
      var thumbImage: UIImage? {
        didSet {
          setThumbImage(thumbImage, for: .normal)
          setThumbImage(thumbImage, for: .highlighted)
          setMinimumTrackImage(nil, for: .normal)
          setMaximumTrackImage(nil, for: .normal)
          thumbTintColor = .white
          _ = self.thumbImage(for: .normal)
        }
      }
    }

    class FontView: UILabel {
      func style() {
        let descriptor = font.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]) ?? font.fontDescriptor
        font = UIFont(descriptor: descriptor, size: 0)
        _ = UIFontDescriptor(fontAttributes: [.family: "Avenir", .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
        if let rounded = font.fontDescriptor.withDesign(.rounded) { font = UIFont(descriptor: rounded, size: 17) }
        font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: font)
        for family in UIFont.familyNames { _ = UIFont.fontNames(forFamilyName: family) }
        _ = font.fontDescriptor.symbolicTraits.contains(.traitBold)
        _ = font.fontDescriptor.fontAttributes[.family] as? String
      }
    }

    final class Constrained: UIView {
      func build() {
        let a = UIView(), b = UIView()
        addSubview(a)
        addSubview(b)
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
          NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-8-[b(==a)]-|", options: [.alignAllCenterY], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-(pad)-[a(44)]", metrics: ["pad": 20], views: views))
        if effectiveUserInterfaceLayoutDirection == .rightToLeft || semanticContentAttribute == .forceRightToLeft {}
        _ = UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
      }
    }

    class ModalController: UIViewController, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      override var prefersStatusBarHidden: Bool { true }
      let interaction = UIPercentDrivenInteractiveTransition()
      func showNext() {
        let next = UIViewController()
        next.modalPresentationStyle = .overFullScreen
        next.modalTransitionStyle = .crossDissolve
        next.transitioningDelegate = self
        present(next, animated: true, completion: nil)
        navigationController?.pushViewController(UITableViewController(style: .plain), animated: true)
        _ = tabBarController?.selectedIndex
        let nav = UINavigationController(rootViewController: UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout()))
        _ = nav.topViewController
        let vc = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
        addChild(vc)
        vc.didMove(toParent: self)
        setNeedsStatusBarAppearanceUpdate()
      }
      override func prepare(for segue: UIStoryboardSegue, sender: Any?) { _ = segue.destination }
      func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(to)
        to.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }

    class ListController: UITableViewController {
      let rows = ["One", "Two"]
      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.reloadData()
      }
      override func numberOfSections(in tableView: UITableView) -> Int { 1 }
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
      }
      override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
      }
      override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    }

    class GridController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
      override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
      override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      }
      func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 40, height: 40)
      }
    }

    final class PlainList: UIView, UITableViewDataSource, UITableViewDelegate {
      let table = UITableView(frame: .zero, style: .plain)
      func wire() { table.dataSource = self; table.delegate = self }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
      func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    }

    @MainActor func environment() {
      let app = UIApplication.shared
      if app.userInterfaceLayoutDirection == .rightToLeft {}
      _ = app.statusBarStyle
      _ = app.isStatusBarHidden
      _ = app.keyWindow?.rootViewController
      _ = app.windows.first
      if let url = URL(string: "https://example.com"), app.canOpenURL(url) {
        app.open(url, options: [:], completionHandler: nil)
      }
      UIAccessibility.post(notification: .announcement, argument: "Hi")
      if UIAccessibility.isVoiceOverRunning {}
      UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
      UISelectionFeedbackGenerator().selectionChanged()
      UINotificationFeedbackGenerator().notificationOccurred(.success)
      _ = UIScreen.main.bounds.width * UIScreen.main.scale * UIScreen.main.nativeScale
      if UIDevice.current.userInterfaceIdiom == .pad {}
      _ = UIDevice.current.systemVersion + UIDevice.current.model
      let number: NSNumber = 3
      _ = Int(exactly: number)
      _ = CGFloat(truncating: number)
      _ = Double(truncating: number)
      let value: CGFloat = 2
      _ = value as NSNumber
      let anyValue: Any = value
      _ = anyValue as? NSNumber
    }

    // Every NSObject has the nib-loading callbacks on iOS: layers, constraints, gesture
    // recognizers and layouts override them too.
    final class BallLayer: CAShapeLayer {
      override func action(forKey event: String) -> CAAction? { nil }
      override func awakeFromNib() { super.awakeFromNib() }
    }
    final class RatioConstraint: NSLayoutConstraint {
      override func awakeFromNib() { super.awakeFromNib() }
    }
    final class PinchRecognizer: UIPinchGestureRecognizer {
      override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
    }
    final class GridLayout: UICollectionViewFlowLayout {
      override func awakeFromNib() { super.awakeFromNib() }
    }
    func tinted(_ layer: CALayer) {
      layer.borderColor = CGColor(srgbRed: 1, green: 0.5, blue: 0, alpha: 1)
      layer.shadowColor = CGColor(genericGrayGamma2_2Gray: 0.2, alpha: 1).copy()
    }
    func repeatForever(_ animation: CABasicAnimation) {
      animation.repeatCount = HUGE
      animation.repeatDuration = CFTimeInterval(MAXFLOAT)
    }
    final class TitledItem: UINavigationItem {
      override func awakeFromNib() { super.awakeFromNib() }
    }
    """#
}
