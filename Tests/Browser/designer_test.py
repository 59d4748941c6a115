#!/usr/bin/env python3
"""The designer in a real browser: Debian's chromium, driven by Playwright (PyPI).

On a copy of Examples/RainbowDemo: open the page, see the scene (pixels of the screenshot),
select the Rainbow on the canvas, find firstColor/secondColor/thirdColor as colour controls
with the storyboard's override marked, change firstColor and see the canvas change, find the
storyboard's diff is exactly that runtime attribute, undo and find the file byte-identical,
then change the file with `easel edit` while the page is open and see the change appear;
save a Rainbow.swift that does not compile and see Build failed with the compiler's file:line
message beside the last good pixels, mend it and see Up to date.

Usage: designer_test.py --easel PATH --example DIR --screenshots DIR [--chromium PATH]
Exit status 0 when every step passed; each failure is printed as `FAIL: …`.
Run by the Swift test BrowserDesignerTests (scripts/test).
"""
import argparse
import difflib
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import urllib.parse
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


# A first render may wait on a designables build: the same 240 s the build waits below allow,
# so that a shared 2-core machine under a full test run does not fail a render that is only slow.
def wait_renders(page, count, timeout=240_000):
    page.wait_for_function(
        f"Number(document.body.dataset.renders || 0) >= {count}", timeout=timeout)


def break_and_mend(run, page, project):
    """Saves a Rainbow.swift that does not compile: the page says Build failed with the
    compiler's file:line message and keeps the last good pixels; the mended source brings
    Up to date back."""
    source = os.path.join(project, "RainbowDemo/Rainbow.swift")
    good = open(source).read()
    bad_line = '    let broken: Int = "not a number"'
    broken = good.replace("    // Add ARCs\n", "    // Add ARCs\n" + bad_line + "\n", 1)
    run.check(broken != good, "Rainbow.swift has the line the test breaks after")
    line = broken.splitlines().index(bad_line) + 1
    with open(source, "w") as f:
        f.write(broken)
    page.wait_for_function("document.body.dataset.build === 'failed'", timeout=240_000)
    problems = page.locator("#problems")
    text = problems.inner_text() if problems.is_visible() else ""
    run.check(f"RainbowDemo/Rainbow.swift:{line}:" in text and "error:" in text,
              f"the page shows the compiler's message at Rainbow.swift:{line}:\n{text}")
    run.check(bad_line.strip() in text, "the message shows the source line")
    badge = page.locator('.row[data-id="%s"] .badge' % RAINBOW).inner_text()
    run.check(badge == "Build failed", f"the outline marks the Rainbow Build failed: {badge}")
    stage = page.locator("#stage").screenshot()
    run.check(count_near(stage, (37, 252, 244)) > 500 and count_near(stage, (0, 0, 255)) > 500,
              "the canvas keeps the last good pixels (firstColor, and easel edit's thirdColor)")
    run.shot(page, "07-build-failed.png")

    with open(source, "w") as f:
        f.write(good)
    page.wait_for_function("document.body.dataset.build === 'ok'", timeout=240_000)
    badge = page.locator('.row[data-id="%s"] .badge' % RAINBOW).inner_text()
    run.check(badge == "Up to date", f"the mended Rainbow is Up to date: {badge}")
    run.check(not page.locator("#problems").is_visible(), "the problems are gone")
    stage = page.locator("#stage").screenshot()
    run.check(count_near(stage, (37, 252, 244)) > 500, "the canvas shows the Rainbow")
    run.shot(page, "08-mended.png")


PROFILE_DOCUMENT = "ProfileDemo/Base.lproj/Main.storyboard"
PHOTO = "Civ-Ph-001"


def start_server(easel, project, run):
    server = subprocess.Popen(
        [easel, "serve", project, "--port", "0"], stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True)
    url = server.stdout.readline().strip()
    run.check(url.startswith("http://127.0.0.1:") and "token=" in url, f"first line is the URL: {url}")
    return server, url


def stop_server(server):
    server.terminate()
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()


def new_page(browser):
    # bypass_csp: Playwright evaluates its waits as strings, which the page's CSP forbids.
    page = browser.new_page(viewport={"width": 1440, "height": 820}, bypass_csp=True)
    page.on("console", lambda m: print(f"console: {m.text}", flush=True))
    page.on("response", lambda r: r.status >= 400 and print(f"http {r.status}: {r.url}", flush=True))
    page.asked = []
    page.on("request", lambda r: page.asked.append(r.method + " " + urllib.parse.urlparse(r.url).path))
    return page


def reloads(page):
    """The outline and inspector GETs the page made since `page.asked` was last emptied: after
    its own change it makes none (the POST's answer carries what it shows)."""
    return [a for a in page.asked if a in ("GET /api/outline", "GET /api/inspect")]


def wait_version(page, version):
    page.wait_for_function(f"document.body.dataset.version === '{version}'", timeout=120_000)


def frame_in_file(path, object_id):
    """The `<rect key="frame">` of object `object_id` in the file, as (x, y, w, h) floats."""
    text = open(path).read()
    start = text.index(f'id="{object_id}"')
    rect = re.search(r'<rect key="frame" x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)"/>',
                     text[start:])
    return tuple(float(v) for v in rect.groups())


def drag(page, box, step_x, step_y, steps=5):
    """Presses the mouse in the middle of `box`, moves it `steps` times by (step_x, step_y)
    and releases it, as a hand drags."""
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, steps + 1):
        page.mouse.move(x + step_x * step, y + step_y * step)
    page.mouse.up()


