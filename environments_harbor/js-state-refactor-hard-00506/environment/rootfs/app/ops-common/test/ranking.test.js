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

test("lib/ranking.js follows its README (single use)", async () => {
  const lib = require('../lib/ranking');
  const scenario = async function (lib, p) {
    const fn = lib[p.names.fn], out = [];
    for (const r of p.rounds) {
      const entries = r.entries.map((e) => Object.assign({}, e));
      let first = null;
      out.push(await attempt(() => (first = fn(entries))));
      if (p.checkInput) out.push(show(entries));
      if (r.bump !== undefined) {
        entries[r.bump].score += r.by;
        out.push(await attempt(() => fn(entries)));
        out.push(show(entries));
        out.push(show(first));
      }
    }
    return out;
  };
  const params = {"names": {"file": "ranking", "fn": "rank"}, "rounds": [{"entries": [{"name": "ana", "score": 24}, {"name": "ivy", "score": 30}, {"name": "eli", "score": 85}, {"name": "dee", "score": 56}]}, {"entries": [{"name": "hal", "score": 43}, {"name": "gus", "score": 27}, {"name": "fay", "score": 55}, {"name": "cy", "score": 18}]}], "checkInput": false};
  const expected = ["[{\"name\":\"eli\",\"rank\":1,\"score\":85},{\"name\":\"dee\",\"rank\":2,\"score\":56},{\"name\":\"ivy\",\"rank\":3,\"score\":30},{\"name\":\"ana\",\"rank\":4,\"score\":24}]", "[{\"name\":\"fay\",\"rank\":1,\"score\":55},{\"name\":\"hal\",\"rank\":2,\"score\":43},{\"name\":\"gus\",\"rank\":3,\"score\":27},{\"name\":\"cy\",\"rank\":4,\"score\":18}]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
