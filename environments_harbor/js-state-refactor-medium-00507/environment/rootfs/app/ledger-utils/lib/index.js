'use strict';
// Entry point: every module under its file name.
module.exports = {
  "clients": require('./clients'),
  "digest": require('./digest'),
  "metrics": require('./metrics'),
  "tickets": require('./tickets'),
};
