const shapes = {inside: "circle", asking: "circle", outside: "octagon", declined: "octagon", skipped: "ring", hit: "square"};
// The page's data (set by the driver: read from the page, or sent by the live room), the records revealed, and
// the time shown.
let page = null, cur = 0, timer = null, viewTime = 0;
// What the caption says before the first record (a driver may say it its own way).
let startCaption = "The start: press → or Play.";
const $ = (id) => document.getElementById(id);
const canvas = $("phone"), ctx = canvas.getContext("2d");

// The views at the cursor: the last snapshot of the records revealed, as of the time shown (while playing, the
// time runs between records, so an animation between them moves).
function snapshotAt(n, time) {
  let found = page.snapshots[0];
  for (const s of page.snapshots) { if (s.record <= n && s.t <= time + 1e-9) found = s; else if (s.record > n) break; }
  return found;
}
function timeAt(n) { return n > 0 ? page.records[n - 1].t : 0; }
function passAt(n) {
  let found = null;
  for (const p of page.passes) { if (p.start < n) found = p; else break; }
  return found;
}

// A step by meaning goes to the next (or previous) record whose stops hold its bit (1 a hit-test visit, 2 a
// phase's first record), revealing it with everything before: the window's rule (`StepCursor.step(to:)`), on the
// stops the data carries. With no stop left, forward goes to the end and back to the start.
const stopBits = {visit: 1, phase: 2};
function stepTarget(kind, forward, at, records) {
  const N = records.length;
  if (kind === "record") return Math.max(0, Math.min(N, at + (forward ? 1 : -1)));
  const bit = stopBits[kind], stops = (j) => ((records[j].stops || 0) & bit) !== 0, current = at - 1;
  let target = forward ? N - 1 : -1;
  if (forward) { for (let j = current + 1; j < N; j++) if (stops(j)) { target = j; break; } }
  else { for (let j = Math.max(current, 0) - 1; j >= 0; j--) if (stops(j)) { target = j; break; } }
  return target + 1;
}
function step(kind, forward) {
  stop();
  cur = stepTarget(kind, forward, cur, page.records);
  render();
}

function play() {
  if (timer) return stop();
  $("play").textContent = "❚❚ Pause";
  const frame = 1 / 30;
  const tick = () => {
    if (cur >= page.records.length) return stop();
    const speed = parseFloat($("speed").value);
    const next = page.records[cur].t;
    const moving = page.snapshots.some((s) => s.record <= cur && s.t > viewTime + 1e-9 && s.t < next);
    if (moving && next - viewTime > frame) {
      // Something animates before the next record: the clock runs on, a frame at a time.
      viewTime += frame;
      render(false);
      timer = setTimeout(tick, frame * 1000 / speed);
      return;
    }
    const dt = next - viewTime;
    cur++;
    render();
    timer = setTimeout(tick, Math.min(1500, Math.max(60 / speed, dt * 1000 / speed)));
  };
  timer = setTimeout(tick, 0);
}
function stop() { if (timer) clearTimeout(timer); timer = null; $("play").textContent = "▶ Play"; }

