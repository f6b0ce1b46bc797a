// The SQL console: runs a statement through Burrow's REST query API, blocking
// or in the background, follows a background run live over the GraphQL
// subscription queryStatus (graphql-transport-ws; polling GET query/{id}/ if
// the socket fails), cancels it, and shows the rows as a table and a chart.
// The page's parts carry the data-testid hooks of CONSOLE_CONTRACT.md.
(function () {
  'use strict';
  const Burrow = window.Burrow;
  const byTestID = (id) => document.querySelector(`[data-testid="${id}"]`);
  const ui = {
    key: byTestID('console-key'),
    project: byTestID('console-project'),
    sql: byTestID('console-sql'),
    mode: byTestID('console-mode'),
    run: byTestID('console-run'),
    cancel: byTestID('console-cancel'),
    status: byTestID('console-status'),
    error: byTestID('console-error'),
    table: byTestID('console-table'),
    chart: byTestID('console-chart'),
    csv: byTestID('console-csv'),
    results: document.getElementById('results'),
    meta: document.getElementById('meta'),
  };
  const schema = JSON.parse(document.getElementById('burrow-schema').textContent);
  const editor = new Burrow.Editor({
    textarea: ui.sql,
    gutter: document.getElementById('gutter'),
    popup: document.getElementById('completions'),
    schema,
  });

  // What a run sends as its "query" object. The SQL editor is the one source
  // today; a form for the insight kinds (TrendsQuery…) would build its query
  // object here and pick a renderer for its result shape in showResult.
  // Each source builds the request's query object, tells its result apart
  // from a background run's status, and turns that result into a table.
  const sources = {
    sql: {
      query: () => ({ kind: 'SqlQuery', query: editor.value() }),
      isResult: (res) => Array.isArray(res.columns),
      table: (res) => ({ columns: res.columns || [], types: res.types || [], rows: Array.isArray(res.results) ? res.results : [] }),
    },
    trend: {
      query: trendQuery,
      isResult: (res) => Array.isArray(res.results) && !res.query_status,
      table: trendTable,
    },
  };
  let source = 'sql';

  const trendUI = {
    event: byTestID('trend-event'),
    math: byTestID('trend-math'),
    interval: byTestID('trend-interval'),
    range: byTestID('trend-range'),
    breakdown: byTestID('trend-breakdown'),
    run: byTestID('trend-run'),
  };

  // trendQuery is the TrendsQuery of the Trend form.
  function trendQuery() {
    const q = {
      kind: 'TrendsQuery',
      series: [{ kind: 'EventsNode', event: trendUI.event.value, math: trendUI.math.value }],
      interval: trendUI.interval.value,
      dateRange: { date_from: trendUI.range.value },
    };
    const breakdown = trendUI.breakdown.value.trim();
    if (breakdown) q.breakdownFilter = { breakdown, breakdown_type: 'event' };
    return q;
  }

  // trendTable lays a trends answer out as one row per point in time and one
  // column per series (its label), which the chart draws as one line each.
  function trendTable(res) {
    const series = Array.isArray(res.results) ? res.results : [];
    const days = series.length ? series[0].days || [] : [];
    const columns = ['day', ...series.map((s) => String(s.label))];
    const types = ['DateTime', ...series.map(() => 'Float64')];
    const rows = days.map((d, i) => [d, ...series.map((s) => (s.data || [])[i] ?? null)]);
    return { columns, types, rows };
  }

  const EXAMPLES = [
    ['Top events', 'SELECT event, count() AS events\nFROM events\nGROUP BY event\nORDER BY events DESC'],
    [
      'Events per day',
      'SELECT toStartOfDay(timestamp) AS day, count() AS events\nFROM events\nWHERE timestamp > now() - interval 30 day\nGROUP BY day\nORDER BY day',
    ],
    [
      'Daily users by browser',
      'SELECT toStartOfDay(timestamp) AS day, properties.$browser AS browser, uniq(distinct_id) AS users\nFROM events\nWHERE timestamp > now() - interval 14 day\nGROUP BY day, browser\nORDER BY day',
    ],
    ['Persons by plan', 'SELECT person.properties.plan AS plan, uniq(person_id) AS persons\nFROM events\nGROUP BY plan\nORDER BY persons DESC'],
    ['Top pages', "SELECT properties.$pathname AS page, count() AS views\nFROM events\nWHERE event = '$pageview'\nGROUP BY page\nORDER BY views DESC\nLIMIT 20"],
  ];

  // ---- API ---------------------------------------------------------------

  // currentKey is the key in the field, stored when it changed.
  function currentKey() {
    const v = ui.key.value.trim();
    if (v !== Burrow.settings.key()) Burrow.settings.setKey(v);
    return v;
  }

  class APIError extends Error {
    constructor(status, body) {
      super((body && (body.detail || body.message)) || `HTTP ${status}`);
      this.status = status;
      this.body = body || {};
    }
  }

  async function api(method, path, body) {
    const headers = { Accept: 'application/json' };
    const key = currentKey();
    if (key) headers.Authorization = 'Bearer ' + key;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let res;
    try {
      res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (e) {
      throw new APIError(0, { detail: 'Burrow did not answer: ' + e.message });
    }
    const text = await res.text();
    let data = null;
    if (text) {
      try {
        data = Burrow.parseJSON(text);
      } catch (e) {
        data = { detail: text.slice(0, 300) };
      }
    }
    if (!res.ok) throw new APIError(res.status, data);
    return data;
  }

  const queryPath = (project, id) =>
    `/api/projects/${encodeURIComponent(project)}/query/` + (id ? encodeURIComponent(id) + '/' : '');

  function newID() {
    const b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }

  // ---- projects ----------------------------------------------------------

  let projectsLoad = null; // {key, promise}

  function loadProjects() {
    const key = currentKey();
    if (projectsLoad && projectsLoad.key === key) return projectsLoad.promise;
    const promise = (async () => {
      if (!key) {
        ui.project.replaceChildren(new Option('(enter a key)', ''));
        return '';
      }
      try {
        const page = await api('GET', '/api/projects/?limit=1000');
        const wanted = ui.project.value || Burrow.settings.project();
        ui.project.replaceChildren(...page.results.map((p) => new Option(`${p.name} (${p.id})`, String(p.id))));
        if (!page.results.length) {
          ui.project.replaceChildren(new Option('(no project)', ''));
          return '';
        }
        ui.project.value = page.results.some((p) => String(p.id) === wanted) ? wanted : String(page.results[0].id);
        hideError();
        return ui.project.value;
      } catch (e) {
        ui.project.replaceChildren(new Option('(key refused)', ''));
        showError(e.status === 403 ? e.message + ' (listing projects needs the project:read scope)' : e.message);
        projectsLoad = null;
        return '';
      }
    })();
    projectsLoad = { key, promise };
    return promise;
  }

  async function currentProject() {
    const loaded = await loadProjects();
    return ui.project.value || loaded;
  }

  // ---- status, errors, results -------------------------------------------

  const STATE_WORDS = { idle: 'Idle', running: 'Running…', complete: 'Complete', error: 'Error', cancelled: 'Cancelled' };

  function setStatus(state, detail) {
    ui.status.dataset.state = state;
    ui.status.textContent = STATE_WORDS[state] + (detail ? ' · ' + detail : '');
    const running = state === 'running';
    ui.cancel.hidden = !running;
    ui.cancel.disabled = !running;
  }

  function setQueryID(id) {
    if (id) ui.status.dataset.queryId = id;
    else delete ui.status.dataset.queryId;
  }

  function hideError() {
    ui.error.hidden = true;
    ui.error.replaceChildren();
  }

  // showError shows the server's message; with a line and column (a SQL
  // error's position) it also shows that line of the statement with a caret
  // and selects the spot in the editor.
  function showError(message, position) {
    ui.error.replaceChildren();
    const p = document.createElement('p');
    p.textContent = message;
    ui.error.appendChild(p);
    if (position) {
      const line = editor.value().split('\n')[position.line - 1];
      if (line !== undefined) {
        const pre = document.createElement('pre');
        pre.textContent = line + '\n' + ' '.repeat(Math.max(0, position.column - 1)) + '^';
        ui.error.appendChild(pre);
      }
      editor.markError(position.line, position.column);
    }
    ui.error.hidden = false;
  }

  // errorPosition reads the line and column of a SQL error: the REST body's
  // fields, else the "at line L, column C" of its message.
  function errorPosition(body, message) {
    if (body && Number.isInteger(Number(body.line)) && Number(body.line) > 0) {
      return { line: Number(body.line), column: Number(body.column) || 1 };
    }
    const m = /line (\d+), column (\d+)/.exec(message || '');
    return m ? { line: Number(m[1]), column: Number(m[2]) } : null;
  }

  let shown = null; // the result on screen: {columns, rows}

  function showResult(run, res) {
    const shape = sources[run.source].table(res);
    const columns = shape.columns;
    const types = shape.types.map((t) => (Array.isArray(t) ? t[1] : t));
    const rows = shape.rows;
    const head = document.createElement('tr');
    columns.forEach((c, i) => {
      const th = document.createElement('th');
      th.textContent = c;
      if (types[i]) th.title = types[i];
      head.appendChild(th);
    });
    const body = document.createDocumentFragment();
    for (const row of rows) {
      const tr = document.createElement('tr');
      for (const v of row) {
        const td = document.createElement('td');
        td.textContent = Burrow.cellText(v);
        if (v === null) td.className = 'null';
        else if (Burrow.isNumber(v)) td.className = 'num';
        tr.appendChild(td);
      }
      body.appendChild(tr);
    }
    ui.table.tHead.replaceChildren(head);
    ui.table.tBodies[0].replaceChildren(body);
    Burrow.drawChart(ui.chart, { columns, types, rows });
    shown = { columns, rows };
    ui.csv.disabled = false;
    const ms = Math.round(performance.now() - run.started);
    const parts = [`${rows.length} row${rows.length === 1 ? '' : 's'}`];
    if (res.hasMore) parts.push('more rows exist: add a LIMIT to see up to 50 000');
    parts.push(res.is_cached ? `from the cache (computed ${res.last_refresh})` : `computed in ${ms} ms`);
    ui.meta.textContent = parts.join(' · ');
    ui.results.classList.remove('stale');
    ui.results.hidden = false;
    return rows.length;
  }

  // ---- runs --------------------------------------------------------------

  let current = null; // the run being shown

  function stopFollowing(run) {
    run.done = true;
    if (run.unsubscribe) run.unsubscribe();
    run.unsubscribe = null;
    clearInterval(run.ticker);
    clearTimeout(run.poller);
  }

  function finishError(run, err) {
    if (run !== current || run.done) return;
    stopFollowing(run);
    const message = err.message || String(err);
    if (message === 'Query cancelled') {
      setStatus('cancelled');
      return;
    }
    setStatus('error');
    ui.results.hidden = true; // the rows on screen belong to an earlier statement
    showError(message, run.source === 'sql' ? errorPosition(err.body, message) : null);
  }

  function finishResult(run, res) {
    if (run !== current || run.done) return;
    stopFollowing(run);
    const n = showResult(run, res);
    setStatus('complete', `${n} row${n === 1 ? '' : 's'}`);
  }

  function tick(run, queued) {
    clearInterval(run.ticker);
    const update = () => {
      if (run !== current || run.done) return;
      const s = ((performance.now() - run.started) / 1000).toFixed(1);
      setStatus('running', (queued ? 'queued · ' : '') + s + ' s');
    };
    update();
    run.ticker = setInterval(update, 250);
  }

  async function runQuery() {
    if (current && !current.done) stopFollowing(current); // the old run goes on; the page stops following it
    hideError();
    editor.clearError();
    ui.results.classList.add('stale'); // until this run's rows replace them
    const key = currentKey();
    const run = { id: newID(), source, mode: ui.mode.value === 'async' ? 'async' : 'blocking', started: performance.now(), done: false };
    current = run;
    setQueryID(null);
    if (!key) {
      setStatus('error');
      showError('Enter a personal API key (phx_…) first.');
      run.done = true;
      return;
    }
    tick(run, false);
    const project = await currentProject();
    if (run !== current) return;
    if (!project) {
      setStatus('error');
      if (ui.error.hidden) showError('No project to query: the key sees none.');
      run.done = true;
      return;
    }
    run.project = project;
    const request = {
      query: sources[source].query(),
      client_query_id: run.id,
      // A background run always starts a job (async would answer a fresh
      // cached result instead, with nothing to follow).
      refresh: run.mode === 'async' ? 'force_async' : 'blocking',
    };
    try {
      const res = await api('POST', queryPath(project, null), request);
      if (res && sources[run.source].isResult(res)) return finishResult(run, res);
      if (res && res.query_status) {
        run.id = res.query_status.id;
        if (run === current) setQueryID(run.id);
        applyStatus(run, res.query_status);
        if (!run.done) follow(run);
        return;
      }
      finishError(run, new Error('Unexpected answer from Burrow.'));
    } catch (e) {
      finishError(run, e);
    }
  }

  // applyStatus shows a query status (REST's snake_case or GraphQL's
  // camelCase) and, once complete, the result or the error.
  function applyStatus(run, st) {
    if (run !== current || run.done) return;
    if (!st.complete) {
      if (!run.ticking || run.queued !== !(st.pickup_time || st.pickupTime)) {
        run.queued = !(st.pickup_time || st.pickupTime);
        run.ticking = true;
        tick(run, run.queued);
      }
      return;
    }
    if (st.error) return finishError(run, new Error(st.error_message || st.errorMessage || 'Query failed'));
    if (st.results && sources[run.source].isResult(st.results)) return finishResult(run, st.results);
    // A subscription status carries no rows: read them through REST, as
    // every client of the API would.
    fetchStatus(run);
  }

  async function fetchStatus(run) {
    if (run.fetching) return; // the subscription's last status and its end both ask
    run.fetching = true;
    try {
      const res = await api('GET', queryPath(run.project, run.id));
      run.fetching = false;
      applyStatus(run, res.query_status);
    } catch (e) {
      run.fetching = false;
      finishError(run, e);
    }
  }

  const STATUS_SUBSCRIPTION = `subscription Follow($projectId: ID!, $id: ID!) {
  queryStatus(projectId: $projectId, id: $id) { id complete error errorMessage startTime pickupTime endTime }
}`;

  // follow watches run's status over the GraphQL subscription; if the socket
  // fails before the run completes, it polls instead.
  function follow(run) {
    const url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/graphql';
    run.unsubscribe = Burrow.subscribe(
      { url, key: currentKey(), query: STATUS_SUBSCRIPTION, variables: { projectId: String(run.project), id: run.id } },
      {
        next: (data) => data && data.queryStatus && applyStatus(run, data.queryStatus),
        error: () => poll(run),
        complete: () => {
          if (!run.done) fetchStatus(run);
        },
      },
    );
  }

  function poll(run) {
    if (run.done || run !== current) return;
    run.unsubscribe = null;
    const once = async () => {
      if (run.done || run !== current) return;
      try {
        const res = await api('GET', queryPath(run.project, run.id));
        applyStatus(run, res.query_status);
      } catch (e) {
        return finishError(run, e);
      }
      if (!run.done) run.poller = setTimeout(once, 1000);
    };
    once();
  }

  async function cancelQuery() {
    const run = current;
    if (!run || run.done || !run.project) return;
    ui.cancel.disabled = true;
    try {
      await api('DELETE', queryPath(run.project, run.id));
      // The subscription reports the cancelled status; read it in case the
      // socket is gone, and for a blocking run, whose request ends with it.
      if (run.mode === 'async') fetchStatus(run);
    } catch (e) {
      if (e.status === 404 && run.mode === 'blocking') {
        // The server has not registered the run yet (or it just ended): try again.
        if (run === current && !run.done) ui.cancel.disabled = false;
        return;
      }
      finishError(run, e);
    }
  }

  // ---- page --------------------------------------------------------------

  function downloadCSV() {
    if (!shown) return;
    const blob = new Blob([Burrow.toCSV(shown.columns, shown.rows)], { type: 'text/csv;charset=utf-8' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'burrow-query.csv';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  }

  function renderSidebar() {
    const examples = document.getElementById('examples');
    for (const [name, sql] of EXAMPLES) {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'link';
      b.textContent = name;
      b.title = sql;
      b.addEventListener('click', () => {
        editor.setValue(sql);
        ui.sql.focus();
      });
      li.appendChild(b);
      examples.appendChild(li);
    }
    const tables = document.getElementById('tables');
    const nameButton = (text, label, title) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'link name';
      b.textContent = label || text;
      if (title) b.title = title;
      b.addEventListener('click', () => editor.insert(text));
      return b;
    };
    for (const t of schema.tables) {
      const li = document.createElement('li');
      const details = document.createElement('details');
      if (t.name === 'events') details.open = true;
      const summary = document.createElement('summary');
      summary.appendChild(nameButton(t.name));
      details.appendChild(summary);
      const cols = document.createElement('ul');
      for (const c of t.columns) {
        const ci = document.createElement('li');
        const name = /^[A-Za-z_]\w*$/.test(c.name) ? c.name : '`' + c.name + '`';
        const type = document.createElement('small');
        type.textContent = c.type;
        ci.append(nameButton(name, c.name), ' ', type);
        cols.appendChild(ci);
      }
      for (const j of t.joins || []) {
        const ci = document.createElement('li');
        const type = document.createElement('small');
        type.textContent = '→ ' + j.table;
        ci.append(nameButton(j.name + '.', j.name, `${j.name}.column reads ${j.table}`), ' ', type);
        cols.appendChild(ci);
      }
      details.appendChild(cols);
      li.appendChild(details);
      tables.appendChild(li);
    }
  }

  // loadEvents fills the Trend form's event picker with the project's most
  // frequent event names.
  let eventsFor = null;
  async function loadEvents() {
    const project = await currentProject();
    if (!project || eventsFor === project + ' ' + currentKey()) return;
    eventsFor = project + ' ' + currentKey();
    try {
      const res = await api('POST', queryPath(project, null), {
        query: { kind: 'SqlQuery', query: 'SELECT event, count() AS n FROM events GROUP BY event ORDER BY n DESC, event LIMIT 50' },
        refresh: 'blocking',
      });
      const wanted = trendUI.event.value;
      const names = (res.results || []).map((r) => String(r[0]));
      trendUI.event.replaceChildren(...names.map((n) => new Option(n, n)));
      if (!names.length) trendUI.event.replaceChildren(new Option('(no events)', ''));
      else if (names.includes(wanted)) trendUI.event.value = wanted;
      trendUI.event.dataset.loaded = project;
    } catch (e) {
      eventsFor = null;
      trendUI.event.replaceChildren(new Option('(could not list events)', ''));
    }
  }

  Burrow.bindKeyInput(ui.key, () => loadProjects().then(loadEvents));
  ui.project.addEventListener('change', () => {
    Burrow.settings.setProject(ui.project.value);
    loadEvents();
  });
  ui.run.addEventListener('click', () => {
    source = 'sql';
    runQuery();
  });
  trendUI.run.addEventListener('click', () => {
    if (!trendUI.event.value) return showError('Pick an event for the trend first.');
    source = 'trend';
    runQuery();
  });
  ui.cancel.addEventListener('click', cancelQuery);
  ui.csv.addEventListener('click', downloadCSV);
  ui.sql.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      source = 'sql';
      runQuery();
    }
  });
  renderSidebar();
  setStatus('idle');
  // Only the key bindKeyInput took (remembered, or typed whole before this
  // script ran): a key still being typed is not sent.
  if (ui.key.value.trim() && ui.key.value.trim() === Burrow.settings.key()) loadProjects().then(loadEvents);
})();
