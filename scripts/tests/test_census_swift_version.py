"""Tests of scripts/census-swift-version: the Swift language version a repository declares for
a designable class's file (Xcode targets, podspecs, Package.swift), on small projects written
here for the tests.

Run from the repository: python3 -m unittest discover -s scripts/tests
"""

import importlib.machinery
import importlib.util
import os
import tempfile
import textwrap
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "census-swift-version")
_loader = importlib.machinery.SourceFileLoader("census_swift_version", SCRIPT)
_spec = importlib.util.spec_from_loader("census_swift_version", _loader)
sv = importlib.util.module_from_spec(_spec)
_loader.exec_module(sv)

DESIGNABLE = "import UIKit\n@IBDesignable class %s: UIView {\n}\n"

# An Xcode project: main group > "Sources" group (path Sources) > "Views" group (path Views) >
# Old.swift and New.swift; Loose.swift in the main group. Target Old compiles Old.swift with
# SWIFT_VERSION 3.0 in both configurations; target New compiles New.swift and sets nothing, so
# the project's 4.2 applies; Loose.swift is in no target.
PBXPROJ = """// !$*UTF8*$!
{
	archiveVersion = 1;
	objectVersion = 48;
	objects = {
/* Begin PBXBuildFile section */
		B1 /* Old.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* Old.swift */; };
		B2 = {isa = PBXBuildFile; fileRef = F2; };
/* End PBXBuildFile section */
		F1 /* Old.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Old.swift; sourceTree = "<group>"; };
		F2 = {isa = PBXFileReference; path = "New.swift"; sourceTree = "<group>"; };
		F3 = {isa = PBXFileReference; path = Loose.swift; sourceTree = SOURCE_ROOT; };
		F4 = {isa = PBXFileReference; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
		G0 = {isa = PBXGroup; children = (G1, F3, F4, ); sourceTree = "<group>"; };
		G1 = {isa = PBXGroup; children = (G2); path = Sources; sourceTree = "<group>"; };
		G2 /* Views */ = {isa = PBXGroup; children = (
				F1 /* Old.swift */,
				F2,
			); path = Views; sourceTree = "<group>"; };
		S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
		S2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };
		T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, ); name = Old; };
		T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S2, ); name = "New"; };
		L0 = {isa = XCConfigurationList; buildConfigurations = (C01, C02, ); };
		L1 = {isa = XCConfigurationList; buildConfigurations = (C11, C12, ); };
		L2 = {isa = XCConfigurationList; buildConfigurations = (C21, ); };
		C01 = {isa = XCBuildConfiguration; buildSettings = {
				SWIFT_VERSION = 4.2;
			}; name = Debug; };
		C02 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 4.2; }; name = Release; };
		C11 = {isa = XCBuildConfiguration; buildSettings = {
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_VERSION = 3.0;
			}; name = Debug; };
		C12 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = "3.0"; }; name = Release; };
		C21 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = "$(inherited)"; }; name = Debug; };
		P = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = ""; targets = (T1, T2, ); };
	};
	rootObject = P /* Project object */;
}
"""


def write(root, rel, text):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


class VersionTests(unittest.TestCase):
    def test_versions_below_four_and_values_that_are_not_numbers(self):
        self.assertTrue(sv.below_minimum("3.0"))
        self.assertTrue(sv.below_minimum("2.3"))
        self.assertTrue(sv.below_minimum("3"))
        self.assertFalse(sv.below_minimum("4"))
        self.assertFalse(sv.below_minimum("4.0"))
        self.assertFalse(sv.below_minimum("5.10"))
        self.assertFalse(sv.below_minimum("$(inherited)"))
        self.assertIsNone(sv.parse_version("$(SWIFT_VERSION)"))
        self.assertEqual(sv.parse_version('"4.2"'), (4, 2))


