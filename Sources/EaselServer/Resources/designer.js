// The designer page: documents and outline (left), canvas (centre), inspectors (right),
// toolbar (device, language, appearance, scale, zoom, undo, redo, theme). Talks to
// `easel serve` only through api.js.
import * as api from "./api.js";
import { Canvas } from "./canvas.js";
import { showDocuments, showOutline, viewAt, findView, findParent } from "./outline.js";
import { showAttributes, showIdentity, showSize, showConnections, showDebugReport } from "./inspector.js";
import { showProblems } from "./problems.js";
import { showIssues, flagOutline, drawIssues } from "./issues.js";

const $ = (id) => document.getElementById(id);
const state = { assets: { images: [], colors: [] }, runtimeAttributeTypes: [], documents: [], path: null, outline: null, scene: null, view: null, statuses: {}, renders: 0,
  // The views selected (`view` is the last, the one the inspectors show), where each view
  // was laid out in the frame shown (id → [x, y, w, h]), and the views copied.
  selection: [], views: {}, clipboard: null,
  // The watch the canvas's frames answer (`tag`), the version of the last frame shown, and
  // who waits for a frame of a version.
  watchTag: 0, watched: null, frameVersion: 0, frameWaiters: [], started: 0,
  // Changes posted and not answered yet, and the latest version a `changed` push named
  // meanwhile (the answer shows the change; another page's is caught up with after it).
  posting: 0, pushedVersion: 0,
  // The background build of an agent the canvas waits for: what it is doing, since when.
  agentBuild: null,
  // The Auto Layout issues of the scene shown (GET /api/layout-issues), and of which
  // document, scene and version they are.
  issues: { key: "", list: [] } };

/** The page's WebSocket (`api.Channel`), opened by `start`. */
let channel = null;

const canvas = new Canvas($("canvas-scroll"), $("stage"), $("scene"), $("selection"), {
  click: (x, y, shift) => {
    const hit = viewAt(currentScene()?.root, x, y, laidOut);
    if (hit) select(state.scene, hit.id, shift);
  },
  frame: (rect, start) => moveSelection(rect, start),
  marquee: (rect, shift) => selectInside(rect, shift),
  menu: (x, y, left, top) => showMenu(x, y, left, top),
  drop: (item, x, y) => addObject(item, x, y),
  guides: () => guideContext(),
  overlay: (scale) => drawIssues($("stage"), state.issues.list, (id) => state.views[id] ?? null, scale),
});

/** What a drag of the selection snaps to (canvas.js, guides.js): the superview of the view
 * with handles, its siblings not selected, and the superview's margin (a scene's root view
 * has UIKit's 16 points, 20 from 414 points wide; any other view 8), all laid out as shown;
 * null for a view a stack arranges. */
function guideContext() {
  const root = currentScene()?.root;
  const parent = state.view ? findParent(root, state.view) : null;
  // A stack view's arranged subviews are placed by the stack (a drag reorders them): no
  // guides, as in Interface Builder.
  if (!parent || parent.element === "stackView") return null;
  const frame = laidOut(parent);
  const siblings = parent.children.filter((c) => !state.selection.includes(c.id)).map(laidOut).filter(Boolean);
  const margin = parent === root ? (frame[2] >= 414 ? 20 : 16) : 8;
  return { parent: frame, siblings, margin };
}

function currentScene() {
  return state.outline?.scenes.find((s) => s.id === state.scene) ?? null;
}

/** Where `view` (an outline node) was laid out in the frame shown: the render's frame for it
 * (device, orientation, text size, language), else the stored one. */
function laidOut(view) {
  return view ? state.views[view.id] ?? view.frame : null;
}

/** Shows the selection on the canvas: the view the inspectors show with handles, the others
 * outlined. */
function showSelection() {
  const root = currentScene()?.root;
  const frames = state.selection.map((id) => laidOut(findView(root, id)));
  const primary = state.view ? laidOut(findView(root, state.view)) : null;
  canvas.select(primary, frames.filter((_, i) => state.selection[i] !== state.view));
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
  state.selection = [];
  state.views = {};
  showDocuments($("documents"), state.documents, path, openDocument);
  await loadOutline();
  const initial = state.outline.scenes.find((s) => s.id === state.outline.initialScene && s.root);
  state.scene = (initial ?? state.outline.scenes.find((s) => s.root))?.id ?? null;
  const rendering = renderScene();
  await refresh({ outline: false });
  await rendering;
}

