// Runs the page's renderer (Sources/PageExport/Resources/renderer.js) in Node, with no browser: a canvas that
// records what is drawn, a document with nothing in it. Reads vectors the Swift side wrote, prints what the
// renderer did with them as JSON.
//   node renderer-harness.js PALETTE.js RENDERER.js VECTORS.json
"use strict";
const fs = require("fs"), vm = require("vm");
const [paletteFile, rendererFile, vectorsFile] = process.argv.slice(2);

// A 2-D context that keeps the transform, the clip and the current path, and records each fill, stroke and text.
class RecordingContext {
  constructor() { this.ops = []; this.stack = []; this.m = [1, 0, 0, 1, 0, 0]; this.clipRect = null; this.path = []; }
  map(x, y) { const m = this.m; return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]]; }
  save() { this.stack.push({m: this.m.slice(), clipRect: this.clipRect}); }
  restore() { const s = this.stack.pop(); this.m = s.m; this.clipRect = s.clipRect; }
  setTransform(a, b, c, d, e, f) { this.m = [a, b, c, d, e, f]; }
  beginPath() { this.path = []; }
  rect(x, y, w, h) { this.path.push([x, y, x + w, y, x + w, y + h, x, y + h].flatMap((v, i, all) => i % 2 ? [] : this.map(v, all[i + 1]))); }
  roundRect(x, y, w, h) { this.rect(x, y, w, h); }
  moveTo(x, y) { this.path.push(this.map(x, y)); }
  lineTo(x, y) { this.path[this.path.length - 1].push(...this.map(x, y)); }
  closePath() {}
  arc() {}
  clip() {
    // An axis-aligned rectangle: the box of the path's first subpath, cut by the clip before.
    const p = this.path[0], xs = p.filter((_, i) => i % 2 === 0), ys = p.filter((_, i) => i % 2 === 1);
    let r = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    if (this.clipRect) { const c = this.clipRect; r = [Math.max(r[0], c[0]), Math.max(r[1], c[1]), Math.min(r[2], c[2]), Math.min(r[3], c[3])]; }
    this.clipRect = r;
  }
  record(op, extra) { this.ops.push(Object.assign({op: op, clip: this.clipRect, paths: this.path}, extra)); }
  fill(rule) { this.record("fill", {style: this.fillStyle, rule: rule || "nonzero"}); }
  stroke() { this.record("stroke", {style: this.strokeStyle, width: this.lineWidth}); }
  fillText(text, x, y) { this.record("text", {style: this.fillStyle, text: text, at: this.map(x, y), align: this.textAlign, font: this.font, paths: []}); }
  fillRect() {}
  measureText(t) { return {width: t.length * 6}; }
  setLineDash() {}
}

const canvas = {getContext: () => new RecordingContext(), width: 312, height: 675};
const context = vm.createContext({document: {getElementById: () => canvas}, window: {addEventListener: () => {}}, console: console});
vm.runInContext(fs.readFileSync(paletteFile, "utf8") + fs.readFileSync(rendererFile, "utf8"), context);
const drawPhone = vm.runInContext("drawPhone", context), stepTarget = vm.runInContext("stepTarget", context);

const vectors = JSON.parse(fs.readFileSync(vectorsFile, "utf8"));
const out = {drawings: [], steps: []};
for (const d of vectors.drawings) {
  const g = new RecordingContext();
  drawPhone(g, d.drawing, vectors.scale);
  out.drawings.push({id: d.id, ops: g.ops});
}
// Each walk: from the start forward to the end, then back to the start, as the page's keys step.
for (const s of vectors.steps) {
  const walk = {id: s.id};
  for (const kind of ["visit", "phase"]) {
    const forward = [], back = [];
    let at = 0;
    while (at < s.records.length) { at = stepTarget(kind, true, at, s.records); forward.push(at); }
    while (at > 0) { at = stepTarget(kind, false, at, s.records); back.push(at); }
    walk[kind] = {forward: forward, back: back};
  }
  out.steps.push(walk);
}
process.stdout.write(JSON.stringify(out));
