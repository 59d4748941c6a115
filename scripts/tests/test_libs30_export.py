"""Tests of scripts/libs30-export on throwaway git snapshots: what is written, what a snapshot
lacks, which commit is used, linking an existing checkout, and leaving folders alone.

Run from the repository: python3 -m unittest discover -s scripts/tests
"""

import importlib.machinery
import importlib.util
import io
import json
import os
import shutil
import stat
import subprocess
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))
loader = importlib.machinery.SourceFileLoader(
    "libs30_export", os.path.join(HERE, "..", "libs30-export"))
spec = importlib.util.spec_from_loader("libs30_export", loader)
libs30_export = importlib.util.module_from_spec(spec)
loader.exec_module(libs30_export)


def git(cwd, *args):
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@t", GIT_AUTHOR_DATE="2020-01-02T00:00:00Z",
               GIT_COMMITTER_DATE="2020-01-02T00:00:00Z")
    return subprocess.run(["git", *args], cwd=cwd, env=env, check=True,
                          capture_output=True).stdout.decode().strip()


class ExportTests(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.tmp)
        work = os.path.join(self.tmp, "work")
        os.makedirs(os.path.join(work, "Sources", "Lib"))
        with open(os.path.join(work, "Sources", "Lib", "View.swift"), "w") as f:
            f.write("@IBDesignable class View: UIView {}\n")
        with open(os.path.join(work, "run.sh"), "w") as f:
            f.write("#!/bin/sh\n")
        os.chmod(os.path.join(work, "run.sh"), 0o755)
        with open(os.path.join(work, "big.gif"), "wb") as f:
            f.write(b"GIF89a only in the source repository")
        os.symlink("Sources/Lib/View.swift", os.path.join(work, "link.swift"))
        git(work, "init", "-q")
        git(work, "add", ".")
        # A submodule: a gitlink entry in the tree, whose commit is not in the snapshot.
        git(work, "update-index", "--add", "--cacheinfo",
            "160000,1111111111111111111111111111111111111111,Vendor/Dep")
        git(work, "commit", "-q", "-m", "first")
        self.first = git(work, "rev-parse", "HEAD")
        with open(os.path.join(work, "later.txt"), "w") as f:
            f.write("later\n")
        git(work, "add", "later.txt")
        git(work, "commit", "-q", "-m", "second")
        self.head = git(work, "rev-parse", "HEAD")
        # The snapshot: a bare clone, less the big file's blob (as fetch leaves out large files).
        self.mirrors = os.path.join(self.tmp, "mirrors")
        bare = os.path.join(self.mirrors, "owner+lib", "repo")
        subprocess.run(["git", "clone", "-q", "--bare", "--no-local", work, bare], check=True)
        git(bare, "repack", "-a", "-d", "-q")
        big = git(work, "rev-parse", "HEAD:big.gif")
        for pack in os.listdir(os.path.join(bare, "objects", "pack")):
            os.chmod(os.path.join(bare, "objects", "pack", pack), 0o644)
        # Rewrite the pack without that blob.
        keep = git(bare, "rev-list", "--objects", "--all").splitlines()
        wanted = "\n".join(line.split()[0] for line in keep if not line.startswith(big)) + "\n"
        packdir = os.path.join(bare, "objects", "pack")
        for name in os.listdir(packdir):
            os.remove(os.path.join(packdir, name))
        subprocess.run(["git", "-C", work, "pack-objects", "-q", os.path.join(packdir, "pack")],
                       input=wanted.encode(), check=True, capture_output=True)
        self.assertIn("missing", subprocess.run(
            ["git", "--git-dir", bare, "cat-file", "--batch-check"], input=(big + "\n").encode(),
            capture_output=True).stdout.decode())
        self.checkouts = os.path.join(self.tmp, "checkouts")
        self.record = os.path.join(self.tmp, "libs30.json")

    def write_record(self, table_commit):
        with open(self.record, "w") as f:
            json.dump({"about": "kept", "libraries": [
                {"repo": "owner/lib", "table_commit": table_commit}]}, f)

    def run_tool(self, *extra):
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            status = libs30_export.main(
                [self.record, self.mirrors, self.checkouts, *extra])
        with open(self.record) as f:
            record = json.load(f)
        return status, record, out.getvalue() + err.getvalue()

    def test_the_table_commit_is_exported_blob_by_blob(self):
        self.write_record(self.first[:10])
        status, record, _ = self.run_tool()
        self.assertEqual(status, 0)
        self.assertEqual(record["about"], "kept")
        lib = record["libraries"][0]
        self.assertEqual(lib["commit"], self.first)
        self.assertEqual(lib["commit_used"], "table")
        self.assertEqual(lib["commit_date"], "2020-01-02")
        self.assertEqual(lib["exported"], "copied")
        self.assertEqual(lib["missing_blobs"], ["big.gif"])
        self.assertEqual(lib["submodules"], 1)
        self.assertEqual(lib["symlinks"], 1)
        self.assertEqual(lib["tree_blobs"], 4)
        self.assertEqual(lib["blobs_written"], 3)
        dest = os.path.join(self.checkouts, "owner__lib")
        with open(os.path.join(dest, "Sources", "Lib", "View.swift")) as f:
            self.assertEqual(f.read(), "@IBDesignable class View: UIView {}\n")
        self.assertTrue(os.stat(os.path.join(dest, "run.sh")).st_mode & stat.S_IXUSR)
        self.assertFalse(os.stat(os.path.join(dest, "Sources", "Lib", "View.swift")).st_mode
                         & stat.S_IXUSR)
        self.assertEqual(os.readlink(os.path.join(dest, "link.swift")), "Sources/Lib/View.swift")
        self.assertFalse(os.path.exists(os.path.join(dest, "big.gif")))
        self.assertFalse(os.path.exists(os.path.join(dest, "later.txt")))
        self.assertFalse(os.path.exists(os.path.join(dest, "Vendor")))

    def test_a_commit_the_snapshot_lacks_falls_back_to_head_and_says_so(self):
        self.write_record("0123456789")
        status, record, _ = self.run_tool()
        self.assertEqual(status, 0)
        lib = record["libraries"][0]
        self.assertEqual(lib["commit"], self.head)
        self.assertEqual(lib["commit_used"], "HEAD")
        self.assertTrue(os.path.exists(os.path.join(self.checkouts, "owner__lib", "later.txt")))

    def test_a_second_run_keeps_the_folder_and_what_was_recorded_of_it(self):
        self.write_record(self.first)
        self.run_tool()
        status, record, _ = self.run_tool()
        self.assertEqual(status, 0)
        lib = record["libraries"][0]
        self.assertEqual(lib["exported"], "copied")
        self.assertEqual(lib["missing_blobs"], ["big.gif"])
        self.assertEqual(lib["extra_files_now"], 0)

    def test_a_folder_in_the_way_is_not_touched(self):
        self.write_record(self.first)
        dest = os.path.join(self.checkouts, "owner__lib")
        os.makedirs(dest)
        with open(os.path.join(dest, "mine.txt"), "w") as f:
            f.write("mine")
        status, record, _ = self.run_tool()
        self.assertEqual(status, 1)
        self.assertEqual(record["libraries"][0]["exported"], "in the way")
        self.assertEqual(os.listdir(dest), ["mine.txt"])

    def test_an_existing_checkout_holding_the_tree_is_linked(self):
        self.write_record(self.first)
        self.run_tool()
        existing = os.path.join(self.tmp, "existing")
        shutil.copytree(os.path.join(self.checkouts, "owner__lib"), existing, symlinks=True)
        with open(os.path.join(existing, "Build.log"), "w") as f:
            f.write("a file beyond the tree")
        shutil.rmtree(self.checkouts)
        self.write_record(self.first)
        status, record, _ = self.run_tool("--existing", "owner/lib=" + existing)
        self.assertEqual(status, 0)
        lib = record["libraries"][0]
        self.assertEqual(lib["exported"], "linked")
        self.assertEqual(lib["extra_files"], 1)
        self.assertEqual(os.readlink(os.path.join(self.checkouts, "owner__lib")), existing)

    def test_an_existing_checkout_that_differs_is_copied_instead(self):
        self.write_record(self.first)
        self.run_tool()
        existing = os.path.join(self.tmp, "existing")
        shutil.copytree(os.path.join(self.checkouts, "owner__lib"), existing, symlinks=True)
        with open(os.path.join(existing, "Sources", "Lib", "View.swift"), "a") as f:
            f.write("// edited\n")
        shutil.rmtree(self.checkouts)
        self.write_record(self.first)
        status, record, _ = self.run_tool("--existing", "owner/lib=" + existing)
        self.assertEqual(status, 0)
        lib = record["libraries"][0]
        self.assertEqual(lib["exported"], "copied")
        self.assertEqual(lib["existing_differs"], existing)
        self.assertFalse(os.path.islink(os.path.join(self.checkouts, "owner__lib")))

    def test_a_library_with_no_snapshot_fails_the_run(self):
        with open(self.record, "w") as f:
            json.dump({"libraries": [{"repo": "nobody/here", "table_commit": "abc"}]}, f)
        status, record, out = self.run_tool()
        self.assertEqual(status, 1)
        self.assertEqual(record["libraries"][0]["exported"], "no snapshot")
        self.assertIn("nobody/here: no snapshot", out)

    def test_a_record_that_is_not_json_is_a_located_error(self):
        with open(self.record, "w") as f:
            f.write('{"libraries": [\n  {"repo": }\n]}\n')
        err = io.StringIO()
        with redirect_stderr(err):
            status = libs30_export.main([self.record, self.mirrors, self.checkouts])
        self.assertEqual(status, 2)
        self.assertIn(self.record + ":2:12: error:", err.getvalue())

    def test_a_record_without_libraries_is_an_error(self):
        with open(self.record, "w") as f:
            json.dump({"libraries": [{"repo": "no-slash", "table_commit": "abc"}]}, f)
        err = io.StringIO()
        with redirect_stderr(err):
            status = libs30_export.main([self.record, self.mirrors, self.checkouts])
        self.assertEqual(status, 2)
        self.assertIn("error: expected", err.getvalue())

    def test_a_bad_existing_argument_is_refused(self):
        self.write_record(self.first)
        with redirect_stderr(io.StringIO()), self.assertRaises(SystemExit):
            libs30_export.main([self.record, self.mirrors, self.checkouts, "--existing", "x"])


if __name__ == "__main__":
    unittest.main()