async function loadOutline() {
  state.outline = await api.get("outline", { document: state.path });
}

/** Reloads what another program's change may have changed: the outline and the inspectors.
 * The new pixels come by themselves: the server pushes the scene's frame after every change
 * of its document. */
async function refresh({ outline = true } = {}) {
  if (outline) await loadOutline();
  await showDocument(() => inspect());
}

/** Shows what the answer of a change the page posted carries (docs/designer-api.md): the new
 * version, the outline when the change may have changed it, the inspectors of the object
 * shown. Nothing more is asked for; a change another page made meanwhile is caught up with. */
async function applyChange(answer) {
  // A change the outline does not show (a runtime attribute, a colour) moves no view: the
  // issues found for the version before still hold.
  const scene = currentScene();
  if (!answer.outline && state.issues.key === `${state.path}|${scene?.id}|${state.outline.version}`) {
    state.issues.key = `${state.path}|${scene?.id}|${answer.version}`;
  }
  if (answer.outline) state.outline = answer.outline;
  else Object.assign(state.outline, { version: answer.version, canUndo: answer.canUndo, canRedo: answer.canRedo });
  await showDocument(() => answer.inspect && answer.inspect.id === state.view ? showInspectors(answer.inspect) : inspect());
  await catchUp();
}

/** POSTs a change of the open document; resolves to its answer, or to null when the document
 * shown is no longer the one changed. */
async function postChange(endpoint, body) {
  const path = state.path;
  state.posting += 1;
  try {
    const answer = await api.post(endpoint, { document: path, ...body });
    return path === state.path ? answer : null;
  } finally {
    state.posting -= 1;
  }
}

/** A change pushed while the page's own was on its way and newer than its answer (another
 * page's): shown now. */
async function catchUp() {
  const pushed = state.pushedVersion;
  state.pushedVersion = 0;
  if (state.outline && pushed > state.outline.version) await refresh();
}

/** Shows the outline held (selection, undo and redo, the canvas's selection frame), then the
 * inspectors `inspecting` fills; resolves once the frame of the outline's version is shown. */
async function showDocument(inspecting) {
  $("undo").disabled = !state.outline.canUndo;
  $("redo").disabled = !state.outline.canRedo;
  const root = currentScene()?.root;
  state.selection = state.selection.filter((id) => findView(root, id));
  if (state.view && !findView(root, state.view)) state.view = state.selection.at(-1) ?? null;
  showSelection();
  $("delete").disabled = !state.view || state.view === root?.id;
  drawOutline();
  await Promise.all([frameOf(state.outline.version), inspecting()]);
  // (The frame may have come before the change's answer: the issues of this version are
  // asked for here too.)
  scheduleIssues();
  document.body.dataset.version = String(state.outline.version);
}

function drawOutline() {
  showOutline($("outline"), state.outline, { scene: state.scene, view: state.view, views: state.selection }, state.statuses, select);
  flagOutline($("outline"), state.issues.list);
  if ($("outline-filter").value) filterOutline($("outline-filter").value);
}

/** Asks for the scene's layout issues a quarter of a second after the last change (a
 * scrub's many versions ask once, and never hold up the frames); a change the outline does
 * not show (a runtime attribute, a colour: `applyChange`) keeps the issues found. */
function scheduleIssues() {
  clearTimeout(state.issuesTimer);
  state.issuesTimer = setTimeout(() => loadIssues(), 250);
}

/** Finds the Auto Layout issues of the scene shown, as `easel layout` finds them, once per
 * version of the document: listed in the navigator, flagged in the outline, marked on the
 * canvas. */
async function loadIssues() {
  const scene = currentScene();
  const key = scene?.root ? `${state.path}|${scene.id}|${state.outline.version}` : "";
  if (key === state.issues.key) return;
  let list = [];
  if (key) {
    try {
      list = (await api.get("layout-issues", { document: state.path, scene: scene.id })).issues;
    } catch (error) {
      status(`Layout issues not found: ${error.message}`, true);
    }
    const now = currentScene();
    if (`${state.path}|${now?.id}|${state.outline.version}` !== key) return;
  }
  state.issues = { key, list };
  document.body.dataset.issues = String(list.length);
  showIssues($("issues"), $("issues-title"), list, (issue) => selectIssue(issue));
  drawOutline();
  canvas.layout();
}

