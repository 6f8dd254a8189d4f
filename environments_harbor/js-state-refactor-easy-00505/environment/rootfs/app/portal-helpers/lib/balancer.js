'use strict';
// Round-robin over a fixed list of members.
let cursor = 0;

function createPool(members) {
  return {
    pick() {
      const m = members[cursor % members.length];
      cursor += 1;
      return m;
    },
  };
}

module.exports = { createPool };
