'use strict';
// Entry point: every module under its file name.
module.exports = {
  "balancer": require('./balancer'),
  "directory": require('./directory'),
  "mailing": require('./mailing'),
  "render": require('./render'),
  "units": require('./units'),
  "verbosity": require('./verbosity'),
};
