page = JSON.parse(document.getElementById("page-data").textContent);
$("names").checked = !!page.namesShown;
// The recording first, then its touches played in the scene's other variants (none unless the scene has some).
const variantData = document.getElementById("variant-pages");
const pages = [page, ...(variantData ? JSON.parse(variantData.textContent) : [])];
function showVariant(shown) {
  page = shown; cur = Math.min(cur, page.records.length);
  const box = $("variants"); if (!box) return;
  box.replaceChildren();
  for (const p of pages) {
    const button = document.createElement("button");
    button.textContent = (p.variant ?? "default") + (p === pages[0] ? " (recorded)" : "");
    if (p === page) button.className = "on";
    button.onclick = () => { stop(); showVariant(p); render(); };
    box.appendChild(button);
  }
  $("variant-note").textContent = page === pages[0] ? "The recording." :
    "The recording's touches played again in the variant " + (page.variant ?? "default") + ": what it would have done, not what was recorded.";
}
wireControls();
// A link may open on a variant and a step: #variant=NAME&record=N (either part alone).
let wanted = null;
for (const part of location.hash.replace(/^#/, "").split("&")) {
  const v = /^variant=(.+)$/.exec(part), s = /^(visit|record|phase)=(\d+)$/.exec(part);
  if (v) { const name = decodeURIComponent(v[1]); page = pages.find((p) => (p.variant ?? "default") === name) ?? page; }
  if (s) wanted = s;
}
showVariant(page);
if (wanted) {
  const count = Math.min(parseInt(wanted[2], 10), page.records.length);
  if (wanted[1] === "record") cur = count; else for (let i = 0; i < count; i++) step(wanted[1], true);
}
render();
