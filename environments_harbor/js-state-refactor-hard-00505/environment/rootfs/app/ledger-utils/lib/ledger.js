'use strict';
// A named collection; every Ledger keeps its own items.
function Ledger(name) {
  this.name = name;
}

Ledger.prototype.items = [];
Ledger.prototype.counts = {};

Ledger.prototype.record = function (item) {
  this.items.push(item);
  this.counts[item] = (this.counts[item] || 0) + 1;
  return this.items.length;
};

Ledger.prototype.occurrences = function (item) {
  return this.counts[item] || 0;
};

Ledger.prototype.entries = function () {
  return this.name + ': ' + this.items.join(', ');
};

module.exports = { Ledger };
