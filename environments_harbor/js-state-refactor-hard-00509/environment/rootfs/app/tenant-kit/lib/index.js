'use strict';
// Entry point: every module under its file name.
module.exports = {
  "directory": require('./directory'),
  "log": require('./log'),
  "measures": require('./measures'),
  "money": require('./money'),
  "numbering": require('./numbering'),
  "tariffs": require('./tariffs'),
};