/** An issue clicked in the navigator: its view is selected, and the Size inspector lists the
 * constraints, the conflicting one marked. */
async function selectIssue(issue) {
  if (!issue.object) return;
  await select(state.scene, issue.object);
  document.querySelector('.tabs button[data-tab="size"]').click();
  // Kept, so that the Size pane drawn again (an inspector answer arriving later) marks it too.
  state.markedConstraint = issue.constraint ?? null;
  markConstraint();
}

/** Marks the constraint of the issue last clicked in the Size inspector's list. */
function markConstraint() {
  if (!state.markedConstraint) return;
  document.querySelector(`#size ul.constraints li[data-id="${CSS.escape(state.markedConstraint)}"]`)?.classList.add("issue");
}

/** Resolves once a frame of `version` (or a later one) of the open document is shown, or its
 * render failed; at once when the scene has nothing to render. */
function frameOf(version) {
  if (!currentScene()?.root || state.frameVersion >= version) return Promise.resolve();
  return new Promise((resolve) => state.frameWaiters.push({ version, resolve }));
}

function framesShown(version) {
  state.frameVersion = version;
  const waiting = state.frameWaiters;
  state.frameWaiters = waiting.filter((w) => w.version > version);
  for (const w of waiting) if (w.version <= version) w.resolve();
}

/** Asks the server for the selected scene's frames as the toolbar says (device, appearance,
 * language, scale); resolves when the first is shown. */
function renderScene() {
  const scene = currentScene();
  if (!scene || !scene.root) {
    // Nothing to draw (a navigation or tab bar controller's scene): the frames of the scene
    // shown before stop, and so do its pixels.
    state.watchTag += 1;
    state.watched = null;
    channel.unwatch();
    canvas.clear();
    scheduleIssues();
    status(scene ? `${scene.title} has no view of its own to draw.` : "No scene to draw.");
    return Promise.resolve();
  }
  status(`Rendering ${scene.title}…`);
  state.started = performance.now();
  state.watchTag += 1;
  state.frameVersion = 0;
  state.watched = {
    document: state.path, scene: scene.id, scale: $("scale").value,
    appearance: $("appearance").value, language: $("language").value.trim(),
    device: $("device").value, orientation: $("orientation").value,
  };
  channel.watch(state.watched, canvas.shown, state.watchTag);
  return frameOf(state.outline.version);
}

/** A frame pushed by the server: drawn over the frame shown (whose id is its `base`), or
 * whole. Frames of a watch the page has since replaced are dropped. */
async function showFrame(rendered) {
  const head = rendered.frame;
  if (head.tag !== state.watchTag) return;
  if (head.base !== 0 && head.base !== canvas.shown) {
    // Not a change of the frame shown (a socket reopened meanwhile): ask for it whole.
    channel.watch(state.watched, 0, state.watchTag);
    return;
  }
  const scene = currentScene();
  const statuses = rendered.statuses;
  Object.assign(state.statuses, statuses);
  if (state.building) for (const name of Object.keys(statuses)) state.statuses[name] = "Building";
  // The frame's own size in points, and where its views were laid out: a scene drawn for
  // another device or orientation is shown, picked and selected as drawn.
  const scale = Number(state.watched?.scale) || 2;
  state.views = head.views || {};
  canvas.show(rendered, { width: head.width / scale, height: head.height / scale });
  showSelection();
  // Designables drawn as placeholders while their agent builds: the frame drawn by the agent
  // follows, and only it counts as a render.
  const placeholders = Object.values(statuses).includes("Building");
  if (!placeholders) {
    state.renders += 1;
    document.body.dataset.renders = String(state.renders);
  }
  const names = Object.entries(statuses).map(([name, s]) => `${name}: ${s}`).join(" · ");
  status(`${scene?.title ?? head.scene} · version ${head.version} · ${Math.round(performance.now() - state.started)} ms` + (names ? ` · ${names}` : ""),
    Object.values(statuses).some((s) => s !== "Up to date" && s !== "Building"));
  if (placeholders) showAgentBuild();
  drawOutline();
  framesShown(head.version);
  scheduleIssues();
  if (!state.building) await loadProblems(Object.keys(statuses));
}

