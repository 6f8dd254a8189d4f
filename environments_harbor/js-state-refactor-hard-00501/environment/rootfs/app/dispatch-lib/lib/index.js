'use strict';
// Entry point: every module under its file name.
module.exports = {
  "http": require('./http'),
  "ledger": require('./ledger'),
  "log": require('./log'),
  "metrics": require('./metrics'),
  "money": require('./money'),
  "vouchers": require('./vouchers'),
};
