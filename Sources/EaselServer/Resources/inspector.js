// The right pane: the Attributes inspector (the class's @IBInspectable properties, then
// Interface Builder's common attributes) and the Identity inspector (class, module, User
// Defined Runtime Attributes). `edit(op)` sends one edit object (docs/designer-api.md).
import { controlFor, enumControl, groupControl } from "./controls.js";

function element(tag, props = {}, children = []) {
  const e = document.createElement(tag);
  Object.assign(e, props);
  e.append(...children);
  return e;
}

/** One inspector row: name, control, reset (when the document overrides the default). */
function field({ key, label, kind, type, value, overridden, defaultText, build, reset }) {
  const name = element("span", { className: "name", textContent: label, title: key });
  const control = element("span", { className: "control" });
  control.append(...build(name));
  const resetButton = element("button", {
    className: "reset", textContent: overridden ? "⟲" : "", title: "Reset to the default",
    disabled: !overridden, onclick: reset,
  });
  const row = element("div", { className: "field" + (overridden ? " overridden" : "") }, [name, control, resetButton]);
  Object.assign(row.dataset, { key, kind, type, overridden: overridden ? "yes" : "no" });
  if (defaultText) row.append(element("span", { className: "default", textContent: `default: ${defaultText}`, title: defaultText }));
  return row;
}

/** Fills the Attributes pane for `info` (GET /api/inspect); `assets` is GET /api/assets. */
export function showAttributes(pane, info, edit, assets) {
  pane.replaceChildren();
  if (info.inspectables.length) {
    pane.append(element("h3", { textContent: info.customClass || info.className }));
    for (const p of info.inspectables) {
      pane.append(field({
        key: p.name, label: p.name, kind: "inspectable", type: p.type, value: p.value ?? "",
        overridden: p.overridden, defaultText: p.default,
        // Not set by the document: the control shows the code's default where it is a value
        // (a colour's in its well, a Boolean's in its box, a number's in its field).
        build: (name) => controlFor(p.type, p.value ?? (p.type === "color" ? "" : p.defaultValue ?? ""), (text) => text === "" && p.type === "image"
          ? edit({ op: "remove-runtime", keyPath: p.name })
          : edit({ op: "set-runtime", keyPath: p.name, type: p.runtimeType, value: text }), name, assets,
          p.defaultValue ?? ""),
        reset: () => edit({ op: "remove-runtime", keyPath: p.name }),
      }));
    }
  }
  pane.append(element("h3", { textContent: info.className.replace(/^UI/, "") }));
  for (const a of info.attributes) {
    const commit = (text) => a.edit === "color"
      ? edit({ op: "color", key: a.key, value: text })
      : edit({ op: "set", name: a.key, value: text });
    pane.append(field({
      key: a.key, label: a.label, kind: "attribute", type: a.type, value: a.value ?? "",
      overridden: a.overridden, defaultText: a.overridden ? "" : a.default,
      build: (name) => a.type === "enum"
        ? enumControl(a.value, a.options, a.default, commit)
        : controlFor(a.type, a.value ?? (a.type === "color" ? "" : a.default), commit, name, assets, "", a),
      reset: () => a.edit === "color"
        ? edit({ op: "remove-color", key: a.key })
        : edit({ op: "remove", name: a.key }),
    }));
  }
}

/** Fills the Identity pane: class, module, runtime attributes (edit, add, remove);
 * `runtimeTypes` are the types a new runtime attribute may have (`/api/library`). */
