'use strict';
// Entry point: every module under its file name.
module.exports = {
  "ledger": require('./ledger'),
  "metrics": require('./metrics'),
  "money": require('./money'),
  "request": require('./request'),
  "tags": require('./tags'),
  "units": require('./units'),
};
