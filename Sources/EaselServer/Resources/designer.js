// The designer page: documents and outline (left), canvas (centre), inspectors (right),
// toolbar (device, language, appearance, scale, zoom, undo, redo, theme). Talks to
// `easel serve` only through api.js.
import * as api from "./api.js";
import { Canvas } from "./canvas.js";
import { showDocuments, showOutline, viewAt, findView } from "./outline.js";
import { showAttributes, showIdentity } from "./inspector.js";

const $ = (id) => document.getElementById(id);
const state = { documents: [], path: null, outline: null, scene: null, view: null, statuses: {}, renders: 0 };

const canvas = new Canvas($("canvas-scroll"), $("stage"), $("scene"), $("selection"), (x, y) => {
  const hit = viewAt(currentScene()?.root, x, y);
  if (hit) select(state.scene, hit.id);
});

function currentScene() {
  return state.outline?.scenes.find((s) => s.id === state.scene) ?? null;
}

function status(text, isError = false) {
  $("status-line").textContent = text;
  $("status-line").classList.toggle("error", isError);
}

function notice(text, action = null) {
  const box = $("notice");
  box.hidden = !text;
  box.replaceChildren(text || "");
  if (action) {
    const button = document.createElement("button");
    button.textContent = action.label;
    button.addEventListener("click", action.run);
    box.append(button);
  }
}

async function openDocument(path) {
  state.path = path;
  state.view = null;
  showDocuments($("documents"), state.documents, path, openDocument);
  await loadOutline();
  const initial = state.outline.scenes.find((s) => s.id === state.outline.initialScene && s.root);
  state.scene = (initial ?? state.outline.scenes.find((s) => s.root))?.id ?? null;
  await refresh({ outline: false });
}

async function loadOutline() {
  state.outline = await api.get("outline", { document: state.path });
  $("undo").disabled = !state.outline.canUndo;
  $("redo").disabled = !state.outline.canRedo;
}

/** Reloads what an edit or another program's change may have changed. */
async function refresh({ outline = true } = {}) {
  if (outline) await loadOutline();
  drawOutline();
  await Promise.all([renderScene(), inspect()]);
}

function drawOutline() {
  showOutline($("outline"), state.outline, { scene: state.scene, view: state.view }, state.statuses, select);
}

async function renderScene() {
  const scene = currentScene();
  if (!scene || !scene.root) return;
  status(`Rendering ${scene.title}…`);
  const started = performance.now();
  try {
    const { url, statuses } = await api.render({
      document: state.path, scene: scene.id, scale: $("scale").value,
      appearance: $("appearance").value, language: $("language").value.trim(),
      device: $("device").value, v: String(state.outline.version),
    });
    Object.assign(state.statuses, statuses);
    const loaded = new Promise((resolve) => $("scene").addEventListener("load", resolve, { once: true }));
    canvas.show(url, { width: scene.root.frame[2], height: scene.root.frame[3] });
    await loaded;
    state.renders += 1;
    document.body.dataset.renders = String(state.renders);
    document.body.dataset.version = String(state.outline.version);
    const names = Object.entries(statuses).map(([name, s]) => `${name}: ${s}`).join(" · ");
    status(`${scene.title} · version ${state.outline.version} · ${Math.round(performance.now() - started)} ms` + (names ? ` · ${names}` : ""),
      Object.values(statuses).some((s) => s !== "Up to date"));
    drawOutline();
  } catch (error) {
    status(error.message, true);
  }
}

async function inspect() {
  if (!state.view) {
    $("attributes").replaceChildren("Select a view on the canvas or in the outline.");
    $("identity").replaceChildren();
    return;
  }
  try {
    const info = await api.get("inspect", { document: state.path, object: state.view });
    showAttributes($("attributes"), info, edit);
    showIdentity($("identity"), info, edit);
  } catch (error) {
    $("attributes").replaceChildren(error.message);
  }
}

async function select(sceneID, viewID) {
  const sceneChanged = sceneID !== state.scene;
  state.scene = sceneID;
  state.view = viewID;
  const view = viewID ? findView(currentScene()?.root, viewID) : null;
  canvas.select(view ? view.frame : null);
  drawOutline();
  if (sceneChanged) await renderScene();
  await inspect();
}

async function edit(change) {
  try {
    await api.post("edit", { document: state.path, object: state.view, baseVersion: state.outline.version, edit: change });
    notice(null);
  } catch (error) {
    if (error.status === 409) {
      notice(error.message, { label: "Reload", run: () => { notice(null); refresh(); } });
    } else {
      status(error.message, true);
    }
    return;
  }
  await refresh();
}

async function undo(redo = false) {
  try {
    await api.post(redo ? "redo" : "undo", { document: state.path });
  } catch (error) {
    status(error.message, true);
  }
  await refresh();
}

function applyTheme(theme) {
  document.documentElement.dataset.theme = theme;
  localStorage.setItem("easel-theme", theme);
}

function setZoom(value) {
  $("zoom").value = value;
  canvas.zoom = value;
  canvas.layout();
}

async function start() {
  applyTheme(localStorage.getItem("easel-theme") ||
    (matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light"));
  $("theme").addEventListener("click", () =>
    applyTheme(document.documentElement.dataset.theme === "dark" ? "light" : "dark"));
  for (const id of ["device", "appearance", "scale"]) $(id).addEventListener("change", renderScene);
  $("language").addEventListener("change", renderScene);
  $("zoom").addEventListener("change", () => setZoom($("zoom").value));
  $("undo").addEventListener("click", () => undo(false));
  $("redo").addEventListener("click", () => undo(true));
  for (const tab of document.querySelectorAll(".tabs button")) {
    tab.addEventListener("click", () => {
      for (const other of document.querySelectorAll(".tabs button")) other.classList.toggle("active", other === tab);
      $("attributes").hidden = tab.dataset.tab !== "attributes";
      $("identity").hidden = tab.dataset.tab !== "identity";
    });
  }
  document.addEventListener("keydown", (event) => {
    if (event.target.matches("input, select, textarea")) return;
    const command = event.metaKey || event.ctrlKey;
    if (command && event.key.toLowerCase() === "z") {
      event.preventDefault();
      undo(event.shiftKey);
    } else if (command && (event.key === "=" || event.key === "+")) {
      event.preventDefault();
      setZoom(String(Math.min(4, canvas.scale() * 1.25)));
    } else if (command && event.key === "-") {
      event.preventDefault();
      setZoom(String(Math.max(0.5, canvas.scale() / 1.25)));
    } else if (command && event.key === "0") {
      event.preventDefault();
      setZoom("fit");
    }
  });
  api.connect(async (message) => {
    if (message.type !== "changed" || message.document !== state.path) return;
    if (state.outline && message.version === state.outline.version) return;
    if (message.by !== "the designer") notice(`${state.path.split("/").pop()} was changed by ${message.by}; shown as it is now.`);
    await refresh();
  });
  const { documents } = await api.get("documents");
  state.documents = documents;
  const wanted = new URLSearchParams(location.search).get("document");
  showDocuments($("documents"), documents, null, openDocument);
  if (documents.length) await openDocument(documents.includes(wanted) ? wanted : documents[0]);
  else status("No storyboards or xibs in this project.");
}

start().catch((error) => status(error.message, true));
