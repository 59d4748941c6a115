"""Tests of scripts/libs30-compare: a census run matched class by class with the recorded
statuses, on small inline files.

Run from the repository: python3 -m unittest discover -s scripts/tests
"""

import importlib.machinery
import importlib.util
import io
import json
import os
import shutil
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))
loader = importlib.machinery.SourceFileLoader(
    "libs30_compare", os.path.join(HERE, "..", "libs30-compare"))
spec = importlib.util.spec_from_loader("libs30_compare", loader)
libs30_compare = importlib.util.module_from_spec(spec)
loader.exec_module(libs30_compare)

TSV = (
    "library\tclass\told\tbuild1\tfirst error now\n"
    "a/lib\tGood\tup-to-date\tup-to-date\t\n"
    "a/lib\tBroken\tup-to-date\tbuild-failed\tX.swift:1:1: error: no\n"
    "a/lib\tGone\tup-to-date\tnot counted\tno longer reported\n"
    "b/other\tFixed\tbuild-failed\tbuild-failed\tY.swift:2:2: error: missing\n"
)

CENSUS = {"projects": [
    {"library": "a__lib",
     "statuses": {"Good": "up-to-date", "Broken": "up-to-date", "Fresh": "crashed"},
     "designables": [
         {"class": "Good", "status": "up-to-date", "diagnostics": []},
         {"class": "Broken", "status": "up-to-date", "diagnostics": []},
         {"class": "Fresh", "status": "crashed",
          "diagnostics": ["Z.swift:3: warning: w", "Z.swift:4: Fatal error: nil"]}]},
    {"library": "b__other",
     "statuses": {"Fixed": "build-failed"},
     "designables": [{"class": "Fixed", "status": "build-failed",
                      "diagnostics": ["Y.swift:9:9: warning: first",
                                      "Y.swift:5:5: error: other"]}]},
]}


class CompareTests(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.tmp)
        self.tsv = os.path.join(self.tmp, "classes.tsv")
        self.census = os.path.join(self.tmp, "census.json")
        with open(self.tsv, "w") as f:
            f.write(TSV)
        with open(self.census, "w") as f:
            json.dump(CENSUS, f)

    def run_tool(self, *argv):
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            status = libs30_compare.main(list(argv))
        return status, out.getvalue(), err.getvalue()

    def test_the_newest_column_is_compared_by_default(self):
        status, out, _ = self.run_tool(self.tsv, self.census)
        self.assertEqual(status, 0)
        self.assertIn("this run: 4 counted, 2 up-to-date, 1 build-failed, 1 crashed", out)
        self.assertIn("against 'build1':", out)
        self.assertIn("  build-failed -> up-to-date: 1\n", out)
        self.assertIn("  a/lib Broken: build-failed -> up-to-date\n", out)
        self.assertIn("  up-to-date -> up-to-date: 1\n", out)
        # A class whose status did not change is counted, not listed; a new class is listed
        # apart with its first error, not its first diagnostic.
        self.assertNotIn("b/other Fixed", out)
        self.assertIn("counted now, not in the file:\n"
                      "  a/lib Fresh: crashed  Z.swift:4: Fatal error: nil", out)
        # A row the recorded run did not count is not reported as gone.
        self.assertNotIn("Gone", out)

    def test_an_older_column_is_chosen_by_its_header(self):
        status, out, _ = self.run_tool(self.tsv, self.census, "--column", "old")
        self.assertEqual(status, 0)
        self.assertIn("against 'old':", out)
        self.assertIn("  up-to-date -> up-to-date: 2\n", out)
        self.assertIn("  build-failed -> build-failed: 1\n", out)
        self.assertNotIn("changed:", out)
        self.assertIn("in the file, not counted now:\n  a/lib Gone\n", out)

    def test_the_first_error_is_shown_for_a_class_still_failing_when_it_changed(self):
        census = json.loads(json.dumps(CENSUS))
        census["projects"][1]["statuses"]["Fixed"] = "crashed"
        with open(self.census, "w") as f:
            json.dump(census, f)
        _, out, _ = self.run_tool(self.tsv, self.census)
        self.assertIn("  b/other Fixed: build-failed -> crashed  Y.swift:5:5: error: other\n", out)

    def test_an_unknown_column_is_a_located_error(self):
        status, _, err = self.run_tool(self.tsv, self.census, "--column", "nope")
        self.assertEqual(status, 2)
        self.assertIn(
            self.tsv + ":1:1: error: no column 'nope'; the columns are 'old', 'build1'", err)

    def test_a_file_without_the_header_is_a_located_error(self):
        with open(self.tsv, "w") as f:
            f.write("x\ty\n")
        status, _, err = self.run_tool(self.tsv, self.census)
        self.assertEqual(status, 2)
        self.assertIn(self.tsv + ":1:1: error: expected a header", err)

    def test_a_census_that_is_not_json_is_a_located_error(self):
        with open(self.census, "w") as f:
            f.write('{"projects": [\n oops]}')
        status, _, err = self.run_tool(self.tsv, self.census)
        self.assertEqual(status, 2)
        self.assertIn(self.census + ":2:2: error:", err)


if __name__ == "__main__":
    unittest.main()
