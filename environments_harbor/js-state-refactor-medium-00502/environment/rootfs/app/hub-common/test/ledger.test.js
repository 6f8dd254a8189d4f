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

test("lib/ledger.js follows its README", async () => {
  const lib = require('../lib/ledger');
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
  const params = {"names": {"file": "ledger", "cls": "Ledger", "add": "record", "list": "entries", "count": "occurrences"}, "steps": [{"op": "new", "name": "core"}, {"op": "new", "name": "north"}, {"op": "new", "name": "east"}, {"op": "add", "name": "east", "item": "bravo"}, {"op": "add", "name": "east", "item": "alpha"}, {"op": "add", "name": "north", "item": "delta"}, {"op": "add", "name": "core", "item": "bravo"}, {"op": "add", "name": "core", "item": "alpha"}, {"op": "add", "name": "north", "item": "delta"}, {"op": "add", "name": "east", "item": "alpha"}, {"op": "add", "name": "north", "item": "oscar"}, {"op": "add", "name": "east", "item": "oscar"}, {"op": "count", "name": "east", "item": "oscar"}, {"op": "count", "name": "core", "item": "oscar"}, {"op": "list", "name": "core"}, {"op": "list", "name": "north"}, {"op": "list", "name": "east"}, {"op": "count", "name": "core", "item": "delta"}, {"op": "count", "name": "north", "item": "alpha"}, {"op": "count", "name": "east", "item": "alpha"}, {"op": "add", "name": "east", "item": "alpha"}, {"op": "list", "name": "core"}]};
  const expected = ["1", "2", "1", "1", "2", "2", "3", "3", "4", "1", "0", "core: bravo, alpha", "north: delta, delta, oscar", "east: bravo, alpha, alpha, oscar", "0", "0", "2", "5", "core: bravo, alpha"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
