"""Tests of the census's measuring scripts: scripts/census-classify's legacy-code rule,
scripts/drawn-check's seeded sample and README images, scripts/census-sample's capped classes
and scripts/census's --classes, on small inline data.

Run from the repository: python3 -m unittest discover -s scripts/tests
"""

import importlib.machinery
import json
import importlib.util
import os
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name, module):
    loader = importlib.machinery.SourceFileLoader(module, os.path.join(HERE, "..", name))
    spec = importlib.util.spec_from_loader(module, loader)
    m = importlib.util.module_from_spec(spec)
    loader.exec_module(m)
    return m


classify = load("census-classify", "census_classify")
drawn = load("drawn-check", "drawn_check")
census_sample = load("census-sample", "census_sample")
census = load("census", "census_script")


class CensusClassifyTests(unittest.TestCase):
    def test_swift_2_and_3_spellings_are_legacy(self):
        for msg in [
            "/p/A.swift:3:9: error: value of type 'UIColor' has no member 'CGColor'",
            "/p/A.swift:3:9: error: 'characters' is unavailable: Please use String directly",
            "/p/A.swift:3:9: error: attribute can only be applied to types, not declarations",
        ]:
            self.assertEqual(classify.classify(msg), classify.LEGACY_KIND, msg)
        self.assertEqual(classify.classify("/p/A.swift:3:9: error: cannot find type 'CTFont' in scope"), "Easel")

    def test_the_failing_line_is_read_for_swift_2_names(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "Label.swift")
            with open(path, "w") as f:
                f.write("class L: UILabel {\n    override func drawRect(rect: CGRect) {}\n}\n")
            msg = "%s:2:19: error: method does not override any method from its superclass" % path
            self.assertEqual(classify.classify(msg), classify.LEGACY_KIND)

    def test_a_class_is_legacy_when_its_own_first_error_is(self):
        k = {"file": "/p/Switch.swift", "diagnostics": [
            "/p/Pods/Net/Net.swift:1:1: error: cannot find 'Session' in scope",
            "/p/Switch.swift:9:5: error: type 'UIColor' has no member 'clearColor'",
        ]}
        self.assertEqual(classify.first_errors(k), k["diagnostics"])
        self.assertEqual(classify.first_error(k), k["diagnostics"][0])


class DrawnCheckTests(unittest.TestCase):
    CENSUS = {"projects": [
        {"library": "b", "designables": [{"class": "Y", "file": "/x/Y.swift", "status": "up-to-date"}]},
        {"library": "a", "designables": [
            {"class": "X", "file": "/x/X.swift", "status": "build-failed"},
            {"class": "X", "file": "/x/X.swift", "status": "build-failed"},
            {"class": "Z", "file": "/x/Z.swift", "status": "up-to-date"}]},
    ]}

    def test_the_sample_is_seeded_and_counts_each_class_once(self):
        first = drawn.sample(self.CENSUS, 10, 18)
        self.assertEqual(sorted((r["library"], r["class"]) for r in first), [("a", "X"), ("a", "Z"), ("b", "Y")])
        self.assertEqual(first, drawn.sample(self.CENSUS, 10, 18))
        self.assertEqual(len(drawn.sample(self.CENSUS, 2, 18)), 2)

    def test_a_census_with_counted_classes_offers_only_those(self):
        census = {"projects": [dict(self.CENSUS["projects"][1], counted=["Z"]), self.CENSUS["projects"][0]]}
        self.assertEqual(sorted((r["library"], r["class"]) for r in drawn.sample(census, 10, 18)),
                         [("a", "Z"), ("b", "Y")])

    def test_a_counted_class_two_files_declare_is_one_row(self):
        project = {"library": "d", "counted": ["U", "T"], "designables": [
            {"class": "U", "file": "/x/U.swift", "status": "up-to-date"},
            {"class": "U", "file": "/x/Other.swift", "status": "up-to-date"},
            {"class": "T", "file": "/x/T.swift", "status": "up-to-date"}]}
        rows = drawn.sample({"projects": [project]}, 2, 18)
        self.assertEqual(sorted(r["class"] for r in rows), ["T", "U"])

    def test_a_counted_class_easel_did_not_report_is_offered_as_not_built(self):
        project = {"library": "c", "counted": ["W", "V"], "statuses": {"W": "not-built"},
                   "found": [{"class": "W", "file": "W/Public Classes/W.swift"}],
                   "designables": [{"class": "V", "file": "/x/V.swift", "status": "up-to-date"}]}
        rows = drawn.sample({"projects": [project]}, 10, 18)
        self.assertEqual(sorted((r["class"], r["status"], r["file"]) for r in rows),
                         [("V", "up-to-date", "/x/V.swift"), ("W", "not-built", "W/Public Classes/W.swift")])

    def test_readme_images_in_the_repository_are_found(self):
        with tempfile.TemporaryDirectory() as tmp:
            os.makedirs(os.path.join(tmp, "docs"))
            for name in ["docs/shot.png", "demo.gif"]:
                open(os.path.join(tmp, name), "wb").close()
            with open(os.path.join(tmp, "README.md"), "w") as f:
                f.write("![shot](docs/shot.png)\n<img src=\"https://github.com/o/r/raw/main/demo.gif\">\n"
                        "![gone](missing.png) ![remote](https://example.com/a.png)\n")
            found = drawn.readme_images(tmp)
            self.assertEqual([os.path.relpath(p, tmp) for p in found], ["docs/shot.png", "demo.gif"])

    def test_the_first_document_placing_a_class_and_its_view_are_found(self):
        with tempfile.TemporaryDirectory() as tmp:
            os.makedirs(os.path.join(tmp, "B", ".git"))
            os.makedirs(os.path.join(tmp, "A"))
            docs = {
                "B/Main.storyboard": '<view customClass="Ring" id="b-1"/>',
                "A/Cell.xib": '<view contentMode="redraw" id="a-7" customClass="Ring" customModule="App">',
                "A/Other.xib": '<view customClass="RingView" id="a-9"/>',
                "B/.git/x.xib": '<view customClass="Ring" id="g-1"/>',
            }
            for name, text in docs.items():
                with open(os.path.join(tmp, name), "w") as f:
                    f.write(text)
            self.assertEqual(drawn.placing_view(tmp, "Ring"), (os.path.join(tmp, "A/Cell.xib"), "a-7"))
            self.assertEqual(drawn.placing_view(tmp, "RingView"), (os.path.join(tmp, "A/Other.xib"), "a-9"))
            self.assertIsNone(drawn.placing_view(tmp, "Rin"))

    def test_a_note_is_wrapped_and_cut(self):
        self.assertEqual(drawn.wrapped("one two three four", 9, 3), ["one two", "three", "four"])
        self.assertEqual(drawn.wrapped("one two three four five", 9, 2), ["one two", "three…"])
        self.assertEqual(drawn.wrapped("", 9, 2), [])


