'use strict';
// A named collection; every Roster keeps its own items.
function Roster(name) {
  this.name = name;
}

Roster.prototype.items = [];
Roster.prototype.counts = {};

Roster.prototype.enroll = function (item) {
  this.items.push(item);
  this.counts[item] = (this.counts[item] || 0) + 1;
  return this.items.length;
};

Roster.prototype.timesEnrolled = function (item) {
  return this.counts[item] || 0;
};

Roster.prototype.members = function () {
  return this.name + ': ' + this.items.join(', ');
};

module.exports = { Roster };
