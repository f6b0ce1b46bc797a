// Calls Burrow through a client generated from its OpenAPI document:
// openapi-typescript turns /api/schema/ into gen/schema.d.ts, tsc checks this
// file against it, and openapi-fetch makes the calls. Driven by
// rest/openapi_client_test.go: node gen/client.js BASE_URL KEY PROJECT_ID.
import createClient from "openapi-fetch";
import type { paths } from "./gen/schema.js";

declare const process: { argv: string[] }; // Node's, without @types/node

const [baseUrl, key, project] = process.argv.slice(2);
if (!baseUrl || !key || !project) {
  throw new Error("usage: node gen/client.js BASE_URL KEY PROJECT_ID");
}
const project_id = Number(project);
const headers = { Authorization: `Bearer ${key}` };
// Lists and resources also answer text/csv: this client asks for JSON only.
const client = createClient<paths, "application/json">({ baseUrl, headers });
const files = createClient<paths>({ baseUrl, headers });

const me = await client.GET("/api/users/@me/");
if (!me.data) throw new Error(`users/@me: ${JSON.stringify(me.error)}`);

const persons = await client.GET("/api/environments/{project_id}/persons/", {
  params: { path: { project_id }, query: { limit: 1 } },
});
if (!persons.data) throw new Error(`persons: ${JSON.stringify(persons.error)}`);

const logs = await client.GET("/api/projects/{project_id}/plugin_configs/", {
  params: { path: { project_id } },
});
if (!logs.data) throw new Error(`plugin_configs: ${JSON.stringify(logs.error)}`);

const query = await client.POST("/api/environments/{project_id}/query/", {
  params: { path: { project_id } },
  body: { query: { kind: "SqlQuery", query: "SELECT event, count() AS n FROM events GROUP BY event ORDER BY event" } },
});
if (!query.data) throw new Error(`query: ${JSON.stringify(query.error)}`);
// The answer is a result or a pending status: the generated union says which fields exist.
const rows = "results" in query.data ? query.data.results : null;

const missing = await client.GET("/api/environments/{project_id}/persons/{person_id}/", {
  params: { path: { project_id, person_id: "424242" } },
});

const exported = await files.POST("/api/environments/{project_id}/query/export/", {
  params: { path: { project_id }, query: { format: "csv" } },
  body: { query: { kind: "HogQLQuery", query: "SELECT event FROM events ORDER BY event" } },
  parseAs: "text",
});

console.log(JSON.stringify({
  email: me.data.email,
  persons: { count: persons.data.count, names: persons.data.results.map((p) => p.name), next: persons.data.next },
  plugin_configs: logs.data.results.map((c) => c.plugin_id),
  rows,
  columns: "columns" in query.data ? query.data.columns : null,
  missing: { status: missing.response.status, code: missing.error?.code, type: missing.error?.type },
  export: exported.data,
}));
