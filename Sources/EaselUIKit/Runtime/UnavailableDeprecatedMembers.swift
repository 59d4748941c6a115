// What iOS 7 or earlier deprecated, under the plain names Swift's importer makes unavailable:
// the façade declares each under its reserved name (`__objc_text`, docs/objc.md), which the
// Objective-C translation calls, and the plain name here, unavailable as on iOS, so Swift code
// gets iOS's error and a subclass may declare a member of that name of its own (a
// UITableViewCell subclass's `text`, a view controller's `viewDidUnload()`). UIButton declares
// its own beside its reserved members.

import Foundation

extension UITableViewCell {
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var text: String? {
    get { __objc_text }
    set { __objc_text = newValue }
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var font: UIFont? {
    get { __objc_font }
    set { __objc_font = newValue }
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var textAlignment: NSTextAlignment {
    get { __objc_textAlignment }
    set { __objc_textAlignment = newValue }
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var lineBreakMode: NSLineBreakMode {
    get { __objc_lineBreakMode }
    set { __objc_lineBreakMode = newValue }
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var textColor: UIColor? {
    get { __objc_textColor }
    set { __objc_textColor = newValue }
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var selectedTextColor: UIColor? {
    get { __objc_selectedTextColor }
    set { __objc_selectedTextColor = newValue }
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var image: UIImage? {
    get { __objc_image }
    set { __objc_image = newValue }
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var selectedImage: UIImage? {
    get { __objc_selectedImage }
    set { __objc_selectedImage = newValue }
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var hidesAccessoryWhenEditing: Bool {
    get { __objc_hidesAccessoryWhenEditing }
    set { __objc_hidesAccessoryWhenEditing = newValue }
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var target: AnyObject? {
    get { __objc_target }
    set { __objc_target = newValue }
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var editAction: Selector? {
    get { __objc_editAction }
    set { __objc_editAction = newValue }
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var accessoryAction: Selector? {
    get { __objc_accessoryAction }
    set { __objc_accessoryAction = newValue }
  }
}

extension UILabel {
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var minimumFontSize: CGFloat {
    get { __objc_minimumFontSize }
    set { __objc_minimumFontSize = newValue }
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var adjustsLetterSpacingToFitWidth: Bool {
    get { __objc_adjustsLetterSpacingToFitWidth }
    set { __objc_adjustsLetterSpacingToFitWidth = newValue }
  }
}

extension UIView {
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var contentStretch: CGRect {
    get { __objc_contentStretch }
    set { __objc_contentStretch = newValue }
  }
}

extension UIViewController {
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public func viewWillUnload() {
    __objc_viewWillUnload()
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public func viewDidUnload() {
    __objc_viewDidUnload()
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public func shouldAutorotateToInterfaceOrientation(_ orientation: UIInterfaceOrientation) -> Bool
  {
    __objc_shouldAutorotateToInterfaceOrientation(orientation)
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public func willAnimateFirstHalfOfRotationToInterfaceOrientation(
    _ orientation: UIInterfaceOrientation, duration: TimeInterval
  ) {
    __objc_willAnimateFirstHalfOfRotationToInterfaceOrientation(orientation, duration: duration)
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public func didAnimateFirstHalfOfRotationToInterfaceOrientation(
    _ orientation: UIInterfaceOrientation
  ) {
    __objc_didAnimateFirstHalfOfRotationToInterfaceOrientation(orientation)
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public func willAnimateSecondHalfOfRotationFromInterfaceOrientation(
    _ orientation: UIInterfaceOrientation, duration: TimeInterval
  ) {
    __objc_willAnimateSecondHalfOfRotationFromInterfaceOrientation(orientation, duration: duration)
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public func automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers() -> Bool {
    __objc_automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers()
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public func presentModalViewController(_ controller: UIViewController, animated: Bool) {
    __objc_presentModalViewController(controller, animated: animated)
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public func dismissModalViewControllerAnimated(_ animated: Bool) {
    __objc_dismissModalViewControllerAnimated(animated)
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var modalViewController: UIViewController? { __objc_modalViewController }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var wantsFullScreenLayout: Bool {
    get { __objc_wantsFullScreenLayout }
    set { __objc_wantsFullScreenLayout = newValue }
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var contentSizeForViewInPopover: CGSize {
    get { __objc_contentSizeForViewInPopover }
    set { __objc_contentSizeForViewInPopover = newValue }
  }
}

extension UIImagePickerController {
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public var allowsImageEditing: Bool {
    get { __objc_allowsImageEditing }
    set { __objc_allowsImageEditing = newValue }
  }
}

extension UIApplication {
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public func setStatusBarHidden(_ hidden: Bool, animated: Bool) {
    __objc_setStatusBarHidden(hidden, animated: animated)
  }
}

extension UITabBarItem {
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public func setFinishedSelectedImage(
    _ selectedImage: UIImage?, withFinishedUnselectedImage unselectedImage: UIImage?
  ) {
    __objc_setFinishedSelectedImage(selectedImage, withFinishedUnselectedImage: unselectedImage)
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public func finishedSelectedImage() -> UIImage? {
    __objc_finishedSelectedImage()
  }
  /// Unavailable in Swift, as on iOS: Objective-C's member of this name.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  public func finishedUnselectedImage() -> UIImage? {
    __objc_finishedUnselectedImage()
  }
}
