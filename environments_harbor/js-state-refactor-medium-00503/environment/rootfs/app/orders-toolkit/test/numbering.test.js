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

test("lib/numbering.js follows its README", async () => {
  const lib = require('../lib/numbering');
  const scenario = async function (lib, p) {
    const n = p.names, out = [], seqs = {};
    for (const s of p.steps) {
      if (s.op === 'new') seqs[s.name] = s.start === undefined ? new lib[n.cls](s.prefix) : new lib[n.cls](s.prefix, s.start);
      else out.push(await attempt(() => seqs[s.name][n.next]()));
    }
    return out;
  };
  const params = {"names": {"file": "numbering", "cls": "Sequence", "next": "next"}, "steps": [{"op": "new", "name": "a", "prefix": "RMA"}, {"op": "next", "name": "a"}, {"op": "next", "name": "a"}, {"op": "new", "name": "b", "prefix": "CRN", "start": 859}, {"op": "new", "name": "c", "prefix": "RMA", "start": 4892}, {"op": "next", "name": "c"}, {"op": "next", "name": "a"}, {"op": "next", "name": "c"}, {"op": "next", "name": "a"}, {"op": "next", "name": "c"}, {"op": "next", "name": "c"}, {"op": "next", "name": "c"}, {"op": "next", "name": "a"}, {"op": "next", "name": "b"}, {"op": "next", "name": "c"}]};
  const expected = ["RMA-0001", "RMA-0002", "RMA-4892", "RMA-0003", "RMA-4893", "RMA-0004", "RMA-4894", "RMA-4895", "RMA-4896", "RMA-0005", "CRN-0859", "RMA-4897"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
