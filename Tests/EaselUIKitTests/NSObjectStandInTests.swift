@testable import EaselUIKit
import Foundation
import Testing

/// Objects of classes iOS roots in NSObject that are no NSObject here (Linux's
/// `NotificationCenter`, the façade's `UIDevice`): the translation sends NSObject's messages
/// to their stand-in (`ObjCUnrootedFoundationClassTests`), one per object, which answers as
/// the object would on iOS.
@Suite(.serialized) struct NSObjectStandInTests {
  /// The classes the translation sends a stand-in for are no NSObject here, and the stand-in
  /// answers NSObject's questions as the object would on iOS.
  @MainActor
  @Test func theStandInAnswersForItsObject() {
    let unrooted: [String: AnyClass] = [
      "NSNotificationCenter": NotificationCenter.self, "NSFileManager": FileManager.self,
      "NSProcessInfo": ProcessInfo.self, "UIDevice": UIDevice.self, "UIScreen": UIScreen.self,
      "UIGraphicsImageRenderer": UIGraphicsImageRenderer.self,
      "UIGraphicsImageRendererFormat": UIGraphicsImageRendererFormat.self,
      "UIGraphicsImageRendererContext": UIGraphicsImageRendererContext.self,
      "NSStringDrawingContext": NSStringDrawingContext.self,
    ]
    for (name, cls) in unrooted { #expect(!(cls is NSObject.Type), "\(name)") }
    let center = NotificationCenter.default
    let standIn: NSObject = ObjCNSObjectStandIn.object(for: center)
    #expect(standIn === ObjCNSObjectStandIn.object(for: center) as NSObject)
    #expect(ObjCNSObjectStandIn.kind(of: center).isKind(of: NotificationCenter.self))
    #expect(ObjCNSObjectStandIn.kind(of: center).isMember(of: NotificationCenter.self))
    #expect(!ObjCNSObjectStandIn.kind(of: center).isKind(of: FileManager.self))
    #expect(standIn.isEqual(center))
    let object = NSObject()
    #expect(ObjCNSObjectStandIn.object(for: object) as NSObject === object)
    standIn.removeObserver(object, forKeyPath: "state")
  }

  /// The table keeps the stand-ins of living objects only: one made for each of many
  /// short-lived objects does not stay after its object dies.
  @Test func theStandInsOfDeadObjectsGo() {
    final class Unrooted {}
    let before = ObjCNSObjectStandIn.count
    for _ in 0..<50 {
      let object = Unrooted()
      _ = ObjCNSObjectStandIn.object(for: object)
    }
    #expect(ObjCNSObjectStandIn.count <= before + 1)
  }
}