/** The server could not render the watched scene: the message, and the last pixels stay. */
function frameFailed(message) {
  if (message.tag !== state.watchTag) return;
  status(message.error, true);
  framesShown(message.version);
}

/** Shows the designable statuses of `names` that are not Up to date, with their details. */
async function loadProblems(names) {
  let details = {};
  if (names.some((name) => state.statuses[name] !== "Up to date")) details = await api.get("statuses");
  const shown = Object.fromEntries(names.filter((n) => details[n]).map((n) => [n, details[n]]));
  showProblems($("problems"), shown);
  const failed = Object.values(shown).some((s) => s.status === "Build failed");
  document.body.dataset.build = failed ? "failed" : "ok";
}

/** A saved source is being rebuilt: the classes say Building, the last pixels stay. */
function building() {
  state.building = true;
  document.body.dataset.build = "building";
  for (const name of Object.keys(state.statuses)) state.statuses[name] = "Building";
  status("Building designables…");
  drawOutline();
}

/** An agent is built in the background (the page opened a scene whose agent the cache did
 * not hold, or the server started): while the canvas shows placeholders, what it is doing
 * and for how long. */
function agentBuilding(message) {
  const doing = message.module
    ? `compiling module ${message.module} (${message.files} files) for ${message.classes} designables`
    : "planning";
  const queued = message.queued ? ` · ${message.queued} more documents queued` : "";
  state.agentBuild = {
    text: `Building designables for ${message.document}: ${doing}${queued}`,
    started: state.agentBuild?.started ?? performance.now(),
  };
  showAgentBuild();
}

/** The agent build's progress in the status line, while the scene shown waits for it. */
function showAgentBuild() {
  if (!state.agentBuild || !Object.values(state.statuses).includes("Building")) return;
  const seconds = Math.round((performance.now() - state.agentBuild.started) / 1000);
  status(`${state.agentBuild.text} · ${seconds} s · designables shown as placeholders`);
}
setInterval(showAgentBuild, 1000);

/** The background build is done: the statuses say so, and the server pushes the scene's
 * frame drawn by the new agent. */
function built(statuses) {
  state.agentBuild = null;
  state.building = false;
  state.started = performance.now();
  for (const [name, s] of Object.entries(statuses)) state.statuses[name] = s.status;
  drawOutline();
}

async function inspect() {
  if (!state.view) {
    $("attributes").replaceChildren("Select a view on the canvas or in the outline.");
    $("identity").replaceChildren();
    $("size").replaceChildren();
    $("connections").replaceChildren();
    // The scene's own connections: its view controller's outlets and actions.
    const controller = currentScene()?.viewController;
    if (controller) {
      try {
        showConnections($("connections"), await api.get("inspect", { document: state.path, object: controller }));
      } catch (error) {
        $("connections").replaceChildren(error.message);
      }
    }
    return;
  }
  try {
    showInspectors(await api.get("inspect", { document: state.path, object: state.view }));
  } catch (error) {
    $("attributes").replaceChildren(error.message);
  }
}

/** Fills the inspectors from `info` (GET /api/inspect, or a change's answer). */
function showInspectors(info) {
  state.inspected = info;
  showAttributes($("attributes"), info, edit, state.assets, change);
  showIdentity($("identity"), info, edit, state.runtimeAttributeTypes);
  showSize($("size"), info, edit, change, state.selection);
  markConstraint();
  showConnections($("connections"), info);
}

/** The marquee `rect` (scene points) was drawn: the views wholly inside it are selected (a
 * view inside another selected one is not), added to the selection with shift. */
async function selectInside(rect, shift) {
  const root = currentScene()?.root;
  if (!root) return;
  const [x, y, w, h] = rect;
  const found = [];
  const visit = (view) => {
    const f = laidOut(view);
    if (view !== root && f && f[0] >= x && f[1] >= y && f[0] + f[2] <= x + w && f[1] + f[3] <= y + h) {
      found.push(view.id);
      return;
    }
    for (const child of view.children) visit(child);
  };
  visit(root);
  const chosen = shift ? [...new Set([...state.selection, ...found])] : found;
  if (!chosen.length) return;
  state.selection = chosen;
  state.view = chosen.at(-1);
  document.body.dataset.selected = String(chosen.length);
  showSelection();
  drawOutline();
  $("delete").disabled = false;
  await inspect();
}

