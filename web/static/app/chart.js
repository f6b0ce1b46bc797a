// Charts of query results in plain SVG, no library: a line chart when the
// result has a date or time column and numbers (one line per numeric column,
// or per category when there is one text column and one number), bars
// otherwise (one bar per row, labelled by the first text column).
(function () {
  'use strict';
  const Burrow = (window.Burrow = window.Burrow || {});
  const SVG = 'http://www.w3.org/2000/svg';
  const W = 880;
  const H = 300;
  const M = { top: 14, right: 20, bottom: 56, left: 64 };
  const MAX_SERIES = 8;
  const MAX_BARS = 50;
  const COLORS = ['#3b6fd4', '#e0762f', '#2e9e6b', '#c6435a', '#8a5cc2', '#b8912a', '#2a9bb8', '#6b7280'];
  const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 2 });

  const bare = (t) => String(t || '').replace(/^Nullable\((.*)\)$/, '$1');
  const isTemporalType = (t) => /^(Date|DateTime)/.test(bare(t));
  const isNumericType = (t) => /^(U?Int\d*|Float\d*|Decimal)/.test(bare(t));
  const DATE_RE = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

  // parseTime reads the API's date and time strings (UTC unless they say
  // otherwise) into milliseconds, NaN when it cannot.
  function parseTime(v) {
    if (typeof v !== 'string' || !DATE_RE.test(v)) return NaN;
    let s = v.replace(' ', 'T');
    if (s.length === 10) s += 'T00:00:00';
    if (!/(Z|[+-]\d{2}:?\d{2})$/.test(s)) s += 'Z';
    return Date.parse(s);
  }

  function columnKinds(columns, types, rows) {
    return columns.map((_, i) => {
      let values = 0;
      let numbers = 0;
      let times = 0;
      for (const row of rows) {
        const v = row[i];
        if (v === null || v === undefined) continue;
        values++;
        if (Burrow.isNumber(v)) numbers++;
        else if (!isNaN(parseTime(v))) times++;
      }
      if (isTemporalType(types[i]) || (values > 0 && times === values)) return 'time';
      if (isNumericType(types[i]) || (values > 0 && numbers === values)) return 'number';
      return 'text';
    });
  }

  function el(name, attrs, parent) {
    const e = document.createElementNS(SVG, name);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }

  function text(parent, x, y, s, attrs) {
    const t = el('text', Object.assign({ x, y }, attrs || {}), parent);
    t.textContent = s;
    return t;
  }

  function niceTicks(min, max, count) {
    if (min === max) {
      max = min + 1;
    }
    const raw = (max - min) / count;
    const mag = Math.pow(10, Math.floor(Math.log10(raw)));
    const step = [1, 2, 2.5, 5, 10].map((f) => f * mag).find((s) => s >= raw);
    const lo = Math.floor(min / step) * step;
    const hi = Math.ceil(max / step) * step;
    const ticks = [];
    for (let v = lo; v <= hi + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
    return ticks;
  }

  function formatTime(ms, span) {
    const iso = new Date(ms).toISOString();
    if (span >= 2 * 86400e3) return iso.slice(0, 10);
    if (span >= 86400e3) return iso.slice(5, 10) + ' ' + iso.slice(11, 16);
    return iso.slice(11, 16);
  }

  function frame(container, kind) {
    container.replaceChildren();
    container.dataset.kind = kind;
    const svg = el('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', class: 'chart-svg' });
    container.appendChild(svg);
    return svg;
  }

  function yAxis(svg, values) {
    const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values), 5);
    const lo = ticks[0];
    const hi = ticks[ticks.length - 1];
    const y = (v) => M.top + (H - M.top - M.bottom) * (1 - (v - lo) / (hi - lo));
    for (const t of ticks) {
      el('line', { x1: M.left, x2: W - M.right, y1: y(t), y2: y(t), class: t === 0 ? 'axis' : 'grid' }, svg);
      text(svg, M.left - 8, y(t) + 4, compact.format(t), { 'text-anchor': 'end', class: 'tick' });
    }
    return y;
  }

  function legend(container, series) {
    if (series.length < 2) return;
    const box = document.createElement('div');
    box.className = 'legend';
    series.forEach((s, i) => {
      const item = document.createElement('span');
      const swatch = document.createElement('i');
      swatch.style.background = COLORS[i % COLORS.length];
      item.append(swatch, s.name);
      box.appendChild(item);
    });
    container.appendChild(box);
  }

  function lineChart(container, columns, rows, xCol, kinds) {
    const nums = kinds.map((k, i) => (k === 'number' && i !== xCol ? i : -1)).filter((i) => i >= 0);
    const texts = kinds.map((k, i) => (k === 'text' ? i : -1)).filter((i) => i >= 0);
    const points = rows
      .map((r) => ({ t: parseTime(String(r[xCol])), r }))
      .filter((p) => !isNaN(p.t))
      .sort((a, b) => a.t - b.t);
    let series;
    if (texts.length >= 1 && nums.length === 1) {
      // One line per category of the text column, the biggest first.
      const byName = new Map();
      for (const p of points) {
        const name = Burrow.cellText(p.r[texts[0]]);
        if (!byName.has(name)) byName.set(name, { name, points: [], total: 0 });
        const s = byName.get(name);
        const v = Number(p.r[nums[0]]);
        if (isFinite(v)) {
          s.points.push({ t: p.t, v });
          s.total += Math.abs(v);
        }
      }
      series = [...byName.values()].sort((a, b) => b.total - a.total).slice(0, MAX_SERIES);
    } else {
      series = nums.slice(0, MAX_SERIES).map((i) => ({
        name: columns[i],
        points: points
          .filter((p) => p.r[i] !== null && isFinite(Number(p.r[i])))
          .map((p) => ({ t: p.t, v: Number(p.r[i]) })),
      }));
    }
    const all = series.flatMap((s) => s.points);
    if (all.length === 0) return none(container, 'No rows with a time and a number to chart.');
    const svg = frame(container, 'line');
    const y = yAxis(svg, all.map((p) => p.v));
    const t0 = Math.min(...all.map((p) => p.t));
    const t1 = Math.max(...all.map((p) => p.t));
    const span = t1 - t0;
    const x = (t) => M.left + (W - M.left - M.right) * (span === 0 ? 0.5 : (t - t0) / span);
    const tickCount = Math.min(7, new Set(all.map((p) => p.t)).size);
    for (let i = 0; i < tickCount; i++) {
      const t = tickCount === 1 ? t0 : t0 + (span * i) / (tickCount - 1);
      el('line', { x1: x(t), x2: x(t), y1: H - M.bottom, y2: H - M.bottom + 5, class: 'axis' }, svg);
      const anchor = tickCount > 1 && i === tickCount - 1 ? 'end' : tickCount > 1 && i === 0 ? 'start' : 'middle';
      text(svg, x(t), H - M.bottom + 20, formatTime(t, span), { 'text-anchor': anchor, class: 'tick' });
    }
    text(svg, (M.left + W - M.right) / 2, H - 8, columns[xCol], { 'text-anchor': 'middle', class: 'label' });
    series.forEach((s, i) => {
      const color = COLORS[i % COLORS.length];
      const d = s.points.map((p, j) => (j ? 'L' : 'M') + x(p.t).toFixed(1) + ',' + y(p.v).toFixed(1)).join('');
      el('path', { d, fill: 'none', stroke: color, 'stroke-width': 2, class: 'series' }, svg);
      if (s.points.length <= 90) {
        for (const p of s.points) {
          const c = el('circle', { cx: x(p.t), cy: y(p.v), r: 3, fill: color }, svg);
          el('title', {}, c).textContent = `${s.name}: ${p.v} at ${new Date(p.t).toISOString()}`;
        }
      }
    });
    legend(container, series);
    return 'line';
  }

  function barChart(container, columns, rows, kinds) {
    const nums = kinds.map((k, i) => (k === 'number' ? i : -1)).filter((i) => i >= 0).slice(0, 4);
    const labelCol = kinds.findIndex((k) => k !== 'number');
    const shown = rows.slice(0, MAX_BARS);
    const label = (r, i) => (labelCol >= 0 ? Burrow.cellText(r[labelCol]) : String(i + 1));
    const values = shown.flatMap((r) => nums.map((i) => Number(r[i]))).filter(isFinite);
    if (values.length === 0) return none(container, 'No numbers to chart.');
    const svg = frame(container, 'bar');
    const y = yAxis(svg, values);
    const band = (W - M.left - M.right) / shown.length;
    const barW = Math.max(1, (band * 0.8) / nums.length);
    const labelEvery = Math.ceil(shown.length / 25);
    shown.forEach((r, i) => {
      const x0 = M.left + band * i + band * 0.1;
      nums.forEach((col, j) => {
        const v = Number(r[col]);
        if (!isFinite(v)) return;
        const top = Math.min(y(v), y(0));
        const rect = el('rect', {
          x: x0 + j * barW, y: top, width: barW - (nums.length > 1 ? 1 : 0), height: Math.max(1, Math.abs(y(v) - y(0))),
          fill: COLORS[j % COLORS.length], class: 'bar',
        }, svg);
        el('title', {}, rect).textContent = `${label(r, i)} · ${columns[col]}: ${Burrow.cellText(r[col])}`;
      });
      if (i % labelEvery === 0) {
        let s = label(r, i);
        if (s.length > 18) s = s.slice(0, 17) + '…';
        const cx = M.left + band * i + band / 2;
        text(svg, cx, H - M.bottom + 14, s, {
          'text-anchor': 'end', class: 'tick', transform: `rotate(-30 ${cx} ${H - M.bottom + 14})`,
        });
      }
    });
    legend(container, nums.map((i) => ({ name: columns[i] })));
    if (rows.length > shown.length) {
      const note = document.createElement('p');
      note.className = 'hint';
      note.textContent = `The chart shows the first ${shown.length} of ${rows.length} rows.`;
      container.appendChild(note);
    }
    return 'bar';
  }

  function none(container, message) {
    const svg = frame(container, 'none');
    text(svg, W / 2, H / 2, message, { 'text-anchor': 'middle', class: 'label' });
    return 'none';
  }

  // drawChart replaces container's content with a chart of the result and
  // returns its kind: "line", "bar" or "none".
  Burrow.drawChart = function (container, { columns, types, rows }) {
    if (!rows.length) return none(container, 'No rows.');
    const kinds = columnKinds(columns, types || [], rows);
    const xCol = kinds.indexOf('time');
    if (xCol >= 0 && kinds.some((k, i) => k === 'number' && i !== xCol)) {
      return lineChart(container, columns, rows, xCol, kinds);
    }
    if (kinds.includes('number')) return barChart(container, columns, rows, kinds);
    return none(container, 'Nothing to chart: the result has no numeric column.');
  };
})();
