// The centre pane: the rendered scene, zoom, click-to-select and the selection frame.

/** The canvas over `stage` (holding `image` and `frame`); `onClick(x, y)` in scene points. */
export class Canvas {
  constructor(scroll, stage, image, frame, onClick) {
    this.scroll = scroll;
    this.stage = stage;
    this.image = image;
    this.frame = frame;
    this.size = { width: 0, height: 0 };
    this.zoom = "fit";
    this.selected = null;
    image.addEventListener("click", (event) => {
      const scale = this.scale();
      onClick(event.offsetX / scale, event.offsetY / scale);
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

  /** Shows a new picture of a scene `size` points large. */
  show(url, size) {
    const old = this.image.src;
    this.size = size;
    this.image.src = url;
    if (old && old.startsWith("blob:")) URL.revokeObjectURL(old);
    this.layout();
  }

  /** Selects the view with `frame` ([x, y, w, h] in scene points), or nothing. */
  select(frame) {
    this.selected = frame;
    this.layout();
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
    }
  }
}
