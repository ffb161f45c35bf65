/// The live room's drivers for the shared page renderer (`SessionPageScript.renderer`): the student's, which
/// plays the browser's pointer events (mouse, pen, or every finger on a touch screen, through Pointer Events) in
/// its own world on the server and draws what comes back, and the teacher's, which chooses the room's scene and
/// shows every student's last touch.
enum LiveScript {
    /// Shared by both: the WebSocket beside the page's address, and the status line.
    static let connection = #"""
function status(text) { $("status").textContent = text; }
function connect(receive) {
  const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + location.pathname.replace(/\/$/, "") + "/ws";
  const ws = new WebSocket(url);
  ws.onopen = () => status("Connected.");
  ws.onclose = () => status("Disconnected: reload the page to join again.");
  ws.onmessage = (e) => { const m = JSON.parse(e.data); window.touchsimLast = m; receive(m); };
  return ws;
}
function send(ws, message) { if (ws.readyState === 1) ws.send(JSON.stringify(message)); }
function header() {
  $("title").textContent = page.title; $("summary").textContent = page.summary;
  $("instructions").textContent = page.instructions ? "Try: " + page.instructions : "";
  document.title = "touchsim — " + page.title;
}

"""#

    static let student = connection + #"""
const live = {fingers: new Map(), busy: false, selected: null};
startCaption = "Touch the phone: with the mouse, or your fingers on a touch screen.";
const ws = connect((m) => {
  if (m.type === "scene") {
    page = m.page; indexVisits(); cur = page.records.length; header(); live.selected = null; $("inspected").replaceChildren();
    showVariants();
    if (m.note) status(m.note);
  } else if (m.type === "update") {
    // At the end of the log, the cursor follows it; stepped back, it stays.
    const following = cur === page.records.length;
    page.records.length = m.recordsFrom; page.records.push(...m.records);
    page.passes.length = m.passesFrom; page.passes.push(...m.passes);
    page.snapshots.push(...m.snapshots); page.arenas = m.arenas; indexVisits();
    live.busy = m.busy;
    if (following) cur = page.records.length;
  } else if (m.type === "selected") {
    showSelected(m);
  } else if (m.type === "whatif") {
    $("whatif").textContent = "What if " + m.change + ": " + m.text;
  } else if (m.type === "error") {
    status("The room says: " + m.message);
  }
  draw();
});
function draw() {
  if (!page) return;
  render();
  if (!live.selected) return;
  const view = snapshotAt(cur, viewTime).views.find((v) => v.name === live.selected);
  if (view) outline(view.corners, "#ffffff", false, 4);
}

// Where an event is on the phone, in the screen's points.
function pointOf(e) {
  const r = canvas.getBoundingClientRect();
  return [(e.clientX - r.left) * page.screen.width / r.width, (e.clientY - r.top) * page.screen.height / r.height];
}
function inside(c, x, y) {
  let yes = false;
  for (let i = 0, j = 6; i < 8; j = i, i += 2) {
    if ((c[i + 1] > y) !== (c[j + 1] > y) && x < (c[j] - c[i]) * (y - c[i + 1]) / (c[j + 1] - c[i + 1]) + c[i]) yes = !yes;
  }
  return yes;
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
    // Inspect: the front-most view drawn under the point, asked why.
    const [x, y] = pointOf(e);
    const views = snapshotAt(cur, viewTime).views.filter((v) => inside(v.corners, x, y));
    if (views.length) { live.selected = views[views.length - 1].name; send(ws, {type: "select", view: live.selected}); draw(); }
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
"""#

    static let teacher = connection + #"""
for (const id of ["back", "next", "visit", "phase", "play", "timeline", "position", "caption", "hittest", "chain", "arena", "log"]) $(id).hidden = true;
for (const h of document.querySelectorAll("h2, .legend, .controls label:not(.keep)")) h.hidden = true;
const palette = ["#0a84ff", "#ff9f0a", "#30d158", "#ff375f", "#bf5af2", "#64d2ff", "#ffd60a", "#ac8e68"];
let room = null;
const ws = connect((m) => {
  if (m.type === "room") { room = m; page = m.page; cur = 0; header(); showRoom(); }
  else if (m.type === "error") status("The room says: " + m.message);
});
function colorOf(hit) { const i = room.tally.findIndex((c) => c.hit === hit); return palette[i % palette.length]; }
function showRoom() {
  const choose = $("scene");
  if (choose.options.length !== room.scenes.length) {
    choose.replaceChildren(...room.scenes.map((s) => { const o = document.createElement("option"); o.value = s.id; o.textContent = s.title + " (" + s.id + ")"; return o; }));
  }
  choose.value = room.scene;
  render();
  for (const t of room.touches) {
    ctx.beginPath(); ctx.arc(t.x, t.y, 14, 0, 2 * Math.PI); ctx.fillStyle = colorOf(t.hit ?? "no view"); ctx.globalAlpha = 0.75; ctx.fill();
    ctx.globalAlpha = 1; ctx.lineWidth = 2; ctx.strokeStyle = "#111"; ctx.stroke();
  }
  const tally = $("tally"); tally.replaceChildren();
  for (const c of room.tally) {
    const item = li(c.students + " hit " + c.hit); item.style.color = colorOf(c.hit); tally.appendChild(item);
  }
  $("join").textContent = "Join: open " + location.origin + "/ and type " + room.code;
  $("students").textContent = room.students + (room.students === 1 ? " student" : " students") + " in the room, "
    + room.touches.length + " touched";
}
$("scene").onchange = (e) => send(ws, {type: "choose", scene: e.target.value});
"""#
}
