'use strict';
// Entry point: every module under its file name.
module.exports = {
  "balancer": require('./balancer'),
  "format": require('./format'),
  "measures": require('./measures'),
};
