// A small client of the graphql-transport-ws protocol (the one graphql-ws
// speaks), enough for the console to follow one subscription per socket:
// connection_init carries the key, then one subscribe, its next messages,
// and complete. Pings are answered. The socket closes when the operation
// completes or when the caller unsubscribes.
(function () {
  'use strict';
  const Burrow = (window.Burrow = window.Burrow || {});

  // subscribe starts query with variables and calls handlers.next(data,
  // payload) for every result, handlers.error(err) once on a GraphQL error
  // (err.graphQLErrors) or a socket closed early (err.fatal when the key was
  // refused), handlers.complete() when the server ends the operation. It
  // returns a function that stops it.
  Burrow.subscribe = function ({ url, key, query, variables, operationName }, handlers) {
    const ws = new WebSocket(url, 'graphql-transport-ws');
    let done = false;
    const finish = (fn, arg) => {
      if (done) return;
      done = true;
      fn && fn(arg);
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.close(1000, 'done');
    };
    const send = (msg) => ws.send(JSON.stringify(msg));

    ws.addEventListener('open', () => {
      send({ type: 'connection_init', payload: key ? { Authorization: 'Bearer ' + key } : {} });
    });
    ws.addEventListener('message', (ev) => {
      let msg;
      try {
        msg = Burrow.parseJSON(ev.data);
      } catch (e) {
        return finish(handlers.error, new Error('bad message from server'));
      }
      switch (msg.type) {
        case 'connection_ack':
          send({ id: '1', type: 'subscribe', payload: { query, variables: variables || {}, operationName } });
          break;
        case 'ping':
          send({ type: 'pong' });
          break;
        case 'next':
          if (msg.payload && msg.payload.errors && msg.payload.errors.length) {
            finish(handlers.error, graphQLError(msg.payload.errors));
          } else if (!done && handlers.next) {
            handlers.next(msg.payload.data, msg.payload);
          }
          break;
        case 'error':
          finish(handlers.error, graphQLError(msg.payload));
          break;
        case 'complete':
          finish(handlers.complete);
          break;
      }
    });
    ws.addEventListener('close', (ev) => {
      const err = new Error('subscription closed: ' + (ev.reason || ev.code));
      err.fatal = ev.code === 4401 || ev.code === 4403;
      finish(handlers.error, err);
    });
    return () => {
      if (!done && ws.readyState === WebSocket.OPEN) send({ id: '1', type: 'complete' });
      finish(null);
    };
  };

  function graphQLError(errors) {
    const list = Array.isArray(errors) ? errors : [errors];
    const err = new Error(list.map((e) => e && e.message).filter(Boolean).join('; ') || 'GraphQL error');
    err.graphQLErrors = list;
    err.fatal = true;
    return err;
  }
})();