class CappedSampleTests(unittest.TestCase):
    NAMES = ["F", "A", "E", "B", "D", "C", "G"]

    def test_a_cap_keeps_all_classes_up_to_it_and_a_seeded_sorted_choice_above(self):
        self.assertEqual(census_sample.capped("o/r", ["B", "A", "A"], "182", 5), ["A", "B"])
        chosen = census_sample.capped("o/r", self.NAMES, "182", 5)
        self.assertEqual(len(chosen), 5)
        self.assertEqual(chosen, sorted(chosen))
        self.assertTrue(set(chosen) <= set(self.NAMES))
        # The same seed and repository give the same choice whatever the names' order.
        self.assertEqual(chosen, census_sample.capped("o/r", list(reversed(self.NAMES)), "182", 5))

    def test_verify_caps_finds_an_entry_that_was_not_drawn_by_the_rule(self):
        entry = {"repo": "o/r", "class_names": sorted(self.NAMES),
                 "counted_classes": census_sample.capped("o/r", self.NAMES, "182", 5)}
        sample = {"seed": "182", "cap": 5, "heldout": [entry]}
        self.assertTrue(census_sample.verify_caps(sample))
        entry["counted_classes"] = ["A", "B", "C", "D", "Z"]  # Z is no class of it
        self.assertFalse(census_sample.verify_caps(sample))

    def test_a_draw_that_drops_classes_caps_its_eligible_classes(self):
        # sample-5.json: classes declaring Swift < 4 are not eligible; the cap chooses among the rest.
        eligible = ["A", "B", "C", "D", "E", "F"]
        entry = {"repo": "o/r", "class_names": sorted(self.NAMES), "eligible_classes": eligible,
                 "counted_classes": census_sample.capped("o/r", eligible, "185", 5)}
        sample = {"seed": "185", "cap": 5, "heldout": [entry], "below4": [{"repo": "p/q"}]}
        self.assertTrue(census_sample.verify_caps(sample))
        self.assertNotIn("G", entry["counted_classes"])
        entry["counted_classes"] = census_sample.capped("o/r", self.NAMES, "185", 5)
        self.assertIn("G", entry["counted_classes"])  # this seed's choice among all seven takes G
        self.assertFalse(census_sample.verify_caps(sample))
        self.assertEqual(census_sample.sample_parts(sample), ["heldout", "below4"])
        self.assertEqual(census_sample.sample_parts({"working": [], "heldout": []}), ["working", "heldout"])

    def test_a_sample_without_a_working_part_lays_out_its_held_out_part(self):
        with tempfile.TemporaryDirectory() as tmp:
            checkouts = os.path.join(tmp, "projects")
            os.makedirs(os.path.join(checkouts, "o__r"))
            dest, made, missing = census_sample.lay_out(
                "heldout", [{"repo": "o/r"}, {"repo": "o/gone"}], checkouts, tmp)
            self.assertEqual((made, missing), (1, ["o/gone"]))
            self.assertEqual(os.path.realpath(os.path.join(dest, "o__r")),
                             os.path.realpath(os.path.join(checkouts, "o__r")))


