'use strict';
// Loaded lazily on first use and shared by every caller until reloadDirectory().
const SOURCE = ["item-74", "item-33", "item-91", "item-58", "item-28"];
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

async function getDirectory() {
  if (!catalog) {
    catalog = await fetchAll();
  }
  return catalog;
}

function reloadDirectory() {
  catalog = null;
}

function directoryLoads() {
  return loads;
}

module.exports = { getDirectory, reloadDirectory, directoryLoads };
