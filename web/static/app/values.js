// Result values exactly as the API wrote them. JSON.parse turns numbers into
// doubles, so 9007199254740993 would show as …992 and 1e21 would lose the
// way it was written. parseJSON keeps the source text of every number that a
// double would not print the same way in an ExactNumber, which still counts
// as a number for charts (valueOf) and prints as the API wrote it (toString).
(function () {
  'use strict';
  const Burrow = (window.Burrow = window.Burrow || {});

  class ExactNumber {
    constructor(value, text) {
      this.value = value;
      this.text = text;
    }
    valueOf() {
      return this.value;
    }
    toString() {
      return this.text;
    }
    toJSON() {
      return JSON.rawJSON ? JSON.rawJSON(this.text) : this.value;
    }
  }

  // JSON.parse's reviver receives the source text as its third argument in
  // current browsers; where it does not, numbers stay plain doubles.
  function keepNumberText(key, value, context) {
    if (typeof value === 'number' && context && typeof context.source === 'string' && context.source !== String(value)) {
      return new ExactNumber(value, context.source);
    }
    return value;
  }

  Burrow.parseJSON = (text) => JSON.parse(text, keepNumberText);

  Burrow.isNumber = (v) => typeof v === 'number' || v instanceof ExactNumber;

  // cellText is how a value is shown in the table: strings as they are,
  // numbers as written by the API, anything else (null, booleans, objects,
  // arrays) as JSON.
  Burrow.cellText = function (v) {
    if (typeof v === 'string') return v;
    if (Burrow.isNumber(v)) return String(v);
    return JSON.stringify(v);
  };

  // toCSV writes columns and rows as RFC 4180 CSV with the table's text.
  Burrow.toCSV = function (columns, rows) {
    const field = (s) => (/[",\r\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s);
    const lines = [columns.map(field).join(',')];
    for (const row of rows) {
      lines.push(row.map((v) => field(v === null ? '' : Burrow.cellText(v))).join(','));
    }
    return lines.join('\r\n') + '\r\n';
  };
})();
