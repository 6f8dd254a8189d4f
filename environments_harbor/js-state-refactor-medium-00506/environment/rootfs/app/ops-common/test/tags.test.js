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

test("lib/tags.js follows its README", async () => {
  const lib = require('../lib/tags');
  const scenario = async function (lib, p) {
    const n = p.names, out = [];
    let last = null;
    for (const s of p.steps) {
      if (s.op === 'set') {
        last = s.tags.slice();
        lib[n.set](s.id, last);
      } else if (s.op === 'edit') last.push(s.tag);
      else if (s.op === 'get') out.push(await attempt(() => lib[n.get](s.id)));
      else out.push(await attempt(() => {
        const a = lib[n.get](s.id);
        a.push(s.tag);
        return a;
      }));
    }
    return out;
  };
  const params = {"names": {"file": "tags", "get": "tagsFor", "set": "setTags"}, "steps": [{"op": "set", "id": "id761", "tags": ["hazmat", "rush"]}, {"op": "set", "id": "id425", "tags": ["vip", "fragile", "rush"]}, {"op": "get", "id": "id761"}, {"op": "get", "id": "id688"}, {"op": "get", "id": "id425"}, {"op": "edit", "tag": "edited"}, {"op": "get", "id": "id425"}, {"op": "take", "id": "id670", "tag": "hazmat"}, {"op": "get", "id": "id378"}, {"op": "take", "id": "id761", "tag": "vip"}, {"op": "get", "id": "id761"}, {"op": "get", "id": "id670"}]};
  const expected = ["[\"hazmat\",\"rush\"]", "[]", "[\"vip\",\"fragile\",\"rush\"]", "[\"vip\",\"fragile\",\"rush\"]", "[\"hazmat\"]", "[]", "[\"hazmat\",\"rush\",\"vip\"]", "[\"hazmat\",\"rush\"]", "[]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
