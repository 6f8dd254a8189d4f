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

test("lib/numbering.js follows its README (single use)", async () => {
  const lib = require('../lib/numbering');
  const scenario = async function (lib, p) {
    const n = p.names, out = [], seqs = {};
    for (const s of p.steps) {
      if (s.op === 'new') seqs[s.name] = s.start === undefined ? new lib[n.cls](s.prefix) : new lib[n.cls](s.prefix, s.start);
      else out.push(await attempt(() => seqs[s.name][n.next]()));
    }
    return out;
  };
  const params = {"names": {"file": "numbering", "cls": "Sequence", "next": "next"}, "steps": [{"op": "new", "name": "a", "prefix": "DN", "start": 328}, {"op": "next", "name": "a"}, {"op": "next", "name": "a"}, {"op": "next", "name": "a"}, {"op": "next", "name": "a"}]};
  const expected = ["DN-0328", "DN-0329", "DN-0330", "DN-0331"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
