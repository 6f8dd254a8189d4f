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

test("lib/render.js follows its README (single use)", async () => {
  const lib = require('../lib/render');
  const scenario = async function (lib, p) {
    const n = p.names, inst = { lib }, out = [];
    for (const s of p.steps) {
      if (s.op === 'create') inst[s.name] = s.opts === undefined ? lib[n.factory]() : lib[n.factory](s.opts);
      else if (s.op === 'configure') inst[s.on].configure(s.opts);
      else out.push(await attempt(() => inst[s.on][n[s.fn]](s.arg)));
    }
    return out;
  };
  const params = {"names": {"file": "render", "factory": "rendererFor", "amount": "renderPrice", "percent": "renderRate"}, "steps": [{"op": "configure", "on": "lib", "opts": {"symbol": "CHF", "position": "after", "decimal": ".", "thousands": "'"}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 56813241}, {"op": "call", "on": "lib", "fn": "amount", "arg": 84355569}, {"op": "call", "on": "lib", "fn": "percent", "arg": 12214}, {"op": "configure", "on": "lib", "opts": {"symbol": "EUR"}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 24394453}, {"op": "call", "on": "lib", "fn": "amount", "arg": 22920258}]};
  const expected = ["568'132.41 CHF", "843'555.69 CHF", "122.14%", "243'944.53 EUR", "229'202.58 EUR"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
