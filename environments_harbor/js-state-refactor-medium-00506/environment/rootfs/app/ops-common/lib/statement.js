'use strict';
// Renders a tenant's rows; one process serves many tenants' requests at once.
let currentTenant = null;

function tick(n) {
  let p = Promise.resolve();
  for (let k = 0; k < n; k++) p = p.then(() => undefined);
  return p;
}

async function loadRows(ids) {
  await tick(ids.length * 2 + 1);
  return ids.map((id) => 'row' + id);
}

async function buildStatement(tenant, ids) {
  currentTenant = tenant;
  const rows = await loadRows(ids);
  return rows.map((r) => currentTenant + ':' + r).join(',');
}

module.exports = { buildStatement };
