'use strict';
// Tags per item id.
const NONE = [];
const index = new Map();

function assignLabels(id, tags) {
  index.set(id, tags);
}

function labelsOf(id) {
  return index.get(id) || NONE;
}

module.exports = { labelsOf, assignLabels };
