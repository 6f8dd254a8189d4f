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

test("lib/vouchers.js follows its README", async () => {
  const lib = require('../lib/vouchers');
  const scenario = async function (lib, p) {
    const n = p.names, out = [], seqs = {};
    for (const s of p.steps) {
      if (s.op === 'new') seqs[s.name] = s.start === undefined ? new lib[n.cls](s.prefix) : new lib[n.cls](s.prefix, s.start);
      else out.push(await attempt(() => seqs[s.name][n.next]()));
    }
    return out;
  };
  const params = {"names": {"file": "vouchers", "cls": "VoucherSeq", "next": "take"}, "steps": [{"op": "new", "name": "a", "prefix": "QT"}, {"op": "next", "name": "a"}, {"op": "next", "name": "a"}, {"op": "new", "name": "b", "prefix": "PO", "start": 504}, {"op": "new", "name": "c", "prefix": "QT", "start": 4283}, {"op": "next", "name": "a"}, {"op": "next", "name": "b"}, {"op": "next", "name": "a"}, {"op": "next", "name": "b"}, {"op": "next", "name": "a"}, {"op": "next", "name": "a"}, {"op": "next", "name": "b"}, {"op": "next", "name": "a"}, {"op": "next", "name": "b"}, {"op": "next", "name": "c"}]};
  const expected = ["QT-0001", "QT-0002", "QT-0003", "PO-0504", "QT-0004", "PO-0505", "QT-0005", "QT-0006", "PO-0506", "QT-0007", "PO-0507", "QT-4283"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
