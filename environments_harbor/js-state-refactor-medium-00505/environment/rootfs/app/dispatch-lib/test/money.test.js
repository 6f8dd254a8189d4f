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
  const params = {"names": {"file": "money", "factory": "makeMoneyFormat", "amount": "money", "percent": "percent"}, "steps": [{"op": "configure", "on": "lib", "opts": {"symbol": "$", "position": "before", "decimal": ".", "thousands": ""}}, {"op": "call", "on": "lib", "fn": "amount", "arg": -89945154}, {"op": "call", "on": "lib", "fn": "amount", "arg": -20846471}, {"op": "call", "on": "lib", "fn": "percent", "arg": 1980}, {"op": "configure", "on": "lib", "opts": {"symbol": "US$"}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 30683551}, {"op": "call", "on": "lib", "fn": "amount", "arg": 11434149}, {"op": "create", "name": "A", "opts": {"symbol": "€", "position": "after", "decimal": ".", "thousands": ","}}, {"op": "create", "name": "B", "opts": {"symbol": "€", "position": "after", "decimal": ",", "thousands": " "}}, {"op": "call", "on": "A", "fn": "amount", "arg": 2444560}, {"op": "call", "on": "A", "fn": "percent", "arg": 19935}, {"op": "call", "on": "B", "fn": "percent", "arg": 13225}, {"op": "call", "on": "B", "fn": "amount", "arg": 2444560}, {"op": "call", "on": "lib", "fn": "amount", "arg": 2444560}, {"op": "call", "on": "A", "fn": "amount", "arg": 11694615}, {"op": "call", "on": "A", "fn": "percent", "arg": 18869}, {"op": "call", "on": "B", "fn": "amount", "arg": 2444560}, {"op": "call", "on": "B", "fn": "amount", "arg": 7737721}, {"op": "call", "on": "lib", "fn": "amount", "arg": 7737721}, {"op": "call", "on": "A", "fn": "amount", "arg": 7737721}, {"op": "call", "on": "A", "fn": "amount", "arg": 85989952}, {"op": "call", "on": "B", "fn": "percent", "arg": 14188}, {"op": "call", "on": "B", "fn": "amount", "arg": 7808246}, {"op": "call", "on": "lib", "fn": "amount", "arg": 7808246}, {"op": "call", "on": "A", "fn": "amount", "arg": 2444560}, {"op": "call", "on": "B", "fn": "amount", "arg": 2444560}, {"op": "call", "on": "lib", "fn": "amount", "arg": 2444560}, {"op": "configure", "on": "lib", "opts": {"symbol": "€", "position": "after", "decimal": ".", "thousands": ","}}, {"op": "call", "on": "A", "fn": "amount", "arg": 72943069}, {"op": "call", "on": "B", "fn": "amount", "arg": 7808246}, {"op": "configure", "on": "A", "opts": {"decimal": "#"}}, {"op": "call", "on": "A", "fn": "amount", "arg": 2444560}, {"op": "call", "on": "A", "fn": "amount", "arg": 80524726}, {"op": "call", "on": "A", "fn": "amount", "arg": 2444560}, {"op": "call", "on": "B", "fn": "amount", "arg": 2444560}, {"op": "call", "on": "lib", "fn": "amount", "arg": 2444560}, {"op": "create", "name": "C"}, {"op": "call", "on": "C", "fn": "amount", "arg": 2444560}, {"op": "call", "on": "C", "fn": "percent", "arg": 2059}]};
  const expected = ["-$899451.54", "-$208464.71", "19.80%", "US$306835.51", "US$114341.49", "24,445.60 €", "199.35%", "132,25%", "24 445,60 €", "US$24445.60", "116,946.15 €", "188.69%", "24 445,60 €", "77 377,21 €", "US$77377.21", "77,377.21 €", "859,899.52 €", "141,88%", "78 082,46 €", "US$78082.46", "24,445.60 €", "24 445,60 €", "US$24445.60", "729,430.69 €", "78 082,46 €", "24,445#60 €", "805,247#26 €", "24,445#60 €", "24 445,60 €", "24,445.60 €", "£24,445.60", "20.59%"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
