"""Tests of scripts/facade-protocol-members on tiny inline headers and façade sources.

Run from the repository: python3 -m unittest discover -s scripts/tests
No SDK is needed; the snippets below are written for these tests.
"""

import importlib.machinery
import importlib.util
import os
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "facade-protocol-members")
_loader = importlib.machinery.SourceFileLoader("facade_protocol_members", SCRIPT)
_spec = importlib.util.spec_from_loader("facade_protocol_members", _loader)
fpm = importlib.util.module_from_spec(_spec)
_loader.exec_module(fpm)

HEADER = """
@class UIGrid;
@protocol UIGridDataSource <NSObject>
@required
- (NSInteger)grid:(UIGrid *)grid numberOfCellsInRow:(NSInteger)row;
@optional
- (BOOL)grid:(UIGrid *)grid canMoveCellAtIndexPath:(NSIndexPath *)indexPath;
- (nullable NSArray<NSString *> *)indexTitlesForGrid:(UIGrid *)grid;
@end
@protocol UIUnported <NSObject>
- (void)spin;
@end
@interface UIGrid : NSObject
@end
"""

FACADE = """
open class UIGrid: NSObject {}
public protocol UIGridDataSource: NSObjectProtocol {
  func grid(_ grid: UIGrid, numberOfCellsInRow row: Int) -> Int
}
"""


class FacadeProtocolMembersTests(unittest.TestCase):
    def rows(self, facade=FACADE):
        model = fpm.cov.model_from_headers([("UIKit", "UIGrid.h", HEADER)])
        with tempfile.TemporaryDirectory() as repo:
            os.makedirs(os.path.join(repo, "Sources", "EaselUIKit"))
            with open(os.path.join(repo, "Sources", "EaselUIKit", "UIGrid.swift"), "w") as f:
                f.write(facade)
            index, _ = fpm.cov.facade_index(repo, ["Sources/EaselUIKit"])
        return model, fpm.protocol_rows(model, index)

    def test_members_the_facades_protocol_lacks_are_listed_with_their_selectors(self):
        _, rows = self.rows()
        listed = {(p, n, sel, optional) for p, n, sel, optional, _, _ in rows}
        self.assertEqual(listed, {
            ("UIGridDataSource", "grid(_:canMoveCellAt:)", "grid:canMoveCellAtIndexPath:", True),
            ("UIGridDataSource", "indexTitles(for:)", "indexTitlesForGrid:", True),
        })

    def test_a_protocol_the_facade_lacks_is_not_listed(self):
        _, rows = self.rows()
        self.assertNotIn("UIUnported", {r[0] for r in rows})

    def test_a_member_declared_in_the_facade_is_not_listed(self):
        facade = FACADE + (
            "extension UIGridDataSource {\n"
            "  public func indexTitles(for grid: UIGrid) -> [String]? { nil }\n}\n")
        _, rows = self.rows(facade)
        self.assertEqual([r[1] for r in rows], ["grid(_:canMoveCellAt:)"])

    def test_drafts_map_the_headers_types_to_swift(self):
        model, rows = self.rows()
        drafts = {n: fpm.swift_draft(n, decl, model) for _, n, _, _, _, decl in rows}
        self.assertEqual(
            drafts["grid(_:canMoveCellAt:)"],
            "func grid(_ grid: UIGrid, canMoveCellAt indexPath: IndexPath) -> Bool")
        self.assertEqual(
            drafts["indexTitles(for:)"], "func indexTitles(for grid: UIGrid) -> [String]?")


if __name__ == "__main__":
    unittest.main()
