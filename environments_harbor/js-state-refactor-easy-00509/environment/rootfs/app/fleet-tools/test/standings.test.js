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

test("lib/standings.js follows its README", async () => {
  const lib = require('../lib/standings');
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
  const params = {"names": {"file": "standings", "fn": "standings"}, "rounds": [{"entries": [{"name": "hal", "score": 92}, {"name": "cy", "score": 13}, {"name": "ana", "score": 39}, {"name": "jo", "score": 42}], "bump": 2, "by": 22}, {"entries": [{"name": "gus", "score": 41}, {"name": "cy", "score": 27}, {"name": "eli", "score": 69}, {"name": "hal", "score": 27}], "bump": 3, "by": 27}], "checkInput": true};
  const expected = ["[{\"name\":\"hal\",\"rank\":1,\"score\":92},{\"name\":\"jo\",\"rank\":2,\"score\":42},{\"name\":\"ana\",\"rank\":3,\"score\":39},{\"name\":\"cy\",\"rank\":4,\"score\":13}]", "[{\"name\":\"hal\",\"score\":92},{\"name\":\"cy\",\"score\":13},{\"name\":\"ana\",\"score\":39},{\"name\":\"jo\",\"score\":42}]", "[{\"name\":\"hal\",\"rank\":1,\"score\":92},{\"name\":\"ana\",\"rank\":2,\"score\":61},{\"name\":\"jo\",\"rank\":3,\"score\":42},{\"name\":\"cy\",\"rank\":4,\"score\":13}]", "[{\"name\":\"hal\",\"score\":92},{\"name\":\"cy\",\"score\":13},{\"name\":\"ana\",\"score\":61},{\"name\":\"jo\",\"score\":42}]", "[{\"name\":\"hal\",\"rank\":1,\"score\":92},{\"name\":\"jo\",\"rank\":2,\"score\":42},{\"name\":\"ana\",\"rank\":3,\"score\":39},{\"name\":\"cy\",\"rank\":4,\"score\":13}]", "[{\"name\":\"eli\",\"rank\":1,\"score\":69},{\"name\":\"gus\",\"rank\":2,\"score\":41},{\"name\":\"cy\",\"rank\":3,\"score\":27},{\"name\":\"hal\",\"rank\":4,\"score\":27}]", "[{\"name\":\"gus\",\"score\":41},{\"name\":\"cy\",\"score\":27},{\"name\":\"eli\",\"score\":69},{\"name\":\"hal\",\"score\":27}]", "[{\"name\":\"eli\",\"rank\":1,\"score\":69},{\"name\":\"hal\",\"rank\":2,\"score\":54},{\"name\":\"gus\",\"rank\":3,\"score\":41},{\"name\":\"cy\",\"rank\":4,\"score\":27}]", "[{\"name\":\"gus\",\"score\":41},{\"name\":\"cy\",\"score\":27},{\"name\":\"eli\",\"score\":69},{\"name\":\"hal\",\"score\":54}]", "[{\"name\":\"eli\",\"rank\":1,\"score\":69},{\"name\":\"gus\",\"rank\":2,\"score\":41},{\"name\":\"cy\",\"rank\":3,\"score\":27},{\"name\":\"hal\",\"rank\":4,\"score\":27}]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
