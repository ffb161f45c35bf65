page = JSON.parse(document.getElementById("page-data").textContent);
wireControls();
const wanted = /^#(visit|record|phase)=(\d+)$/.exec(location.hash);
if (wanted) {
  const count = Math.min(parseInt(wanted[2], 10), page.records.length);
  if (wanted[1] === "record") cur = count; else for (let i = 0; i < count; i++) step(wanted[1], true);
}
render();
