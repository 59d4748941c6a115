"""Tests of the Objective-C census's scripts: scripts/census-objc-facts' qualifying-class rule
and constructs (clang's lexer, on small inline projects) and scripts/census-objc-split's
seeded split.

Run from the repository: python3 -m unittest discover -s scripts/tests
"""

import importlib.machinery
import importlib.util
import json
import os
import shutil
import subprocess
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name, module):
    loader = importlib.machinery.SourceFileLoader(module, os.path.join(HERE, "..", name))
    spec = importlib.util.spec_from_loader(module, loader)
    m = importlib.util.module_from_spec(spec)
    loader.exec_module(m)
    return m


facts = load("census-objc-facts", "census_objc_facts")
split = load("census-objc-split", "census_objc_split")

STAR_H = """#import <UIKit/UIKit.h>
// IB_DESIGNABLE in a comment is not a designable
IB_DESIGNABLE
@interface StarView : UIControl
@property (nonatomic) IBInspectable CGFloat rating;
@property (nonatomic, strong) IBInspectable UIColor *starColor;
@property (nonatomic) NSInteger notInspectable;
@end

IB_DESIGNABLE
@interface UIView (Border)
@property (nonatomic) IBInspectable CGFloat borderWidth;
@end
"""

STAR_M = """#import "StarView.h"
#import "Helpers.h"
#define STAR_POINTS 5
static CGFloat clamp(CGFloat v) { return MIN(MAX(v, 0), 1); }
@interface StarView ()
@property (nonatomic) CGFloat cached;
@end
@implementation StarView
- (void)drawRect:(CGRect)rect {
    CGContextRef context = UIGraphicsGetCurrentContext();
    CGContextFillRect(context, CGRectInset(rect, 1, 1));
    NSArray *points = @[@(clamp(self.rating)), @STAR_POINTS];
    void (^done)(void) = ^{ [self setNeedsDisplay]; };
    done();
}
@end
"""

HALF_H = """#import "StarView.h"
IB_DESIGNABLE
@interface HalfStarView : StarView
@end
"""

HALF_M = """#import "HalfStarView.h"
@implementation HalfStarView
@end
"""

NO_IMPLEMENTATION_H = """IB_DESIGNABLE
@interface Orphan : UIView
@end
"""


@unittest.skipUnless(os.access(facts.CLANG, os.X_OK) or shutil.which(facts.CLANG), "no clang")
class CensusObjCFactsTests(unittest.TestCase):
    def project(self, files):
        root = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, root)
        for path, text in files.items():
            full = os.path.join(root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w") as f:
                f.write(text)
        return root

    def test_qualifying_classes_follow_the_rule(self):
        root = self.project({"Lib/StarView.h": STAR_H, "Lib/StarView.m": STAR_M,
                             "Lib/HalfStarView.h": HALF_H, "Lib/HalfStarView.m": HALF_M,
                             "Lib/Orphan.h": NO_IMPLEMENTATION_H,
                             "Pods/Other/Other.h": HALF_H.replace("HalfStarView", "PodView")})
        classes, rejected = facts.Checkout(root).designables()
        self.assertEqual(sorted(c["class"] for c in classes), ["HalfStarView", "StarView"])
        half = next(c for c in classes if c["class"] == "HalfStarView")
        self.assertEqual((half["superclass"], half["uikitBase"]), ("StarView", "UIControl"))
        self.assertEqual(half["interface"], "Lib/HalfStarView.h:3")
        reasons = {name: reason for name, _, reason in rejected}
        self.assertIn("a category", reasons["UIView"])
        self.assertIn("no @implementation", reasons["Orphan"])
        self.assertNotIn("PodView", reasons)

    def test_inspectables_and_constructs_of_a_class(self):
        root = self.project({"StarView.h": STAR_H, "StarView.m": STAR_M,
                             "Doc.storyboard": '<view customClass="StarView"/>'})
        entry = facts.facts(root)
        star = entry["classes"][0]
        self.assertEqual([(p["name"], p["type"]) for p in star["inspectables"]],
                         [("rating", "CGFloat"), ("starColor", "UIColor*")])
        self.assertEqual(star["documents"], ["Doc.storyboard"])
        groups = facts.groups_of(star["constructs"])
        for label in ("drawRect:", "block", "class extension", "C function defined in the file",
                      "C graphics function (CG…, UIGraphics…)", "literal @(), @[], @{}, @1",
                      "#define in the class's files", "#import of another project header",
                      "C math / constants (sin, MIN, M_PI…)"):
            self.assertIn(label, groups)
        self.assertNotIn("runtime: associated objects", groups)


class CensusObjCSplitTests(unittest.TestCase):
    def test_the_split_is_the_seeded_shuffle_and_is_recorded_once(self):
        sample = {"seed": 7, "kept": [{"repo": "o/r%d" % i} for i in range(10)]}
        working, heldout = split.compute_split(sample)
        self.assertEqual(len(heldout), 3)
        self.assertEqual(sorted(working + heldout), sorted(e["repo"] for e in sample["kept"]))
        self.assertEqual(split.compute_split(sample), (working, heldout))
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "sample.json")
            with open(path, "w") as f:
                json.dump(sample, f)
            for entry in sample["kept"]:
                os.makedirs(os.path.join(tmp, entry["repo"].replace("/", "+")))
            script = os.path.join(HERE, "..", "census-objc-split")
            run = lambda *a: subprocess.run([script, path, tmp] + list(a), capture_output=True,
                                            text=True)
            self.assertEqual(run("--record").returncode, 0)
            self.assertEqual(run("--verify").returncode, 0)
            with open(os.path.join(tmp, "heldout.txt")) as f:
                self.assertEqual(f.read().split(), [r.replace("/", "+") for r in heldout])
            with open(path) as f:
                recorded = json.load(f)
            recorded["heldout"] = list(reversed(recorded["heldout"]))
            with open(path, "w") as f:
                json.dump(recorded, f)
            self.assertEqual(run("--verify").returncode, 1)
            self.assertEqual(run("--record").returncode, 1)


