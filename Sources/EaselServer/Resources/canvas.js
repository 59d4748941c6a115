// The centre pane: the rendered scene, zoom, click-to-select, the selection frame with
// drag-to-move and resize handles (with Interface Builder's alignment and spacing guides),
// and drops from the object library.
import { snap, guidesFor, distances, drawGuides } from "./guides.js";

/** The canvas over `stage` (holding `image`, a <canvas>, and `frame`). `handlers`: `click(x, y,
 * shift)` in scene points (`shift`: the shift key was down, to add to the selection);
 * `frame(rect, start)` when the selection was moved or resized from `start` to `rect`
 * ([x, y, w, h] in scene points, whole points); `drop(data, x, y)` when a library item is
 * dropped; `guides()` what a drag snaps to: `{parent, siblings, margin}` (the dragged view's
 * superview's frame, its siblings' not selected, the superview's margin), or null. Frames
 * are those of the render shown (the laid-out scene), never stored ones. */
export class Canvas {
  constructor(scroll, stage, image, frame, handlers) {
    this.scroll = scroll;
    this.stage = stage;
    this.image = image;
    this.frame = frame;
    this.handlers = handlers;
    this.size = { width: 0, height: 0 };
    this.zoom = "fit";
    this.selected = null;
    /** The other selected views' frames, outlined without handles. */
    this.others = [];
    /** The id of the frame shown (0: none). */
    this.shown = 0;
    image.addEventListener("click", (event) => {
      // The click that ends a marquee selects nothing more.
      if (this.marqueeEnded) { this.marqueeEnded = false; return; }
      const scale = this.scale();
      handlers.click(event.offsetX / scale, event.offsetY / scale, event.shiftKey);
    });
    image.addEventListener("pointerdown", (event) => this.marquee(event));
    for (const target of [image, frame]) {
      target.addEventListener("contextmenu", (event) => {
        if (!handlers.menu) return;
        event.preventDefault();
        const box = this.image.getBoundingClientRect();
        const scale = this.scale();
        handlers.menu((event.clientX - box.left) / scale, (event.clientY - box.top) / scale, event.clientX, event.clientY);
      });
    }
    frame.addEventListener("pointerdown", (event) => this.track(event));
    stage.addEventListener("dragover", (event) => {
      if (event.dataTransfer.types.includes("application/x-easel-object")) event.preventDefault();
    });
    stage.addEventListener("drop", (event) => {
      const data = event.dataTransfer.getData("application/x-easel-object");
      if (!data) return;
      event.preventDefault();
      const box = this.image.getBoundingClientRect();
      const scale = this.scale();
      handlers.drop(JSON.parse(data), (event.clientX - box.left) / scale, (event.clientY - box.top) / scale);
    });
    new ResizeObserver(() => this.layout()).observe(scroll);
  }

  /** Points to CSS pixels. */
  scale() {
    if (this.zoom !== "fit") return Number(this.zoom);
    const w = this.scroll.clientWidth - 48;
    const h = this.scroll.clientHeight - 48;
    if (!this.size.width || !this.size.height) return 1;
    return Math.max(0.1, Math.min(4, w / this.size.width, h / this.size.height));
  }

  /** Shows a frame (pushed, `api.Channel`) of a scene `size` points large: the changed rectangle
   * drawn over the frame shown, or the whole frame when its pixel size is new. */
  show({ frame, pixels }, size) {
    this.size = size;
    if (this.image.width !== frame.width || this.image.height !== frame.height) {
      this.image.width = frame.width;
      this.image.height = frame.height;
    }
    if (frame.w > 0 && frame.h > 0) {
      this.image.getContext("2d").putImageData(new ImageData(pixels, frame.w, frame.h), frame.x, frame.y);
    }
    this.shown = frame.id;
    this.layout();
  }

  /** Shows nothing: no pixels, no selection (a scene without a view). */
  clear() {
    this.image.width = 0;
    this.image.height = 0;
    this.size = { width: 0, height: 0 };
    this.shown = 0;
    this.selected = null;
    this.layout();
  }

  /** Selects the view with `frame` ([x, y, w, h] in scene points), or nothing; `others` are
   * the frames of the other views selected with it. */
  select(frame, others = []) {
    this.selected = frame ? [...frame] : null;
    this.others = others.filter(Boolean).map((f) => [...f]);
    this.layout();
  }