class NewestCommitTests(unittest.TestCase):
    """Sixth draw, step 6b: a class that declares nothing is dropped when the repository's newest
    commit is older than Swift 4.0 (2017-09-19), kept otherwise; a declaration decides alone."""

    def test_no_declaration_is_decided_by_the_newest_commits_date(self):
        nothing = {"version": None, "kind": None}
        self.assertEqual(sv.verdict(nothing), ("kept", "no declaration"))
        outcome, reason = sv.verdict(nothing, "2017-09-18")
        self.assertEqual(outcome, "dropped")
        self.assertIn("2017-09-18", reason)
        self.assertEqual(sv.verdict(nothing, "2015-04-22")[0], "dropped")
        self.assertEqual(sv.verdict(nothing, "2017-09-19")[0], "kept")
        self.assertEqual(sv.verdict(nothing, "2024-12-11")[0], "kept")
        with self.assertRaises(ValueError):
            sv.verdict(nothing, "2017-9-1")

    def test_a_declaration_decides_whatever_the_date(self):
        self.assertEqual(sv.verdict({"version": "4.2"}, "2016-01-01")[0], "kept")
        self.assertEqual(sv.verdict({"version": "3.0"}, "2024-01-01"), ("dropped", sv.DROP_REASON))

    def test_judge_and_the_command_line_take_the_date(self):
        with tempfile.TemporaryDirectory() as root:
            write(root, "Ring.swift", DESIGNABLE % "Ring")
            records, _ = sv.judge(root, newest_commit="2016-05-07")
            self.assertEqual([(r["class"], r["verdict"]) for r in records], [("Ring", "dropped")])
            import subprocess
            run = subprocess.run([SCRIPT, "--newest-commit", "2019-02-05", root], capture_output=True, text=True)
            self.assertEqual(run.returncode, 0, run.stderr)
            self.assertIn('"verdict": "kept"', run.stdout)
            run = subprocess.run([SCRIPT, "--newest-commit", "yesterday", root], capture_output=True, text=True)
            self.assertEqual(run.returncode, 2)
            self.assertIn("YYYY-MM-DD", run.stderr)


class DependencyTests(unittest.TestCase):
    """The dependencies a repository's manifests name, and whether it holds their sources."""

    def test_carthage_cocoapods_swiftpm_and_xcode_packages(self):
        with tempfile.TemporaryDirectory() as root:
            write(root, "Cartfile", 'github "ReactiveX/RxSwift" ~> 4.0\n# github "Not/This"\n'
                                    'git "https://example.org/Kit.git" "main"\nbinary "https://x.org/Bin.json"\n')
            write(root, "Carthage/Checkouts/RxSwift/Sources/A.swift", "")
            write(root, "Carthage/Build/iOS/Bin.framework/Bin", "")
            write(root, "App/Podfile", "platform :ios, '11.0'\ntarget 'App' do\n  pod 'SnapKit', '~> 5'\n"
                                       "  pod 'Firebase/Core'\n  pod 'Local', :path => '../Local'\nend\n")
            write(root, "App/Pods/SnapKit/Source/A.swift", "")
            write(root, "Local/Local.podspec", "")
            write(root, "Pkg/Package.swift", '// swift-tools-version:5.3\nimport PackageDescription\n'
                  'let p = Package(name: "P", dependencies: [\n'
                  '  .package(url: "https://github.com/apple/swift-nio.git", from: "2.0.0"),\n'
                  '  .package(path: "../Local"),\n  .package(path: "../Gone"),\n])\n')
            write(root, "App.xcodeproj/project.pbxproj",
                  '{ objects = {\n R1 /* XCRemoteSwiftPackageReference "Lottie" */ = {\n'
                  '  isa = XCRemoteSwiftPackageReference;\n'
                  '  repositoryURL = "https://github.com/airbnb/lottie-ios";\n'
                  '  requirement = {kind = upToNextMajorVersion; minimumVersion = 4.0.0; };\n }; }; }\n')
            # A dependency's own manifest, inside a vendor folder, is not the project's.
            write(root, "Carthage/Checkouts/RxSwift/Cartfile", 'github "Other/Dep"\n')
            found = sv.dependencies(root)
            held = {(d["kind"], d["name"]): d["held"] for d in found["dependencies"]}
            self.assertEqual(held, {
                ("carthage github", "RxSwift"): True, ("carthage git", "Kit"): False,
                ("carthage binary", "Bin"): True,
                ("cocoapods", "SnapKit"): True, ("cocoapods", "Firebase"): False,
                ("cocoapods path", "Local"): True,
                ("swiftpm url", "swift-nio"): False, ("swiftpm path", "Local"): True,
                ("swiftpm path", "Gone"): False, ("xcode package", "lottie-ios"): False})
            self.assertEqual(found["absent"], ["Firebase", "Gone", "Kit", "lottie-ios", "swift-nio"])
            self.assertTrue(found["names_absent"])
            lines = {(d["manifest"], d["name"]): d["line"] for d in found["dependencies"]}
            self.assertEqual(lines[("Cartfile", "Kit")], 3)
            self.assertEqual(lines[(os.path.join("App", "Podfile"), "Firebase")], 4)
            self.assertEqual(lines[(os.path.join("Pkg", "Package.swift"), "swift-nio")], 4)

    def test_a_repository_without_manifests_names_nothing(self):
        with tempfile.TemporaryDirectory() as root:
            write(root, "Ring.swift", DESIGNABLE % "Ring")
            self.assertEqual(sv.dependencies(root), {"dependencies": [], "absent": [], "names_absent": False})
            import subprocess
            run = subprocess.run([SCRIPT, "--dependencies", root], capture_output=True, text=True)
            self.assertEqual(run.returncode, 0, run.stderr)
            self.assertIn('"names_absent": false', run.stdout)


