for (const id of ["back", "next", "visit", "phase", "play", "timeline", "position", "caption", "hittest", "chain", "arena", "log"]) $(id).hidden = true;
for (const h of document.querySelectorAll("h2, .legend, .controls label:not(.keep)")) h.hidden = true;
// Blue last: the system blue of buttons would hide a touch drawn on one. Each touch is ringed in white and black too.
const palette = ["#ff375f", "#30d158", "#ffd60a", "#bf5af2", "#ff9f0a", "#64d2ff", "#ac8e68", "#0a84ff"];
let room = null;
const ws = connect((m) => {
  // The scene's page comes on joining and when the scene changes; the touches and tally with every message.
  if (m.type === "room") { room = m; if (m.page) { page = m.page; cur = 0; header(); } if (page) showRoom(); }
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
    ctx.globalAlpha = 1; ctx.lineWidth = 5; ctx.strokeStyle = "#fff"; ctx.stroke(); ctx.lineWidth = 2; ctx.strokeStyle = "#111"; ctx.stroke();
  }
  const tally = $("tally"); tally.replaceChildren();
  for (const c of room.tally) {
    // Who won the gesture beside where it landed: a hit view alone cannot tell a pan from a tap.
    const won = c.won === null || c.won === undefined ? "" : c.won === "" ? "; no recognizer won" : "; " + c.won + " won";
    const item = li(c.students + " hit " + c.hit + won); item.style.color = colorOf(c.hit); tally.appendChild(item);
  }
  $("join").textContent = "Join: open " + location.origin + "/ and type " + room.code;
  $("students").textContent = room.students + (room.students === 1 ? " student" : " students") + " in the room, "
    + room.touches.length + " touched";
}
$("scene").onchange = (e) => send(ws, {type: "choose", scene: e.target.value});
