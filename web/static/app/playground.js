// GraphiQL at Burrow's /graphql. The key entered in the bar (or carried by
// the link's fragment) is sent as the Authorization header of every request
// and in the connection_init payload of subscription websockets, so no
// header has to be written by hand. Headers typed into GraphiQL's own
// editor are still sent and win over it.
(function () {
  'use strict';
  const Burrow = window.Burrow;
  const mount = document.getElementById('graphiql');
  const endpoint = mount.dataset.endpoint;
  const url = location.origin + endpoint;
  const subscriptionUrl = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + endpoint;

  // fetcherFor sends queries and mutations over HTTP with GraphiQL's own
  // fetcher, and subscriptions over a graphql-transport-ws socket with
  // Burrow's small client (gqlws.js), which sends the key in connection_init.
  // Which one an operation is comes from its text, so an edit made just
  // before pressing Run counts.
  function fetcherFor(key) {
    const auth = key ? { Authorization: 'Bearer ' + key } : {};
    const http = GraphiQL.createFetcher({ url, headers: auth });
    return (params, opts) => {
      if (operationType(params.query, params.operationName) !== 'subscription') return http(params, opts);
      const headers = Object.assign({}, auth, (opts && opts.headers) || {});
      const bearer = (headers.Authorization || headers.authorization || '').replace(/^Bearer\s+/i, '');
      return {
        subscribe(observer) {
          const stop = Burrow.subscribe(
            { url: subscriptionUrl, key: bearer, query: params.query, variables: params.variables, operationName: params.operationName || undefined },
            {
              next: (data, payload) => observer.next(payload),
              error: (err) => {
                if (err.graphQLErrors) {
                  observer.next({ errors: err.graphQLErrors });
                  observer.complete();
                } else {
                  observer.error(err);
                }
              },
              complete: () => observer.complete(),
            },
          );
          return { unsubscribe: stop };
        },
      };
    };
  }

  // operationType returns "query", "mutation" or "subscription" for the
  // operation named name (or the document's only operation), reading the
  // top level of the document past comments and strings.
  function operationType(doc, name) {
    const ops = [];
    let depth = 0;
    const re = /#[^\n]*|"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|[{}]|[_A-Za-z][_0-9A-Za-z]*/g;
    let m;
    let pending = null;
    while ((m = re.exec(doc || ''))) {
      const tok = m[0];
      if (tok[0] === '#' || tok[0] === '"') continue;
      if (tok === '{') {
        if (depth === 0 && !pending) ops.push({ type: 'query', name: '' }); // { ... } is an anonymous query
        if (depth === 0 && pending && pending.type !== 'fragment') ops.push(pending);
        pending = null;
        depth++;
      } else if (tok === '}') {
        depth = Math.max(0, depth - 1);
      } else if (depth === 0) {
        if (!pending && /^(query|mutation|subscription|fragment)$/.test(tok)) pending = { type: tok, name: '' };
        else if (pending && !pending.name) pending.name = tok;
      }
    }
    const op = name ? ops.find((o) => o.name === name) : ops.length === 1 ? ops[0] : null;
    return op ? op.type : 'query';
  }

  function defaultQuery(project) {
    const id = JSON.stringify(project || '1');
    return `# Burrow's GraphQL API: the key in the bar above
# goes with every request. Ctrl+Enter runs the
# operation under the cursor; Docs lists every field.
query Overview {
  projects {
    results { id name timezone }
  }
  persons(projectId: ${id}, limit: 3) {
    count
    results { name distinctIds }
  }
}

# Start a query in the background, then follow it live:
mutation Start {
  runQuery(projectId: ${id}, input: {
    query: { kind: "SqlQuery", query: "SELECT event, count() FROM events GROUP BY event" }
    refresh: "force_async"
  }) {
    queryStatus { id complete }
  }
}

subscription Follow {
  # replace the id with the one Start returned
  queryStatus(projectId: ${id}, id: "QUERY_ID") {
    complete error errorMessage endTime
    results { columns results }
  }
}
`;
  }

  const root = ReactDOM.createRoot(mount);
  function render(key) {
    root.render(
      React.createElement(GraphiQL, {
        key: key || 'no-key', // a new key remounts GraphiQL: its schema is fetched again with it
        fetcher: fetcherFor(key),
        defaultQuery: defaultQuery(Burrow.settings.project()),
        defaultEditorToolsVisibility: false,
        shouldPersistHeaders: false,
      }),
    );
  }

  Burrow.bindKeyInput(document.querySelector('[data-testid="playground-key"]'), render);
  render(Burrow.settings.key());
})();
