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

/** Shows the Attributes pane again as it was last filled (the State Config changed). */
let showAttributesAgain = () => {};

/** Fills the Attributes pane for `info` (GET /api/inspect); `assets` is GET /api/assets;
 * `change(endpoint, body)` posts a title or font (docs/designer-api.md). */
export function showAttributes(pane, info, edit, assets, change = null) {
  pane.replaceChildren();
  showAttributesAgain = () => showAttributes(pane, info, edit, assets, change);
  if (change && (info.title !== undefined && info.title !== null || info.font)) showText(pane, info, change, assets);
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

/** The button state the Attributes inspector's State Config shows, kept across redraws. */
let buttonState = "normal";

/** A button's State Config, its title and image for that state, and a label's or button's
 * font, as Interface Builder's Attributes inspector shows them: font type (System, System
 * Bold, System Italic, Custom), size, and the name of a custom font. A button with a
 * configuration (Xcode 13's style) has its normal title only. */
function showText(pane, info, change, assets) {
  pane.append(element("h3", { textContent: info.element === "button" ? "Button" : "Text" }));
  const addRow = (key, label, controls) => {
    const r = element("div", { className: "field" }, [
      element("span", { className: "name", textContent: label }), element("span", { className: "control" }, controls)]);
    r.dataset.key = key;
    pane.append(r);
    return r;
  };
  const button = info.button && !info.button.configured ? info.button : null;
  const state = button ? button.states.find((s) => s.state === buttonState) ?? button.states[0] : null;
  if (button) {
    const names = [["normal", "Default"], ["highlighted", "Highlighted"], ["selected", "Selected"], ["disabled", "Disabled"]];
    const config = element("select", {}, names.map(([value, text]) => element("option", { value, textContent: text, selected: value === state.state })));
    config.addEventListener("change", () => { buttonState = config.value; pane.replaceChildren(); showAttributesAgain(pane); });
    addRow("stateConfig", "State Config", [config]);
  } else if (info.button?.configured) {
    pane.append(element("p", { className: "note", textContent: "A configured button (Xcode 13's style): its configuration draws its title, image and insets." }));
  }
  if (info.title !== undefined && info.title !== null) {
    const value = state && state.state !== "normal" ? state.title ?? "" : info.title;
    const title = element("input", { type: "text", value, placeholder: state && state.state !== "normal" ? "Default's title" : "Title" });
    title.addEventListener("change", () => change("title", { title: title.value, state: state?.state ?? "normal" }));
    addRow("title", "Title", [title]);
  }
  if (state) {
    const list = element("datalist", { id: "button-image-names" }, (assets?.images || []).map((name) => element("option", { value: name })));
    const image = element("input", { type: "text", value: state.image ?? "", placeholder: "Image", title: "An asset's name, or an SF Symbol's" });
    image.setAttribute("list", "button-image-names");
    const system = element("input", { type: "checkbox", checked: state.system, title: "SF Symbol (catalog=\"system\")" });
    const commit = () => change("button-image", { image: image.value.trim() || null, system: system.checked, state: state.state });
    image.addEventListener("change", commit);
    system.addEventListener("change", () => { if (image.value.trim()) commit(); });
    addRow("image", "Image", [image, list, element("label", { className: "inline" }, [system, element("span", { textContent: "SF Symbol" })])]);
  }
  if (!info.font) return;
  const font = info.font;
  const types = [["system", "System"], ["boldSystem", "System Bold"], ["italicSystem", "System Italic"], ["custom", "Custom"]];
  if (font.type === "textStyle") types.push(["textStyle", font.style.replace("UICTFontTextStyle", "Text Style ")]);
  const type = element("select", {}, types.map(([value, text]) => element("option", { value, textContent: text, selected: value === font.type })));
  const size = element("input", { type: "number", min: 1, max: 1000, step: 1, value: font.size ?? 17, title: "Size" });
  const name = element("input", { type: "text", value: font.name ?? "", placeholder: "PostScript name" });
  let nameRow = null;
  const commit = () => {
    nameRow.hidden = type.value !== "custom";
    if (type.value === "custom" && !name.value.trim()) { name.focus(); return; }
    if (type.value === "textStyle") return;
    const value = { type: type.value, size: Number(size.value) };
    if (type.value === "system" && font.weight && font.type === "system") value.weight = font.weight;
    if (type.value === "custom") value.name = name.value.trim();
    change("font", { font: value });
  };
  type.addEventListener("change", commit);
  size.addEventListener("change", commit);
  name.addEventListener("change", commit);
  const row = element("div", { className: "field" }, [
    element("span", { className: "name", textContent: "Font" }), element("span", { className: "control" }, [type, size])]);
  row.dataset.key = "font";
  nameRow = element("div", { className: "field", hidden: font.type !== "custom" }, [
    element("span", { className: "name", textContent: "Font Name" }), element("span", { className: "control" }, [name])]);
  nameRow.dataset.key = "fontName";
  pane.append(row, nameRow);
}

/** Fills the Connections pane: the object's outlets, actions and segues, then those pointing
 * at it, each with the other end; an outlet its class's source does not declare is marked. */
export function showConnections(pane, info) {
  pane.replaceChildren();
  const list = info.connections || [];
  pane.append(element("h3", { textContent: `${info.customClass || info.className} ${info.id}` }));
  if (!list.length) {
    pane.append(element("p", { className: "note", textContent: "No outlets, actions or segues." }));
    return;
  }
  const groups = [["outlet", "Outlets"], ["outletCollection", "Outlet Collections"], ["action", "Actions"], ["segue", "Segues"]];
  for (const [kind, title] of groups) {
    const own = list.filter((c) => c.kind === kind && c.source === info.id);
    const incoming = list.filter((c) => c.kind === kind && c.source !== info.id);
    if (!own.length && !incoming.length) continue;
    pane.append(element("h3", { textContent: title }));
    const table = element("table", { className: "connections" });
    for (const c of own.concat(incoming)) {
      const other = c.source === info.id ? `${c.destinationClass} ${c.destination}` : `from ${c.sourceClass} ${c.source}`;
      const row = element("tr", {}, [
        element("td", { textContent: c.name + (c.event ? ` (${c.event})` : "") }),
        element("td", { textContent: "→ " + other }),
        element("td", { textContent: c.exists === false ? "not in source" : c.destinationClass === "missing" ? "missing object" : "" }),
      ]);
      row.classList.toggle("missing", c.exists === false || c.destinationClass === "missing");
      Object.assign(row.dataset, { kind: c.kind, name: c.name, destination: c.destination });
      table.append(row);
    }
    pane.append(table);
  }
}

/** Fills the Size pane: the frame (edited as a frame edit), the constraints that touch the
 * view (constant editable, each deletable: `change(endpoint, body)`), and Interface Builder's
 * "Add New Constraints": pin edges to the nearest neighbour, the safe area or the superview
 * ("Constrain to margins": its margins), a width, a height, centres in the container. */
export function showSize(pane, info, edit, change = null, selection = []) {
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
      textContent: "Placed by constraints: dragging it changes their constants; a frame edit changes the stored frame only.",
    }));
  }
  pane.append(element("h3", { textContent: `Constraints (${(size.constraints || []).length})` }));
  const list = element("ul", { className: "constraints" });
  const items = size.items || [];
  for (const text of size.constraints || []) {
    const item = items.find((i) => i.text === text);
    const li = element("li", {}, [element("span", { className: "text", textContent: text, title: text })]);
    if (item && change) {
      li.dataset.id = item.id;
      const constant = element("input", { type: "number", value: item.constant, step: 1, title: "Constant" });
      constant.addEventListener("change", () => change("constant", { constraint: item.id, constant: Number(constant.value) }));
      const remove = element("button", { textContent: "−", title: "Delete the constraint", onclick: () => change("unpin", { constraint: item.id }) });
      // Relation, multiplier and priority, as the constraint's own inspector edits them.
      const relation = element("select", { title: "Relation" }, [["equal", "="], ["greaterThanOrEqual", "≥"], ["lessThanOrEqual", "≤"]]
        .map(([value, text]) => element("option", { value, textContent: text, selected: value === item.relation })));
      relation.addEventListener("change", () => change("constraint", { constraint: item.id, relation: relation.value }));
      const priority = element("input", { type: "number", min: 1, max: 1000, step: 1, value: item.priority, title: "Priority" });
      priority.addEventListener("change", () => change("constraint", { constraint: item.id, priority: Number(priority.value) }));
      // The "Installed" checkbox: an uninstalled constraint stays in the document, excluded
      // from the base configuration, and takes no part in layout.
      const installed = element("input", { type: "checkbox", checked: item.installed !== false, title: "Installed" });
      installed.addEventListener("change", () => change("constraint", { constraint: item.id, installed: installed.checked }));
      li.classList.toggle("uninstalled", item.installed === false);
      const details = [element("label", { className: "installed" }, [installed, element("span", { textContent: "Installed" })]), relation];
      if (item.multiplier !== undefined && item.multiplier !== null) {
        const multiplier = element("input", { type: "text", value: item.multiplier, title: "Multiplier (a number or a ratio such as 16:9)", size: 5 });
        multiplier.addEventListener("change", () => change("constraint", { constraint: item.id, multiplier: multiplier.value.trim() }));
        details.push(element("span", { textContent: "×" }), multiplier);
      }
      details.push(element("span", { textContent: "@" }), priority);
      li.append(constant, remove, element("div", { className: "details" }, details));
    }
    list.append(li);
  }
  pane.append(list);
  // A button's insets (before configurations: content, title, image), each top, left,
  // bottom, right, as the Size inspector edits them.
  if (change && info.button && !info.button.configured) {
    pane.append(element("h3", { textContent: "Insets" }));
    for (const [kind, label] of [["content", "Content"], ["title", "Title"], ["image", "Image"]]) {
      const values = info.button.insets[kind] || [0, 0, 0, 0];
      const inputs = ["Top", "Left", "Bottom", "Right"].map((side, i) => {
        const input = element("input", { type: "number", step: 1, value: values[i], title: `${label} inset, ${side}` });
        input.dataset.side = side.toLowerCase();
        return input;
      });
      for (const input of inputs) {
        input.addEventListener("change", () => change("insets", { kind, insets: inputs.map((x) => Number(x.value) || 0) }));
      }
      const r = element("div", { className: "field insets" }, [
        element("span", { className: "name", textContent: label }), element("span", { className: "control" }, inputs)]);
      r.dataset.key = `${kind}Insets`;
      pane.append(r);
    }
  }
  if (!change || !size.frame) return;
  pane.append(element("h3", { textContent: "Add New Constraints" }));
  const pins = element("div", { className: "pins" });
  const fields = {};
  const [, , w, h] = size.frame;
  const edges = new Set(["leading", "trailing", "top", "bottom"]);
  for (const [pin, label, value] of [["leading", "Leading", ""], ["trailing", "Trailing", ""], ["top", "Top", ""], ["bottom", "Bottom", ""],
    ["width", "Width", w], ["height", "Height", h], ["centerX", "Center X", 0], ["centerY", "Center Y", 0],
    ["aspectRatio", "Aspect Ratio", null]]) {
    const box = element("input", { type: "checkbox" });
    const number = element("input", { type: "number", value: value ?? "", step: 1, placeholder: "now", hidden: value === null });
    box.dataset.pin = pin;
    number.dataset.pin = pin;
    fields[pin] = { box, number };
    const parts = [box, element("span", { textContent: label }), number];
    // An edge's menu, as the popover's: the nearest neighbour (else the superview), the
    // superview's safe area, or the superview itself.
    if (edges.has(pin)) {
      const to = element("select", { title: `${label}: pin to` }, [["nearest", "Nearest"], ["safeArea", "Safe Area"], ["superview", "Superview"]]
        .map(([v, text]) => element("option", { value: v, textContent: text })));
      to.dataset.pin = pin;
      fields[pin].to = to;
      parts.push(to);
    }
    pins.append(element("label", { className: edges.has(pin) ? "edge" : "" }, parts));
  }
  // "Constrain to margins", on by default as in Interface Builder: an edge pinned to the
  // superview (not a neighbour, not the safe area) is pinned to its margin.
  const margins = element("input", { type: "checkbox", id: "constrain-to-margins", checked: true });
  const add = element("button", { id: "add-constraints", textContent: "Add Constraints" });
  add.addEventListener("click", () => {
    const chosen = Object.entries(fields).filter(([, f]) => f.box.checked).map(([pin, f]) => {
      const item = f.number.value === "" ? { pin } : { pin, constant: Number(f.number.value) };
      if (f.to && f.to.value !== "nearest") item.to = f.to.value;
      return item;
    });
    if (chosen.length) change("pin", { pins: chosen, margins: margins.checked });
  });
  pane.append(pins, element("label", { className: "margins" }, [margins, element("span", { textContent: "Constrain to margins" })]), add);
  // Interface Builder's Align popover, for two views or more (shift-click): each aligned with
  // the first selected.
  if (selection.length < 2) return;
  pane.append(element("h3", { textContent: `Align ${selection.length} Views` }));
  const aligns = element("div", { className: "aligns" });
  for (const [align, label] of [["leading", "Leading Edges"], ["trailing", "Trailing Edges"], ["top", "Top Edges"], ["bottom", "Bottom Edges"],
    ["centerX", "Horizontal Centers"], ["centerY", "Vertical Centers"], ["firstBaseline", "First Baselines"], ["lastBaseline", "Last Baselines"],
    ["equalWidths", "Equal Widths"], ["equalHeights", "Equal Heights"]]) {
    const button = element("button", { textContent: label, onclick: () => change("align", { objects: selection, align }) });
    button.dataset.align = align;
    aligns.append(button);
  }
  pane.append(aligns);
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
