"""Tests of scripts/pixel-references: its PNG reading and writing, the 8/255 comparison, the
census rule's test qualification (through superclasses), the reference paths it accepts, the
seeded split and the text detection.

Run from the repository: python3 -m unittest discover -s scripts/tests
"""

import importlib.machinery
import importlib.util
import os
import struct
import tempfile
import unittest
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name, module):
    loader = importlib.machinery.SourceFileLoader(module, os.path.join(HERE, "..", name))
    spec = importlib.util.spec_from_loader(module, loader)
    m = importlib.util.module_from_spec(spec)
    loader.exec_module(m)
    return m


pr = load("pixel-references", "pixel_references")


def png(width, height, ctype, rows, filters=None, extra=b""):
    """A PNG of raw rows (bytes per colour type), each row with the given filter byte; the
    filtered bytes are computed here by the PNG specification's definitions."""
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ctype]
    raw, previous = b"", bytes(width * channels)
    for y, row in enumerate(rows):
        kind = (filters or [0] * height)[y]
        out = bytearray()
        for i, v in enumerate(row):
            a = row[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 0:
                p = 0
            elif kind == 1:
                p = a
            elif kind == 2:
                p = b
            elif kind == 3:
                p = (a + b) // 2
            else:
                q = a + b - c
                pa, pb, pc = abs(q - a), abs(q - b), abs(q - c)
                p = a if pa <= pb and pa <= pc else b if pb <= pc else c
            out.append((v - p) & 255)
        raw += bytes([kind]) + bytes(out)
        previous = bytes(row)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(
            ">I", zlib.crc32(kind + body) & 0xffffffff)
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, ctype, 0, 0, 0))
            + extra + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


class PNGTests(unittest.TestCase):
    def test_every_filter_decodes_to_the_same_pixels(self):
        rows = [bytes([(x * 37 + y * 11) % 256 for x in range(4 * 3)]) for y in range(5)]
        for kind in range(5):
            w, h, decoded = pr.decode_png(png(4, 5, 2, rows, [kind] * 5))
            self.assertEqual((w, h), (4, 5))
            for y in range(5):
                self.assertEqual(bytes(decoded[y][0::4]), rows[y][0::3], f"filter {kind}")
                self.assertEqual(bytes(decoded[y][3::4]), b"\xff" * 4)

    def test_grey_palette_and_alpha_types(self):
        w, h, rows = pr.decode_png(png(2, 1, 0, [bytes([10, 200])]))
        self.assertEqual(bytes(rows[0]), bytes([10, 10, 10, 255, 200, 200, 200, 255]))
        palette = struct.pack(">I", 6) + b"PLTE" + bytes([1, 2, 3, 4, 5, 6])
        palette += struct.pack(">I", zlib.crc32(b"PLTE" + bytes([1, 2, 3, 4, 5, 6])))
        trns = struct.pack(">I", 1) + b"tRNS" + bytes([7])
        trns += struct.pack(">I", zlib.crc32(b"tRNS" + bytes([7])))
        w, h, rows = pr.decode_png(png(2, 1, 3, [bytes([1, 0])], extra=palette + trns))
        self.assertEqual(bytes(rows[0]), bytes([4, 5, 6, 255, 1, 2, 3, 7]))

    def test_writing_round_trips(self):
        rows = [bytearray([x, y, 255 - x, 128]) * 1 for x, y in [(1, 2), (3, 4)]]
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "a.png")
            pr.write_png(path, 1, 2, rows)
            self.assertEqual(pr.read_png(path)[2], rows)

    def test_bad_input_is_an_error(self):
        with self.assertRaises(pr.PNGError):
            pr.decode_png(b"not a png")
        data = png(1, 1, 2, [bytes(3)]).replace(b"\x08\x02\x00", b"\x10\x02\x00", 1)
        with self.assertRaises(pr.PNGError):
            pr.decode_png(data)


class CompareTests(unittest.TestCase):
    def image(self, pixels):
        return 2, 1, [bytearray(b"".join(bytes(p) for p in pixels))]

    def test_a_pixel_differs_beyond_eight_levels_in_any_channel(self):
        reference = self.image([(100, 100, 100, 255), (100, 100, 100, 255)])
        within = self.image([(108, 92, 100, 255), (100, 100, 109, 255)])
        off, total, note = pr.compare(reference, within)
        self.assertEqual((off, total, note), (1, 2, ""))

    def test_transparency_compares_as_drawn_over_white(self):
        reference = self.image([(255, 255, 255, 255), (0, 0, 0, 0)])
        render = self.image([(0, 0, 0, 0), (255, 255, 255, 255)])
        self.assertEqual(pr.compare(reference, render)[0], 0)

    def test_sizes_that_differ_count_every_pixel(self):
        reference = self.image([(0, 0, 0, 255)] * 2)
        off, total, note = pr.compare(reference, (1, 1, [bytearray(4)]))
        self.assertEqual((off, total), (2, 2))
        self.assertIn("size", note)

    def test_the_diff_image_marks_differing_pixels(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "diff.png")
            pr.compare(self.image([(0, 0, 0, 255)] * 2),
                       self.image([(0, 0, 0, 255), (50, 0, 0, 255)]), path)
            rows = pr.read_png(path)[2]
            self.assertEqual(bytes(rows[0][4:8]), b"\xff\x00\x00\xff")
            self.assertNotEqual(bytes(rows[0][0:4]), b"\xff\x00\x00\xff")