class CensusObjCPartTests(unittest.TestCase):
    def test_a_part_name_reads_its_list_beside_the_checkouts(self):
        # The second draw's held-out sample is the part "heldout2", listed in
        # CHECKOUTS/heldout2.txt (docs/census/objc-sample-2.md).
        with tempfile.TemporaryDirectory() as tmp:
            with open(os.path.join(tmp, "heldout2.txt"), "w") as f:
                f.write("owner+name\n")
            script = os.path.join(HERE, "..", "census-objc")
            out = os.path.join(tmp, "out")
            true = shutil.which("true")
            run = subprocess.run([script, "heldout2", "--checkouts", tmp, "--easel", true,
                                  "--limit", "0", "-o", out], capture_output=True, text=True)
            self.assertEqual(run.returncode, 0, run.stderr)
            with open(os.path.join(out, "census.json")) as f:
                self.assertEqual(json.load(f)["part"], "heldout2")
            missing = subprocess.run([script, "heldout3", "--checkouts", tmp, "--easel", true],
                                     capture_output=True, text=True)
            self.assertEqual(missing.returncode, 64)

    def test_the_fourth_draws_part_is_read_like_the_others(self):
        # docs/census/objc-sample-4.md: the part "heldout4", CHECKOUTS/heldout4.txt.
        with tempfile.TemporaryDirectory() as tmp:
            with open(os.path.join(tmp, "heldout4.txt"), "w") as f:
                f.write("owner+name\n")
            script = os.path.join(HERE, "..", "census-objc")
            out = os.path.join(tmp, "out")
            run = subprocess.run([script, "heldout4", "--checkouts", tmp, "--easel",
                                  shutil.which("true"), "--limit", "0", "-o", out],
                                 capture_output=True, text=True)
            self.assertEqual(run.returncode, 0, run.stderr)
            with open(os.path.join(out, "census.json")) as f:
                self.assertEqual(json.load(f)["part"], "heldout4")


if __name__ == "__main__":
    unittest.main()


class UnreportedTimeoutTests(unittest.TestCase):
    census = load("census-objc", "census_objc")

    def test_a_class_whose_runs_ran_out_of_time_is_timed_out_not_unreported(self):
        classes = {"DashLine": {"documents": []}, "Placed": {"documents": ["Main.storyboard"]},
                   "Fine": {"documents": []}}
        status = {"DashLine": "not-reported", "Placed": "not-reported", "Fine": "up-to-date"}
        detail = {name: "" for name in classes}
        runs = [{"command": "designables", "exit": 0},
                {"command": "render", "document": "Main.storyboard", "exit": None},
                {"command": "render", "document": "generated/DashLine.xib", "exit": 0}]
        self.census.settle_unreported(status, detail, runs, classes, 600)
        self.assertEqual(status, {"DashLine": "not-reported", "Placed": "timed-out",
                                  "Fine": "up-to-date"})
        self.assertIn("easel render Main.storyboard timed out after 600 s", detail["Placed"])
        runs[0]["exit"] = None
        self.census.settle_unreported(status, detail, runs, classes, 600)
        self.assertEqual(status["DashLine"], "timed-out")
        self.assertTrue(detail["DashLine"].startswith("easel designables timed out"))


