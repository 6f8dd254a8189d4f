'use strict';
// Tags per item id.
const NONE = [];
const index = new Map();

function setTags(id, tags) {
  index.set(id, tags);
}

function tagsFor(id) {
  return index.get(id) || NONE;
}

module.exports = { tagsFor, setTags };
