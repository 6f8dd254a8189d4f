'use strict';
// Orders entries by score (highest first, then name) and numbers them from 1.
function byScore(a, b) {
  return b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

function standings(entries) {
  entries.sort(byScore);
  entries.forEach((e, i) => {
    e.rank = i + 1;
  });
  return entries;
}

module.exports = { standings };
