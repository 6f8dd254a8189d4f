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

test("lib/labels.js follows its README (single use)", async () => {
  const lib = require('../lib/labels');
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
  const params = {"names": {"file": "labels", "get": "labelsOf", "set": "assignLabels"}, "steps": [{"op": "set", "id": "id964", "tags": ["fragile", "rush"]}, {"op": "set", "id": "id254", "tags": ["late", "cold", "gift"]}, {"op": "get", "id": "id964"}, {"op": "get", "id": "id541"}, {"op": "get", "id": "id254"}]};
  const expected = ["[\"fragile\",\"rush\"]", "[]", "[\"late\",\"cold\",\"gift\"]"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
