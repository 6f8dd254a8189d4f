'use strict';
// Hidden scenario runner: executes steps against the project and prints one result per call step.
const fs = require('fs');
const path = require('path');
const [root, main, factory, file] = process.argv.slice(2);
let lib;
try {
  lib = require(path.join(root, 'lib', main));
} catch (e) {
  console.log(JSON.stringify({ load_error: String(e && e.message) }));
  process.exit(0);
}
const steps = JSON.parse(fs.readFileSync(file, 'utf8'));
const vars = {}, inst = {}, out = [];
function show(v) {
  return typeof v === 'string' ? v : v === undefined ? 'undefined' : JSON.stringify(v);
}
for (const s of steps) {
  try {
    if (s.op === 'let') vars[s.name] = JSON.parse(JSON.stringify(s.value));
    else if (s.op === 'mutate') {
      let o = vars[s.name];
      for (const k of s.path.slice(0, -1)) o = o[k];
      o[s.path[s.path.length - 1]] = s.value;
    } else if (s.op === 'create') inst[s.name] = lib[factory](vars[s.opts]);
    else if (s.op === 'configure') (s.on === 'lib' ? lib : inst[s.on]).configure(vars[s.opts]);
    else if (s.op === 'call') out.push(show((s.on === 'lib' ? lib : inst[s.on])[s.fn](...s.args)));
  } catch (e) {
    if (s.op === 'call') out.push('error: ' + (e && e.message));
    else out.push('step error (' + s.op + '): ' + (e && e.message));
  }
}
console.log(JSON.stringify({ results: out }));
