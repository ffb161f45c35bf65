const live = {fingers: new Map(), busy: false, selected: null};
startCaption = "Touch the phone: with the mouse, or your fingers on a touch screen.";
// The key that finds this tab's world again after a reload: kept in the tab's session storage, sent as the page
// connects (the room first gives a fresh world, then this one's, if it still waits).
const resumeSlot = "touchsim-resume" + location.pathname;
const earlier = sessionStorage.getItem(resumeSlot);
const ws = connect((m) => {
  if (m.type === "scene") {
    if (m.resume) sessionStorage.setItem(resumeSlot, m.resume);
    // A new scene (or a fresh start): the fingers down belong to the old world, and so does a what-if's answer.
    page = m.page; cur = page.records.length; header(); live.selected = null; $("inspected").replaceChildren();
    live.fingers.clear(); $("whatif").textContent = "";
    showVariants();
    if (m.note) status(m.note);
  } else if (m.type === "update") {
    // At the end of the log, the cursor follows it; stepped back, it stays.
    const following = cur === page.records.length;
    page.records.length = m.recordsFrom; page.records.push(...m.records);
    page.passes.length = m.passesFrom; page.passes.push(...m.passes);
    page.snapshots.push(...m.snapshots);
    page.arenas.length = m.arenasFrom; page.arenas.push(...m.arenas);
    live.busy = m.busy;
    if (following) cur = page.records.length;
  } else if (m.type === "selected") {
    live.selected = m.view; showSelected(m);
  } else if (m.type === "whatif") {
    $("whatif").textContent = "What if " + m.change + ": " + m.text;
  } else if (m.type === "error") {
    status("The room says: " + m.message);
  }
  draw();
}, (ws) => { if (earlier) send(ws, {type: "resume", key: earlier}); });
function draw() {
  if (!page) return;
  render();
  if (!live.selected) return;
  const view = snapshotAt(cur, viewTime).views.find((v) => v.name === live.selected);
  if (view) outline(view.corners, "#ffffff", false, 4);
}

function finger(e) {
  if (live.fingers.has(e.pointerId)) return live.fingers.get(e.pointerId);
  const used = new Set(live.fingers.values());
  for (let f = 0; f < 10; f++) if (!used.has(f)) { live.fingers.set(e.pointerId, f); return f; }
  return null;
}
function pointer(e, phase) {
  if (!page) return;
  e.preventDefault();
  if (phase === "down" && $("inspect").checked) {
    // Inspect: the room picks the deepest view drawn under the point, as the window's inspector does.
    const [x, y] = pointOf(e);
    send(ws, {type: "select", x: x, y: y});
    return;
  }
  if (phase !== "down" && !live.fingers.has(e.pointerId)) return;
  const f = finger(e);
  if (f === null) return;
  if (phase === "down") canvas.setPointerCapture(e.pointerId);
  const [x, y] = pointOf(e);
  send(ws, {type: "pointer", phase: phase, finger: f, x: x, y: y, t: e.timeStamp / 1000});
  if (phase === "up" || phase === "cancel") live.fingers.delete(e.pointerId);
}
canvas.style.touchAction = "none";
canvas.addEventListener("pointerdown", (e) => pointer(e, "down"));
canvas.addEventListener("pointermove", (e) => pointer(e, "move"));
canvas.addEventListener("pointerup", (e) => pointer(e, "up"));
canvas.addEventListener("pointercancel", (e) => pointer(e, "cancel"));
// Timers and animations fall due as the browser's clock runs.
setInterval(() => { if (live.busy) send(ws, {type: "tick", t: performance.now() / 1000}); }, 100);

// The scene's variants (an exercise's fix among them), the one playing lit.
function showVariants() {
  const box = $("variants"); box.replaceChildren();
  if (!page.variants || !page.variants.length) return;
  for (const name of [null, ...page.variants]) {
    const button = document.createElement("button");
    button.textContent = name ?? "default";
    if ((page.variant ?? null) === name) button.className = "on";
    button.onclick = () => send(ws, {type: "variant", variant: name});
    box.appendChild(button);
  }
}
function showSelected(m) {
  const box = $("inspected"); box.replaceChildren();
  const title = document.createElement("p"); title.className = "caption"; title.textContent = m.view;
  const why = document.createElement("p"); why.textContent = m.why;
  box.append(title, why);
  for (const toggle of m.toggles) {
    const button = document.createElement("button"); button.textContent = "What if " + toggle.change;
    button.onclick = () => send(ws, {type: "whatif", change: toggle.change});
    box.appendChild(button);
  }
}
$("reset").onclick = () => send(ws, {type: "reset"});
wireControls();