def profile_steps(run, browser, easel, example):
    """On a copy of ProfileDemo: scrub lineWidth, pick image from the assets, add a label from
    the library, move and resize it, delete it, undo back to the original bytes; scrub alpha
    past its range (kept at 0) and see the API refuse a negative one."""
    work = tempfile.mkdtemp(prefix="easel-browser-")
    project = os.path.join(work, "ProfileDemo")
    shutil.copytree(example, project)
    storyboard = os.path.join(project, PROFILE_DOCUMENT)
    original = open(storyboard, "rb").read()
    server, url = start_server(easel, project, run)
    try:
        page = new_page(browser)
        page.goto(url)
        wait_renders(page, 1)
        page.click(f'.node .row[data-id="{PHOTO}"]')
        page.wait_for_selector('.field[data-key="lineWidth"]')
        run.check(page.locator('.field[data-key="backgroundLayerColor"] input.hex').get_attribute("list") == "easel-colors"
                  and page.locator('#easel-colors option[value="system:labelColor"]').count() == 1,
                  "colour fields offer the system and the project's named colours")
        run.shot(page, "profile-01-selected.png")

        # Scrub lineWidth: drag its name 40 px right (a step of 0.5 every 4 px): 4 → 9.
        drag(page, page.locator('.field[data-key="lineWidth"] .name').bounding_box(), 4, 0, steps=10)
        wait_version(page, 2)
        diff = [line for line in difflib.unified_diff(
            original.decode().splitlines(), open(storyboard).read().splitlines(), lineterm="", n=0)
            if not line.startswith(("---", "+++", "@@"))]
        run.check(len(diff) == 2 and re.fullmatch(r'- +<real key="value" value="4"/>', diff[0]) is not None
                  and re.fullmatch(r'\+ +<(real|integer) key="value" value="9"/>', diff[1]) is not None,
                  "scrubbing lineWidth changed only its value, 4 to 9:\n" + "\n".join(diff))
        page.wait_for_selector('.field[data-key="lineWidth"][data-overridden="yes"] input[type="number"]')
        run.check(page.locator('.field[data-key="lineWidth"] input[type="number"]').input_value() == "9",
                  "the field shows 9")

        # Pick image from the project's assets.
        picker = page.locator('.field[data-key="image"] select')
        options = picker.locator("option").all_inner_texts()
        run.check("placeholder" in options and "profile" in options,
                  f"the image picker lists the asset catalog's images: {options}")
        picker.select_option("placeholder")
        wait_version(page, 3)
        run.check('<userDefinedRuntimeAttribute type="image" keyPath="image" value="placeholder"/>'
                  in open(storyboard).read(), "picking an image wrote its name")
        run.shot(page, "profile-02-image-picked.png")
        before_add = open(storyboard, "rb").read()

        # Add a label from the library: drag it onto an empty part of the canvas.
        page.asked.clear()
        scene = page.locator("#scene").bounding_box()
        scale = scene["width"] / 375
        page.locator('#library li[data-kind="label"]').drag_to(
            page.locator("#scene"), target_position={"x": 40 * scale, "y": 420 * scale})
        wait_version(page, 4)
        added = open(storyboard).read()
        new_ids = re.findall(r'<label [^>]*id="([A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3})"', added)
        old_ids = re.findall(r'<label [^>]*id="([^"]+)"', before_add.decode())
        fresh = [i for i in new_ids if i not in old_ids]
        run.check(len(fresh) == 1, f"one new label with a fresh Interface Builder id: {fresh}")
        label = fresh[0] if fresh else ""
        diff = [line for line in difflib.unified_diff(
            before_add.decode().splitlines(), added.splitlines(), lineterm="", n=0)
            if not line.startswith(("---", "+++", "@@"))]
        run.check(len(diff) == 7 and all(line.startswith("+") for line in diff)
                  and diff[0].startswith("+                            <label ")
                  and diff[-1] == "+                            </label>",
                  "the diff is the new label alone, in Xcode's indentation:\n" + "\n".join(diff))
        run.check(page.locator(f'.node .row.selected[data-id="{label}"]').count() == 1,
                  "the new label is selected")
        start_frame = frame_in_file(storyboard, label)
        run.check(abs(start_frame[0] - 40) <= 1 and abs(start_frame[1] - 420) <= 1
                  and start_frame[2:] == (42.0, 21.0),
                  f"it sits where it was dropped, at the library's size: {start_frame}")
        run.shot(page, "profile-03-label-added.png")

        # Move it: drag the selection 60 px right and 40 px down.
        drag(page, page.locator("#selection").bounding_box(), 12, 8)
        wait_version(page, 5)
        run.check(not reloads(page), f"an add, a move: no outline or inspector GETs: {page.asked}")
        moved = frame_in_file(storyboard, label)
        run.check(moved[0] > start_frame[0] + 30 and moved[1] > start_frame[1] + 20
                  and moved[2:] == start_frame[2:], f"moved, same size: {start_frame} -> {moved}")
        run.shot(page, "profile-04-label-moved.png")

        # Resize it from the bottom-right handle.
        drag(page, page.locator('#selection .handle.br').bounding_box(), 16, 4)
        wait_version(page, 6)
        resized = frame_in_file(storyboard, label)
        run.check(resized[:2] == moved[:2] and resized[2] > moved[2] + 40 and resized[3] > moved[3] + 10,
                  f"resized from its corner: {moved} -> {resized}")
        run.shot(page, "profile-05-label-resized.png")

        # Delete it with the Delete key.
        page.evaluate("document.activeElement && document.activeElement.blur()")
        page.keyboard.press("Delete")
        wait_version(page, 7)
        run.check(open(storyboard, "rb").read() == before_add, "deleting the label restores the bytes before it")
        run.check(page.locator(f'.node .row[data-id="{label}"]').count() == 0, "the outline no longer has it")
        run.shot(page, "profile-06-label-deleted.png")

        # Undo everything with the keyboard.
        for version in range(8, 14):
            page.keyboard.press("Control+z")
            wait_version(page, version)
        run.check(open(storyboard, "rb").read() == original, "six undos restore the file byte for byte")
        run.check(page.locator("#undo").is_disabled(), "nothing is left to undo")
        run.shot(page, "profile-07-undone.png")

        # Scrub the photo's alpha far to the left: the page keeps it in its range (0 to 1,
        # from the inspector) and writes 0, where it once wrote alpha="-0.7".
        page.click(f'.node .row[data-id="{PHOTO}"]')
        page.wait_for_selector('.field[data-key="alpha"]')
        drag(page, page.locator('.field[data-key="alpha"] .name').bounding_box(), -20, 0, steps=15)
        wait_version(page, 14)
        scrubbed = open(storyboard).read()
        photo_line = next(line for line in scrubbed.splitlines() if f'id="{PHOTO}"' in line)
        run.check('alpha="0.0"' in photo_line and 'alpha="-' not in scrubbed,
                  f"scrubbing alpha far left wrote 0, no negative alpha: {photo_line.strip()}")
        shown = page.locator('.field[data-key="alpha"] input[type="number"]').input_value()
        run.check(float(shown or "nan") == 0, f"the alpha field shows 0: {shown}")
        # The server refuses what the page would not send, with its reason.
        status, error = page.evaluate("""async ([document, object]) => {
            const token = new URLSearchParams(location.search).get("token");
            const answer = await fetch(`/api/edit?token=${token}`, {
              method: "POST", headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ document, object, baseVersion: 14,
                                     edit: { op: "set", name: "alpha", value: "-0.7" } }) });
            return [answer.status, (await answer.json()).error];
        }""", [PROFILE_DOCUMENT, PHOTO])
        run.check(status == 400 and "from 0.0 to 1" in error and open(storyboard).read() == scrubbed,
                  f"the API refuses alpha -0.7 and writes nothing: {status} {error}")
        page.evaluate("document.activeElement && document.activeElement.blur()")
        page.keyboard.press("Control+z")
        wait_version(page, 15)
        run.check(open(storyboard, "rb").read() == original, "undoing the scrub restores the bytes")
        page.close()
    finally:
        stop_server(server)
        shutil.rmtree(work, ignore_errors=True)