/** The canvas's context menu at (x, y) scene points (`left`, `top` on the page): the view
 * there is selected unless it already is, then Copy, Paste, Duplicate, Delete, Select
 * Superview, Update Frames, Update Constraints (their constants from the stored frames),
 * Embed in View and in Stack View. */
function showMenu(x, y, left, top) {
  const root = currentScene()?.root;
  const hit = viewAt(root, x, y, laidOut);
  if (hit && !state.selection.includes(hit.id)) select(state.scene, hit.id);
  const menu = $("context-menu");
  const item = (label, run, enabled = true) => {
    const button = Object.assign(document.createElement("button"), { textContent: label, disabled: !enabled });
    button.dataset.command = label.toLowerCase().replace(/\s+/g, "-");
    button.addEventListener("click", () => { menu.hidden = true; run(); });
    return button;
  };
  const some = () => state.selection.some((id) => id !== root?.id);
  const parent = state.view ? findParent(root, state.view) : null;
  menu.replaceChildren(
    item("Copy", copySelection, hit !== null || some()),
    item("Paste", paste, Boolean(state.clipboard)),
    item("Duplicate", () => { copySelection(); paste(); }, hit !== null || some()),
    item("Delete", deleteSelection, hit !== null && hit.id !== root?.id),
    item("Select Superview", () => parent && select(state.scene, parent.id), Boolean(parent)),
    item("Update Frames", () => change("update-frames", { objects: state.selection }), state.selection.length > 0),
    item("Update Constraints", () => change("update-constraints", { objects: state.selection }), state.selection.length > 0),
    item("Embed in View", () => embed("view"), some()),
    item("Embed in Stack View", () => embed("stackView"), some()));
  Object.assign(menu.style, { left: `${left}px`, top: `${top}px` });
  menu.hidden = false;
}

/** Embeds the views selected in a new view or stack view (`kind`), which is then selected. */
async function embed(kind) {
  const root = currentScene()?.root;
  const ids = state.selection.filter((id) => id !== root?.id);
  if (!ids.length) return;
  const answer = await change("embed", { objects: ids, in: kind });
  if (!answer || !answer.id) return;
  await select(state.scene, answer.id);
}

/** Shows only the outline rows whose name, class or id holds `text` (and their ancestors). */
function filterOutline(text) {
  const wanted = text.trim().toLowerCase();
  // Scene titles stay: a view found is shown under its scene.
  for (const node of [...$("outline").querySelectorAll(".node:not(.scene-title)")].reverse()) {
    const row = node.querySelector(":scope > .row");
    const own = !wanted || row.textContent.toLowerCase().includes(wanted) || (row.dataset.id || "").toLowerCase().includes(wanted);
    const child = [...node.querySelectorAll(":scope > .children > .node")].some((n) => !n.hidden);
    node.hidden = !(own || child);
  }
}

/** Selects view `viewID` of scene `sceneID` (nothing: the scene); with `add` (shift-click),
 * adds it to the views selected, or takes it out when it is one of them. */
async function select(sceneID, viewID, add = false) {
  state.markedConstraint = null;
  const sceneChanged = sceneID !== state.scene;
  state.scene = sceneID;
  if (viewID !== state.view) $("debug-report").replaceChildren();
  const root = currentScene()?.root;
  if (add && !sceneChanged && viewID && viewID !== root?.id && state.selection.length) {
    state.selection = state.selection.includes(viewID)
      ? state.selection.filter((id) => id !== viewID) : [...state.selection, viewID];
    viewID = state.selection.at(-1) ?? null;
  } else {
    state.selection = viewID ? [viewID] : [];
  }
  state.view = viewID;
  document.body.dataset.selected = String(state.selection.length);
  showSelection();
  $("delete").disabled = !viewID || viewID === root?.id;
  drawOutline();
  if (sceneChanged) await renderScene();
  await inspect();
}

async function edit(edit) {
  await change("edit", { edit });
}

