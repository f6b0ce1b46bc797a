// The SQL editor: a plain <textarea> with line numbers, a mark on the line
// of an error, and completion of table, column, function and keyword names
// (Ctrl+Space, or while typing a name; Tab or Enter accepts).
(function () {
  'use strict';
  const Burrow = (window.Burrow = window.Burrow || {});

  const KEYWORDS = [
    'SELECT', 'FROM', 'WHERE', 'GROUP BY', 'ORDER BY', 'HAVING', 'LIMIT', 'OFFSET', 'JOIN', 'LEFT JOIN', 'INNER JOIN',
    'ON', 'AS', 'AND', 'OR', 'NOT', 'IN', 'IS NULL', 'IS NOT NULL', 'LIKE', 'ILIKE', 'BETWEEN', 'CASE', 'WHEN', 'THEN',
    'ELSE', 'END', 'DISTINCT', 'WITH', 'UNION ALL', 'ASC', 'DESC', 'INTERVAL', 'OVER', 'PARTITION BY', 'NULLS LAST',
  ];
  const MAX_ITEMS = 12;

  class Editor {
    constructor({ textarea, gutter, popup, schema }) {
      this.ta = textarea;
      this.gutter = gutter;
      this.popup = popup;
      this.schema = schema;
      this.errorLine = 0;
      this.items = [];
      this.active = 0;
      this.tables = new Map(schema.tables.map((t) => [t.name, t]));
      this.ta.addEventListener('input', (e) => {
        this.clearError();
        this.renderGutter();
        // Only typing one character offers names: a pasted or scripted
        // statement (one insert of many characters) does not.
        if (e.inputType === 'insertText' && e.data && [...e.data].length === 1) this.complete(false);
        else this.closeCompletions();
      });
      this.ta.addEventListener('scroll', () => (this.gutter.scrollTop = this.ta.scrollTop));
      this.ta.addEventListener('keydown', (e) => this.onKey(e));
      this.ta.addEventListener('blur', () => setTimeout(() => this.closeCompletions(), 150));
      this.popup.addEventListener('mousedown', (e) => {
        const li = e.target.closest('li');
        if (!li) return;
        e.preventDefault();
        this.accept(Number(li.dataset.index));
      });
      this.renderGutter();
    }

    value() {
      return this.ta.value;
    }

    setValue(s) {
      this.ta.value = s;
      this.clearError();
      this.renderGutter();
    }

    // insert puts s at the caret (replacing the selection), as typing would.
    insert(s) {
      this.ta.focus();
      this.ta.setRangeText(s, this.ta.selectionStart, this.ta.selectionEnd, 'end');
      this.renderGutter();
    }

    renderGutter() {
      const n = this.ta.value.split('\n').length;
      const lines = [];
      for (let i = 1; i <= n; i++) {
        const span = document.createElement('span');
        span.textContent = String(i);
        if (i === this.errorLine) span.className = 'err';
        lines.push(span, '\n');
      }
      this.gutter.replaceChildren(...lines);
      this.gutter.scrollTop = this.ta.scrollTop;
    }

    // markError marks line and selects the character at column (both
    // 1-based, columns counted in characters as the server counts them).
    markError(line, column) {
      this.errorLine = line;
      this.renderGutter();
      const lines = this.ta.value.split('\n');
      if (line < 1 || line > lines.length) return;
      let offset = 0;
      for (let i = 0; i < line - 1; i++) offset += lines[i].length + 1;
      // Columns count characters (code points); JavaScript strings count UTF-16 units.
      const chars = Array.from(lines[line - 1]);
      const col = Math.min(Math.max(column - 1, 0), chars.length);
      offset += chars.slice(0, col).join('').length;
      const end = offset + (chars[col] ? chars[col].length : 0);
      this.ta.focus();
      this.ta.setSelectionRange(offset, end);
    }

    clearError() {
      if (!this.errorLine) return;
      this.errorLine = 0;
      this.renderGutter();
    }

    onKey(e) {
      if (e.key === ' ' && e.ctrlKey) {
        e.preventDefault();
        this.complete(true);
        return;
      }
      if (this.popup.hidden) return;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const d = e.key === 'ArrowDown' ? 1 : -1;
        this.active = (this.active + d + this.items.length) % this.items.length;
        this.renderCompletions();
      } else if ((e.key === 'Enter' && !e.ctrlKey && !e.metaKey) || e.key === 'Tab') {
        e.preventDefault();
        this.accept(this.active);
      } else if (e.key === 'Escape') {
        e.preventDefault();
        this.closeCompletions();
      }
    }

    // candidates returns names completing the word before the caret.
    candidates() {
      const before = this.ta.value.slice(0, this.ta.selectionStart);
      const m = /([A-Za-z_][\w$]*\.)?([A-Za-z_$][\w$]*)?$/.exec(before);
      const qualifier = m && m[1] ? m[1].slice(0, -1) : '';
      const word = (m && m[2]) || '';
      let names;
      if (qualifier) {
        const table = this.tableFor(qualifier, before);
        if (!table) return { word, names: [] };
        names = table.columns.map((c) => ({ text: c.name, kind: c.type }));
        for (const j of table.joins || []) names.push({ text: j.name, kind: '→ ' + j.table });
      } else {
        const used = this.usedTables();
        names = [];
        for (const t of used) for (const c of t.columns) names.push({ text: c.name, kind: t.name });
        for (const t of this.schema.tables) names.push({ text: t.name, kind: 'table' });
        for (const f of this.schema.functions) names.push({ text: f + '(', kind: 'function' });
        for (const k of KEYWORDS) names.push({ text: k, kind: 'keyword' });
      }
      const w = word.toLowerCase();
      const seen = new Set();
      const out = names.filter((n) => {
        const key = n.text.toLowerCase();
        if (!key.startsWith(w) || key === w || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      return { word, names: out.slice(0, MAX_ITEMS) };
    }

    // usedTables are the tables the statement reads (FROM x, JOIN x).
    usedTables() {
      const out = [];
      for (const m of this.ta.value.matchAll(/\b(?:from|join)\s+([A-Za-z_]\w*)/gi)) {
        const t = this.tables.get(m[1].toLowerCase());
        if (t && !out.includes(t)) out.push(t);
      }
      return out;
    }

    // tableFor resolves a qualifier: a table name, an alias (FROM events e),
    // or a lazy join of a used table (person → persons).
    tableFor(q, text) {
      if (this.tables.has(q)) return this.tables.get(q);
      const alias = new RegExp('\\b(?:from|join)\\s+([A-Za-z_]\\w*)\\s+(?:as\\s+)?' + q + '\\b', 'i').exec(text + this.ta.value);
      if (alias && this.tables.has(alias[1].toLowerCase())) return this.tables.get(alias[1].toLowerCase());
      for (const t of this.usedTables()) {
        const j = (t.joins || []).find((j) => j.name === q);
        if (j) return this.tables.get(j.table);
      }
      return null;
    }

    complete(explicit) {
      const { word, names } = this.candidates();
      if (!names.length || (!explicit && word.length < 1)) return this.closeCompletions();
      this.items = names;
      this.word = word;
      this.active = 0;
      this.renderCompletions();
      this.place();
    }

    renderCompletions() {
      this.popup.replaceChildren(
        ...this.items.map((n, i) => {
          const li = document.createElement('li');
          li.dataset.index = i;
          li.setAttribute('role', 'option');
          if (i === this.active) li.className = 'active';
          const kind = document.createElement('small');
          kind.textContent = n.kind;
          li.append(n.text, kind);
          return li;
        }),
      );
      this.popup.hidden = false;
    }

    accept(i) {
      const n = this.items[i];
      if (!n) return;
      const pos = this.ta.selectionStart;
      this.ta.setRangeText(n.text, pos - this.word.length, pos, 'end');
      this.closeCompletions();
      this.renderGutter();
    }

    closeCompletions() {
      this.popup.hidden = true;
      this.items = [];
    }

    // place puts the list under the caret, measured on a hidden copy of the
    // textarea's text up to the caret.
    place() {
      const style = getComputedStyle(this.ta);
      const mirror = document.createElement('div');
      for (const p of ['fontFamily', 'fontSize', 'lineHeight', 'padding', 'border', 'letterSpacing', 'tabSize', 'boxSizing']) {
        mirror.style[p] = style[p];
      }
      Object.assign(mirror.style, {
        position: 'absolute', visibility: 'hidden', whiteSpace: 'pre-wrap', wordWrap: 'break-word',
        width: this.ta.clientWidth + 'px', top: '0', left: '0',
      });
      mirror.textContent = this.ta.value.slice(0, this.ta.selectionStart);
      const caret = document.createElement('span');
      caret.textContent = '\u200b';
      mirror.appendChild(caret);
      this.ta.parentNode.appendChild(mirror);
      const line = parseFloat(style.lineHeight) || 19;
      const caretTop = caret.offsetTop - this.ta.scrollTop;
      const left = caret.offsetLeft - this.ta.scrollLeft;
      mirror.remove();
      // Below the caret, kept inside the editor (above the caret when there
      // is more room there), so the list never covers the buttons under it.
      const height = this.ta.offsetHeight;
      const below = height - (caretTop + line) - 4;
      const above = caretTop - 4;
      if (below >= Math.min(120, above)) {
        this.popup.style.top = this.ta.offsetTop + caretTop + line + 'px';
        this.popup.style.maxHeight = Math.max(40, below) + 'px';
      } else {
        this.popup.style.maxHeight = Math.max(40, above) + 'px';
        this.popup.style.top = this.ta.offsetTop + Math.max(0, caretTop - Math.min(this.popup.scrollHeight, above)) + 'px';
      }
      this.popup.style.left = this.ta.offsetLeft + Math.max(0, Math.min(left, this.ta.clientWidth - 220)) + 'px';
    }
  }

  Burrow.Editor = Editor;
})();
