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