/** Posts a change of the object shown (`POST /api/<endpoint>`, docs/designer-api.md) and
 * shows its answer; a refusal is shown with its reason. Resolves to the answer, or null. */
async function change(endpoint, body) {
  state.started = performance.now();
  let answer;
  try {
    answer = await postChange(endpoint, { object: state.view, baseVersion: state.outline.version, ...body });
    notice(null);
  } catch (error) {
    if (error.status === 409) {
      notice(error.message, { label: "Reload", run: () => { notice(null); refresh(); } });
    } else {
      status(error.message, true);
    }
    await catchUp();
    return null;
  }
  if (answer) await applyChange(answer);
  return answer;
}

/** The selection dragged from `start` to `rect` (laid-out frames, scene points): each edge's
 * move is made by what places the view — its constraints' constants, else its stored frame —
 * for every view selected when it moved, for the one with handles when it was resized. A
 * view that cannot move so (arranged by a stack view) stays, and the page says why. */
async function moveSelection(rect, start) {
  const by = [rect[0] - start[0], rect[1] - start[1], rect[0] + rect[2] - start[0] - start[2], rect[1] + rect[3] - start[1] - start[3]];
  const moved = by[0] === by[2] && by[1] === by[3];
  await moveViews(moved ? state.selection : [state.view], by);
}

/** Moves the edges of `ids` by `by` ([left, top, right, bottom] points). */
async function moveViews(ids, by) {
  const root = currentScene()?.root;
  ids = ids.filter((id) => id && id !== root?.id);
  if (!ids.length || by.every((v) => v === 0)) return;
  const answer = await change("move", { objects: ids, by });
  if (!answer) showSelection();
}

/** Nudges the views selected by (dx, dy) points: the arrow keys, 10 with shift. */
function nudge(dx, dy) {
  return moveViews(state.selection, [dx, dy, dx, dy]);
}

/** Copies the views selected (their ids; pasted from the document as it is then). */
function copySelection() {
  const root = currentScene()?.root;
  const ids = state.selection.filter((id) => id !== root?.id);
  if (!ids.length) return;
  state.clipboard = { document: state.path, ids };
  status(`Copied ${ids.length} view${ids.length === 1 ? "" : "s"}.`);
}

/** Pastes the views copied into the superview of the first, 10 points down and right, with
 * fresh ids; the copies become the selection. */
async function paste() {
  const root = currentScene()?.root;
  const copied = state.clipboard;
  if (!root || !copied || copied.document !== state.path) return;
  const parent = findParent(root, copied.ids[0]) ?? root;
  const answer = await change("paste", { objects: copied.ids, parent: parent.id, offset: [10, 10] });
  if (!answer || !answer.ids) return;
  state.selection = answer.ids;
  state.view = answer.ids.at(-1);
  document.body.dataset.selected = String(state.selection.length);
  drawOutline();
  showSelection();
  await inspect();
}

/** Where a library item dropped at (x, y) goes: the deepest plain view there (a view,
 * stack view or scroll view, as Interface Builder nests), else the scene's root view. */
function dropTarget(root, x, y) {
  const containers = new Set(["view", "stackView", "scrollView"]);
  let hit = viewAt(root, x, y, laidOut);
  while (hit && !containers.has(hit.element)) hit = findParent(root, hit.id);
  return hit || root;
}

/** Adds a library `item` ({kind, customClass?, size}) with its top-left corner at (x, y) in
 * scene points, or in the selected view (else the root) when no point is given. */
async function addObject(item, x = null, y = null) {
  const root = currentScene()?.root;
  if (!root) return;
  let parent;
  if (x === null) {
    const selected = state.view ? findView(root, state.view) : null;
    parent = selected && ["view", "stackView", "scrollView"].includes(selected.element) ? selected : root;
    x = laidOut(parent)[0] + 20;
    y = laidOut(parent)[1] + 20;
  } else {
    parent = dropTarget(root, x, y);
  }
  const frame = [Math.round(x - laidOut(parent)[0]), Math.round(y - laidOut(parent)[1]), item.size[0], item.size[1]];
  let answer;
  try {
    answer = await postChange("add", {
      parent: parent.id, baseVersion: state.outline.version,
      kind: item.kind, customClass: item.customClass, frame: frame.join(","),
    });
  } catch (error) {
    status(error.message, true);
    await catchUp();
    return;
  }
  if (!answer) return;
  state.view = answer.id;
  state.selection = [answer.id];
  await applyChange(answer);
}

