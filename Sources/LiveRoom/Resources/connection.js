function status(text) { $("status").textContent = text; }
function connect(receive, opened) {
  const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + location.pathname.replace(/\/$/, "") + "/ws";
  const ws = new WebSocket(url);
  ws.onopen = () => { status("Connected."); if (opened) opened(ws); };
  // The room ended, this device holds too many of its pages, too many wrong codes locked it out for a minute, or
  // the network dropped: the page says which it can tell and what to do.
  ws.onclose = (e) => status(e.reason ? "Disconnected: " + e.reason + "." :
    "Disconnected: the room may have ended, this device may have too many of its pages open, or the network dropped. "
    + "Reload the page to join again (after wrong codes, wait a minute first); within ten minutes, what you did here comes back.");
  ws.onmessage = (e) => { const m = JSON.parse(e.data); window.touchsimLast = m; receive(m); };
  return ws;
}
function send(ws, message) { if (ws.readyState === 1) ws.send(JSON.stringify(message)); }
function header() {
  $("title").textContent = page.title; $("summary").textContent = page.summary;
  $("instructions").textContent = page.instructions ? "Try: " + page.instructions : "";
  $("names").checked = !!page.namesShown;
  document.title = "touchsim — " + page.title;
}

