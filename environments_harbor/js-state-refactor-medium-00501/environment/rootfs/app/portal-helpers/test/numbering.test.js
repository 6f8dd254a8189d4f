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
  const params = {"names": {"file": "numbering", "cls": "Sequence", "next": "next"}, "steps": [{"op": "new", "name": "a", "prefix": "DN"}, {"op": "next", "name": "a"}, {"op": "next", "name": "a"}, {"op": "new", "name": "b", "prefix": "QT", "start": 151}, {"op": "new", "name": "c", "prefix": "DN", "start": 1380}, {"op": "next", "name": "a"}, {"op": "next", "name": "a"}, {"op": "next", "name": "b"}, {"op": "next", "name": "b"}, {"op": "next", "name": "b"}, {"op": "next", "name": "b"}, {"op": "next", "name": "c"}, {"op": "next", "name": "a"}, {"op": "next", "name": "b"}, {"op": "next", "name": "c"}]};
  const expected = ["DN-0001", "DN-0002", "DN-0003", "DN-0004", "QT-0151", "QT-0152", "QT-0153", "QT-0154", "DN-1380", "DN-0005", "QT-0155", "DN-1381"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
