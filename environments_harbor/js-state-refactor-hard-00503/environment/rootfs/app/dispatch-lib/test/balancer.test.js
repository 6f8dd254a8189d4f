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

test("lib/balancer.js follows its README (single use)", async () => {
  const lib = require('../lib/balancer');
  const scenario = async function (lib, p) {
    const n = p.names, out = [], pools = {}, given = {};
    for (const s of p.steps) {
      if (s.op === 'new') {
        given[s.name] = s.members.slice();
        pools[s.name] = lib[n.fn](given[s.name]);
      } else if (s.op === 'edit') given[s.name].splice(0, 1, s.member);
      else out.push(await attempt(() => pools[s.name][n.pick]()));
    }
    return out;
  };
  const params = {"names": {"file": "balancer", "fn": "createPool", "pick": "pick"}, "steps": [{"op": "new", "name": "p", "members": ["dee", "eli"]}, {"op": "pick", "name": "p"}, {"op": "pick", "name": "p"}, {"op": "pick", "name": "p"}, {"op": "pick", "name": "p"}, {"op": "pick", "name": "p"}, {"op": "pick", "name": "p"}]};
  const expected = ["dee", "eli", "dee", "eli", "dee", "eli"];
  assert.deepStrictEqual(await scenario(lib, params), expected);
});
