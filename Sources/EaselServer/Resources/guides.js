// Interface Builder's guides while a view is dragged or resized: its edges and centre snap
// to the edges and centres of its siblings and its superview, to the standard spacing (8
// points) from a sibling and to the superview's margins; the lines it lines up with are
// drawn, and the distances to its nearest neighbours (or the superview's edges) shown.
// Every frame is [x, y, w, h] in the scene's points (the laid-out frames the canvas shows).

/** The standard spacing between siblings, as Interface Builder's guides place them. */
export const standardSpacing = 8;

const lines = ([x, y, w, h]) => ({ x: [x, x + w / 2, x + w], y: [y, y + h / 2, y + h] });

/** What the dragged frame may snap to along one axis (`axis` "x" or "y"): `{value, kind,
 * mine, other}` — `mine` the index of the dragged frame's line it matches (0 the near edge,
 * 1 the centre, 2 the far edge), `other` the frame it comes from (for the guide's extent). */
function candidates(axis, { parent, siblings, margin }) {
  const out = [];
  const i = axis === "x" ? 0 : 1;
  const size = (f) => f[i + 2];
  if (parent) {
    const p = lines(parent)[axis];
    for (const mine of [0, 1, 2]) out.push({ value: p[mine], kind: "align", mine, other: parent });
    out.push({ value: parent[i] + margin, kind: "margin", mine: 0, other: parent });
    out.push({ value: parent[i] + size(parent) - margin, kind: "margin", mine: 2, other: parent });
  }
  for (const s of siblings) {
    const l = lines(s)[axis];
    for (const value of l) for (const mine of [0, 1, 2]) {
      // Edges with edges, centres with centres, as Interface Builder pairs them.
      if ((mine === 1) !== (value === l[1])) continue;
      out.push({ value, kind: "align", mine, other: s });
    }
    out.push({ value: s[i] + size(s) + standardSpacing, kind: "spacing", mine: 0, other: s });
    out.push({ value: s[i] - standardSpacing, kind: "spacing", mine: 2, other: s });
  }
  return out;
}

/** Snaps `rect` (the frame being dragged; `moving`: which of its lines move — `{x: [near,
 * centre, far], y: […]}` booleans, all for a move, one edge for a resize handle) to the
 * nearest candidate within `tolerance` points on each axis. Returns `{rect, guides}`: the
 * snapped frame and the guides it now lines up with (`{axis, at, from, to, kind, other}`). */
export function snap(rect, context, tolerance, moving) {
  let [x, y, w, h] = rect;
  for (const axis of ["x", "y"]) {
    const mine = lines([x, y, w, h])[axis];
    let best = null;
    for (const c of candidates(axis, context)) {
      if (!moving[axis][c.mine]) continue;
      const delta = c.value - mine[c.mine];
      if (Math.abs(delta) <= tolerance && (!best || Math.abs(delta) < Math.abs(best))) best = delta;
    }
    if (best === null) continue;
    const resize = !moving[axis][1];
    if (axis === "x") {
      if (!resize) x += best;
      else if (moving.x[0]) { x += best; w -= best; } else w += best;
    } else if (!resize) y += best;
    else if (moving.y[0]) { y += best; h -= best; } else h += best;
  }
  return { rect: [x, y, w, h], guides: guidesFor([x, y, w, h], context) };
}

/** The guides `rect` lines up with: each candidate one of its lines lies on (within half a
 * point: a frame is moved by whole points, a centre may lie on a half). */
export function guidesFor(rect, context) {
  const guides = [];
  for (const axis of ["x", "y"]) {
    const mine = lines(rect)[axis];
    const across = axis === "x" ? 1 : 0;
    for (const c of candidates(axis, context)) {
      if (Math.abs(c.value - mine[c.mine]) > 0.5) continue;
      const from = Math.min(rect[across], c.other[across]);
      const to = Math.max(rect[across] + rect[across + 2], c.other[across] + c.other[across + 2]);
      if (guides.some((g) => g.axis === axis && g.at === c.value && g.kind === c.kind)) continue;
      guides.push({ axis, at: c.value, from, to, kind: c.kind, other: c.other });
    }
  }
  return guides;
}

/** The distances from `rect` to the nearest sibling on each side (one overlapping it across),
 * else to the superview's edge: `[{side, from, to, at, value}]`, `from`–`to` along the axis
 * the distance is measured on, `at` the line across it where it is drawn. */
export function distances(rect, { parent, siblings }) {
  const [x, y, w, h] = rect;
  const out = [];
  const overlapsY = (s) => s[1] < y + h && s[1] + s[3] > y;
  const overlapsX = (s) => s[0] < x + w && s[0] + s[2] > x;
  const nearest = (values) => values.length ? Math.max(...values) : null;
  const farthest = (values) => values.length ? Math.min(...values) : null;
  const sides = [
    ["left", nearest(siblings.filter((s) => overlapsY(s) && s[0] + s[2] <= x).map((s) => s[0] + s[2])), parent && parent[0], x, "x", y + h / 2],
    ["right", farthest(siblings.filter((s) => overlapsY(s) && s[0] >= x + w).map((s) => s[0])), parent && parent[0] + parent[2], x + w, "x", y + h / 2],
    ["top", nearest(siblings.filter((s) => overlapsX(s) && s[1] + s[3] <= y).map((s) => s[1] + s[3])), parent && parent[1], y, "y", x + w / 2],
    ["bottom", farthest(siblings.filter((s) => overlapsX(s) && s[1] >= y + h).map((s) => s[1])), parent && parent[1] + parent[3], y + h, "y", x + w / 2],
  ];
  for (const [side, sibling, edge, mine, axis, at] of sides) {
    const other = sibling ?? edge;
    if (other === null || other === undefined) continue;
    const [from, to] = [Math.min(mine, other), Math.max(mine, other)];
    out.push({ side, axis, from, to, at, value: Math.round((to - from) * 100) / 100 });
  }
  return out;
}

/** Draws `guides` and `measures` (from `snap` and `distances`) in `stage` at `scale` CSS
 * pixels a point, replacing those drawn before; nothing to draw removes them. */
export function drawGuides(stage, guides, measures, scale) {
  for (const old of stage.querySelectorAll(".guide, .guide-distance")) old.remove();
  for (const g of guides) {
    const line = document.createElement("div");
    line.className = `guide ${g.kind}`;
    line.dataset.axis = g.axis;
    line.dataset.at = String(g.at);
    line.dataset.kind = g.kind;
    const box = g.axis === "x"
      ? { left: g.at * scale, top: g.from * scale, width: 0, height: (g.to - g.from) * scale }
      : { left: g.from * scale, top: g.at * scale, width: (g.to - g.from) * scale, height: 0 };
    Object.assign(line.style, Object.fromEntries(Object.entries(box).map(([k, v]) => [k, `${v}px`])));
    stage.append(line);
  }
  for (const m of measures) {
    if (m.value <= 0) continue;
    const line = document.createElement("div");
    line.className = `guide-distance ${m.axis}`;
    line.dataset.side = m.side;
    line.dataset.value = String(m.value);
    const box = m.axis === "x"
      ? { left: m.from * scale, top: m.at * scale, width: (m.to - m.from) * scale, height: 0 }
      : { left: m.at * scale, top: m.from * scale, width: 0, height: (m.to - m.from) * scale };
    Object.assign(line.style, Object.fromEntries(Object.entries(box).map(([k, v]) => [k, `${v}px`])));
    const label = document.createElement("span");
    label.textContent = String(m.value);
    line.append(label);
    stage.append(line);
  }
}
