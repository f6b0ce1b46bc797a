// Subscribes to Burrow's Subscription.queryStatus with the graphql-ws client
// (the common JavaScript GraphQL websocket client) and prints one JSON line
// per event on stdout. Driven by graph/query_ws_test.go.
//
//   node client.mjs subscribe URL KEY PROJECT_ID QUERY_ID
//     prints {"event":"next","data":{...}} for every status, then
//     {"event":"complete"} and exits 0.
//   node client.mjs reject URL KEY PROJECT_ID QUERY_ID
//     with a key the server refuses: prints {"event":"connecting"} per
//     connection attempt and {"event":"closed","code":N} per close, then
//     {"event":"error","code":N} when the client gives up, and exits 0.
//     The client keeps its default retry policy (5 retries); only the wait
//     between retries is shortened to keep the test quick.
//   node client.mjs failover URL1,URL2,... KEY PROJECT_ID QUERY_ID
//     like subscribe, but each connection goes to the next URL of the list
//     (replicas behind a load balancer) and the wait between retries is
//     short; prints {"event":"closed","code":N} per close, so a test sees
//     the server's close code and the reconnection.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const [mode, url, key, projectId, id] = process.argv.slice(2);
if (!['subscribe', 'reject', 'failover'].includes(mode) || !id) {
  console.error('usage: node client.mjs subscribe|reject|failover URL KEY PROJECT_ID QUERY_ID');
  process.exit(2);
}

const print = (event) => process.stdout.write(JSON.stringify(event) + '\n');

const urls = url.split(',');
let connections = 0;
const client = createClient({
  url: mode === 'failover' ? () => urls[connections++ % urls.length] : url,
  webSocketImpl: WebSocket,
  connectionParams: { Authorization: `Bearer ${key}` },
  retryWait: mode !== 'subscribe' ? () => new Promise((resolve) => setTimeout(resolve, 100)) : undefined,
  on: {
    connecting: () => print({ event: 'connecting' }),
    connected: () => print({ event: 'connected' }),
    closed: (e) => print({ event: 'closed', code: e.code, reason: e.reason }),
  },
});

const query = `subscription($p: ID!, $id: ID!) {
  queryStatus(projectId: $p, id: $id) {
    id teamId complete error queryAsync errorMessage startTime pickupTime endTime expirationTime
    results { results columns isCached }
  }
}`;

const done = (code) => client.dispose().finally(() => process.exit(code));

client.subscribe(
  { query, variables: { p: projectId, id } },
  {
    next: (value) => print({ event: 'next', data: value.data ?? null, errors: value.errors ?? null }),
    error: (err) => {
      print({ event: 'error', code: err?.code ?? null, message: String(err?.message ?? err?.reason ?? err) });
      done(0);
    },
    complete: () => {
      print({ event: 'complete' });
      done(0);
    },
  },
);

// A safety net so a broken server never leaves the process running.
setTimeout(() => {
  print({ event: 'timeout' });
  done(1);
}, 60_000).unref();
