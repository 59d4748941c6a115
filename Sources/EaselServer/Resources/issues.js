// Auto Layout issues (GET /api/layout-issues: what `easel layout` finds), shown as Interface
// Builder shows them: in the navigator, a list like the issue navigator's (conflicting
// constraints red, ambiguous views orange; a click selects the view), a dot on each outline
// row concerned, and on the canvas the views outlined and the conflicting constraints drawn
// as red lines between the edges they relate.

const horizontal = new Set(["left", "right", "leading", "trailing", "centerX", "leftMargin", "rightMargin",
  "leadingMargin", "trailingMargin", "centerXWithinMargins", "width"]);

/** The title of an issue as the issue navigator words it. */
function title(issue) {
  return issue.kind === "conflict" ? "Conflicting Constraints" : "Ambiguous Layout";
}

/** Fills `list` (a <ul>) with `issues`; `heading` is hidden with it when there are none;
 * `onSelect(issue)` when one is clicked. */
export function showIssues(list, heading, issues, onSelect) {
  list.replaceChildren();
  list.hidden = heading.hidden = issues.length === 0;
  heading.textContent = `Layout Issues (${issues.length})`;
  for (const issue of issues) {
    const item = document.createElement("li");
    item.className = issue.kind;
    item.dataset.kind = issue.kind;
    if (issue.object) item.dataset.object = issue.object;
    if (issue.constraint) item.dataset.constraint = issue.constraint;
    const icon = Object.assign(document.createElement("span"), { className: "icon" });
    const text = Object.assign(document.createElement("span"), { className: "text" });
    text.append(Object.assign(document.createElement("b"), { textContent: title(issue) + ": " }), issue.message);
    item.title = (issue.line ? `line ${issue.line}: ` : "") + issue.message;
    item.append(icon, text);
    item.addEventListener("click", () => onSelect(issue));
    list.append(item);
  }
}

/** Marks the outline rows (in `container`) of the views `issues` concern. */
export function flagOutline(container, issues) {
  for (const issue of issues) {
    for (const id of issue.views) {
      const row = container.querySelector(`.row[data-id="${CSS.escape(id)}"]`);
      if (!row || row.querySelector(`.issue-flag.${issue.kind}`)) continue;
      const flag = Object.assign(document.createElement("span"), { className: `issue-flag ${issue.kind}`, title: issue.message });
      row.append(flag);
    }
  }
}

/** The position of `attribute` on frame `f` ([x, y, w, h]) along its axis. */
function position(f, attribute) {
  const a = attribute.replace(/Margin$|WithinMargins$/, "");
  switch (a) {
    case "left": case "leading": return f[0];
    case "right": case "trailing": return f[0] + f[2];
    case "centerX": return f[0] + f[2] / 2;
    case "top": return f[1];
    case "bottom": return f[1] + f[3];
    case "centerY": return f[1] + f[3] / 2;
    default: return null;
  }
}

/** Draws `issues` over the canvas in `stage` at `scale` CSS pixels a point; `frameOf(id)` is
 * where a view was laid out in the frame shown. Replaces the marks drawn before. */
export function drawIssues(stage, issues, frameOf, scale) {
  for (const old of stage.querySelectorAll(".issue-mark")) old.remove();
  const px = (v) => `${v * scale}px`;
  const marked = new Set();
  for (const issue of issues) {
    for (const id of issue.views) {
      const f = frameOf(id);
      if (!f || marked.has(`${issue.kind}:${id}`)) continue;
      marked.add(`${issue.kind}:${id}`);
      const box = Object.assign(document.createElement("div"), { className: `issue-mark view ${issue.kind}` });
      Object.assign(box.style, { left: px(f[0]), top: px(f[1]), width: px(f[2]), height: px(f[3]) });
      box.dataset.view = id;
      box.append(Object.assign(document.createElement("span"), { className: "issue-badge", textContent: issue.kind === "conflict" ? "!" : "?" }));
      stage.append(box);
    }
    if (issue.kind !== "conflict" || !issue.attributes || !issue.views.length) continue;
    const first = frameOf(issue.views[0]);
    const second = frameOf(issue.views[1] ?? issue.views[0]) ?? first;
    if (!first) continue;
    const [a1, a2] = issue.attributes;
    const axis = horizontal.has(a1) ? "x" : "y";
    let from, to, at;
    if (a1 === "width" || a1 === "height") {
      // A size: a line across the view, its whole width or height.
      [from, to] = a1 === "width" ? [first[0], first[0] + first[2]] : [first[1], first[1] + first[3]];
      at = a1 === "width" ? first[1] + first[3] / 2 : first[0] + first[2] / 2;
    } else {
      const p1 = position(first, a1);
      const p2 = a2 ? position(second, a2) : p1;
      if (p1 === null || p2 === null) continue;
      [from, to] = [Math.min(p1, p2), Math.max(p1, p2)];
      at = axis === "x" ? first[1] + first[3] / 2 : first[0] + first[2] / 2;
      if (to - from < 1) { to = from + 1; }
    }
    const line = Object.assign(document.createElement("div"), { className: `issue-mark line ${axis}` });
    line.dataset.constraint = issue.constraint;
    Object.assign(line.style, axis === "x"
      ? { left: px(from), top: px(at), width: px(to - from), height: "0px" }
      : { left: px(at), top: px(from), width: "0px", height: px(to - from) });
    stage.append(line);
  }
}
