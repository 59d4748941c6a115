"""Tests of scripts/layout-sample's second draw: exclusions, the seeded order and the document
rule, on small inline data and a throwaway git repository.

Run from the repository: python3 -m unittest discover -s scripts/tests
"""

import importlib.machinery
import importlib.util
import os
import random
import subprocess
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
loader = importlib.machinery.SourceFileLoader(
    "layout_sample", os.path.join(HERE, "..", "layout-sample"))
spec = importlib.util.spec_from_loader("layout_sample", loader)
layout_sample = importlib.util.module_from_spec(spec)
loader.exec_module(layout_sample)


class DrawTests(unittest.TestCase):
    def test_order_is_the_union_less_exclusions_shuffled_by_the_seed(self):
        listings = {"frame": ["a", "b"], "listed": {"a": ["z/1", "y/2", "Corpus/Repo"],
                                                     "b": ["y/2", "x/3"]}}
        candidates, excluded, order = layout_sample.draw_order(
            listings, "see corpus/repo here", 7)
        self.assertEqual(candidates, ["Corpus/Repo", "x/3", "y/2", "z/1"])
        self.assertEqual(excluded, ["Corpus/Repo"])
        expected = ["x/3", "y/2", "z/1"]
        random.Random(7).shuffle(expected)
        self.assertEqual(order, expected)

    def test_documents_skip_vendored_hidden_and_launch_screens_and_stop_at_the_limit(self):
        with tempfile.TemporaryDirectory() as tmp:
            def git(*args):
                subprocess.run(["git", "-C", tmp, *args], check=True, capture_output=True)
            git("init", "-q")
            for path in ["Pods/X/a.xib", ".hidden/b.xib", "App/LaunchScreen.storyboard",
                         "App/Launch Screen.xib", "App/Main.storyboard", "App/A.xib",
                         "App/B.xib", "App/C.xib", "App/readme.md"]:
                os.makedirs(os.path.join(tmp, os.path.dirname(path)), exist_ok=True)
                open(os.path.join(tmp, path), "w").write("x")
            git("add", "-A")
            git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "t")
            found = layout_sample.snapshot_documents(os.path.join(tmp, ".git"), "HEAD", 3)
            self.assertEqual(found, ["App/A.xib", "App/B.xib", "App/C.xib"])
            found = layout_sample.snapshot_documents(os.path.join(tmp, ".git"), "HEAD", 9)
            self.assertEqual(found, ["App/A.xib", "App/B.xib", "App/C.xib", "App/Main.storyboard"])


if __name__ == "__main__":
    unittest.main()
