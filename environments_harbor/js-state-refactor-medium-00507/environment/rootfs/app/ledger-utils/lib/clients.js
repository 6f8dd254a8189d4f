'use strict';
// One client per distinct set of options, numbered in creation order.
let client = null;
let created = 0;

function getClient(options) {
  if (!client) {
    created += 1;
    client = { id: created, options: Object.assign({}, options) };
  }
  return client;
}

function clientCount() {
  return created;
}

module.exports = { getClient, clientCount };