export function showIdentity(pane, info, edit, runtimeTypes) {
  pane.replaceChildren();
  const classInput = element("input", { type: "text", value: info.customClass, placeholder: info.className });
  classInput.setAttribute("list", "easel-classes");
  classInput.addEventListener("change", () => classInput.value
    ? edit({ op: "set", name: "customClass", value: classInput.value })
    : edit({ op: "remove", name: "customClass" }));
  pane.append(
    element("h3", { textContent: "Custom Class" }),
    element("div", { className: "field" }, [element("span", { className: "name", textContent: "Class" }), classInput]),
    element("div", { className: "field" }, [
      element("span", { className: "name", textContent: "Module" }),
      element("span", { textContent: info.customModule || "None" }),
    ]),
    element("h3", { textContent: "User Defined Runtime Attributes" }));
  const table = element("table", { className: "runtime-attributes" }, [element("tr", {}, ["Key Path", "Type", "Value", ""].map((t) => element("th", { textContent: t })))]);
  for (const r of info.runtimeAttributes) {
    const value = element("input", { type: "text", value: r.value });
    value.addEventListener("change", () => edit({ op: "set-runtime", keyPath: r.keyPath, type: r.type, value: value.value }));
    const remove = element("button", { textContent: "−", title: "Remove", onclick: () => edit({ op: "remove-runtime", keyPath: r.keyPath }) });
    const row = element("tr", {}, [element("td", { textContent: r.keyPath, title: r.keyPath }), element("td", { textContent: r.type }), element("td", {}, [value]), element("td", {}, [remove])]);
    row.dataset.keyPath = r.keyPath;
    table.append(row);
  }
  const keyPath = element("input", { type: "text", placeholder: "keyPath" });
  const type = element("select", {}, runtimeTypes.map((t) => element("option", { textContent: t })));
  const value = element("input", { type: "text", placeholder: "value" });
  const add = element("button", {
    textContent: "+", title: "Add",
    onclick: () => keyPath.value && edit({ op: "set-runtime", keyPath: keyPath.value, type: type.value, value: value.value }),
  });
  table.append(element("tr", {}, [element("td", {}, [keyPath]), element("td", {}, [type]), element("td", {}, [value]), element("td", {}, [add])]));
  pane.append(table);
}

/** Fills the Size pane: the frame (edited as a frame edit) and, read-only until layout
 * solving lands, the constraints that touch the view. */
export function showSize(pane, info, edit) {
  pane.replaceChildren();
  const size = info.size || {};
  pane.append(element("h3", { textContent: "Frame" }));
  if (size.frame) {
    const row = element("div", { className: "field" }, [
      element("span", { className: "name", textContent: "Frame" }),
      element("span", { className: "control" }, groupControl(size.frame.join(","), ["x", "y", "width", "height"],
        (text) => edit({ op: "frame", value: text }))),
    ]);
    row.dataset.key = "frame";
    pane.append(row);
  } else {
    pane.append(element("div", { className: "default", textContent: "No stored frame." }));
  }
  if (size.placedByConstraints) {
    pane.append(element("p", {
      className: "note",
      textContent: "Placed by constraints: a frame edit changes the stored frame and keeps the constraints.",
    }));
  }
  pane.append(element("h3", { textContent: `Constraints (${(size.constraints || []).length})` }));
  const list = element("ul", { className: "constraints" });
  for (const text of size.constraints || []) list.append(element("li", { textContent: text }));
  pane.append(list);
}

/** Fills `pane` with a "Debug selected view" report (GET /api/debug): the view and layer
 * trees, the calls its draw(_:) recorded, phase timings, runtime attributes applied or not. */
export function showDebugReport(pane, report) {
  pane.replaceChildren();
  pane.dataset.object = report.objectID;
  const section = (title, ...children) => pane.append(element("h3", { textContent: title }), ...children);
  section(`${report.className} ${report.objectID}`, element("pre", { className: "tree views", textContent: report.views }));
  section("Layer tree", element("pre", { className: "tree layers", textContent: report.layers }));
  section(`draw(_:) calls (${report.drawCalls.length})`,
    element("pre", { className: "tree draw-calls", textContent: report.drawCalls.join("\n") || "none: it drew nothing itself" }));
  const order = ["instantiate", "init(frame:)", "init(coder:)", "runtime attributes", "prepareForInterfaceBuilder()", "layoutSubviews()", "draw(_:)", "render"];
  const names = Object.keys(report.timings).sort((a, b) => (order.indexOf(a) + 99) % 99 - (order.indexOf(b) + 99) % 99);
  const timings = element("table", { className: "timings" });
  for (const name of names) {
    timings.append(element("tr", {}, [element("td", { textContent: name }), element("td", { textContent: `${report.timings[name].toFixed(2)} ms` })]));
  }
  section("Phases", timings);
  const attributes = element("table", { className: "runtime-outcomes" });
  for (const a of report.runtimeAttributes) {
    const row = element("tr", {}, [
      element("td", { textContent: a.keyPath }), element("td", { textContent: a.type }),
      element("td", { textContent: a.applied ? "applied" : `failed: ${a.reason || ""}`, className: a.applied ? "" : "error" }),
    ]);
    row.dataset.keyPath = a.keyPath;
    row.dataset.applied = a.applied ? "yes" : "no";
    attributes.append(row);
  }
  section(`Runtime attributes (${report.runtimeAttributes.length})`, attributes);
}
