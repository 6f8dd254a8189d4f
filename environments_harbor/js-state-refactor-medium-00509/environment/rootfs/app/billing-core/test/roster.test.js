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

test("lib/roster.js follows its README (single use)", async () => {
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
  const params = {"names": {"file": "roster", "cls": "Roster", "add": "enroll", "list": "members", "count": "timesEnrolled"}, "steps": [{"op": "new", "name": "core"}, {"op": "add", "name": "core", "item": "delta"}, {"op": "add", "name": "core", "item": "bravo"}, {"op": "add", "name": "core", "item": "bravo"}, {"op": "add", "name": "core", "item": "bravo"}, {"op": "list", "name": "core"}, {"op": "count", "name": "core", "item": "bravo"}]};
  const expected = ["1", "2", "3", "4", "core: delta, bravo, bravo, bravo", "3"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
