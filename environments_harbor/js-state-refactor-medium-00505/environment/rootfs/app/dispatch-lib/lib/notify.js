'use strict';
// One process-wide bus. listen() returns a handle; its close() stops deliveries to that handler.
const { EventEmitter } = require('events');

const bus = new EventEmitter();
bus.setMaxListeners(0);

function listen(topic, handler) {
  bus.on('message', (t, payload) => {
    if (t === topic) handler(payload);
  });
  return {
    close() {
      bus.removeListener('message', handler);
    },
  };
}

function broadcast(topic, payload) {
  bus.emit('message', topic, payload);
}

function handlerCount() {
  return bus.listenerCount('message');
}

module.exports = { listen, broadcast, handlerCount };
