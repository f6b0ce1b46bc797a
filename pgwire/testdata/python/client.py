"""Drives Burrow's PostgreSQL wire with psycopg2 and SQLAlchemy, as a notebook
or Superset would; pgwire/clients_test.go runs it and checks its report."""
import json
import os
import sys
import threading
import time

import psycopg2
import psycopg2.errors
import sqlalchemy

env = os.environ
host, port, project = env["PGW_HOST"], env["PGW_PORT"], env["PGW_PROJECT"]


def dsn(key, db):
    return f"host={host} port={port} user=notebook password={key} dbname={db} sslmode=disable"


def refused(key, db):
    try:
        psycopg2.connect(dsn(key, db)).close()
    except psycopg2.OperationalError as e:
        # libpq puts the FATAL's SQLSTATE on the connection error's pgcode
        # only from psycopg2 2.9 on; the message carries it either way.
        return getattr(e, "pgcode", None) or sqlstate_of(str(e))
    return "connected"


def sqlstate_of(message):
    for code, text in (("28P01", "password authentication failed"), ("3D000", "does not exist")):
        if text in message:
            return code
    return message


report = {}

# SQLAlchemy's inspector: tables and columns, through psycopg2.
engine = sqlalchemy.create_engine(f"postgresql+psycopg2://notebook:{env['PGW_KEY']}@{host}:{port}/{project}?sslmode=disable")
inspector = sqlalchemy.inspect(engine)
report["tables"] = inspector.get_table_names()
report["columns"] = [c["name"] for c in inspector.get_columns("events")]
assert inspector.has_table("events") and not inspector.has_table("nope")
with engine.connect() as conn:
    rows = conn.execute(sqlalchemy.text(env["PGW_STATEMENT"])).fetchall()
    report["rows"] = [[r[0], float(r[1])] for r in rows]
    # A bound parameter, never spliced.
    n = conn.execute(sqlalchemy.text("SELECT count() FROM events WHERE distinct_id = :id"), {"id": "user1"}).scalar()
    assert n > 0, n
engine.dispose()

conn = psycopg2.connect(dsn(env["PGW_KEY"], project))
conn.autocommit = True
cur = conn.cursor(name=None)
cur.execute(env["PGW_STREAM"])
streamed = 0
while True:
    batch = cur.fetchmany(10000)
    if not batch:
        break
    streamed += len(batch)
report["streamed"] = streamed

cur.execute("SELECT distinct_id, count() AS n FROM events WHERE distinct_id = %s GROUP BY distinct_id", ("user1",))
assert cur.fetchall()[0][0] == "user1"


def cancel_later():
    time.sleep(0.5)
    conn.cancel()


threading.Thread(target=cancel_later).start()
try:
    cur.execute(env["PGW_SLOW"])
    report["cancel"] = "finished"
except psycopg2.errors.QueryCanceled as e:
    report["cancel"] = e.pgcode
conn.close()

report["bad_key"] = refused("phx_wrong", project)
report["foreign"] = refused(env["PGW_SCOPED_KEY"], env["PGW_OTHER_PROJECT"])
report["revoked"] = refused(env["PGW_REVOKED_KEY"], project)
json.dump(report, sys.stdout)
