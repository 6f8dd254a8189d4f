'use strict';
// Entry point: every module under its file name.
module.exports = {
  "balancer": require('./balancer'),
  "fares": require('./fares'),
  "format": require('./format'),
  "ledger": require('./ledger'),
  "log": require('./log'),
  "measures": require('./measures'),
};
