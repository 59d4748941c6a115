// Typed controls for the inspectors. Each takes the current value as text (the forms
// `easel edit` reads) and calls `commit(text)` with a new one.

function element(tag, props = {}, children = []) {
  const e = document.createElement(tag);
  Object.assign(e, props);
  e.append(...children);
  return e;
}

/** Colour well with hex and alpha: `#RRGGBBAA`; `system:NAME` and `named:NAME` typed as text.
 * With no value, the well shows `fallback` (the code's default, when known) and the text
 * field names it as its placeholder. */
export function colorControl(value, commit, fallback = "") {
  const shown = value || fallback;
  const hex = /^#[0-9A-Fa-f]{8}$/.test(shown) ? shown : "";
  const swatch = element("input", { type: "color", className: "swatch", value: hex ? hex.slice(0, 7) : "#000000" });
  const text = element("input", {
    type: "text", className: "hex", value, placeholder: fallback ? `default ${fallback}` : "default", size: 10,
  });
  // The project's colour sets and UIKit's system colours, offered as `named:` / `system:`.
  text.setAttribute("list", "easel-colors");
  const alpha = element("input", {
    type: "number", className: "alpha", min: 0, max: 100, step: 1, title: "Alpha (%)",
    value: hex ? Math.round((parseInt(hex.slice(7, 9), 16) / 255) * 100) : 100,
  });
  const fromWell = () => {
    const a = Math.round((Math.max(0, Math.min(100, Number(alpha.value))) / 100) * 255);
    commit(swatch.value.toUpperCase() + a.toString(16).padStart(2, "0").toUpperCase());
  };
  swatch.addEventListener("change", fromWell);
  alpha.addEventListener("change", fromWell);
  text.addEventListener("change", () => {
    const v = text.value.trim();
    commit(/^#[0-9A-Fa-f]{6}$/.test(v) ? v.toUpperCase() + "FF" : v);
  });
  return [swatch, text, alpha];
}

/** Number field with a stepper; `scrubber` (the row's name) drags to change it. `min` and
 * `max` (the attribute's range, from the server: alpha 0 to 1) bound what the stepper, the
 * scrubbing and the typed text commit; `integer` rounds to whole numbers. */
export function numberControl(value, commit, { integer = false, scrubber = null, min = null, max = null } = {}) {
  const bounded = min !== null && max !== null;
  const step = integer ? 1 : bounded && max - min <= 1 ? 0.05 : 0.5;
  const input = element("input", { type: "number", step: integer ? 1 : "any", value });
  if (min !== null) input.min = min;
  if (max !== null) input.max = max;
  const clamp = (v) => {
    let n = integer ? Math.round(v) : Math.round(v * 1000) / 1000;
    if (min !== null) n = Math.max(min, n);
    if (max !== null) n = Math.min(max, n);
    return n;
  };
  const set = (v) => {
    input.value = clamp(v);
    commit(String(input.value));
  };
  // Typed text that is a number is kept in range; anything else goes as typed, for the
  // server to refuse with its reason.
  input.addEventListener("change", () => {
    const n = Number(input.value);
    if (input.value.trim() !== "" && Number.isFinite(n)) input.value = clamp(n);
    commit(input.value);
  });
  const minus = element("button", { textContent: "−", title: "Smaller", onclick: () => set(Number(input.value || 0) - step) });
  const plus = element("button", { textContent: "+", title: "Larger", onclick: () => set(Number(input.value || 0) + step) });
  if (scrubber) {
    scrubber.classList.add("scrub");
    scrubber.addEventListener("pointerdown", (down) => {
      const start = Number(input.value || 0);
      scrubber.setPointerCapture(down.pointerId);
      const move = (event) => {
        input.value = clamp(start + Math.round((event.clientX - down.clientX) / 4) * step);
      };
      const up = () => {
        scrubber.removeEventListener("pointermove", move);
        scrubber.removeEventListener("pointerup", up);
        if (Number(input.value) !== start) commit(String(input.value));
      };
      scrubber.addEventListener("pointermove", move);
      scrubber.addEventListener("pointerup", up);
    });
  }
  return [input, element("span", { className: "stepper" }, [minus, plus])];
}

/** Checkbox: `YES` / `NO`. */
export function boolControl(value, commit) {
  const box = element("input", { type: "checkbox", checked: value === "YES" || value === "true" });
  box.addEventListener("change", () => commit(box.checked ? "YES" : "NO"));
  return [box];
}

/** Text field, committed on change. */
export function textControl(value, commit, { list = null } = {}) {
  const input = element("input", { type: "text", value });
  if (list) input.setAttribute("list", list);
  input.addEventListener("change", () => commit(input.value));
  return [input];
}

/** A choice among `options`. */
export function enumControl(value, options, fallback, commit) {
  const select = element("select", {}, options.map((o) => element("option", { value: o, textContent: o })));
  select.value = value || fallback;
  select.addEventListener("change", () => commit(select.value));
  return [select];
}

/** x/y, width/height or x/y/width/height fields, committed together as `a,b[,c,d]`. */
export function groupControl(value, names, commit) {
  const parts = value ? value.split(",") : names.map(() => "0");
  const inputs = names.map((name, i) =>
    element("input", { type: "number", step: "any", value: parts[i] ?? "0", title: name, placeholder: name }));
  for (const input of inputs) {
    input.addEventListener("change", () => commit(inputs.map((x) => x.value || "0").join(",")));
  }
  // Each number under its name, as Interface Builder labels X, Y, Width and Height.
  const labelled = inputs.map((input, i) => element("label", {}, [
    input, element("span", { textContent: names[i][0].toUpperCase() + names[i].slice(1) })]));
  return [element("span", { className: "group" }, labelled)];
}

/** A picker of the project's images (asset catalogs and loose files): the default (none)
 * and each name; a name the project does not have stays listed, marked missing. */
export function imageControl(value, commit, images) {
  const select = element("select", { className: "image-picker" }, [element("option", { value: "", textContent: "None (default)" })]);
  const names = [...images];
  if (value && !names.includes(value)) names.unshift(value);
  for (const name of names) {
    select.append(element("option", { value: name, textContent: images.includes(name) ? name : `${name} (missing)` }));
  }
  select.value = value;
  select.addEventListener("change", () => commit(select.value));
  return [select];
}

/** The control for an inspectable kind (`color`, `int`, `cgFloat`, …, `image`); `assets`
 * holds the project's `images`; `fallback` is what a colour well shows without a value;
 * `limits` ({minimum, maximum, wholeNumber}, as an attribute of GET /api/inspect has them)
 * bound a number. */
export function controlFor(kind, value, commit, scrubber, assets = { images: [] }, fallback = "", limits = {}) {
  const min = limits.minimum ?? null;
  const max = limits.maximum ?? null;
  switch (kind) {
    case "color": return colorControl(value, commit, fallback);
    case "int": return numberControl(value, commit, { integer: true, scrubber, min, max });
    case "cgFloat": case "double": case "float": case "number":
      return numberControl(value, commit, { integer: limits.wholeNumber === true, scrubber, min, max });
    case "bool": return boolControl(value, commit);
    case "point": return groupControl(value, ["x", "y"], commit);
    case "size": return groupControl(value, ["width", "height"], commit);
    case "rect": return groupControl(value, ["x", "y", "width", "height"], commit);
    case "range": return groupControl(value, ["location", "length"], commit);
    case "image": return imageControl(value, commit, assets.images);
    default: return textControl(value, commit);
  }
}
