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
  const params = {"names": {"file": "render", "factory": "rendererFor", "amount": "renderPrice", "percent": "renderRate"}, "steps": [{"op": "configure", "on": "lib", "opts": {"symbol": "€", "position": "after", "decimal": ".", "thousands": "'"}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 59566222}, {"op": "call", "on": "lib", "fn": "amount", "arg": -61853691}, {"op": "call", "on": "lib", "fn": "amount", "arg": 86801742}, {"op": "configure", "on": "lib", "opts": {"symbol": "NOK"}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 8886752}, {"op": "call", "on": "lib", "fn": "percent", "arg": 16326}]};
  const expected = ["595'662.22 €", "-618'536.91 €", "868'017.42 €", "88'867.52 NOK", "163.26%"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
