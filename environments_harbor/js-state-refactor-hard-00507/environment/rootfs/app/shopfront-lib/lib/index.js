'use strict';
// Entry point: every module under its file name.
module.exports = {
  "measures": require('./measures'),
  "reminders": require('./reminders'),
  "render": require('./render'),
  "shipping": require('./shipping'),
  "tickets": require('./tickets'),
  "verbosity": require('./verbosity'),
};