/** "Debug selected view": renders the scene again and shows what became of the view. */
async function debugSelection() {
  const scene = currentScene();
  const pane = $("debug-report");
  if (!state.view || !scene) { pane.replaceChildren("Select a view first."); return; }
  pane.replaceChildren("Rendering…");
  try {
    const report = await api.get("debug", {
      document: state.path, scene: scene.id, object: state.view, scale: $("scale").value,
      appearance: $("appearance").value, language: $("language").value.trim(), device: $("device").value,
      orientation: $("orientation").value,
    });
    showDebugReport(pane, report);
  } catch (error) {
    pane.replaceChildren(error.message);
  }
}

/** Deletes the selected view. */
async function deleteSelection() {
  const root = currentScene()?.root;
  if (!state.view || !root || state.view === root.id) return;
  let answer;
  try {
    answer = await postChange("delete", { object: state.view, baseVersion: state.outline.version });
  } catch (error) {
    if (error.status === 409) notice(error.message, { label: "Reload", run: () => { notice(null); refresh(); } });
    else status(error.message, true);
    await catchUp();
    return;
  }
  if (!answer) return;
  state.view = null;
  state.selection = [];
  await applyChange(answer);
}

async function showLibrary() {
  const { objects, designables, classes, runtimeAttributeTypes } = await api.get("library");
  state.runtimeAttributeTypes = runtimeAttributeTypes;
  $("easel-classes").replaceChildren(...classes.map((name) => Object.assign(document.createElement("option"), { value: name })));
  const sizes = Object.fromEntries(objects.map((o) => [o.kind, o.size]));
  const items = objects.map((o) => ({ label: o.title, item: { kind: o.kind, size: o.size } }))
    .concat(designables.map((d) => ({ label: d.name, designable: true, item: { kind: "view", customClass: d.name, size: sizes.view } })));
  const list = $("library");
  list.replaceChildren();
  for (const { label, item, designable } of items) {
    const li = document.createElement("li");
    li.textContent = label;
    li.draggable = true;
    li.dataset.kind = item.kind;
    if (item.customClass) li.dataset.customClass = item.customClass;
    if (designable) li.classList.add("designable");
    li.addEventListener("dragstart", (event) => {
      event.dataTransfer.setData("application/x-easel-object", JSON.stringify(item));
      event.dataTransfer.effectAllowed = "copy";
    });
    li.addEventListener("dblclick", () => addObject(item));
    list.append(li);
  }
  filterLibrary($("library-filter").value);
}

/** Shows only the library items whose name holds `text`. */
function filterLibrary(text) {
  const wanted = text.trim().toLowerCase();
  for (const li of $("library").children) li.hidden = Boolean(wanted) && !li.textContent.toLowerCase().includes(wanted);
}

async function undo(redo = false) {
  let answer;
  try {
    answer = await postChange(redo ? "redo" : "undo", state.view ? { object: state.view } : {});
  } catch (error) {
    // Nothing to undo: what the page shows may be behind (another program's change).
    status(error.message, true);
    await refresh();
    return;
  }
  if (answer) await applyChange(answer);
}

function applyTheme(theme) {
  document.documentElement.dataset.theme = theme;
  localStorage.setItem("easel-theme", theme);
}

/** Zooms the canvas to `value` ("fit" or a scale) and shows it in the menu: a scale the menu
 * does not list (Ctrl+= and Ctrl+− step by a quarter) gets an entry of its own, as a
 * percentage, where the menu used to go blank. */
function setZoom(value) {
  const menu = $("zoom");
  let other = menu.querySelector("option.other");
  const listed = [...menu.options].some((option) => option !== other && option.value === value);
  if (listed) {
    other?.remove();
  } else {
    if (!other) other = menu.appendChild(Object.assign(document.createElement("option"), { className: "other" }));
    other.value = value;
    other.textContent = `${Math.round(Number(value) * 100)}%`;
  }
  menu.value = value;
  canvas.zoom = value;
  canvas.layout();
}

