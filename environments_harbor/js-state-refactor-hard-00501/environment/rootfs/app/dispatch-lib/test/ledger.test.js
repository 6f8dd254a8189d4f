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

test("lib/ledger.js follows its README (single use)", async () => {
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
  const params = {"names": {"file": "ledger", "cls": "Ledger", "add": "record", "list": "entries", "count": "occurrences"}, "steps": [{"op": "new", "name": "edge"}, {"op": "add", "name": "edge", "item": "echo"}, {"op": "add", "name": "edge", "item": "delta"}, {"op": "add", "name": "edge", "item": "bravo"}, {"op": "add", "name": "edge", "item": "echo"}, {"op": "list", "name": "edge"}, {"op": "count", "name": "edge", "item": "echo"}]};
  const expected = ["1", "2", "3", "4", "edge: echo, delta, bravo, echo", "2"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
