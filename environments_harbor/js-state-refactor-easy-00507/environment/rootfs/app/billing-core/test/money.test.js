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

test("lib/money.js follows its README", async () => {
  const lib = require('../lib/money');
  const scenario = async function (lib, p) {
    const n = p.names, inst = { lib }, out = [];
    for (const s of p.steps) {
      if (s.op === 'create') inst[s.name] = s.opts === undefined ? lib[n.factory]() : lib[n.factory](s.opts);
      else if (s.op === 'configure') inst[s.on].configure(s.opts);
      else out.push(await attempt(() => inst[s.on][n[s.fn]](s.arg)));
    }
    return out;
  };
  const params = {"names": {"file": "money", "factory": "makeMoneyFormat", "amount": "money", "percent": "percent"}, "steps": [{"op": "configure", "on": "lib", "opts": {"symbol": "zł", "position": "after", "decimal": ",", "thousands": " "}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 60510325}, {"op": "call", "on": "lib", "fn": "percent", "arg": 16497}, {"op": "call", "on": "lib", "fn": "amount", "arg": 76310392}, {"op": "configure", "on": "lib", "opts": {"symbol": "US$"}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 17683917}, {"op": "call", "on": "lib", "fn": "amount", "arg": 58225393}, {"op": "create", "name": "A", "opts": {"symbol": "R$", "position": "before", "decimal": ",", "thousands": " "}}, {"op": "create", "name": "B", "opts": {"symbol": "R$", "position": "before", "decimal": ".", "thousands": "'"}}, {"op": "call", "on": "A", "fn": "percent", "arg": 3354}, {"op": "call", "on": "A", "fn": "amount", "arg": 8191441}, {"op": "call", "on": "B", "fn": "amount", "arg": 8191441}, {"op": "call", "on": "B", "fn": "amount", "arg": 8191441}, {"op": "call", "on": "lib", "fn": "amount", "arg": 4282961}, {"op": "call", "on": "A", "fn": "amount", "arg": 94795286}, {"op": "call", "on": "A", "fn": "amount", "arg": 8191441}, {"op": "call", "on": "B", "fn": "amount", "arg": 8191441}, {"op": "call", "on": "B", "fn": "amount", "arg": 4282961}, {"op": "call", "on": "lib", "fn": "amount", "arg": 8191441}, {"op": "call", "on": "A", "fn": "amount", "arg": 120552}, {"op": "call", "on": "A", "fn": "amount", "arg": 17346677}, {"op": "call", "on": "B", "fn": "amount", "arg": 4282961}, {"op": "call", "on": "B", "fn": "amount", "arg": 16252245}, {"op": "call", "on": "lib", "fn": "amount", "arg": 4282961}, {"op": "call", "on": "A", "fn": "amount", "arg": 3815719}, {"op": "call", "on": "B", "fn": "amount", "arg": 3815719}, {"op": "call", "on": "lib", "fn": "amount", "arg": 3815719}, {"op": "configure", "on": "lib", "opts": {"symbol": "R$", "position": "before", "decimal": ",", "thousands": " "}}, {"op": "call", "on": "A", "fn": "amount", "arg": 69360247}, {"op": "call", "on": "B", "fn": "amount", "arg": 4282961}, {"op": "configure", "on": "A", "opts": {"decimal": "·"}}, {"op": "call", "on": "A", "fn": "amount", "arg": 90523981}, {"op": "call", "on": "A", "fn": "amount", "arg": 29180862}, {"op": "call", "on": "A", "fn": "amount", "arg": 3815719}, {"op": "call", "on": "B", "fn": "amount", "arg": 3815719}, {"op": "call", "on": "lib", "fn": "amount", "arg": 3815719}, {"op": "create", "name": "C"}, {"op": "call", "on": "C", "fn": "amount", "arg": 3815719}, {"op": "call", "on": "C", "fn": "percent", "arg": 1214}]};
  const expected = ["605 103,25 zł", "164,97%", "763 103,92 zł", "176 839,17 US$", "582 253,93 US$", "33,54%", "R$81 914,41", "R$81'914.41", "R$81'914.41", "42 829,61 US$", "R$947 952,86", "R$81 914,41", "R$81'914.41", "R$42'829.61", "81 914,41 US$", "R$1 205,52", "R$173 466,77", "R$42'829.61", "R$162'522.45", "42 829,61 US$", "R$38 157,19", "R$38'157.19", "38 157,19 US$", "R$693 602,47", "R$42'829.61", "R$905 239·81", "R$291 808·62", "R$38 157·19", "R$38'157.19", "R$38 157,19", "£38.157,19", "12,14%"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