  /** A drag on the canvas outside the selection: a marquee, whose rectangle (scene points)
   * goes to `handlers.marquee(rect, shift)` when it is released. */
  marquee(down) {
    if (down.button !== 0 || !this.handlers.marquee) return;
    const scale = this.scale();
    const box = this.image.getBoundingClientRect();
    const start = [(down.clientX - box.left) / scale, (down.clientY - box.top) / scale];
    let rect = null;
    let band = null;
    this.image.setPointerCapture(down.pointerId);
    const move = (event) => {
      if (!band && Math.abs(event.clientX - down.clientX) + Math.abs(event.clientY - down.clientY) < 4) return;
      const at = [(event.clientX - box.left) / scale, (event.clientY - box.top) / scale];
      rect = [Math.min(start[0], at[0]), Math.min(start[1], at[1]), Math.abs(at[0] - start[0]), Math.abs(at[1] - start[1])];
      if (!band) {
        band = document.createElement("div");
        band.className = "marquee";
        this.stage.append(band);
      }
      Object.assign(band.style, { left: `${rect[0] * scale}px`, top: `${rect[1] * scale}px`, width: `${rect[2] * scale}px`, height: `${rect[3] * scale}px` });
    };
    const up = (event) => {
      this.image.removeEventListener("pointermove", move);
      this.image.removeEventListener("pointerup", up);
      if (!band) return;
      band.remove();
      this.marqueeEnded = true;
      setTimeout(() => { this.marqueeEnded = false; }, 0);
      this.handlers.marquee(rect, event.shiftKey);
    };
    this.image.addEventListener("pointermove", move);
    this.image.addEventListener("pointerup", up);
  }

  /** A drag on the selection (moves it) or on a handle (resizes from that corner or edge);
   * a press that does not move is a click on what lies under it. */
  track(down) {
    if (!this.selected) return;
    down.preventDefault();
    const handle = down.target.dataset.handle || "";
    const start = [...this.selected];
    const scale = this.scale();
    let moved = false;
    // Guides within 6 CSS pixels pull the frame onto them; Alt drags freely, as in Xcode
    // (Interface Builder's Option-drag).
    const context = this.handlers.guides ? this.handlers.guides() : null;
    const moving = handle
      ? { x: [handle.includes("l"), false, handle.includes("r")], y: [handle.includes("t"), false, handle.includes("b")] }
      : { x: [true, true, true], y: [true, true, true] };
    this.frame.setPointerCapture(down.pointerId);
    const move = (event) => {
      const dx = Math.round((event.clientX - down.clientX) / scale);
      const dy = Math.round((event.clientY - down.clientY) / scale);
      if (!moved && Math.abs(event.clientX - down.clientX) + Math.abs(event.clientY - down.clientY) < 3) return;
      moved = true;
      let [x, y, w, h] = start;
      if (!handle) {
        x += dx;
        y += dy;
      } else {
        if (handle.includes("l")) { x += Math.min(dx, w); w -= Math.min(dx, w); }
        if (handle.includes("r")) w = Math.max(0, w + dx);
        if (handle.includes("t")) { y += Math.min(dy, h); h -= Math.min(dy, h); }
        if (handle.includes("b")) h = Math.max(0, h + dy);
      }
      if (context && !event.altKey) {
        const snapped = snap([x, y, w, h], context, 6 / scale, moving);
        [x, y, w, h] = snapped.rect.map((v) => Math.round(v));
        if (w < 0 || h < 0) [x, y, w, h] = this.selected;
        const guides = guidesFor([x, y, w, h], context);
        drawGuides(this.stage, guides, distances([x, y, w, h], context), scale);
        // What the drag lined up with last (kept after the drop, for scripts).
        this.stage.dataset.guides = guides.map((g) => `${g.kind}-${g.axis}`).join(" ");
      }
      this.selected = [x, y, w, h];
      this.layout();
    };
    const up = (event) => {
      this.frame.removeEventListener("pointermove", move);
      this.frame.removeEventListener("pointerup", up);
      drawGuides(this.stage, [], [], scale);
      if (moved) {
        if (this.selected.some((v, i) => v !== start[i])) this.handlers.frame([...this.selected], start);
      } else {
        const box = this.image.getBoundingClientRect();
        this.handlers.click((event.clientX - box.left) / scale, (event.clientY - box.top) / scale, event.shiftKey);
      }
    };
    this.frame.addEventListener("pointermove", move);
    this.frame.addEventListener("pointerup", up);
  }

  layout() {
    const s = this.scale();
    this.image.style.width = `${this.size.width * s}px`;
    this.image.style.height = `${this.size.height * s}px`;
    this.frame.hidden = !this.selected;
    if (this.selected) {
      const [x, y, w, h] = this.selected;
      Object.assign(this.frame.style, {
        left: `${x * s}px`, top: `${y * s}px`, width: `${w * s}px`, height: `${h * s}px`,
      });
      this.frame.dataset.frame = this.selected.join(",");
    }
    for (const old of this.stage.querySelectorAll(".selection-other")) old.remove();
    for (const [x, y, w, h] of this.others) {
      const box = document.createElement("div");
      box.className = "selection-other";
      Object.assign(box.style, { left: `${x * s}px`, top: `${y * s}px`, width: `${w * s}px`, height: `${h * s}px` });
      box.dataset.frame = [x, y, w, h].join(",");
      this.stage.append(box);
    }
    // What the page draws over the scene at this zoom (its layout issues).
    if (this.handlers.overlay) this.handlers.overlay(s);
  }
}