async function start() {
  applyTheme(localStorage.getItem("easel-theme") ||
    (matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light"));
  $("theme").addEventListener("click", () =>
    applyTheme(document.documentElement.dataset.theme === "dark" ? "light" : "dark"));
  for (const id of ["device", "orientation", "appearance", "scale"]) $(id).addEventListener("change", renderScene);
  $("language").addEventListener("change", renderScene);
  $("zoom").addEventListener("change", () => setZoom($("zoom").value));
  $("undo").addEventListener("click", () => undo(false));
  $("redo").addEventListener("click", () => undo(true));
  $("delete").addEventListener("click", deleteSelection);
  $("debug-view").addEventListener("click", debugSelection);
  $("outline-filter").addEventListener("input", () => filterOutline($("outline-filter").value));
  $("library-filter").addEventListener("input", () => filterLibrary($("library-filter").value));
  document.addEventListener("pointerdown", (event) => {
    if (!$("context-menu").contains(event.target)) $("context-menu").hidden = true;
  });
  for (const tab of document.querySelectorAll(".tabs button")) {
    tab.addEventListener("click", () => {
      for (const other of document.querySelectorAll(".tabs button")) other.classList.toggle("active", other === tab);
      $("attributes").hidden = tab.dataset.tab !== "attributes";
      $("identity").hidden = tab.dataset.tab !== "identity";
      $("size").hidden = tab.dataset.tab !== "size";
      $("connections").hidden = tab.dataset.tab !== "connections";
      $("debug").hidden = tab.dataset.tab !== "debug";
    });
  }
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") $("context-menu").hidden = true;
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
    } else if (command && event.key.toLowerCase() === "y") {
      event.preventDefault();
      undo(true);
    } else if (!command && (event.key === "Delete" || event.key === "Backspace")) {
      event.preventDefault();
      deleteSelection();
    } else if (command && event.key.toLowerCase() === "c") {
      event.preventDefault();
      copySelection();
    } else if (command && event.key.toLowerCase() === "v") {
      event.preventDefault();
      paste();
    } else if (command && event.key.toLowerCase() === "d") {
      event.preventDefault();
      copySelection();
      paste();
    } else if (!command && event.key.startsWith("Arrow") && state.selection.length) {
      event.preventDefault();
      const step = event.shiftKey ? 10 : 1;
      const [dx, dy] = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key] ?? [0, 0];
      nudge(dx, dy);
    }
  });
  channel = new api.Channel({
    // A reopened socket watches nothing: the scene shown is asked for again.
    open: () => { if (state.watched) channel.watch(state.watched, canvas.shown, state.watchTag); },
    frame: (rendered) => showFrame(rendered),
    message: async (message) => {
      if (message.type === "frame-error") return frameFailed(message);
      if (message.type === "building") return message.document ? agentBuilding(message) : building();
      if (message.type === "built") return built(message.statuses || {});
      if (message.type !== "changed" || message.document !== state.path) return;
      if (state.outline && message.version <= state.outline.version) return;
      // The page's own change, most likely: its answer shows it.
      if (state.posting && message.by === "the designer") {
        state.pushedVersion = Math.max(state.pushedVersion, message.version);
        return;
      }
      if (message.by !== "the designer") notice(`${state.path.split("/").pop()} was changed by ${message.by}; shown as it is now.`);
      state.started = performance.now();
      await refresh();
    },
  });
  state.assets = await api.get("assets");
  const systemColors = ["systemBackgroundColor", "labelColor", "secondaryLabelColor", "systemBlueColor",
    "systemRedColor", "systemGreenColor", "systemOrangeColor", "systemGrayColor", "separatorColor"];
  $("easel-colors").replaceChildren(
    ...state.assets.colors.map((name) => `named:${name}`).concat(systemColors.map((name) => `system:${name}`))
      .map((value) => Object.assign(document.createElement("option"), { value })));
  await showLibrary();
  const { documents } = await api.get("documents");
  state.documents = documents;
  const wanted = new URLSearchParams(location.search).get("document");
  showDocuments($("documents"), documents, null, openDocument);
  if (documents.length) await openDocument(documents.includes(wanted) ? wanted : documents[0]);
  else status("No storyboards or xibs in this project.");
}

start().catch((error) => status(error.message, true));
