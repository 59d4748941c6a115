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
    controller.presentModalViewController(UIViewController(), animated: true)
    #expect(controller.presentedAnimated == true)
    #expect(controller.completions == 0)
    controller.dismissModalViewControllerAnimated(false)
    #expect(controller.dismissedAnimated == false)
    #expect(controller.modalViewController == nil)
  }

  @Test func thePopoverSizeIsThePreferredContentSize() {
    let controller = UIViewController()
    controller.contentSizeForViewInPopover = CGSize(width: 320, height: 200)
    #expect(controller.preferredContentSize == CGSize(width: 320, height: 200))
    controller.preferredContentSize = CGSize(width: 10, height: 20)
    #expect(controller.contentSizeForViewInPopover == CGSize(width: 10, height: 20))
  }

  @Test func theOldRotationAndUnloadingAnswersAreUIKits() {
    let controller = UIViewController()
    #expect(controller.shouldAutorotateToInterfaceOrientation(.portrait))
    #expect(!controller.shouldAutorotateToInterfaceOrientation(.landscapeLeft))
    #expect(controller.automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers())
    #expect(!controller.wantsFullScreenLayout)
    controller.wantsFullScreenLayout = true
    #expect(controller.wantsFullScreenLayout)
  }

  @Test func theOtherDeprecatedMembersAreTheirReplacements() {
    let picker = UIImagePickerController()
    picker.allowsImageEditing = true
    #expect(picker.allowsEditing)
    let item = UITabBarItem(title: "Home", image: nil, tag: 0)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in }
    item.setFinishedSelectedImage(image, withFinishedUnselectedImage: image)
    #expect(item.finishedSelectedImage() === image)
    #expect(item.finishedUnselectedImage() === image)
    #expect(item.selectedImage?.renderingMode == .alwaysOriginal)
    #expect(item.image?.renderingMode == .alwaysOriginal)
  }

  @Test func hidingTheStatusBarAnimatedFades() {
    let application = UIApplication.shared
    let wasHidden = application.isStatusBarHidden
    application.setStatusBarHidden(true, animated: true)
    #expect(application.isStatusBarHidden)
    application.setStatusBarHidden(wasHidden, animated: false)
  }
}