def rainbow_steps(run, browser, easel, example):
    """On a copy of RainbowDemo: the steps in this file's summary."""
    work = tempfile.mkdtemp(prefix="easel-browser-")
    project = os.path.join(work, "RainbowDemo")
    shutil.copytree(example, project)
    storyboard = os.path.join(project, DOCUMENT)
    original = open(storyboard, "rb").read()
    server, url = start_server(easel, project, run)
    try:
        page = new_page(browser)
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
        # The Identity inspector offers the runtime attribute types the library lists.
        types = page.locator("#identity select option").all_text_contents()
        run.check(types == ["boolean", "number", "string", "color", "image", "point", "size", "rect", "range", "nil"],
                  f"a new runtime attribute's types are Interface Builder's, from /api/library: {types}")
        for name, overridden in [("firstColor", "no"), ("secondColor", "yes"), ("thirdColor", "no")]:
            row = page.locator(f'.field[data-kind="inspectable"][data-key="{name}"]')
            run.check(row.get_attribute("data-type") == "color"
                      and row.locator('input[type="color"]').count() == 1,
                      f"{name} is a colour control")
            run.check(row.get_attribute("data-overridden") == overridden,
                      f"{name} override marked: {overridden}")
        # A colour the storyboard does not override shows the code's default, not black.
        well = page.locator('.field[data-key="firstColor"] input[type="color"]').input_value()
        run.check(well.lower() == "#25fcf4", f"firstColor's well shows the code default (#25fcf4): {well}")
        run.shot(page, "02-selected.png")

        # Debug selected view: the Rainbow's layer tree, its runtime attributes applied.
        page.click('.tabs button[data-tab="debug"]')
        page.click("#debug-view")
        page.wait_for_selector("#debug-report pre.layers", timeout=60_000)
        report = page.locator("#debug-report").inner_text()
        run.check(f"Rainbow {RAINBOW}" in report and "CAShapeLayer" in report,
                  "Debug selected view shows the Rainbow's layer tree")
        run.check(page.locator('#debug-report tr[data-key-path="secondColor"][data-applied="yes"]').count() == 1,
                  "it lists secondColor as applied")
        run.check("layoutSubviews()" in report or "draw(_:)" in report, "it times the Rainbow's own code")
        run.shot(page, "02-debug-selected-view.png")
        page.click('.tabs button[data-tab="attributes"]')

        hex_field = page.locator('.field[data-key="firstColor"] input.hex')
        page.asked.clear()
        hex_field.fill("#FF00FF")
        hex_field.press("Enter")
        wait_renders(page, 2)
        page.wait_for_function("document.body.dataset.version === '2'")
        page.wait_for_selector('.field[data-key="firstColor"][data-overridden="yes"]')
        run.check("POST /api/edit" in page.asked and not reloads(page),
                  f"the edit's answer updates the inspector, with no more GETs: {page.asked}")
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

        page.asked.clear()
        page.click("#undo")
        page.wait_for_function("document.body.dataset.version === '3'")
        wait_renders(page, 3)
        run.check(open(storyboard, "rb").read() == original, "undo restores the file byte for byte")
        page.wait_for_selector('.field[data-key="firstColor"][data-overridden="no"]')
        run.check(not reloads(page), f"undo's answer updates the inspector, with no more GETs: {page.asked}")
        stage = page.locator("#stage").screenshot()
        run.check(count_near(stage, (37, 252, 244)) > 500, "the canvas shows the default firstColor again")
        run.shot(page, "04-undone.png")

        renders = int(page.evaluate("document.body.dataset.renders"))
        subprocess.run(
            [easel, "edit", storyboard, "--object", RAINBOW,
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
        page.evaluate("document.documentElement.dataset.theme = 'light'")

        break_and_mend(run, page, project)
        page.close()
    finally:
        stop_server(server)
        shutil.rmtree(work, ignore_errors=True)


CORPUS_PROJECT = "IBAnimatable__IBAnimatable"
CORPUS_DOCUMENT = "IBAnimatableApp/IBAnimatableApp/Demo/DemoApp.storyboard"


def first_label_with_text(storyboard):
    """(sceneID, label id, text) of the first label with text placed in a scene's root view."""
    import xml.etree.ElementTree as ET

    def labels(view):
        subviews = view.find("subviews")
        for child in ([] if subviews is None else subviews):
            if child.tag == "label" and child.get("text"):
                yield child
            yield from labels(child)

    for scene in ET.parse(storyboard).getroot().find("scenes"):
        controller = scene.find("objects")[0]
        root = controller.find("view[@key='view']")
        for label in ([] if root is None else labels(root)):
            return scene.get("sceneID"), label.get("id"), label.get("text")
    return None


def corpus_steps(run, browser, easel, corpus):
    """On a copy of the corpus's largest storyboard (IBAnimatable's demo app): open it, move
    between scenes, edit a label's text, undo to the original bytes."""
    work = tempfile.mkdtemp(prefix="easel-browser-")
    project = os.path.join(work, "IBAnimatable")
    shutil.copytree(os.path.join(corpus, CORPUS_PROJECT), project)
    storyboard = os.path.join(project, CORPUS_DOCUMENT)
    original = open(storyboard, "rb").read()
    scene_count = original.decode().count("<scene ")
    server, url = start_server(easel, project, run)
    try:
        page = new_page(browser)
        page.goto(url + "&document=" + urllib.parse.quote(CORPUS_DOCUMENT))
        wait_renders(page, 1)
        rows = page.locator(".scene-title .row")
        run.check(rows.count() == scene_count,
                  f"the outline lists all {scene_count} scenes of the storyboard ({rows.count()})")
        run.shot(page, "corpus-01-opened.png")

        # Move between scenes: the canvas renders each.
        visited = 0
        for index in [1, 3, 5, 6, 11]:
            scene_id = rows.nth(index).get_attribute("data-scene")
            renders = int(page.evaluate("document.body.dataset.renders"))
            before = page.locator("#stage").screenshot()
            rows.nth(index).click()
            wait_renders(page, renders + 1)
            after = page.locator("#stage").screenshot()
            visited += 1
            run.check(after != before, f"scene {scene_id} is drawn")
            run.shot(page, f"corpus-02-scene-{visited}.png")

        found = first_label_with_text(storyboard)
        run.check(found is not None, "the storyboard has a label with text")
        scene_id, label, text = found
        page.click(f'.node .row[data-id="{label}"]')
        page.wait_for_selector(f'.node .row.selected[data-id="{label}"]')
        field = page.locator('.field[data-key="text"] input')
        page.wait_for_selector('.field[data-key="text"] input')
        run.check(field.input_value() == text, f"the Text field shows the label's text: {text}")
        field.fill("Designed in Easel")
        field.press("Enter")
        wait_version(page, 2)
        diff = [line for line in difflib.unified_diff(
            original.decode().splitlines(), open(storyboard).read().splitlines(), lineterm="", n=0)
            if not line.startswith(("---", "+++", "@@"))]
        escaped = text.replace("&", "&amp;").replace('"', "&quot;")
        run.check(len(diff) == 2 and diff[1] == diff[0].replace(
            f'text="{escaped}"', 'text="Designed in Easel"').replace("-", "+", 1),
            "the diff is exactly the label's text:\n" + "\n".join(diff))
        run.shot(page, "corpus-03-label-edited.png")

        page.click("#undo")
        wait_version(page, 3)
        run.check(open(storyboard, "rb").read() == original, "undo restores the storyboard byte for byte")
        run.shot(page, "corpus-04-undone.png")

        # A view placed by constraints: a move changes the constants of the constraints that
        # place it (its stored frame moves with them), or the page says why it cannot (a stack
        # view arranges it); never a frame the layout ignores.
        drag(page, page.locator("#selection").bounding_box(), 5, 5, steps=4)
        page.wait_for_function("document.body.dataset.version === '4' || "
                               "document.getElementById('status-line').classList.contains('error')", timeout=120_000)
        moved = open(storyboard).read()
        if page.evaluate("document.body.dataset.version") == "4":
            diff = [line.strip() for line in difflib.unified_diff(
                original.decode().splitlines(), moved.splitlines(), lineterm="", n=0)
                if line.startswith(("-", "+")) and not line.startswith(("---", "+++"))]
            run.check(diff and all("<constraint " in line or '<rect key="frame"' in line for line in diff),
                      "moving a constrained label changed its constraints' constants and its frame:\n" + "\n".join(diff))
            run.shot(page, "corpus-05-constrained-move.png")
            page.click("#undo")
            wait_version(page, 5)
        else:
            error = page.locator("#status-line").inner_text()
            run.check(("arranged by stack view" in error or "places it" in error) and moved.encode() == original,
                      f"a constrained label that cannot move says why, and nothing is written: {error}")
            run.shot(page, "corpus-05-constrained-move.png")
        run.check(open(storyboard, "rb").read() == original, "undo restores the bytes again")
        page.close()
    finally:
        stop_server(server)
        shutil.rmtree(work, ignore_errors=True)


BASICS_DOCUMENT = "Basics/Base.lproj/Main.storyboard"
BASICS_STORYBOARD = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Bvc-aa-001">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21678"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <scenes>
        <!--View Controller-->
        <scene sceneID="Bsc-aa-001">
            <objects>
                <viewController id="Bvc-aa-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Bvw-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="Bbx-aa-001">
                                <rect key="frame" x="40" y="60" width="200" height="120"/>
                                <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="a rather long identifier for the red box"/>
                                </userDefinedRuntimeAttributes>
                            </view>
                        </subviews>
                        <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Bfr-aa-001" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="136" y="4"/>
        </scene>
        <!--Navigation Controller-->
        <scene sceneID="Bsc-aa-002">
            <objects>
                <navigationController id="Bnc-aa-001" sceneMemberID="viewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Bfr-aa-002" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="600" y="4"/>
        </scene>
    </scenes>
</document>
"""


def basics_steps(run, browser, easel):
    """On a project of one storyboard written here (no designables: nothing to build): the
    zoom menu after Ctrl+=, the Identity tab's runtime attributes within the pane, the Size
    tab's labelled frame fields, a scene without a view clearing the canvas, and a Boolean
    inspectable whose code default is true shown checked."""
    work = tempfile.mkdtemp(prefix="easel-browser-")
    project = os.path.join(work, "Basics")
    os.makedirs(os.path.join(project, "Basics", "Base.lproj"))
    with open(os.path.join(project, BASICS_DOCUMENT), "w") as f:
        f.write(BASICS_STORYBOARD)
    server, url = start_server(easel, project, run)
    try:
        page = new_page(browser)
        page.goto(url)
        wait_renders(page, 1)
        stage = page.locator("#stage").screenshot()
        run.check(count_near(stage, (255, 0, 0)) > 500, "the first scene's red box is drawn")

        # Ctrl+= zooms by a quarter; the menu names the new zoom instead of going blank.
        page.evaluate("document.activeElement && document.activeElement.blur()")
        page.keyboard.press("Control+Equal")
        zoom = page.evaluate("""() => { const m = document.getElementById('zoom');
            return [m.value, m.selectedOptions.length ? m.selectedOptions[0].textContent : ''] }""")
        run.check(zoom[1].endswith("%") and zoom[1] != "%" and abs(float(zoom[0]) * 100 - float(zoom[1][:-1])) < 1,
                  f"after Ctrl+= the zoom menu shows the zoom: {zoom}")
        page.keyboard.press("Control+Digit0")
        run.check(page.evaluate("document.getElementById('zoom').selectedOptions[0].textContent") == "Fit",
                  "Ctrl+0 goes back to Fit")

        # The red box's runtime attributes, in the Identity tab: the table fits the pane.
        page.click('.node .row[data-id="Bbx-aa-001"]')
        page.click('.tabs button[data-tab="identity"]')
        page.wait_for_selector("#identity table tr[data-key-path]")
        overflow = page.evaluate("""() => {
            const pane = document.getElementById('inspectors').getBoundingClientRect();
            const cells = [...document.querySelectorAll(
              '#identity table input, #identity table select, #identity table button')];
            return cells.filter((c) => c.getBoundingClientRect().right > pane.right + 0.5).length
              + (document.getElementById('inspectors').scrollWidth > document.getElementById('inspectors').clientWidth ? 1 : 0);
        }""")
        run.check(overflow == 0, f"the runtime attributes table fits the inspector ({overflow} fields past its edge)")
        run.shot(page, "basics-01-identity.png")

        # The Size tab names each frame field.
        page.click('.tabs button[data-tab="size"]')
        labels = page.locator('#size .field[data-key="frame"] .group label span').all_inner_texts()
        run.check(labels == ["X", "Y", "Width", "Height"], f"the frame fields are labelled: {labels}")
        cut = page.evaluate("""() => [...document.querySelectorAll('#size .field[data-key="frame"] input')]
            .filter((input) => input.scrollWidth > input.clientWidth).map((input) => input.value)""")
        run.check(cut == [], f"each frame number is shown whole: {cut} cut")
        run.shot(page, "basics-02-size.png")

        # A scene without a view: its canvas shows nothing, not the scene before.
        page.click('.row[data-scene="Bsc-aa-002"]')
        try:
            page.wait_for_function("document.getElementById('scene').width === 0", timeout=10_000)
        except Exception:
            pass  # checked below
        stage = page.locator("#canvas-scroll").screenshot()
        run.check(count_near(stage, (255, 0, 0)) == 0 and count_near(stage, (0, 0, 255)) == 0,
                  "the navigation controller's scene shows none of the scene before")
        run.check("has no view" in page.locator("#status-line").inner_text(),
                  f"the status line says why: {page.locator('#status-line').inner_text()}")
        run.shot(page, "basics-03-no-view.png")
        page.click('.row[data-scene="Bsc-aa-001"]')
        page.wait_for_function("document.getElementById('scene').width > 0", timeout=60_000)
        run.check(count_near(page.locator("#stage").screenshot(), (255, 0, 0)) > 500,
                  "back on the first scene, its pixels are drawn again")

        # A Boolean inspectable whose code default is true, not set by the document, shows
        # checked (the Attributes pane as the page fills it, from an inspector answer).
        checked = page.evaluate("""async () => {
            const { showAttributes } = await import('./inspector.js');
            const pane = document.createElement('div');
            showAttributes(pane, { className: 'UIView', customClass: 'Badge', attributes: [],
              inspectables: [
                { name: 'rounded', type: 'bool', runtimeType: 'boolean', declaredIn: 'Badge',
                  default: 'true', defaultValue: 'YES', overridden: false },
                { name: 'outlined', type: 'bool', runtimeType: 'boolean', declaredIn: 'Badge',
                  default: 'false', defaultValue: 'NO', overridden: false },
                { name: 'count', type: 'int', runtimeType: 'number', declaredIn: 'Badge',
                  default: '3', defaultValue: '3', overridden: false }] }, () => {}, { images: [] });
            const box = (key) => pane.querySelector(`.field[data-key="${key}"] input`);
            return [box('rounded').checked, box('outlined').checked, box('count').value];
        }""")
        run.check(checked == [True, False, "3"],
                  f"inspectables not set show the code's defaults (true checked, false not, 3): {checked}")

        # The guides' geometry (guides.js, as the canvas uses it): a move snaps 8 points from a
        # sibling and onto its top; a resize moves only the edge dragged; the distances.
        guides = page.evaluate("""async () => {
            const { snap, distances } = await import('./guides.js');
            const context = { parent: [0, 0, 375, 667], siblings: [[200, 100, 50, 50]], margin: 16 };
            const all = { x: [true, true, true], y: [true, true, true] };
            const moved = snap([139, 103, 50, 50], context, 4, all);
            const right = { x: [false, false, true], y: [false, false, false] };
            const resized = snap([100, 300, 88, 50], context, 4, right);
            const far = snap([60, 400, 50, 50], context, 4, all);
            return { moved: moved.rect, kinds: moved.guides.map((g) => g.kind + '-' + g.axis),
              resized: resized.rect, far: far.rect,
              distances: distances(moved.rect, context).map((d) => d.side + ' ' + d.value) };
        }""")
        run.check(guides["moved"] == [142, 100, 50, 50] and "spacing-x" in guides["kinds"] and "align-y" in guides["kinds"],
                  f"a move snaps 8 points left of the sibling and onto its top: {guides}")
        run.check(guides["resized"] == [100, 300, 92, 50], f"a resize moves only the right edge onto the spacing: {guides['resized']}")
        run.check(guides["far"] == [60, 400, 50, 50], f"nothing within reach: no snap: {guides['far']}")
        run.check(guides["distances"] == ["left 142", "right 8", "top 100", "bottom 517"],
                  f"the distances to the neighbour and the superview's edges: {guides['distances']}")
        page.close()
    finally:
        stop_server(server)
        shutil.rmtree(work, ignore_errors=True)


LAYOUT_DOCUMENT = "Layout/Base.lproj/Main.storyboard"


def green_centre(png):
    """The centre (x, y) in the picture's pixels of its green pixels (the corner view)."""
    width, height, rows = png_pixels(png)
    xs, ys = [], []
    for y, row in enumerate(rows):
        for x, p in enumerate(row):
            if p[1] > 150 and p[0] < 60 and p[2] < 60:
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return (sum(xs) / len(xs), sum(ys) / len(ys), len(xs))


def selection_frame(page):
    """The laid-out frame the canvas's selection box shows, in scene points."""
    text = page.locator("#selection").get_attribute("data-frame") or ""
    return [float(v) for v in text.split(",")] if text else None


def blur(page):
    page.evaluate("document.activeElement && document.activeElement.blur()")


def layout_steps(run, browser, easel, fixtures):
    """On a copy of Tests/Fixtures/Designer/Layout (no designables): turn the device and
    click the corner view where it is drawn; add two constraints with the Size inspector and
    see the label move; change a constant; select three views, copy, paste, nudge, undo to the
    original bytes; edit a button's title and font; see the Connections inspector list the
    scene's outlets and the button's action; drag a view and see the guides and the snap; add
    a conflicting constraint and see the issue on the canvas and in the navigator."""
    work = tempfile.mkdtemp(prefix="easel-browser-")
    project = os.path.join(work, "Layout")
    shutil.copytree(os.path.join(fixtures, "Designer/Layout"), project)
    storyboard = os.path.join(project, LAYOUT_DOCUMENT)
    original = open(storyboard, "rb").read()
    server, url = start_server(easel, project, run)
    try:
        page = new_page(browser)
        page.goto(url)
        wait_renders(page, 1)
        run.shot(page, "layout-01-opened.png")

        # Turn an iPhone SE on its side: the canvas is 568 × 320 points, and the corner view
        # (pinned 20 points from the safe area's bottom-right) is clicked where it is drawn.
        page.select_option("#device", "iPhone SE")
        page.select_option("#orientation", "landscape")
        page.wait_for_function("document.getElementById('scene').width === 1136 && document.getElementById('scene').height === 640",
                               timeout=60_000)
        box = page.locator("#scene").bounding_box()
        centre = green_centre(page.locator("#scene").screenshot())
        run.check(centre is not None and centre[2] > 200, f"the corner view is drawn: {centre}")
        points = box["width"] / 568
        if centre:
            page.mouse.click(box["x"] + centre[0], box["y"] + centre[1])
            page.wait_for_selector('.node .row.selected[data-id="Lay-cn-001"]', timeout=10_000)
        frame = selection_frame(page)
        run.check(page.locator('.node .row.selected[data-id="Lay-cn-001"]').count() == 1,
                  "clicking the corner view where the turned scene draws it selects it")
        at = (centre[0] / points, centre[1] / points) if centre else (0, 0)
        run.check(frame is not None and frame[2:] == [80.0, 80.0] and frame[0] > 400 and frame[1] < 240
                  and frame[0] <= at[0] <= frame[0] + 80 and frame[1] <= at[1] <= frame[1] + 80,
                  f"the selection box is the laid-out frame around the click {at}: {frame} (stored 275,567)")
        run.shot(page, "layout-02-landscape-selected.png")
        page.select_option("#orientation", "portrait")
        page.select_option("#device", "")
        page.wait_for_function("document.getElementById('scene').width === 750", timeout=60_000)

        # Add two constraints to the free label with the Size inspector: it moves.
        page.click('.node .row[data-id="Lay-lb-001"]')
        page.click('.tabs button[data-tab="size"]')
        page.wait_for_selector("#add-constraints")
        before = selection_frame(page)
        run.check(page.is_checked("#constrain-to-margins"), "Constrain to margins is on by default, as in Xcode")
        page.uncheck("#constrain-to-margins")
        page.check('.pins input[type=checkbox][data-pin="leading"]')
        page.fill('.pins input[type=number][data-pin="leading"]', "100")
        page.check('.pins input[type=checkbox][data-pin="top"]')
        page.fill('.pins input[type=number][data-pin="top"]', "250")
        page.click("#add-constraints")
        wait_version(page, 2)
        text = open(storyboard).read()
        # Leading to the safe area (nothing on the label's left), top to the red box above it.
        added = re.findall(r'<constraint firstItem="Lay-lb-001" firstAttribute="(leading|top)" secondItem="(Lay-sa-001|Lay-bx-001)" '
                           r'secondAttribute="(leading|bottom)" constant="(100|250)" id="[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}"/>', text)
        run.check(sorted(added) == [("leading", "Lay-sa-001", "leading", "100"), ("top", "Lay-bx-001", "bottom", "250")],
                  f"two constraints in Xcode's form, in the root view's constraints: {added}")
        run.check('fixedFrame="YES" text="Free label"' not in text, "the label is no longer a fixed frame")
        moved = selection_frame(page)
        run.check(before is not None and moved is not None and moved[0] == 100 and moved[1] >= 250 + 100
                  and (moved[0], moved[1]) != (before[0], before[1]),
                  f"the label moved where its constraints put it: {before} -> {moved}")
        items = page.locator("#size ul.constraints li[data-id]").count()
        run.check(items == 2, f"the Size inspector lists its two constraints: {items}")
        run.shot(page, "layout-03-constraints-added.png")

        # Change the leading constant to 60.
        leading = page.locator('#size ul.constraints li', has_text="Self.leading")
        leading.locator('input[title="Constant"]').fill("60")
        leading.locator('input[title="Constant"]').press("Enter")
        wait_version(page, 3)
        run.check(re.search(r'firstAttribute="leading" secondItem="Lay-sa-001" secondAttribute="leading" constant="60"',
                            open(storyboard).read()) is not None, "the constant is 60 in the file")
        frame = selection_frame(page)
        run.check(frame is not None and frame[0] == 60, f"the label is drawn at x 60: {frame}")
        run.shot(page, "layout-04-constant-changed.png")

        # Select three views (shift-click on the canvas and in the outline), copy, paste, nudge.
        blur(page)
        box = page.locator("#scene").bounding_box()
        points = box["width"] / 375
        page.mouse.click(box["x"] + 260 * points, box["y"] + 330 * points)  # the blue view
        page.wait_for_selector('.node .row.selected[data-id="Lay-fr-001"]')
        page.keyboard.down("Shift")
        page.mouse.click(box["x"] + 100 * points, box["y"] + 380 * points)  # the button
        page.keyboard.up("Shift")
        page.click('.node .row[data-id="Lay-lb-001"]', modifiers=["Shift"])
        page.wait_for_function("document.body.dataset.selected === '3'")
        others = page.locator(".selection-other").count()
        run.check(others == 2, f"three views selected: the last with handles, two outlined ({others})")
        run.shot(page, "layout-05-three-selected.png")
        blur(page)
        before_paste = open(storyboard).read()
        page.keyboard.press("Control+c")
        page.keyboard.press("Control+v")
        wait_version(page, 4)
        pasted = open(storyboard).read()
        fresh = [i for i in re.findall(r' id="([A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3})"', pasted)
                 if f'id="{i}"' not in before_paste]
        run.check(len(fresh) == 4, f"three copies (and the button's action) with fresh ids: {fresh}")
        run.check(page.evaluate("document.body.dataset.selected") == "3", "the copies are selected")
        copies = page.evaluate("[...document.querySelectorAll('.node .row.selected')].map((r) => r.dataset.id)")
        run.check(len(copies) == 3 and all(c in fresh for c in copies), f"the outline selects the copies: {copies}")
        start = {c: frame_in_file(storyboard, c) for c in copies}
        page.keyboard.press("ArrowRight")
        wait_version(page, 5)
        page.keyboard.press("Shift+ArrowDown")
        wait_version(page, 6)
        nudged = {c: frame_in_file(storyboard, c) for c in copies}
        run.check(all(nudged[c][0] == start[c][0] + 1 and nudged[c][1] == start[c][1] + 10 for c in copies),
                  f"→ nudges 1 point, shift+↓ 10: {start} -> {nudged}")
        run.shot(page, "layout-06-pasted-nudged.png")
        for version in range(7, 12):
            page.keyboard.press("Control+z")
            wait_version(page, version)
        run.check(open(storyboard, "rb").read() == original, "five undos restore the original bytes")
        run.shot(page, "layout-07-undone.png")

        # A button's title and font.
        page.click('.node .row[data-id="Lay-bt-001"]')
        page.click('.tabs button[data-tab="attributes"]')
        page.wait_for_selector('.field[data-key="title"] input')
        run.check(page.locator('.field[data-key="title"] input').input_value() == "Tap me", "the title field shows Tap me")
        stage_before = page.locator("#stage").screenshot()
        page.fill('.field[data-key="title"] input', "Go now")
        page.press('.field[data-key="title"] input', "Enter")
        wait_version(page, 12)
        page.select_option('.field[data-key="font"] select', "boldSystem")
        wait_version(page, 13)
        page.fill('.field[data-key="font"] input[type=number]', "22")
        page.press('.field[data-key="font"] input[type=number]', "Enter")
        wait_version(page, 14)
        diff = [line[0] + line[1:].strip() for line in difflib.unified_diff(
            original.decode().splitlines(), open(storyboard).read().splitlines(), lineterm="", n=0)
            if not line.startswith(("---", "+++", "@@"))]
        run.check(diff == ['-<fontDescription key="fontDescription" type="system" pointSize="15"/>',
                           '-<state key="normal" title="Tap me"/>',
                           '+<fontDescription key="fontDescription" type="boldSystem" pointSize="22"/>',
                           '+<state key="normal" title="Go now"/>'],
                  "the title and font are written as Xcode writes them:\n" + "\n".join(diff))
        run.check(page.locator("#stage").screenshot() != stage_before, "the canvas shows the new title")
        run.shot(page, "layout-08-button-title-font.png")

        # The Connections inspector: the button's action and the outlet to it, then the
        # scene's outlets.
        page.click('.tabs button[data-tab="connections"]')
        rows = page.locator("#connections tr").all_inner_texts()
        run.check(any("tapped:" in r for r in rows) and any("button" in r and "from" in r for r in rows),
                  f"the button's connections: its action and the controller's outlet to it: {rows}")
        page.click('.row[data-scene="Lay-sc-001"]')
        page.wait_for_selector('#connections tr[data-name="box"]')
        rows = page.locator("#connections tr").all_inner_texts()
        run.check(any("box" in r and "Lay-bx-001" in r for r in rows)
                  and any("button" in r and "Lay-bt-001" in r for r in rows),
                  f"the scene's outlets, with their destinations: {rows}")
        run.shot(page, "layout-09-connections.png")
        blur(page)
        for version in range(15, 18):
            page.keyboard.press("Control+z")
            wait_version(page, version)
        run.check(open(storyboard, "rb").read() == original, "undoing the title and font restores the bytes")

        # Drag the stack view's first label below the second: the stack's order changes, no
        # frame is written; undo restores the bytes.
        page.click('.node .row[data-id="Lay-s1-001"]')
        points = page.locator("#scene").bounding_box()["width"] / 375
        drag(page, page.locator("#selection").bounding_box(), 0, 10 * points, steps=5)
        wait_version(page, 18)
        text = open(storyboard).read()
        run.check(text.index('text="Second"') < text.index('text="First"')
                  and sorted(text.splitlines()) == sorted(original.decode().splitlines()),
                  "dragging an arranged label past its neighbour reorders the stack, and changes nothing else")
        run.shot(page, "layout-10-stack-reordered.png")
        page.keyboard.press("Control+z")
        wait_version(page, 19)
        run.check(open(storyboard, "rb").read() == original, "undo restores the stack's order")

        # Align the button's leading edge with the blue view's: select both, Size, Align.
        page.click('.node .row[data-id="Lay-fr-001"]')
        page.click('.node .row[data-id="Lay-bt-001"]', modifiers=["Shift"])
        page.click('.tabs button[data-tab="size"]')
        page.click('#size .aligns button[data-align="leading"]')
        wait_version(page, 20)
        run.check(re.search(r'<constraint firstItem="Lay-bt-001" firstAttribute="leading" secondItem="Lay-fr-001" '
                            r'secondAttribute="leading" id="[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}"/>',
                            open(storyboard).read()) is not None, "the alignment is written in Xcode's form")
        frame = selection_frame(page)
        run.check(frame is not None and frame[0] == 200, f"the button is drawn at the blue view's leading edge: {frame}")
        run.shot(page, "layout-11-aligned.png")
        blur(page)
        page.keyboard.press("Control+z")
        wait_version(page, 21)
        run.check(open(storyboard, "rb").read() == original, "undo removes the alignment")

        # A marquee around the blue view and the stack selects both (not the stack's labels).
        box = page.locator("#scene").bounding_box()
        points = box["width"] / 375
        page.mouse.move(box["x"] + 180 * points, box["y"] + 280 * points)
        page.mouse.down()
        for step in range(1, 6):
            page.mouse.move(box["x"] + (180 + 32 * step) * points, box["y"] + (280 + 44 * step) * points)
        page.mouse.up()
        page.wait_for_function("document.body.dataset.selected === '2'", timeout=10_000)
        chosen = sorted(page.evaluate("[...document.querySelectorAll('.node .row.selected')].map((r) => r.dataset.id)"))
        run.check(chosen == ["Lay-fr-001", "Lay-st-001"], f"the marquee selects the views wholly inside it: {chosen}")
        run.shot(page, "layout-12-marquee.png")

        # The context menu on the red box: Duplicate makes a copy beside it; undo.
        page.mouse.click(box["x"] + 70 * points, box["y"] + 90 * points, button="right")
        page.wait_for_selector("#context-menu:not([hidden])")
        items = page.locator("#context-menu button").all_inner_texts()
        run.check(items == ["Copy", "Paste", "Duplicate", "Delete", "Select Superview", "Update Frames", "Update Constraints",
                           "Embed in View", "Embed in Stack View"],
                  f"the context menu: {items}")
        run.shot(page, "layout-13-context-menu.png")
        page.click('#context-menu button[data-command="duplicate"]')
        wait_version(page, 22)
        run.check(open(storyboard).read().count('red="1" green="0.0" blue="0.0"') == 2, "Duplicate copied the red box")
        blur(page)
        page.keyboard.press("Control+z")
        wait_version(page, 23)
        run.check(open(storyboard, "rb").read() == original, "undo removes the duplicate")

        # Search the outline and the library.
        page.fill("#outline-filter", "UIButton")
        shown = page.evaluate("[...document.querySelectorAll('#outline .node .row[data-id]')].filter((r) => r.offsetParent).map((r) => r.dataset.id)")
        run.check(shown == ["Lay-rt-001", "Lay-bt-001"], f"filtering the outline for UIButton shows the button and its superview: {shown}")
        run.check(page.locator('.row[data-scene="Lay-sc-001"]').is_visible(), "the scene's title stays")
        page.fill("#library-filter", "sli")
        shown = page.evaluate("[...document.querySelectorAll('#library li')].filter((li) => li.offsetParent).map((li) => li.textContent)")
        run.check(shown == ["Slider"], f"filtering the library for 'sli' shows the slider: {shown}")
        run.shot(page, "layout-14-filters.png")
        page.fill("#outline-filter", "")
        page.fill("#library-filter", "")

        # Embed the blue view and the free label in a stack view from the context menu.
        page.click('.node .row[data-id="Lay-fr-001"]')
        page.click('.node .row[data-id="Lay-lb-001"]', modifiers=["Shift"])
        page.mouse.click(box["x"] + 260 * points, box["y"] + 330 * points, button="right")
        page.click('#context-menu button[data-command="embed-in-stack-view"]')
        wait_version(page, 24)
        text = open(storyboard).read()
        new_stack = [i for i in re.findall(r'<stackView [^>]* id="([^"]+)"', text) if i != "Lay-st-001"]
        run.check(len(new_stack) == 1 and text.index(f'id="{new_stack[0]}"') < text.index('id="Lay-lb-001"')
                  < text.index('id="Lay-fr-001"'),
                  f"a new stack view holds the label and the blue view, in their order: {new_stack}")
        run.check(page.locator(f'.node .row.selected[data-id="{new_stack[0] if new_stack else ""}"]').count() == 1,
                  "the new stack view is selected")
        run.shot(page, "layout-15-embedded.png")
        blur(page)
        page.keyboard.press("Control+z")
        wait_version(page, 25)
        run.check(open(storyboard, "rb").read() == original, "undo takes the views out of the stack again")

        # Pin the label elsewhere, then Update Frames from the context menu: its stored frame
        # becomes the one drawn, so that Xcode shows it in place.
        page.click('.node .row[data-id="Lay-lb-001"]')
        page.click('.tabs button[data-tab="size"]')
        page.uncheck("#constrain-to-margins")
        page.check('.pins input[type=checkbox][data-pin="leading"]')
        page.fill('.pins input[type=number][data-pin="leading"]', "100")
        page.check('.pins input[type=checkbox][data-pin="top"]')
        page.fill('.pins input[type=number][data-pin="top"]', "250")
        page.click("#add-constraints")
        wait_version(page, 26)
        drawn = selection_frame(page)
        # (Its right end: the button, drawn over it, covers the rest.)
        page.mouse.click(box["x"] + (drawn[0] + 70) * points, box["y"] + (drawn[1] + 5) * points, button="right")
        page.click('#context-menu button[data-command="update-frames"]')
        wait_version(page, 27)
        stored = frame_in_file(storyboard, "Lay-lb-001")
        run.check(list(stored) == drawn, f"Update Frames stores the frame drawn: {stored} (drawn {drawn})")
        run.shot(page, "layout-16-frames-updated.png")
        blur(page)
        for version in (28, 29):
            page.keyboard.press("Control+z")
            wait_version(page, version)
        run.check(open(storyboard, "rb").read() == original, "two undos restore the bytes")
        version = 29

        # Drag the blue view towards the free label: guides show what it lines up with and
        # the distances, and it snaps to the standard spacing (8 points) from the label.
        page.click('.node .row[data-id="Lay-fr-001"]')
        box = page.locator("#scene").bounding_box()
        points = box["width"] / 375
        sel = page.locator("#selection").bounding_box()
        start = (sel["x"] + sel["width"] / 2, sel["y"] + sel["height"] / 2)
        page.mouse.move(*start)
        page.mouse.down()
        for step in range(1, 7):
            page.mouse.move(start[0] - 10 * step * points, start[1])
        held = page.evaluate("""() => ({ guides: [...document.querySelectorAll('#stage .guide')].map((g) => g.dataset.kind + '-' + g.dataset.axis),
            distances: [...document.querySelectorAll('#stage .guide-distance')].map((d) => d.dataset.side + ' ' + d.dataset.value) })""")
        run.shot(page, "layout-17-guides.png")
        page.mouse.up()
        version += 1
        wait_version(page, version)
        run.check("spacing-x" in held["guides"] and "align-y" in held["guides"],
                  f"while dragging, guides show the spacing to the label and the tops lined up: {held}")
        run.check("left 8" in held["distances"], f"the distance to the label is shown: {held['distances']}")
        stored = frame_in_file(storyboard, "Lay-fr-001")
        run.check(list(stored)[:2] == [138, 300],
                  f"dragged 60 points left, the view snapped 8 points from the label (x 138): {stored}")
        run.check(page.locator("#stage .guide").count() == 0, "the guides go when the drag ends")
        blur(page)
        page.keyboard.press("Control+z")
        version += 1
        wait_version(page, version)
        run.check(open(storyboard, "rb").read() == original, "undo puts the blue view back")

        # A conflicting width: the issue is listed with the outline, the box flagged in the
        # outline and outlined on the canvas with the constraint's line; undo clears it.
        run.check(page.evaluate("document.body.dataset.issues") == "0", "the scene has no layout issues as written")
        page.click('.node .row[data-id="Lay-bx-001"]')
        page.click('.tabs button[data-tab="size"]')
        page.check('.pins input[type=checkbox][data-pin="width"]')
        page.fill('.pins input[type=number][data-pin="width"]', "150")
        page.click("#add-constraints")
        version += 1
        wait_version(page, version)
        page.wait_for_function("document.body.dataset.issues === '1'", timeout=30_000)
        listed = page.locator("#issues li.conflict").all_inner_texts()
        run.check(len(listed) == 1 and "Conflicting Constraints" in listed[0] and "width" in listed[0],
                  f"the navigator lists the conflict: {listed}")
        run.check(page.locator('#outline .row[data-id="Lay-bx-001"] .issue-flag.conflict').count() == 1,
                  "the red box's outline row is flagged")
        run.check(page.locator('#stage .issue-mark.view.conflict[data-view="Lay-bx-001"]').count() == 1
                  and page.locator("#stage .issue-mark.line").count() == 1,
                  "the canvas outlines the box and draws the conflicting constraint")
        run.shot(page, "layout-18-conflict.png")
        page.click('.node .row[data-id="Lay-fr-001"]')
        page.click("#issues li.conflict")
        page.wait_for_selector('.node .row.selected[data-id="Lay-bx-001"]')
        # The Size pane is filled when the inspector's answer is in, after the row is selected.
        try:
            page.wait_for_selector("#size ul.constraints li.issue", timeout=10_000)
        except Exception:
            pass
        run.check(page.locator("#size ul.constraints li.issue").count() == 1,
                  "clicking the issue selects the box and marks the constraint in the Size inspector")
        blur(page)
        page.keyboard.press("Control+z")
        version += 1
        wait_version(page, version)
        page.wait_for_function("document.body.dataset.issues === '0'", timeout=30_000)
        run.check(page.locator("#stage .issue-mark").count() == 0 and page.locator("#issues").is_hidden(),
                  "undo clears the issue from the canvas and the navigator")
        run.check(open(storyboard, "rb").read() == original, "undo restores the bytes")

        # Update Constraints: the red box's stored frame moved in the Size inspector (its
        # constraints still place it), then its constraints' constants taken from the frame.
        page.click('.node .row[data-id="Lay-bx-001"]')
        page.click('.tabs button[data-tab="size"]')
        x_field = page.locator('#size .field[data-key="frame"] input').first
        x_field.fill("30")
        x_field.press("Enter")
        version += 1
        wait_version(page, version)
        run.check(selection_frame(page)[0] == 20, f"a frame edit leaves the box where its constraints put it: {selection_frame(page)}")
        box = page.locator("#scene").bounding_box()
        points = box["width"] / 375
        page.mouse.click(box["x"] + 70 * points, box["y"] + 90 * points, button="right")
        page.click('#context-menu button[data-command="update-constraints"]')
        version += 1
        wait_version(page, version)
        text = open(storyboard).read()
        run.check('secondAttribute="leading" constant="30" id="Lay-bl-001"' in text
                  and 'secondAttribute="top" constant="20" id="Lay-bt-002"' in text,
                  "Update Constraints takes the leading constant from the stored frame, the top stays")
        run.check(selection_frame(page)[0] == 30, f"the box is drawn at its stored frame: {selection_frame(page)}")
        run.shot(page, "layout-19-constraints-updated.png")
        blur(page)
        for _ in range(2):
            page.keyboard.press("Control+z")
            version += 1
            wait_version(page, version)
        run.check(open(storyboard, "rb").read() == original, "two undos restore the bytes")

        # Constrain to margins (on by default): the free label's leading edge and its top to
        # the safe area, without numbers: written to the root view's margin and the safe
        # area at their present distances, so the label stays where it is drawn.
        page.click('.node .row[data-id="Lay-lb-001"]')
        page.click('.tabs button[data-tab="size"]')
        before = selection_frame(page)
        page.check('.pins input[type=checkbox][data-pin="leading"]')
        page.check('.pins input[type=checkbox][data-pin="top"]')
        page.select_option('.pins select[data-pin="top"]', "safeArea")
        page.click("#add-constraints")
        version += 1
        wait_version(page, version)
        text = open(storyboard).read()
        run.check(re.search(r'<constraint firstItem="Lay-lb-001" firstAttribute="leading" secondItem="Lay-rt-001" '
                            r'secondAttribute="leadingMargin" constant="24" id="[^"]+"/>', text) is not None
                  and re.search(r'<constraint firstItem="Lay-lb-001" firstAttribute="top" secondItem="Lay-sa-001" '
                                r'secondAttribute="top" constant="280" id="[^"]+"/>', text) is not None,
                  "the leading edge pinned to the margin (24 from it), the top to the safe area (280 below it)")
        after = selection_frame(page)
        run.check(before is not None and after is not None and after[:2] == before[:2],
                  f"the label stays where it was: {before} -> {after}")
        run.shot(page, "layout-20-margins.png")
        blur(page)
        page.keyboard.press("Control+z")
        version += 1
        wait_version(page, version)
        run.check(open(storyboard, "rb").read() == original, "undo restores the bytes")

        # A button's State Config: a title for the highlighted state and an SF Symbol for the
        # selected one, then title insets that move the drawn title; each written as Xcode
        # writes it, the default state's title left as it was.
        page.click('.node .row[data-id="Lay-bt-001"]')
        page.click('.tabs button[data-tab="attributes"]')
        page.wait_for_selector('.field[data-key="stateConfig"] select')
        page.select_option('.field[data-key="stateConfig"] select', "highlighted")
        run.check(page.locator('.field[data-key="title"] input').input_value() == "",
                  "the highlighted state has no title of its own")
        page.fill('.field[data-key="title"] input', "Held")
        page.press('.field[data-key="title"] input', "Enter")
        version += 1
        wait_version(page, version)
        run.check(page.locator('.field[data-key="stateConfig"] select').input_value() == "highlighted",
                  "the State Config stays on Highlighted after the change")
        page.select_option('.field[data-key="stateConfig"] select', "selected")
        page.check('.field[data-key="image"] input[type=checkbox]')
        page.fill('.field[data-key="image"] input[type=text]', "star.fill")
        page.press('.field[data-key="image"] input[type=text]', "Enter")
        version += 1
        wait_version(page, version)
        page.select_option('.field[data-key="stateConfig"] select', "normal")
        run.check(page.locator('.field[data-key="title"] input').input_value() == "Tap me",
                  "the default state's title is still Tap me")
        text = open(storyboard).read()
        run.check('<state key="normal" title="Tap me"/>' in text
                  and '<state key="selected" image="star.fill" catalog="system"/>' in text
                  and '<state key="highlighted" title="Held"/>' in text
                  and text.index('key="selected"') < text.index('key="highlighted"'),
                  "the states are written in Xcode's order, each with its own title or image")
        run.shot(page, "layout-21-button-states.png")
        page.click('.tabs button[data-tab="size"]')
        stage_before = page.locator("#stage").screenshot()
        renders = int(page.evaluate("document.body.dataset.renders || '0'"))
        left = page.locator('#size .field[data-key="titleInsets"] input[data-side="left"]')
        left.fill("40")
        left.press("Enter")
        version += 1
        wait_version(page, version)
        run.check('<inset key="titleEdgeInsets" minX="40" minY="0.0" maxX="0.0" maxY="0.0"/>' in open(storyboard).read(),
                  "the title insets are written as Xcode writes them")
        wait_renders(page, renders + 1)
        run.check(page.locator("#stage").screenshot() != stage_before, "the canvas draws the title moved by its insets")
        run.shot(page, "layout-22-button-insets.png")

        # A constraint uninstalled with its "Installed" checkbox: it stays in the document,
        # excluded from the base configuration; the box's width is no longer placed, and the
        # issue navigator says so.
        page.click('.node .row[data-id="Lay-bx-001"]')
        page.click('.tabs button[data-tab="size"]')
        page.uncheck('#size ul.constraints li[data-id="Lay-bw-001"] label.installed input')
        version += 1
        wait_version(page, version)
        text = open(storyboard).read()
        run.check('<exclude reference="Lay-bw-001"/>' in text and 'id="Lay-bw-001"' in text,
                  "the width constraint is kept and excluded in the default variation")
        run.check(page.locator('#size ul.constraints li.uninstalled[data-id="Lay-bw-001"]').count() == 1,
                  "the Size inspector lists the constraint as not installed")
        page.wait_for_selector('#issues li', timeout=30_000)
        issues = page.locator("#issues li").all_inner_texts()
        run.check(any("width" in i for i in issues), f"the issue navigator reports the box's width unplaced: {issues}")
        run.shot(page, "layout-23-uninstalled.png")
        blur(page)
        for _ in range(4):
            page.keyboard.press("Control+z")
            version += 1
            wait_version(page, version)
        run.check(open(storyboard, "rb").read() == original, "four undos restore the bytes")
        page.close()
    finally:
        stop_server(server)
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--easel", required=True)
    parser.add_argument("--examples", required=True, help="the Examples folder")
    parser.add_argument("--screenshots", required=True)
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--corpus", help="the shared corpus folder (the corpus flow needs it)")
    parser.add_argument("--only", action="append", default=[],
                        help="run only these flows (rainbow, profile, basics, layout, corpus)")
    args = parser.parse_args()
    os.makedirs(args.screenshots, exist_ok=True)
    run = Run(args.screenshots)
    flows = [
        ("rainbow", lambda browser: rainbow_steps(
            run, browser, args.easel, os.path.join(args.examples, "RainbowDemo"))),
        ("profile", lambda browser: profile_steps(
            run, browser, args.easel, os.path.join(args.examples, "ProfileDemo"))),
        ("basics", lambda browser: basics_steps(run, browser, args.easel)),
        ("layout", lambda browser: layout_steps(
            run, browser, args.easel, os.path.join(os.path.dirname(args.examples), "Tests", "Fixtures"))),
    ]
    if args.corpus:
        flows.append(("corpus", lambda browser: corpus_steps(run, browser, args.easel, args.corpus)))
    elif "corpus" in args.only:
        print("FAIL: the corpus flow needs --corpus", flush=True)
        return 1
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=args.chromium, headless=True, args=["--no-sandbox"])
        for name, flow in flows:
            if args.only and name not in args.only:
                continue
            print(f"== {name}", flush=True)
            try:
                flow(browser)
            except Exception as error:  # a timeout or a missing element fails the flow, not the run
                run.check(False, f"{name}: {type(error).__name__}: {error}")
        browser.close()
    if run.failures:
        print(f"{len(run.failures)} step(s) failed", flush=True)
        return 1
    print("all steps passed", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