class CommittedDrawTests(unittest.TestCase):
    """The capped Swift draws committed in docs/census (sample-2.json, sample-3.json, ...): each
    one's counted classes are the ones its seed gives, and no repository a later draw kept was
    a candidate of an earlier draw."""
    CENSUS = os.path.join(HERE, "..", "..", "docs", "census")

    def capped_draws(self):
        # In the order they were drawn: sample-10 comes after sample-9, not before sample-2.
        names = sorted((n for n in os.listdir(self.CENSUS)
                        if n.startswith("sample-") and n.endswith(".json")),
                       key=lambda n: [int(p) if p.isdigit() else p
                                      for p in n[:-len(".json")].split("-")])
        draws = []
        for name in names:
            with open(os.path.join(self.CENSUS, name)) as f:
                draws.append((name, json.load(f)))
        return [(n, d) for n, d in draws if "cap" in d]

    def test_each_capped_draws_counted_classes_come_from_its_seed(self):
        draws = self.capped_draws()
        self.assertTrue(draws)
        for name, sample in draws:
            with self.subTest(draw=name):
                self.assertTrue(census_sample.verify_caps(sample))
                self.assertEqual(len({e["repo"].lower() for e in sample["heldout"]}),
                                 len(sample["heldout"]))

    def test_a_later_draw_keeps_no_candidate_of_an_earlier_one(self):
        with open(os.path.join(self.CENSUS, "sample.json")) as f:
            seen = {c["repo"].lower() for c in json.load(f)["candidates"]}
        for name, sample in self.capped_draws():
            with self.subTest(draw=name):
                kept = {e["repo"].lower() for e in sample["heldout"]}
                self.assertEqual(kept & seen, set())
                seen |= {c["repo"].lower() for c in sample["candidates"]}


class CensusClassesTests(unittest.TestCase):
    def test_a_sample_file_lists_each_projects_counted_classes(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "sample.json")
            with open(path, "w") as f:
                json.dump({"heldout": [
                    {"repo": "o/r", "class_names": ["A", "B", "C"], "counted_classes": ["A", "C"]},
                    {"repo": "p/q", "class_names": ["X"]}]}, f)
            listed = census.counted_classes(path)
            self.assertEqual(listed, {"o__r": ["A", "C"], "p__q": ["X"]})
            with open(path, "w") as f:
                json.dump({"o__r": ["B"]}, f)
            self.assertEqual(census.counted_classes(path), {"o__r": ["B"]})

    def test_only_the_listed_classes_are_counted_and_an_unreported_one_is_not_built(self):
        found = [{"class": n} for n in ["A", "B", "C"]]
        statuses = {"A": "up-to-date", "B": "build-failed", "D": "crashed"}
        listed = {"o__r": ["A", "C"]}
        self.assertEqual(census.counted_names("o__r", found, statuses, listed), {"A", "C"})
        self.assertEqual(census.counted_names("p__q", found, statuses, listed), {"A", "B", "C", "D"})
        self.assertEqual(census.counted_names("o__r", found, statuses, None), {"A", "B", "C", "D"})


if __name__ == "__main__":
    unittest.main()


class StatusesByClassTests(unittest.TestCase):
    def test_the_class_of_the_found_file_is_counted(self):
        designables = [
            {"class": "LinkUILabel", "file": "/p/LinkUILabel.swift", "status": "up-to-date"},
            {"class": "LinkUILabel", "file": "/p/LinkUILabel.h", "status": "build-failed"},
            {"class": "Other", "file": "/p/Other.swift", "status": "crashed"},
        ]
        found = [{"class": "LinkUILabel", "file": "LinkUILabel.swift"}]
        self.assertEqual(
            census.statuses_by_class(designables, found),
            {"LinkUILabel": "up-to-date", "Other": "crashed"})
        self.assertEqual(
            census.statuses_by_class(list(reversed(designables)), found)["LinkUILabel"], "up-to-date")
