'use strict';
// Entry point: every module under its file name.
module.exports = {
  "directory": require('./directory'),
  "renewals": require('./renewals'),
  "roster": require('./roster'),
  "verbosity": require('./verbosity'),
};
