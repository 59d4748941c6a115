"""Tests of scripts/facade-conformances on tiny inline headers and façade sources.

Run from the repository: python3 -m unittest discover -s scripts/tests
No SDK is needed; the snippets below are written for these tests.
"""

import importlib.machinery
import importlib.util
import os
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "facade-conformances")
_loader = importlib.machinery.SourceFileLoader("facade_conformances", SCRIPT)
_spec = importlib.util.spec_from_loader("facade_conformances", _loader)
fc = importlib.util.module_from_spec(_spec)
_loader.exec_module(fc)

HEADER = """
@protocol Spinning <NSObject>
@property (nonatomic) double spin;
@end
@protocol Tagged <NSObject>
@property (nullable, copy) NSString *tag;
@end
@protocol Framed <NSObject>
@end
@protocol Unported <NSObject>
@end
@protocol Hidden <NSObject>
@end
@interface Widget : NSObject <Spinning, Framed>
@end
@interface Widget (Tagging) <Tagged, Unported>
@end
@interface Gadget : Widget <Spinning>
@end
@interface Gizmo : Widget <Framed, Hidden>
@end
"""

FACADE = """
public protocol Spinning: AnyObject { var spin: Double { get } }
public protocol Tagged: AnyObject { var tag: String? { get } }
public protocol Framed: AnyObject {}
public protocol Hidden: AnyObject {}
open class Widget: NSObject, Spinning { open var spin = 0.0 }
open class Gadget: Widget {}
open class Gizmo: Widget {}
extension Gizmo: Hidden {}
"""


class FacadeConformancesTests(unittest.TestCase):
    def missing(self, header=HEADER, facade=FACADE):
        model = fc.cov.model_from_headers([("UIKit", "Widget.h", header)])
        with tempfile.TemporaryDirectory() as repo:
            os.makedirs(os.path.join(repo, "Sources", "EaselUIKit"))
            with open(os.path.join(repo, "Sources", "EaselUIKit", "Widget.swift"), "w") as f:
                f.write(facade)
            index, _ = fc.cov.facade_index(repo, ["Sources/EaselUIKit"])
        return fc.missing_conformances(model, index)

    def test_class_and_category_adoptions_missing_from_the_facade_are_listed(self):
        rows = {(c, p): d for c, p, _, d in self.missing()}
        # Widget's header adopts Framed and, in a category, Tagged: the façade has neither.
        self.assertTrue(rows[("Widget", "Framed")])
        self.assertTrue(rows[("Widget", "Tagged")])
        # Unported is no protocol of the façade: listed apart.
        self.assertFalse(rows[("Widget", "Unported")])
        # Spinning is met; NSObject's protocol is every class's.
        self.assertNotIn(("Widget", "Spinning"), rows)
        self.assertNotIn(("Widget", "NSObjectProtocol"), rows)

    def test_a_conformance_is_listed_once_on_the_class_that_adopts_it(self):
        rows = {(c, p) for c, p, _, _ in self.missing()}
        # Gadget re-adopts Spinning, which it has from Widget; Gizmo re-adopts Framed, which
        # Widget lacks: listed on Widget, not again on Gizmo. Gizmo's Hidden is an extension's.
        self.assertNotIn(("Gadget", "Spinning"), rows)
        self.assertNotIn(("Gizmo", "Framed"), rows)
        self.assertNotIn(("Gizmo", "Hidden"), rows)

    def test_a_conformance_declared_by_an_extension_or_a_superclass_counts(self):
        facade = FACADE + "extension Widget: Tagged, Framed { public var tag: String? { nil } }\n"
        rows = {(c, p) for c, p, _, _ in self.missing(facade=facade)}
        self.assertEqual(rows, {("Widget", "Unported")})


if __name__ == "__main__":
    unittest.main()