function shape(kind, x, y, r) {
  ctx.beginPath();
  const sides = kind === "octagon" ? 8 : kind === "square" ? 4 : kind === "diamond" ? 4 : 0;
  if (!sides) { ctx.arc(x, y, r, 0, 2 * Math.PI); return; }
  const turn = kind === "octagon" ? Math.PI / 8 : kind === "square" ? Math.PI / 4 : 0;
  const rr = kind === "square" ? r * 1.2 : kind === "diamond" ? r * 1.25 : r * 1.05;
  for (let i = 0; i < sides; i++) {
    const a = turn + i * 2 * Math.PI / sides;
    ctx[i ? "lineTo" : "moveTo"](x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  ctx.closePath();
}
function badge(label, kind, color, x, y, r) {
  ctx.lineWidth = 3; ctx.strokeStyle = "#111"; shape(kind === "ring" ? "circle" : kind, x, y, r + 2); ctx.stroke();
  shape(kind === "ring" ? "circle" : kind, x, y, r); ctx.fillStyle = kind === "ring" ? "#fff" : color; ctx.fill();
  ctx.lineWidth = 2; ctx.strokeStyle = color; ctx.stroke();
  ctx.fillStyle = darkText.includes(color) || kind === "ring" ? "#111" : "#fff";
  ctx.font = "bold " + Math.round(r * 1.1) + "px sans-serif"; ctx.textAlign = "center"; ctx.textBaseline = "middle";
  ctx.fillText(label, x, y + 1);
}
function outline(c, color, dashed, width) {
  ctx.beginPath(); ctx.moveTo(c[0], c[1]); for (let i = 2; i < 8; i += 2) ctx.lineTo(c[i], c[i + 1]); ctx.closePath();
  ctx.setLineDash(dashed ? [8, 6] : []);
  ctx.lineWidth = width + 2; ctx.strokeStyle = "#111"; ctx.stroke();
  ctx.lineWidth = width; ctx.strokeStyle = color; ctx.stroke(); ctx.setLineDash([]);
}

// What the phone shows (the snapshot's `PhoneDrawing`, the window's own model), item by item, back to front:
// each in its layer's space (`transform`, screen points, times the canvas's `scale`), cut by its clip (screen
// points). A border lies inside its bounds and is at least one canvas pixel wide; text sits on one line, aligned
// across and centred down its bounds, cut to them.
function css(c) { return "rgba(" + c[0] + "," + c[1] + "," + c[2] + "," + (c[3] / 255).toFixed(3) + ")"; }
function addRounded(g, x, y, w, h, r) {
  if (r > 0) g.roundRect(x, y, w, h, Math.min(r, w / 2, h / 2)); else g.rect(x, y, w, h);
}
function drawPhone(g, drawing, scale) {
  for (const item of drawing.items) {
    g.save();
    if (item.clip !== undefined && item.clip !== null) {
      const c = drawing.clips[item.clip];
      g.setTransform(scale, 0, 0, scale, 0, 0);
      g.beginPath(); g.rect(c[0], c[1], c[2], c[3]); g.clip();
    }
    const t = item.transform, [x, y, w, h] = item.bounds, r = item.radius || 0;
    g.setTransform(scale * t[0], scale * t[1], scale * t[2], scale * t[3], scale * t[4], scale * t[5]);
    const meanScale = scale * Math.sqrt(Math.abs(t[0] * t[3] - t[1] * t[2])), pixel = meanScale > 0 ? 1 / meanScale : 0;
    if (item.kind === "fill") {
      g.beginPath(); addRounded(g, x, y, w, h, r); g.fillStyle = css(item.color); g.fill();
    } else if (item.kind === "border") {
      const width = Math.max(item.width, pixel);
      g.beginPath(); addRounded(g, x, y, w, h, r); g.fillStyle = css(item.color);
      // The ring between the bounds and the bounds inset by the width (or all of it, when that leaves nothing).
      if (width * 2 < Math.min(w, h)) addRounded(g, x + width, y + width, w - 2 * width, h - 2 * width, Math.max(0, r - width));
      g.fill("evenodd");
    } else if (item.kind === "shape") {
      // Every subpath filled, then every one stroked, as the window does.
      const trace = (p) => { g.beginPath(); g.moveTo(p[0], p[1]); for (let i = 2; i < p.length; i += 2) g.lineTo(p[i], p[i + 1]); g.closePath(); };
      if (item.color) { g.fillStyle = css(item.color); for (const p of item.paths) { trace(p); g.fill(); } }
      if (item.stroke) {
        g.lineWidth = Math.max(item.width, pixel); g.strokeStyle = css(item.stroke);
        for (const p of item.paths) { trace(p); g.stroke(); }
      }
    } else if (item.kind === "text") {
      g.beginPath(); g.rect(x, y, w, h); g.clip();
      g.font = (item.bold ? "bold " : "") + item.size + "px sans-serif";
      g.textBaseline = "middle"; g.textAlign = item.alignment;
      g.fillStyle = css(item.color);
      g.fillText(item.text, item.alignment === "center" ? x + w / 2 : item.alignment === "right" ? x + w : x, y + h / 2);
    }
    g.restore();
  }
}

// The phone as large as its place allows, drawn at the display's own pixels: on a narrow screen (a phone's) the
// whole phone in the window with everything else below it; on a wide one, beside the panel, below the header.
// Narrow is the style sheet's own test (its media query), against the layout's width, which a wide page cannot
// widen on a phone.
const narrowQuery = "(max-width: 700px)", margin = 16;
function fit() {
  const narrow = window.matchMedia(narrowQuery).matches, border = 2 * canvas.clientLeft;
  const [screenWidth, screenHeight] = [document.documentElement.clientWidth, window.innerHeight];
  const top = narrow ? margin : canvas.parentElement.getBoundingClientRect().top + window.scrollY;
  const width = (narrow ? screenWidth - 2 * margin : screenWidth * 0.5) - border;
  const height = Math.max(200, screenHeight - top - margin - border);
  const s = Math.max(0.1, Math.min(width / page.screen.width, height / page.screen.height));
  const [w, h] = [page.screen.width * s, page.screen.height * s], ratio = window.devicePixelRatio || 1;
  if (canvas.style.width !== w + "px" || canvas.style.height !== h + "px") { canvas.style.width = w + "px"; canvas.style.height = h + "px"; }
  const [pw, ph] = [Math.round(w * ratio), Math.round(h * ratio)];
  if (canvas.width !== pw || canvas.height !== ph) { canvas.width = pw; canvas.height = ph; }
}
window.addEventListener("resize", () => { if (page) render(false); });

// Where a pointer is on the phone, in the screen's points: through the drawing's own box (inside the border).
function pointOf(e) {
  const r = canvas.getBoundingClientRect();
  const x = e.clientX - r.left - canvas.clientLeft, y = e.clientY - r.top - canvas.clientTop;
  return [x * page.screen.width / canvas.clientWidth, y * page.screen.height / canvas.clientHeight];
}

// The grid places around a badge's wanted one, nearest first: a step along its row to the right costs one,
// elsewhere the distance and one more; on a tie the row, then the screen's middle's side (BadgePlacement's order).
const badgeOrders = {};
function badgeOrder(middle) {
  if (badgeOrders[middle]) return badgeOrders[middle];
  const key = ([dx, dy]) => [dy === 0 && dx > 0 ? dx : 1 + Math.hypot(dx, dy), dy === 0 ? 0 : 1, dy === middle ? 0 : 1, dx];
  const offsets = [];
  for (let dx = -6; dx <= 6; dx++) for (let dy = -6; dy <= 6; dy++) if (dx || dy) offsets.push([dx, dy]);
  offsets.sort((a, b) => { const [p, q] = [key(a), key(b)]; for (let i = 0; i < 4; i++) if (p[i] !== q[i]) return p[i] - q[i]; return 0; });
  return (badgeOrders[middle] = offsets);
}
function render(atRecord = true) {
  if (atRecord) viewTime = timeAt(cur);
  fit();
  const scale = canvas.height / page.screen.height;
  ctx.setTransform(1, 0, 0, 1, 0, 0); ctx.fillStyle = "#000"; ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  const snap = snapshotAt(cur, viewTime), byId = {};
  for (const v of snap.views) byId[v.id] = v;
  drawPhone(ctx, snap.drawing, scale);
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  if ($("names").checked) {
    // Each view's name, as `why --view` takes it, on a dark plate at its top-left.
    ctx.font = "11px sans-serif"; ctx.textAlign = "left"; ctx.textBaseline = "top";
    for (const v of snap.views) {
      const c = v.shown || v.corners, w = ctx.measureText(v.name).width + 6;
      ctx.fillStyle = "rgba(28,28,30,0.85)"; ctx.fillRect(c[0] + 2, c[1] + 2, w, 15);
      ctx.fillStyle = "#fff"; ctx.fillText(v.name, c[0] + 5, c[1] + 4);
    }
  }
  const pass = passAt(cur), visible = pass ? pass.visits.filter((v) => v.record < cur) : [];
  const passOver = pass && pass.end !== undefined && pass.end !== null && cur > pass.end;
  visible.forEach((v, i) => {
    const view = byId[v.view]; if (!view) return;
    const outcome = !passOver && i === visible.length - 1 ? "asking" : v.outcome;
    outline(view.corners, colors[outcome], ["outside", "declined", "skipped"].includes(outcome), outcome === "hit" ? 4 : 2.5);
  });
  const placed = [];
  const free = (x, y, apart = 24) => !placed.some(([px, py]) => Math.hypot(px - x, py - y) < apart);
  const place = (x, y, others = []) => {
    // Badges of nested views share corners: as the window places them (BadgePlacement), each goes to another of
    // its view's corners, else to the nearest free place on a grid a badge apart, a short row to the right first,
    // then the rows beside it.
    const inside = (cx, cy) => cx >= 11 && cy >= 11 && cx <= page.screen.width - 11 && cy <= page.screen.height - 11;
    let spot = free(x, y) ? [x, y] : others.find(([ox, oy]) => inside(ox, oy) && free(ox, oy, 23)) || null;
    for (const [dx, dy] of badgeOrder(y < page.screen.height / 2 ? 1 : -1)) {
      if (spot) break;
      if (inside(x + dx * 24, y + dy * 24) && free(x + dx * 24, y + dy * 24)) spot = [x + dx * 24, y + dy * 24];
    }
    if (!spot) { while (!free(x, y)) x += 24; spot = [x, y]; }
    placed.push(spot);
    return spot;
  };
  visible.forEach((v, i) => {
    const view = byId[v.view]; if (!view) return;
    const outcome = !passOver && i === visible.length - 1 ? "asking" : v.outcome;
    const c = view.corners, big = Math.min(c[2] - c[0], c[7] - c[1]) >= 39;
    const [x, y] = place(c[0] + 13, c[1] + 13, big ? [[c[2] - 13, c[3] + 13], [c[6] + 13, c[7] - 13], [c[4] - 13, c[5] - 13]] : []);
    badge(String(i + 1), shapes[outcome], colors[outcome], x, y, 11);
  });
  // Numbered as the chain's list numbers them, controllers included (the window's numbers too).
  const chainViews = passOver ? pass.chain.map((l, i) => [l, i + 1]).filter(([l]) => l.view && byId[l.view]) : [];
  chainViews.forEach(([l, number]) => {
    const c = byId[l.view].corners;
    const [x, y] = place(c[6] + 14, c[7] - 14);
    badge(String(number), "diamond", colors.chain, x, y, 11);
  });
  drawTouches(scale);
  panels(pass, visible, passOver);
}

function drawTouches() {
  const down = {}, trail = [], records = page.records;
  for (let i = 0; i < cur; i++) {
    const r = records[i];
    if (r.kind !== "input" || r.finger === undefined || r.finger === null) continue;
    if (r.phase === "down") { down[r.finger] = [r.x, r.y]; trail.length = 0; trail.push([r.x, r.y]); }
    else if (r.phase === "move") { down[r.finger] = [r.x, r.y]; trail.push([r.x, r.y]); }
    else { delete down[r.finger]; }
  }
  if (trail.length > 1) {
    ctx.beginPath(); trail.forEach((p, i) => ctx[i ? "lineTo" : "moveTo"](p[0], p[1]));
    ctx.lineWidth = 3; ctx.strokeStyle = "rgba(255,59,48,0.7)"; ctx.stroke();
  }
  for (const f in down) {
    const [x, y] = down[f];
    ctx.beginPath(); ctx.arc(x, y, 22, 0, 2 * Math.PI); ctx.fillStyle = "rgba(255,59,48,0.35)"; ctx.fill();
    ctx.lineWidth = 3; ctx.strokeStyle = "#ff3b30"; ctx.stroke();
  }
}

// The gesture at the cursor: each recognizer that has seen it so far, its states up to the cursor as a lane on
// the whole gesture's time scale, and, once the gesture is over, the winner first and why's sentence.
function arenaAt(n) {
  let found = null;
  for (const a of page.arenas) { if (a.start < n) found = a; else break; }
  return found;
}
function arena() {
  const box = $("arena"); box.replaceChildren();
  const a = arenaAt(cur);
  const lanes = a ? a.lanes.filter((l) => l.steps[0].record < cur) : [];
  if (!lanes.length) {
    const none = document.createElement("p"); none.className = "muted";
    none.textContent = a ? "No recognizer has seen the touches yet." : "No gesture yet.";
    box.appendChild(none);
    return;
  }
  const over = cur >= a.end, length = Math.max((a.t1 - a.t0) * 1.15, 0.02);
  const now = over ? a.t0 + length : Math.max(a.t0, viewTime);
  if (over) lanes.sort((x, y) => (y.won ? 1 : 0) - (x.won ? 1 : 0));
  for (const lane of lanes) {
    const steps = lane.steps.filter((s) => s.record < cur), last = steps[steps.length - 1];
    const row = document.createElement("div"); row.className = "arena-row";
    const name = document.createElement("div"); name.textContent = (over && lane.won ? "wins: " : "") + lane.name;
    if (over && lane.won) name.className = "won";
    const bar = document.createElement("div"); bar.className = "lane";
    steps.forEach((s, i) => {
      const to = i + 1 < steps.length ? steps[i + 1].t : now;
      const span = document.createElement("span");
      if (s.waiting) span.className = "thin";
      span.style.left = (100 * (s.t - a.t0) / length) + "%";
      span.style.width = "max(3px, " + (100 * (to - s.t) / length) + "%)";
      span.style.background = s.waiting ? stateColors.waiting : stateColors[s.state];
      span.title = s.state + (s.waiting ? ", waiting" : "") + " at " + s.t.toFixed(3) + " s";
      bar.appendChild(span);
    });
    const requires = lane.requires.length ? "Requires " + lane.requires.join(", ") + " to fail. " : "";
    const sentence = document.createElement("div"); sentence.className = "sentence";
    sentence.textContent = requires + (over ? lane.sentence : "…the gesture goes on: its sentence comes when it is over");
    sentence.style.color = over ? stateColors[last.state] : "#a1a1a8";
    row.append(name, bar, sentence);
    box.appendChild(row);
  }
}

function li(text, cls, detail) {
  const item = document.createElement("li");
  item.textContent = text;
  if (cls) item.className = cls;
  if (detail) { const span = document.createElement("span"); span.className = "reason"; span.textContent = " " + detail; item.appendChild(span); }
  return item;
}
function panels(pass, visible, passOver) {
  const hit = $("hittest"); hit.replaceChildren();
  visible.forEach((v, i) => {
    const outcome = !passOver && i === visible.length - 1 ? "asking" : v.outcome;
    hit.appendChild(li((i + 1) + ". " + v.name, "o-" + outcome, outcome === "asking" ? "being asked" : v.reason));
  });
  if (!visible.length) hit.appendChild(li("No touch yet: step forward.", "muted"));
  const chain = $("chain"); chain.replaceChildren();
  if (passOver) pass.chain.forEach((l, i) => chain.appendChild(li((i + 1) + ". " + l.name, "o-chain", l.kind)));
  else chain.appendChild(li("After hit-testing finds a view.", "muted"));
  arena();
  const records = page.records, N = records.length;
  const log = $("log"); log.replaceChildren();
  const first = Math.max(0, cur - 400);
  for (let i = first; i < cur; i++) log.appendChild(li(records[i].text, "k-" + records[i].kind + (i === cur - 1 ? " current" : "")));
  log.scrollTop = log.scrollHeight;
  const current = cur > 0 ? records[cur - 1] : null;
  // The window's sentence for the record (its own text where the window says no more).
  $("caption").textContent = current ? current.caption ?? current.text : startCaption;
  $("position").textContent = "record " + cur + " / " + N + "  ·  t = " + viewTime.toFixed(3) + " s";
  $("timeline").max = N;
  $("timeline").value = cur;
}

// The buttons, the timeline and the keys: → next record, Shift+→ next hit-test visit, Ctrl+→ next phase, ← back,
// Space play, Home and End.
function wireControls() {
  $("timeline").addEventListener("input", (e) => { stop(); cur = parseInt(e.target.value, 10); render(); });
  $("back").onclick = () => step("record", false);
  $("next").onclick = () => step("record", true);
  $("visit").onclick = () => step("visit", true);
  $("phase").onclick = () => step("phase", true);
  $("play").onclick = play;
  $("names").onchange = () => render(false);
  document.addEventListener("keydown", (e) => {
    const forward = e.key === "ArrowRight";
    if (e.key === " ") { e.preventDefault(); play(); }
    else if (forward || e.key === "ArrowLeft") {
      e.preventDefault();
      step(e.shiftKey ? "visit" : (e.ctrlKey || e.altKey || e.metaKey) ? "phase" : "record", forward);
    } else if (e.key === "Home") { stop(); cur = 0; render(); }
    else if (e.key === "End") { stop(); cur = page.records.length; render(); }
  });
}
