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

  function fetcherFor(key) {
    const auth = key ? { Authorization: 'Bearer ' + key } : {};
    return GraphiQL.createFetcher({
      url,
      subscriptionUrl,
      headers: auth,
      wsConnectionParams: auth,
    });
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
