'use strict';
// Loaded lazily on first use and shared by every caller until reloadCatalog().
const SOURCE = ["item-39", "item-53", "item-37"];
let catalog = null;
let loads = 0;

function tick(n) {
  let p = Promise.resolve();
  for (let k = 0; k < n; k++) p = p.then(() => undefined);
  return p;
}

async function fetchAll() {
  loads += 1;
  await tick(3);
  return SOURCE.map((id) => ({ id }));
}

async function getCatalog() {
  if (!catalog) {
    catalog = await fetchAll();
  }
  return catalog;
}

function reloadCatalog() {
  catalog = null;
}

function loadCount() {
  return loads;
}

module.exports = { getCatalog, reloadCatalog, loadCount };
