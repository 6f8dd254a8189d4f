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
  const params = {"names": {"file": "money", "factory": "makeMoneyFormat", "amount": "money", "percent": "percent"}, "steps": [{"op": "configure", "on": "lib", "opts": {"symbol": "$", "position": "before", "decimal": ".", "thousands": ""}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 47924294}, {"op": "call", "on": "lib", "fn": "amount", "arg": 53985642}, {"op": "call", "on": "lib", "fn": "amount", "arg": -11333024}, {"op": "configure", "on": "lib", "opts": {"symbol": "NOK"}}, {"op": "call", "on": "lib", "fn": "amount", "arg": 6878889}, {"op": "call", "on": "lib", "fn": "amount", "arg": 60833858}, {"op": "create", "name": "A", "opts": {"symbol": "$", "position": "before", "decimal": ",", "thousands": " "}}, {"op": "create", "name": "B", "opts": {"symbol": "€", "position": "after", "decimal": ".", "thousands": "'"}}, {"op": "call", "on": "A", "fn": "amount", "arg": 21179094}, {"op": "call", "on": "A", "fn": "amount", "arg": 77126730}, {"op": "call", "on": "B", "fn": "amount", "arg": 80368835}, {"op": "call", "on": "B", "fn": "percent", "arg": 900}, {"op": "call", "on": "lib", "fn": "amount", "arg": -75592444}, {"op": "call", "on": "A", "fn": "amount", "arg": 5204517}, {"op": "call", "on": "A", "fn": "amount", "arg": 81332129}, {"op": "call", "on": "B", "fn": "amount", "arg": 5204517}, {"op": "call", "on": "B", "fn": "percent", "arg": 8341}, {"op": "call", "on": "lib", "fn": "amount", "arg": 48377363}, {"op": "call", "on": "A", "fn": "amount", "arg": 7817659}, {"op": "call", "on": "A", "fn": "amount", "arg": 7817659}, {"op": "call", "on": "B", "fn": "amount", "arg": 90260221}, {"op": "call", "on": "B", "fn": "percent", "arg": 12309}, {"op": "call", "on": "lib", "fn": "amount", "arg": 27274582}, {"op": "call", "on": "A", "fn": "amount", "arg": 1124959}, {"op": "call", "on": "B", "fn": "amount", "arg": 1124959}, {"op": "call", "on": "lib", "fn": "amount", "arg": 1124959}, {"op": "configure", "on": "lib", "opts": {"symbol": "$", "position": "before", "decimal": ",", "thousands": " "}}, {"op": "call", "on": "A", "fn": "percent", "arg": 13821}, {"op": "call", "on": "B", "fn": "amount", "arg": 7817659}, {"op": "configure", "on": "A", "opts": {"decimal": "#"}}, {"op": "call", "on": "A", "fn": "amount", "arg": 7817659}, {"op": "call", "on": "A", "fn": "amount", "arg": 72583039}, {"op": "call", "on": "A", "fn": "amount", "arg": 1124959}, {"op": "call", "on": "B", "fn": "amount", "arg": 1124959}, {"op": "call", "on": "lib", "fn": "amount", "arg": 1124959}, {"op": "create", "name": "C"}, {"op": "call", "on": "C", "fn": "amount", "arg": 1124959}, {"op": "call", "on": "C", "fn": "percent", "arg": 7639}]};
  const expected = ["$479242.94", "$539856.42", "-$113330.24", "NOK68788.89", "NOK608338.58", "$211 790,94", "$771 267,30", "803'688.35 €", "9.00%", "-NOK755924.44", "$52 045,17", "$813 321,29", "52'045.17 €", "83.41%", "NOK483773.63", "$78 176,59", "$78 176,59", "902'602.21 €", "123.09%", "NOK272745.82", "$11 249,59", "11'249.59 €", "NOK11249.59", "138,21%", "78'176.59 €", "$78 176#59", "$725 830#39", "$11 249#59", "11'249.59 €", "$11 249,59", "11,249.59 CHF", "76.39%"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