class AttributionTests(unittest.TestCase):
    census = load("census-objc", "census_objc_attribution")

    def test_a_swift_class_of_the_same_name_is_not_the_objective_c_class(self):
        # One checkout holds an Objective-C LFXView and, in another project, a Swift one that
        # fails to build: the census reports the Objective-C class's own status.
        class Facts:
            @staticmethod
            def facts(checkout):
                return {"classes": [{"class": "LFXView", "superclass": "UIView",
                                     "uikitBase": "UIView", "interface": "ObjC/LFXView.h:3",
                                     "documents": [], "inspectables": []}]}
        report = {"designables": [
            {"class": "LFXView", "file": "Swift3/LFXView.swift", "status": "build-failed",
             "statusText": "Build failed", "diagnostics": ["LFXView.swift:1:1: error: old"]},
            {"class": "LFXView", "file": "ObjC/LFXView.h", "status": "up-to-date",
             "statusText": "Up to date", "diagnostics": []}]}
        with tempfile.TemporaryDirectory() as tmp:
            easel = os.path.join(tmp, "easel")
            with open(easel, "w") as f:
                f.write("#!/bin/sh\n[ \"$1\" = designables ] && cat <<'END'\n%s\nEND\nexit 0\n"
                        % json.dumps(report))
            os.chmod(easel, 0o755)
            checkout = os.path.join(tmp, "owner+name")
            os.makedirs(checkout)
            entry = self.census.census_library(easel, checkout, os.path.join(tmp, "out"), 60,
                                               Facts)
        self.assertEqual([(c["class"], c["status"]) for c in entry["classes"]],
                         [("LFXView", "up-to-date")])

    def test_a_document_placing_the_swift_class_of_the_same_name_is_not_counted(self):
        # The Swift variant's storyboard names its module (Interface Builder records one for a
        # Swift class, never for an Objective-C one) and fails; the Objective-C project's
        # storyboard draws the Objective-C class: the census reports that one's status.
        with tempfile.TemporaryDirectory() as tmp:
            checkout = os.path.join(tmp, "owner+name")
            for folder in ("ObjC", "Swift"):
                os.makedirs(os.path.join(checkout, folder))
            element = '<view customClass="LFXView"%s id="a"/>'
            with open(os.path.join(checkout, "ObjC", "Main.storyboard"), "w") as f:
                f.write(element % "")
            with open(os.path.join(checkout, "Swift", "Main.storyboard"), "w") as f:
                f.write(element % ' customModule="LFX" customModuleProvider="target"')
            with open(os.path.join(checkout, "Swift", "LFXView.swift"), "w") as f:
                f.write("@IBDesignable class LFXView: UIView {}\n")

            class Facts:
                @staticmethod
                def facts(checkout):
                    return {"classes": [{"class": "LFXView", "superclass": "UIView",
                                         "uikitBase": "UIView", "interface": "ObjC/LFXView.h:3",
                                         "documents": ["ObjC/Main.storyboard",
                                                       "Swift/Main.storyboard"],
                                         "inspectables": []}]}
            easel = os.path.join(tmp, "easel")
            with open(easel, "w") as f:
                f.write("#!/bin/sh\n[ \"$1\" = designables ] && { echo '{}'; exit 0; }\n"
                        "case \"$2\" in */Swift/*) echo 'Designables: LFXView: Build failed' >&2;;\n"
                        "*) echo 'Designables: LFXView: Up to date' >&2;; esac\nexit 0\n")
            os.chmod(easel, 0o755)
            entry = self.census.census_library(easel, checkout, os.path.join(tmp, "out"), 60,
                                               Facts)
        [cls] = entry["classes"]
        self.assertEqual((cls["status"], cls["documents"]), ("up-to-date", ["ObjC/Main.storyboard"]))
        self.assertEqual([r.get("document") for r in entry["runs"]],
                         [None, "ObjC/Main.storyboard"])


class MarkdownTests(unittest.TestCase):
    census = load("census-objc", "census_objc_markdown")

    def test_the_table_says_how_many_pictures_it_leaves_to_census_json(self):
        report = {"part": "heldout50", "easel": "easel", "date": "today", "libraries": [
            {"library": "a+b", "classes": [
                {"class": "Many", "status": "up-to-date", "detail": "Up to date",
                 "pictures": ["one.png", "two.png", "three.png"]},
                {"class": "None", "status": "build-failed", "detail": "x.m:1:1: error: e",
                 "pictures": []}]}]}
        table = self.census.markdown(report)
        self.assertIn("`one.png`, `two.png` and 1 more (census.json)", table)
        self.assertNotIn("three.png", table)
        self.assertIn("| x.m:1:1: error: e | — |", table)
