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

test("lib/registry.js follows its README", async () => {
  const lib = require('../lib/registry');
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
  const params = {"names": {"file": "registry", "cls": "Registry", "add": "add", "list": "list", "count": "countOf"}, "steps": [{"op": "new", "name": "edge"}, {"op": "new", "name": "east"}, {"op": "new", "name": "south"}, {"op": "add", "name": "south", "item": "bravo"}, {"op": "add", "name": "edge", "item": "alpha"}, {"op": "add", "name": "east", "item": "delta"}, {"op": "add", "name": "east", "item": "bravo"}, {"op": "add", "name": "south", "item": "echo"}, {"op": "add", "name": "south", "item": "delta"}, {"op": "add", "name": "east", "item": "alpha"}, {"op": "add", "name": "east", "item": "oscar"}, {"op": "add", "name": "south", "item": "oscar"}, {"op": "count", "name": "south", "item": "oscar"}, {"op": "count", "name": "edge", "item": "oscar"}, {"op": "list", "name": "edge"}, {"op": "list", "name": "east"}, {"op": "list", "name": "south"}, {"op": "count", "name": "edge", "item": "alpha"}, {"op": "count", "name": "east", "item": "delta"}, {"op": "count", "name": "south", "item": "delta"}, {"op": "add", "name": "south", "item": "alpha"}, {"op": "list", "name": "edge"}]};
  const expected = ["1", "1", "1", "2", "2", "3", "3", "4", "4", "1", "0", "edge: alpha", "east: delta, bravo, alpha, oscar", "south: bravo, echo, delta, oscar", "1", "1", "1", "5", "edge: alpha"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