class PlistTests(unittest.TestCase):
    def test_comments_quotes_bare_paths_and_lines(self):
        value = sv.parse_plist(
            '// !$*UTF8*$!\n{\n a = "x \\"y\\"" /* c */;\n b = (1, 2, );\n'
            ' c = Base.lproj/Main.storyboard;\n d = {e = "<group>";};\n}\n')
        self.assertEqual(value["a"], 'x "y"')
        self.assertEqual(value["a"].line, 3)
        self.assertEqual(value["b"], ["1", "2"])
        self.assertEqual(value["c"], "Base.lproj/Main.storyboard")
        self.assertEqual(value["d"], {"e": "<group>"})

    def test_a_malformed_file_is_an_error_with_its_line(self):
        with self.assertRaisesRegex(sv.PlistError, "line 2: expected"):
            sv.parse_plist("{\n a = (1, 2;\n b = c;\n}")


class XcodeProjectTests(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = self.tmp.name
        write(self.root, "App/App.xcodeproj/project.pbxproj", PBXPROJ)
        for name in ("Old", "New"):
            write(self.root, "App/Sources/Views/%s.swift" % name, DESIGNABLE % name)
        write(self.root, "App/Loose.swift", DESIGNABLE % "Loose")

    def tearDown(self):
        self.tmp.cleanup()

    def test_the_target_compiling_the_file_declares_its_version(self):
        found = sv.declared_version(self.root, "App/Sources/Views/Old.swift")
        self.assertEqual((found["version"], found["kind"], found["target"], found["level"]),
                         ("3.0", "SWIFT_VERSION", "Old", "target"))
        self.assertEqual(found["file"], "App/App.xcodeproj/project.pbxproj")
        self.assertEqual(found["line"], 33)  # Debug's line (both say 3.0; the first is kept)
        self.assertEqual(sv.verdict(found), ("dropped", sv.DROP_REASON))

    def test_a_target_without_the_setting_takes_the_projects(self):
        found = sv.declared_version(self.root, "App/Sources/Views/New.swift")
        self.assertEqual((found["version"], found["target"], found["level"]), ("4.2", "New", "project"))
        self.assertEqual(sv.verdict(found), ("kept", "Swift 4.2"))

    def test_a_file_no_target_compiles_falls_through_and_may_declare_nothing(self):
        found = sv.declared_version(self.root, "App/Loose.swift")
        self.assertIsNone(found["version"])
        self.assertEqual(sv.verdict(found), ("kept", "no declaration"))

    def test_the_base_xcconfig_declares_when_the_configuration_does_not(self):
        text = PBXPROJ.replace('SWIFT_VERSION = "$(inherited)"; }; name = Debug;',
                               '}; baseConfigurationReference = X1; name = Debug;')
        text = text.replace("G0 = {isa = PBXGroup; children = (G1, F3, F4, );",
                            "G0 = {isa = PBXGroup; children = (G1, F3, F4, X1, );")
        text = text.replace("/* End PBXBuildFile section */",
                            '/* End PBXBuildFile section */\n\t\tX1 = {isa = PBXFileReference; path = Config/New.xcconfig; sourceTree = "<group>"; };')
        write(self.root, "App/App.xcodeproj/project.pbxproj", text)
        write(self.root, "App/Config/New.xcconfig", '#include "Base.xcconfig"\n// note\n')
        write(self.root, "App/Config/Base.xcconfig", "OTHER = 1\nSWIFT_VERSION = 3.2\n")
        found = sv.declared_version(self.root, "App/Sources/Views/New.swift")
        self.assertEqual((found["version"], found["file"], found["line"]), ("3.2", "App/Config/Base.xcconfig", 2))
        self.assertEqual(sv.verdict(found)[0], "dropped")

    def test_the_highest_of_several_targets_counts(self):
        text = PBXPROJ.replace("B2 = {isa = PBXBuildFile; fileRef = F2; };",
                               "B2 = {isa = PBXBuildFile; fileRef = F2; };\n\t\tB3 = {isa = PBXBuildFile; fileRef = F1; };")
        text = text.replace("S2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };",
                            "S2 = {isa = PBXSourcesBuildPhase; files = (B2, B3, ); };")
        write(self.root, "App/App.xcodeproj/project.pbxproj", text)
        found = sv.declared_version(self.root, "App/Sources/Views/Old.swift")
        self.assertEqual((found["version"], found["target"]), ("4.2", "New"))
        self.assertEqual(len(found["compiled_by"]), 2)

    def test_a_synchronized_folder_puts_its_files_in_the_target(self):
        text = PBXPROJ.replace("G0 = {isa = PBXGroup; children = (G1, F3, F4, );",
                               "G0 = {isa = PBXGroup; children = (G1, F3, F4, Y1, );")
        text = text.replace("/* End PBXBuildFile section */",
                            '/* End PBXBuildFile section */\n\t\tY1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Synced; sourceTree = "<group>"; };')
        text = text.replace("buildPhases = (S1, ); name = Old;", "buildPhases = (S1, ); fileSystemSynchronizedGroups = (Y1, ); name = Old;")
        write(self.root, "App/App.xcodeproj/project.pbxproj", text)
        write(self.root, "App/Synced/Deep/Ring.swift", DESIGNABLE % "Ring")
        found = sv.declared_version(self.root, "App/Synced/Deep/Ring.swift")
        self.assertEqual((found["version"], found["target"]), ("3.0", "Old"))

    def test_judge_reads_every_designable_and_a_broken_project_is_reported_not_raised(self):
        records, errors = sv.judge(self.root)
        by_class = {r["class"]: r for r in records}
        self.assertEqual(set(by_class), {"Old", "New", "Loose"})
        self.assertEqual(by_class["Old"]["verdict"], "dropped")
        self.assertEqual(by_class["Old"]["file"], "App/Sources/Views/Old.swift")
        self.assertEqual(by_class["Old"]["declared_in"], "App/App.xcodeproj/project.pbxproj")
        self.assertEqual(by_class["New"]["verdict"], "kept")
        self.assertEqual(errors, [])
        write(self.root, "App/App.xcodeproj/project.pbxproj", "{\n objects = {\n a = b\n};\n}\n")
        records, errors = sv.judge(self.root)
        self.assertEqual({r["verdict"] for r in records}, {"kept"})
        self.assertEqual(len(errors), 1)
        self.assertIn("line", errors[0])


class CommandLineTests(unittest.TestCase):
    def run_script(self, *args):
        import subprocess
        return subprocess.run([SCRIPT, *args], capture_output=True, text=True)

    def test_a_project_file_that_cannot_be_read_is_a_located_warning_and_the_class_is_still_judged(self):
        with tempfile.TemporaryDirectory() as root:
            write(root, "App.xcodeproj/project.pbxproj", "{\n objects = {\n  a = (1, 2;\n };\n}\n")
            write(root, "Ring.swift", DESIGNABLE % "Ring")
            run = self.run_script(root)
            self.assertEqual(run.returncode, 0, run.stderr)
            self.assertRegex(run.stderr, r"App\.xcodeproj/project\.pbxproj:3:1: warning: not read as an Xcode project")
            self.assertIn('"verdict": "kept"', run.stdout)

    def test_a_missing_folder_is_an_error(self):
        run = self.run_script("/nonexistent/folder")
        self.assertEqual(run.returncode, 2)
        self.assertIn("error: not a folder", run.stderr)


class PodspecAndPackageTests(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = self.tmp.name
        write(self.root, "Sources/Ring/Ring.swift", DESIGNABLE % "Ring")
        write(self.root, "Example/Demo.swift", DESIGNABLE % "Demo")

    def tearDown(self):
        self.tmp.cleanup()

    def test_a_podspec_whose_source_files_match_declares_its_highest_swift_version(self):
        write(self.root, "Ring.podspec", textwrap.dedent("""\
            Pod::Spec.new do |s|
              s.name = 'Ring'
              # s.swift_version = '2.0'
              s.source_files = 'Sources/**/*.{h,swift}'
              s.swift_versions = ['3.0', '4.2']
            end
            """))
        found = sv.declared_version(self.root, "Sources/Ring/Ring.swift")
        self.assertEqual((found["version"], found["kind"], found["file"], found["line"]),
                         ("4.2", "swift_version", "Ring.podspec", 5))
        self.assertIsNone(sv.declared_version(self.root, "Example/Demo.swift")["version"])

    def test_a_podspecs_xcconfig_and_the_swift_version_file(self):
        write(self.root, "Ring.podspec", "Pod::Spec.new do |s|\n  s.source_files = \"Sources/Ring\"\n"
              "  s.pod_target_xcconfig = { 'SWIFT_VERSION' => '3.0' }\nend\n")
        found = sv.declared_version(self.root, "Sources/Ring/Ring.swift")
        self.assertEqual((found["version"], found["kind"], found["line"]), ("3.0", "SWIFT_VERSION", 3))
        write(self.root, "Ring.podspec", "Pod::Spec.new do |s|\n  s.source_files = 'Sources/*/*.swift'\nend\n")
        write(self.root, ".swift-version", "2.3\n")
        found = sv.declared_version(self.root, "Sources/Ring/Ring.swift")
        self.assertEqual((found["version"], found["kind"], found["file"]), ("2.3", ".swift-version", ".swift-version"))
        self.assertEqual(sv.verdict(found)[0], "dropped")

    def test_a_json_podspec(self):
        write(self.root, "Ring.podspec.json", '{"name": "Ring", "source_files": "Sources/**/*.swift",\n'
              ' "swift_version": "5.0"}\n')
        found = sv.declared_version(self.root, "Sources/Ring/Ring.swift")
        self.assertEqual((found["version"], found["line"]), ("5.0", 2))

    def test_the_nearest_package_manifest_declares_its_tools_version(self):
        write(self.root, "Package.swift", "// swift-tools-version:3.1\nimport PackageDescription\n")
        found = sv.declared_version(self.root, "Sources/Ring/Ring.swift")
        self.assertEqual((found["version"], found["kind"], found["file"]), ("3.1", "swift-tools-version", "Package.swift"))
        self.assertEqual(sv.verdict(found)[0], "dropped")
        write(self.root, "Sources/Package.swift", "// swift-tools-version: 5.5\n")
        self.assertEqual(sv.declared_version(self.root, "Sources/Ring/Ring.swift")["version"], "5.5")

    def test_glob_patterns(self):
        self.assertTrue(sv.glob_regex("Sources/**/*.{h,swift}").match("Sources/A/B/x.swift"))
        self.assertTrue(sv.glob_regex("Sources/**/*.swift").match("Sources/x.swift"))
        self.assertFalse(sv.glob_regex("Sources/*.swift").match("Sources/A/x.swift"))
        self.assertTrue(sv.glob_regex("Sources").match("Sources/x.swift"))
        self.assertFalse(sv.glob_regex("Sources").match("Sources/A/x.swift"))


if __name__ == "__main__":
    unittest.main()
