'use strict';
// Entry point: every module under its file name.
module.exports = {
  "billing": require('./billing'),
  "ledger": require('./ledger'),
  "report": require('./report'),
  "verbosity": require('./verbosity'),
};
