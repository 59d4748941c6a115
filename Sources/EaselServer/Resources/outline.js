// The left pane: the project's documents and the open document's outline.

/** Lists `documents`; `onOpen(path)` when one is clicked. */
export function showDocuments(list, documents, current, onOpen) {
  list.replaceChildren();
  for (const path of documents) {
    const item = document.createElement("li");
    item.textContent = path.split("/").pop();
    item.title = path;
    item.dataset.path = path;
    item.classList.toggle("active", path === current);
    item.addEventListener("click", () => onOpen(path));
    list.append(item);
  }
}

/** The outline: scenes, then each scene's view tree; `onSelect(sceneID, viewID)`. */
export function showOutline(container, outline, selection, statuses, onSelect) {
  container.replaceChildren();
  for (const scene of outline.scenes) {
    const title = document.createElement("div");
    title.className = "scene-title node";
    const row = document.createElement("div");
    row.className = "row";
    row.textContent = scene.title + (scene.className ? ` — ${scene.className}` : "");
    row.dataset.scene = scene.id;
    row.classList.toggle("selected", selection.scene === scene.id && !selection.view);
    row.addEventListener("click", () => onSelect(scene.id, null));
    title.append(row);
    container.append(title);
    if (scene.root) container.append(viewNode(scene.id, scene.root, selection, statuses, onSelect));
  }
}

function viewNode(sceneID, view, selection, statuses, onSelect) {
  const node = document.createElement("div");
  node.className = "node";
  const row = document.createElement("div");
  row.className = "row";
  row.dataset.id = view.id;
  const name = document.createElement("span");
  name.textContent = view.label || view.customClass || view.className;
  if (view.customClass) {
    name.className = "custom";
    const status = statuses[view.customClass] || (view.status && view.status.status);
    const badge = document.createElement("span");
    badge.className = "badge";
    badge.textContent = view.designable ? (status || "Designable") : "Custom";
    if (status && status !== "Up to date") badge.classList.add("failed");
    name.append(badge);
  }
  row.append(name);
  row.classList.toggle("selected", (selection.views || [selection.view]).includes(view.id));
  row.addEventListener("click", (event) => onSelect(sceneID, view.id, event.shiftKey));
  node.append(row);
  if (view.children.length) {
    const children = document.createElement("div");
    children.className = "children";
    for (const child of view.children) {
      children.append(viewNode(sceneID, child, selection, statuses, onSelect));
    }
    node.append(children);
  }
  return node;
}

/** The deepest view of `root` whose frame holds the point (x, y), later siblings on top;
 * `frameOf(view)` is where the view was laid out in the render shown. */
export function viewAt(root, x, y, frameOf = (v) => v.frame) {
  const inside = (v) => {
    const f = frameOf(v);
    return f && x >= f[0] && y >= f[1] && x < f[0] + f[2] && y < f[1] + f[3];
  };
  if (!root || !inside(root)) return null;
  for (const child of [...root.children].reverse()) {
    const hit = viewAt(child, x, y, frameOf);
    if (hit) return hit;
  }
  return root;
}

/** The view with `id` under `root`, or null. */
export function findView(root, id) {
  if (!root) return null;
  if (root.id === id) return root;
  for (const child of root.children) {
    const found = findView(child, id);
    if (found) return found;
  }
  return null;
}

/** The view under `root` whose subviews hold the view with `id`, or null. */
export function findParent(root, id) {
  if (!root) return null;
  for (const child of root.children) {
    if (child.id === id) return root;
    const found = findParent(child, id);
    if (found) return found;
  }
  return null;
}
