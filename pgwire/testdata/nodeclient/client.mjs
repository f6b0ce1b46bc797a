// Drives Burrow's PostgreSQL wire with node-postgres (pg), as a Node
// service or notebook would; pgwire/clients_test.go runs it and checks the
// report it prints.
import pg from 'pg'

const env = process.env
const config = (password, database) => ({
  host: env.PGW_HOST, port: Number(env.PGW_PORT), user: 'node', password, database, ssl: false,
})

async function refused(password, database) {
  const c = new pg.Client(config(password, database))
  try {
    await c.connect()
    await c.end()
    return 'connected'
  } catch (e) {
    return e.code ?? String(e)
  }
}

const report = {}
const client = new pg.Client(config(env.PGW_KEY, env.PGW_PROJECT))
await client.connect()

let r = await client.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'")
report.tables = r.rows.map((row) => row.table_name)
r = await client.query("SELECT column_name FROM information_schema.columns WHERE table_name = 'events' ORDER BY ordinal_position")
report.columns = r.rows.map((row) => row.column_name)

// The extended protocol: a parameter, bound.
r = await client.query({ text: env.PGW_STATEMENT, rowMode: 'array' })
report.rows = r.rows.map(([id, n]) => [id, Number(n)])
r = await client.query('SELECT count() AS n FROM events WHERE distinct_id = $1', ['user1'])
if (!(Number(r.rows[0].n) > 0)) throw new Error(`parameter: ${JSON.stringify(r.rows)}`)

r = await client.query({ text: env.PGW_STREAM, rowMode: 'array' })
report.streamed = r.rows.length

// Cancel: node-postgres sends the cancel request on a new connection.
const slow = new pg.Query(env.PGW_SLOW)
const done = new Promise((resolve) => {
  slow.on('error', (e) => resolve(e.code))
  slow.on('end', () => resolve('finished'))
})
client.query(slow)
setTimeout(() => new pg.Client(config(env.PGW_KEY, env.PGW_PROJECT)).cancel(client, slow), 500)
report.cancel = await done
await client.end()

report.bad_key = await refused('phx_wrong', env.PGW_PROJECT)
report.foreign = await refused(env.PGW_SCOPED_KEY, env.PGW_OTHER_PROJECT)
report.revoked = await refused(env.PGW_REVOKED_KEY, env.PGW_PROJECT)
process.stdout.write(JSON.stringify(report))
