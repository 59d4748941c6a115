#!/usr/bin/env python3
"""The designer in a real browser: Debian's chromium, driven by Playwright (PyPI).

On a copy of Examples/RainbowDemo: open the page, see the scene (pixels of the screenshot),
select the Rainbow on the canvas, find firstColor/secondColor/thirdColor as colour controls
with the storyboard's override marked, change firstColor and see the canvas change, find the
storyboard's diff is exactly that runtime attribute, undo and find the file byte-identical,
then change the file with `easel edit` while the page is open and see the change appear.

Usage: designer_test.py --easel PATH --example DIR --screenshots DIR [--chromium PATH]
Exit status 0 when every step passed; each failure is printed as `FAIL: …`.
Run by the Swift test BrowserDesignerTests (scripts/test).
"""
import argparse
import difflib
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

from playwright.sync_api import sync_playwright

DOCUMENT = "RainbowDemo/Base.lproj/Main.storyboard"
RAINBOW = "Rbw-1a-x7K"


def png_pixels(data):
    """Decodes an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium writes) to
    (width, height, rows of (r, g, b) tuples)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width, height, channels = 8, b"", 0, 0, 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
            assert depth == 8 and interlace == 0 and color in (2, 6), "unexpected PNG form"
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, channels)])
        previous = line
    return width, height, rows


def count_near(png, colour, tolerance=40):
    """How many pixels of the PNG are within `tolerance` (per channel) of `colour`."""
    _, _, rows = png_pixels(png)
    return sum(
        1 for row in rows for p in row if all(abs(p[k] - colour[k]) <= tolerance for k in range(3)))


class Run:
    def __init__(self, screenshots):
        self.screenshots = screenshots
        self.failures = []

    def check(self, ok, message):
        print(("ok: " if ok else "FAIL: ") + message, flush=True)
        if not ok:
            self.failures.append(message)
        return ok

    def shot(self, page, name):
        path = os.path.join(self.screenshots, name)
        page.screenshot(path=path)
        print(f"screenshot: {path}", flush=True)


def wait_renders(page, count, timeout=90_000):
    page.wait_for_function(
        f"Number(document.body.dataset.renders || 0) >= {count}", timeout=timeout)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--easel", required=True)
    parser.add_argument("--example", required=True)
    parser.add_argument("--screenshots", required=True)
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    os.makedirs(args.screenshots, exist_ok=True)
    run = Run(args.screenshots)

    work = tempfile.mkdtemp(prefix="easel-browser-")
    project = os.path.join(work, "RainbowDemo")
    shutil.copytree(args.example, project)
    storyboard = os.path.join(project, DOCUMENT)
    original = open(storyboard, "rb").read()
    server = subprocess.Popen(
        [args.easel, "serve", project, "--port", "0"], stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True)
    try:
        url = server.stdout.readline().strip()
        run.check(url.startswith("http://127.0.0.1:") and "token=" in url, f"first line is the URL: {url}")
        with sync_playwright() as p:
            browser = p.chromium.launch(
                executable_path=args.chromium, headless=True, args=["--no-sandbox"])
            # bypass_csp: Playwright evaluates its waits as strings, which the page's CSP forbids.
            page = browser.new_page(viewport={"width": 1440, "height": 820}, bypass_csp=True)
            page.on("console", lambda m: print(f"console: {m.text}", flush=True))
            page.on("response", lambda r: r.status >= 400 and print(f"http {r.status}: {r.url}", flush=True))
            page.goto(url)
            wait_renders(page, 1)
            run.shot(page, "01-opened.png")
            stage = page.locator("#stage").screenshot()
            # The Rainbow's rings: secondColor as the storyboard overrides it (#FFC83D), the
            # code's firstColor (37, 252, 244) and thirdColor (238, 32, 53).
            run.check(count_near(stage, (255, 200, 61)) > 500, "the scene shows the overridden secondColor")
            run.check(count_near(stage, (37, 252, 244)) > 500, "the scene shows the default firstColor")
            run.check(count_near(stage, (238, 32, 53)) > 500, "the scene shows the default thirdColor")

            box = page.locator("#scene").bounding_box()
            page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            page.wait_for_selector('.field[data-key="firstColor"]')
            run.check(page.locator(f'.node .row.selected[data-id="{RAINBOW}"]').count() == 1,
                      "the outline selects the Rainbow clicked on the canvas")
            run.check(page.locator("#selection").is_visible(), "the selection frame is shown")
            for name, overridden in [("firstColor", "no"), ("secondColor", "yes"), ("thirdColor", "no")]:
                row = page.locator(f'.field[data-kind="inspectable"][data-key="{name}"]')
                run.check(row.get_attribute("data-type") == "color"
                          and row.locator('input[type="color"]').count() == 1,
                          f"{name} is a colour control")
                run.check(row.get_attribute("data-overridden") == overridden,
                          f"{name} override marked: {overridden}")
            run.shot(page, "02-selected.png")

            hex_field = page.locator('.field[data-key="firstColor"] input.hex')
            hex_field.fill("#FF00FF")
            hex_field.press("Enter")
            wait_renders(page, 2)
            page.wait_for_function("document.body.dataset.version === '2'")
            page.wait_for_selector('.field[data-key="firstColor"][data-overridden="yes"]')
            run.shot(page, "03-edited.png")
            stage = page.locator("#stage").screenshot()
            run.check(count_near(stage, (255, 0, 255)) > 500, "the canvas shows the new firstColor")
            run.check(count_near(stage, (37, 252, 244)) < 50, "the old firstColor is gone")

            edited = open(storyboard, "rb").read()
            diff = [line for line in difflib.unified_diff(
                original.decode().splitlines(), edited.decode().splitlines(), lineterm="", n=0)
                if not line.startswith(("---", "+++", "@@"))]
            expected = [
                '+                                    <userDefinedRuntimeAttribute type="color" keyPath="firstColor">',
                '+                                        <color key="value" red="1" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>',
                "+                                    </userDefinedRuntimeAttribute>",
            ]
            run.check(diff == expected, "the storyboard's diff is exactly the firstColor runtime attribute:\n"
                      + "\n".join(diff))

            page.click("#undo")
            page.wait_for_function("document.body.dataset.version === '3'")
            wait_renders(page, 3)
            run.check(open(storyboard, "rb").read() == original, "undo restores the file byte for byte")
            stage = page.locator("#stage").screenshot()
            run.check(count_near(stage, (37, 252, 244)) > 500, "the canvas shows the default firstColor again")
            run.shot(page, "04-undone.png")

            renders = int(page.evaluate("document.body.dataset.renders"))
            subprocess.run(
                [args.easel, "edit", storyboard, "--object", RAINBOW,
                 "--set-runtime", "thirdColor:color=#0000FF"], check=True, capture_output=True)
            wait_renders(page, renders + 1, timeout=60_000)
            run.check(page.locator("#notice").is_visible()
                      and "another program" in page.locator("#notice").inner_text(),
                      "the page says another program changed the file")
            stage = page.locator("#stage").screenshot()
            run.check(count_near(stage, (0, 0, 255)) > 500, "the canvas shows easel edit's thirdColor")
            page.wait_for_selector('.field[data-key="thirdColor"][data-overridden="yes"]')
            run.shot(page, "05-changed-by-easel-edit.png")

            page.evaluate("document.documentElement.dataset.theme = 'dark'")
            run.shot(page, "06-dark-theme.png")
            browser.close()
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(work, ignore_errors=True)
    if run.failures:
        print(f"{len(run.failures)} step(s) failed", flush=True)
        return 1
    print("all steps passed", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
