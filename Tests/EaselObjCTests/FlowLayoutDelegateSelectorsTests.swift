import EaselInspect
import EaselUIKit
import Testing

/// The selector tables list the flow layout's delegate methods the façade asks for by
/// selector: the two lists are one (EaselInspect cannot see the façade's).
@Suite struct FlowLayoutDelegateSelectorsTests {
  @Test @MainActor func theTablesListWhatTheFlowLayoutAsks() {
    #expect(
      ObjCTableScope.delegateSelectors
        == Set(UICollectionViewFlowLayout.delegateSelectors))
  }
}
