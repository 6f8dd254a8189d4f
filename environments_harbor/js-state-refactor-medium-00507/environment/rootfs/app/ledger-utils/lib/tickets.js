'use strict';
// Reference codes in free text: two or three capitals, a dash, three or four digits.
const CODE = /\b([A-Z]{2,3})-(\d{3,4})\b/g;

function hasTicket(text) {
  return CODE.test(text);
}

function firstTicket(text) {
  const m = CODE.exec(text);
  return m ? m[0] : null;
}

function ticketsIn(text) {
  return text.match(CODE) || [];
}

module.exports = { hasTicket, firstTicket, ticketsIn };
