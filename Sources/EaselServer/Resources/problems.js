// Under the canvas: designables that are not Up to date, as Interface Builder's issue
// navigator shows them — Build failed with the compiler's located errors and their source
// lines, Crashed with the signal, phase and backtrace, Timed out with the phase.

function element(tag, props = {}, children = []) {
  const e = document.createElement(tag);
  Object.assign(e, props);
  e.append(...children);
  return e;
}

/** Fills `pane` from `{Class: {status, problems?, phase?, signal?, backtrace?, lastGoodPixels?}}`;
 * hides it when every class is Up to date. */
export function showProblems(pane, statuses) {
  pane.replaceChildren();
  const failing = Object.entries(statuses).filter(([, s]) => s.status !== "Up to date");
  pane.hidden = failing.length === 0;
  for (const [name, s] of failing) {
    const box = element("div", { className: "designable" });
    box.dataset.class = name;
    box.dataset.status = s.status.split(" ")[0];
    box.append(element("h4", { textContent: `${name}: ${s.status}` }));
    if (s.lastGoodPixels) {
      box.append(element("div", { className: "note", textContent: "The canvas shows the last build that succeeded." }));
    }
    for (const p of s.problems || []) {
      const line = element("div", { className: "problem" }, [
        element("span", { className: "where", textContent: p.location ? `${p.location}: ` : "" }),
        `${p.severity}: ${p.message}`,
      ]);
      if (p.source !== undefined) line.append(element("span", { className: "source", textContent: p.source }));
      box.append(line);
    }
    if (s.backtrace) box.append(element("pre", { className: "problem", textContent: s.backtrace }));
    pane.append(box);
  }
}
