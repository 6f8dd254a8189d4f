'use strict';
const test = require('node:test');
const assert = require('node:assert');

function sortKeys(v) {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') {
    const o = {};
    for (const k of Object.keys(v).sort()) o[k] = sortKeys(v[k]);
    return o;
  }
  return v;
}

function show(v) {
  return typeof v === 'string' ? v : v === undefined ? 'undefined' : JSON.stringify(sortKeys(v));
}

async function attempt(f) {
  try {
    return show(await f());
  } catch (e) {
    return 'error: ' + (e && e.name);
  }
}

test("lib/roster.js follows its README", async () => {
  const lib = require('../lib/roster');
  const scenario = async function (lib, p) {
    const n = p.names, out = [], regs = {};
    for (const s of p.steps) {
      if (s.op === 'new') regs[s.name] = new lib[n.cls](s.name);
      else if (s.op === 'add') out.push(await attempt(() => regs[s.name][n.add](s.item)));
      else if (s.op === 'count') out.push(await attempt(() => regs[s.name][n.count](s.item)));
      else out.push(await attempt(() => regs[s.name][n.list]()));
    }
    return out;
  };
  const params = {"names": {"file": "roster", "cls": "Roster", "add": "enroll", "list": "members", "count": "timesEnrolled"}, "steps": [{"op": "new", "name": "core"}, {"op": "new", "name": "east"}, {"op": "new", "name": "edge"}, {"op": "add", "name": "edge", "item": "echo"}, {"op": "add", "name": "edge", "item": "echo"}, {"op": "add", "name": "core", "item": "alpha"}, {"op": "add", "name": "edge", "item": "echo"}, {"op": "add", "name": "edge", "item": "echo"}, {"op": "add", "name": "edge", "item": "bravo"}, {"op": "add", "name": "edge", "item": "delta"}, {"op": "add", "name": "east", "item": "lima"}, {"op": "add", "name": "edge", "item": "lima"}, {"op": "count", "name": "edge", "item": "lima"}, {"op": "count", "name": "core", "item": "lima"}, {"op": "list", "name": "core"}, {"op": "list", "name": "east"}, {"op": "list", "name": "edge"}, {"op": "count", "name": "core", "item": "alpha"}, {"op": "count", "name": "east", "item": "bravo"}, {"op": "count", "name": "edge", "item": "delta"}, {"op": "add", "name": "edge", "item": "mike"}, {"op": "list", "name": "core"}]};
  const expected = ["1", "2", "1", "3", "4", "5", "6", "1", "7", "1", "0", "core: alpha", "east: lima", "edge: echo, echo, echo, echo, bravo, delta, lima", "1", "0", "1", "8", "core: alpha"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
