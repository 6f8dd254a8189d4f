'use strict';
// A named collection; every Registry keeps its own items.
function Registry(name) {
  this.name = name;
}

Registry.prototype.items = [];
Registry.prototype.counts = {};

Registry.prototype.add = function (item) {
  this.items.push(item);
  this.counts[item] = (this.counts[item] || 0) + 1;
  return this.items.length;
};

Registry.prototype.countOf = function (item) {
  return this.counts[item] || 0;
};

Registry.prototype.list = function () {
  return this.name + ': ' + this.items.join(', ');
};

module.exports = { Registry };
