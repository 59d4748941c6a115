import EaselUIKit
import Foundation
import Testing

/// A data source of two sections of two 40×40 items each.
private final class TwoSections: NSObject, UICollectionViewDataSource {
  func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 2 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = UICollectionViewCell(frame: .zero)
    cell.tag = indexPath.section * 10 + indexPath.item
    return cell
  }
}

/// A delegate declaring only `UICollectionViewDelegate` that implements a flow layout's
/// methods, as an Objective-C class does when it omits `UICollectionViewDelegateFlowLayout`
/// from its adoptions: UIKit asks it by `respondsToSelector:`. Its methods are listed by hand,
/// as the generated selector table lists a translated class's.
private final class UndeclaredFlowDelegate: NSObject, UICollectionViewDelegate {
  func inset(_ section: Int) -> UIEdgeInsets {
    UIEdgeInsets(top: 0, left: section == 0 ? 95 : 5, bottom: 0, right: 0)
  }

  static let methods: [ObjCMethod] = [
    ObjCMethod(
      owner: UndeclaredFlowDelegate.self, selector: "collectionView:layout:insetForSectionAtIndex:"
    ) { receiver, arguments in
      (receiver as? UndeclaredFlowDelegate)?.inset(try ObjCArguments.cast(arguments, 2) as Int)
    },
    ObjCMethod(
      owner: UndeclaredFlowDelegate.self, selector: "collectionView:layout:sizeForItemAtIndexPath:"
    ) { _, _ in CGSize(width: 30, height: 30) },
    ObjCMethod(
      owner: UndeclaredFlowDelegate.self,
      selector: "collectionView:layout:minimumInteritemSpacingForSectionAtIndex:"
    ) { _, _ in CGFloat(1) },
    // Declared `- (NSInteger)`, where UIKit reads a `CGFloat`.
    ObjCMethod(
      owner: UndeclaredFlowDelegate.self,
      selector: "collectionView:layout:referenceSizeForHeaderInSection:"
    ) { _, _ in 12 },
  ]
}

/// A delegate declaring the protocol: asked through it, section by section.
private final class DeclaredFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets { UIEdgeInsets(top: section == 0 ? 10 : 20, left: 0, bottom: 0, right: 0) }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { CGSize(width: 0, height: 7) }
}

/// A flow layout asks its collection view's delegate for each section's inset, spacings and
/// header and footer sizes and each item's size, as UIKit's does, by `respondsToSelector:` —
/// a delegate that does not declare `UICollectionViewDelegateFlowLayout` is asked too
/// (RDNumberPicker, a spent draw's, set its items after a 95-point inset that way). The
/// façade asked only for item sizes, and only of a delegate declaring the protocol.
@MainActor
@Suite(.serialized)
struct FlowLayoutDelegateTests {
  init() {
    var table = KeyValueTable()
    table.add(methods: UndeclaredFlowDelegate.methods)
    ObjCRuntime.shared.install(table)
  }

  private func cells(_ delegate: any UICollectionViewDelegate, vertical: Bool) -> [Int: CGRect] {
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 40, height: 40)
    flow.minimumInteritemSpacing = 0
    flow.minimumLineSpacing = 0
    flow.scrollDirection = vertical ? .vertical : .horizontal
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: flow)
    let dataSource = TwoSections()
    collection.delegate = delegate
    collection.dataSource = dataSource
    collection.layoutIfNeeded()
    return withExtendedLifetime((dataSource, delegate)) {
      Dictionary(
        uniqueKeysWithValues: collection.subviews.compactMap { $0 as? UICollectionViewCell }
          .map { ($0.tag, $0.frame) })
    }
  }

  @Test func anUndeclaredDelegateIsAskedBySelector() {
    let delegate = UndeclaredFlowDelegate()
    #expect(
      ObjCRuntime.shared.optionalAnswer(
        "collectionView:layout:insetForSectionAtIndex:", from: delegate, [nil, nil, 1],
        as: UIEdgeInsets.self)?.left == 5)
    #expect(
      ObjCRuntime.shared.optionalAnswer(
        "collectionView:layout:minimumLineSpacingForSectionAtIndex:", from: delegate,
        [nil, nil, 1], as: CGFloat.self) == nil)
    let frames = cells(delegate, vertical: false)
    // Horizontal: section 0 after its 95-point inset, 30-point items 1 point apart down the
    // column; section 1 after section 0's column and its own 5-point inset.
    #expect(frames[0] == CGRect(x: 95, y: 0, width: 30, height: 30))
    #expect(frames[1] == CGRect(x: 95, y: 31, width: 30, height: 30))
    #expect(frames[10] == CGRect(x: 130, y: 0, width: 30, height: 30))
  }

  /// An answer of another type than UIKit reads is no answer, and is reported, where it was
  /// dropped without a word (iOS reads another register than the answer's).
  @Test func anAnswerOfAnotherTypeIsReported() {
    let environment = ResourceEnvironment()
    var reported: [ObjCAnswerTypeMismatch] = []
    environment.answerTypeMismatch = { reported.append($0) }
    let answer = withResourceEnvironment(environment) {
      ObjCRuntime.shared.optionalAnswer(
        "collectionView:layout:referenceSizeForHeaderInSection:", from: UndeclaredFlowDelegate(),
        [nil, nil, 0], as: CGSize.self)
    }
    #expect(answer == nil)
    #expect(
      reported == [
        ObjCAnswerTypeMismatch(
          className: "UndeclaredFlowDelegate",
          selector: "collectionView:layout:referenceSizeForHeaderInSection:", answered: "Int",
          expected: "CGSize")
      ])
    #expect(reported.first?.message.contains("answers Int where UIKit reads CGSize") == true)
  }

  @Test func aDeclaredDelegateIsAskedPerSection() {
    let frames = cells(DeclaredFlowDelegate(), vertical: true)
    // Vertical: section 0's header (7) and inset (10); section 1 after section 0's row of
    // 40-point items, its header (7) and inset (20). Items keep the layout's size.
    #expect(frames[0] == CGRect(x: 0, y: 17, width: 40, height: 40))
    #expect(frames[1] == CGRect(x: 40, y: 17, width: 40, height: 40))
    #expect(frames[10] == CGRect(x: 0, y: 17 + 40 + 7 + 20, width: 40, height: 40))
  }

  @Test func aDelegateThatAnswersNothingLeavesTheLayoutsValues() {
    final class Plain: NSObject, UICollectionViewDelegate {}
    let frames = cells(Plain(), vertical: true)
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(frames[10] == CGRect(x: 0, y: 40, width: 40, height: 40))
  }
}