class CensusTests(unittest.TestCase):
    def test_reference_paths(self):
        self.assertTrue(pr.is_reference_path("T/ReferenceImages_64/M.CellTests/testA@2x.png"))
        self.assertTrue(pr.is_reference_path("Tests/__Snapshots__/ViewTests/testA.1.png"))
        self.assertFalse(pr.is_reference_path("T/FailureDiffs/M.CellTests/testA@2x.png"))
        self.assertFalse(pr.is_reference_path("T/ReferenceImages/C/failed_testA@2x.png"))
        self.assertFalse(pr.is_reference_path("T/Images/testA@2x.png"))
        self.assertEqual(pr.test_folder_key("T/ReferenceImages_64/Mod.CellTests/a.png"),
                         "CellTests")
        self.assertEqual(pr.test_folder_key("Tests/__Snapshots__/ViewTests/a.1.png"),
                         "ViewTests")

    def test_assertion_and_loading_are_found_through_superclasses(self):
        sources = {
            "Tests/NibTest.swift": "class NibTest: FBSnapshotTestCase {\n"
                                   " func load() { Bundle.main.loadNibNamed(n, owner: nil) } }",
            "Tests/ExampleTests.swift": "class ExampleTests: NibTest {\n"
                                        " func testA() { FBSnapshotVerifyView(view) } }",
            "Tests/Helper.swift": "class Helper: FBSnapshotTestCase {\n"
                                  " func verify(_ v: UIView) { FBSnapshotVerifyView(v) } }",
            "Tests/CellTests.swift": "class CellTests: Helper {\n"
                                     " func testB() { verify(UINib(nibName: \"C\")) } }",
            "Tests/PlainTests.swift": "class PlainTests: Helper {\n"
                                      " func testC() { verify(MyView()) } }",
        }
        qualified = pr.qualified_tests(sources)
        self.assertEqual(qualified["ExampleTests"], "Tests/ExampleTests.swift")
        self.assertEqual(qualified["CellTests"], "Tests/CellTests.swift")
        self.assertNotIn("PlainTests", qualified)
        self.assertNotIn("Helper", qualified)

    def test_a_superclass_cycle_ends(self):
        sources = {"Tests/A.swift": "class A: B {}", "Tests/B.swift": "class B: A {}"}
        self.assertEqual(pr.qualified_tests(sources), {})


class SplitTests(unittest.TestCase):
    def sample(self, names):
        return {"candidates": [
            {"repo": n, "status": "kept", "references": [{"path": "a.png", "pair": {}}]}
            for n in names] + [{"repo": "z/dropped", "status": "dropped"}]}

    def test_a_third_is_held_out_by_the_seeded_shuffle(self):
        names = [f"o/r{i}" for i in range(9)]
        one, two = self.sample(names), self.sample(list(reversed(names)))
        repos, heldout = pr.split(one)
        self.assertEqual(len(heldout), 3)
        self.assertEqual(pr.split(two)[1], heldout)
        parts = {c["repo"]: c.get("part") for c in one["candidates"]}
        self.assertEqual(parts["z/dropped"], None)
        self.assertEqual(sum(p == "working" for p in parts.values()), 6)

    def test_unpaired_references_do_not_count(self):
        sample = self.sample(["o/a", "o/b"])
        sample["candidates"][1]["references"][0]["unpaired"] = "code sets outlets"
        repos, heldout = pr.split(sample)
        self.assertEqual(repos, ["o/a"])
        self.assertEqual(heldout, set())


    def test_draws_of_one_group_are_split_together(self):
        names = [f"o/r{i}" for i in range(6)]
        sample = self.sample(names)
        for i, c in enumerate(sample["candidates"][:6]):
            c["draw"] = 4 + i % 3  # two repositories in each of draws 4, 5 and 6
        repos, heldout = pr.split(sample)
        self.assertEqual(len(heldout), 2)  # a third of six, where each draw alone holds none
        self.assertEqual(pr.split_group(5), (4, 5, 6))
        self.assertEqual(pr.split_group(9), (9,))

    def test_separate_groups_are_shuffled_apart(self):
        sample = self.sample(["o/a", "o/b", "o/c", "o/d"])
        sample["candidates"][0]["draw"] = 3
        repos, heldout = pr.split(sample)
        self.assertEqual(heldout & {"o/a"}, set())  # draw 3 alone has one repository
        self.assertEqual(len(heldout), 1)  # draw 1's three: one held out


class TextTests(unittest.TestCase):
    def document(self, body):
        f = tempfile.NamedTemporaryFile("w", suffix=".xib", delete=False)
        f.write('<document><objects><view id="top"><subviews>' + body
                + '</subviews></view><view id="other"><subviews>'
                + '<label id="l2" text="Elsewhere"/></subviews></view></objects></document>')
        f.close()
        self.addCleanup(os.unlink, f.name)
        return f.name

    def test_text_is_read_from_the_view_and_its_subviews(self):
        self.assertFalse(pr.view_has_text(self.document('<view id="v"/>'), "top"))
        self.assertTrue(pr.view_has_text(self.document('<label id="l" text="Hi"/>'), "top"))
        self.assertFalse(pr.view_has_text(self.document('<label id="l"/>'), "top"))
        button = '<button id="b"><state key="normal" title="Go"/></button>'
        self.assertTrue(pr.view_has_text(self.document(button), "top"))
        image_button = '<button id="b"><state key="normal" image="x"/></button>'
        self.assertFalse(pr.view_has_text(self.document(image_button), "top"))
        self.assertTrue(pr.view_has_text(self.document('<textField id="t" placeholder="Name"/>'),
                                         "top"))


if __name__ == "__main__":
    unittest.main()
