import Foundation
import Testing

@testable import EaselUIKit

/// UIViewController's members deprecated by iOS 5, 6 and 7, which the SDK still declares and
/// Objective-C still uses: each is its replacement's, or never called, as on iOS since.
@MainActor
struct ViewControllerDeprecatedMembersTests {
  final class Presenter: UIViewController {
    var completions = 0
    override func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      completions += completion == nil ? 0 : 1
      presentedAnimated = flag
    }
    var presentedAnimated: Bool?
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      dismissedAnimated = flag
    }
    var dismissedAnimated: Bool?
  }

  @Test func modalPresentationIsTheCurrentPresentations() {
    let controller = Presenter()
    controller.__objc_presentModalViewController(UIViewController(), animated: true)
    #expect(controller.presentedAnimated == true)
    #expect(controller.completions == 0)
    controller.__objc_dismissModalViewControllerAnimated(false)
    #expect(controller.dismissedAnimated == false)
    #expect(controller.__objc_modalViewController == nil)
  }

  @Test func thePopoverSizeIsThePreferredContentSize() {
    let controller = UIViewController()
    controller.__objc_contentSizeForViewInPopover = CGSize(width: 320, height: 200)
    #expect(controller.preferredContentSize == CGSize(width: 320, height: 200))
    controller.preferredContentSize = CGSize(width: 10, height: 20)
    #expect(controller.__objc_contentSizeForViewInPopover == CGSize(width: 10, height: 20))
  }

  @Test func theOldRotationAndUnloadingAnswersAreUIKits() {
    let controller = UIViewController()
    #expect(controller.__objc_shouldAutorotateToInterfaceOrientation(.portrait))
    #expect(!controller.__objc_shouldAutorotateToInterfaceOrientation(.landscapeLeft))
    #expect(
      controller.__objc_automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers())
    #expect(!controller.__objc_wantsFullScreenLayout)
    controller.__objc_wantsFullScreenLayout = true
    #expect(controller.__objc_wantsFullScreenLayout)
  }

  @Test func theOtherDeprecatedMembersAreTheirReplacements() {
    let picker = UIImagePickerController()
    picker.__objc_allowsImageEditing = true
    #expect(picker.allowsEditing)
    let item = UITabBarItem(title: "Home", image: nil, tag: 0)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in }
    item.__objc_setFinishedSelectedImage(image, withFinishedUnselectedImage: image)
    #expect(item.__objc_finishedSelectedImage() === image)
    #expect(item.__objc_finishedUnselectedImage() === image)
    #expect(item.selectedImage?.renderingMode == .alwaysOriginal)
    #expect(item.image?.renderingMode == .alwaysOriginal)
  }

  @Test func hidingTheStatusBarAnimatedFades() {
    let application = UIApplication.shared
    let wasHidden = application.isStatusBarHidden
    application.__objc_setStatusBarHidden(true, animated: true)
    #expect(application.isStatusBarHidden)
    application.__objc_setStatusBarHidden(wasHidden, animated: false)
  }
}
