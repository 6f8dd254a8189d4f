'use strict';
// One client per distinct set of options, numbered in creation order.
let client = null;
let created = 0;

function sessionFor(options) {
  if (!client) {
    created += 1;
    client = { id: created, options: Object.assign({}, options) };
  }
  return client;
}

function sessionCount() {
  return created;
}

module.exports = { sessionFor, sessionCount };
