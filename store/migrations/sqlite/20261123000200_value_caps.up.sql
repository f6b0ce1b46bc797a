-- Nothing to create: on SQLite, burrow_cap and burrow_replace (the value caps
-- of the SQL engine) are Go functions of the driver (store/engine/sqlite_funcs.go).
-- This file keeps both dialects' migration lists alike.
SELECT 1;
