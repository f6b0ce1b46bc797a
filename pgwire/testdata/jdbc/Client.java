// Drives Burrow's PostgreSQL wire with the PostgreSQL JDBC driver, the driver
// of Metabase, DBeaver and Tableau; pgwire/clients_test.go runs it with
// `java -cp postgresql.jar Client.java` and checks the report it prints.
import java.sql.*;
import java.util.*;

public class Client {
    static String env(String name) { return System.getenv(name); }

    static String url(String db) {
        return "jdbc:postgresql://" + env("PGW_HOST") + ":" + env("PGW_PORT") + "/" + db + "?sslmode=disable";
    }

    static String refused(String key, String db) {
        try (Connection c = DriverManager.getConnection(url(db), "jdbc", key)) {
            return "connected";
        } catch (SQLException e) {
            return e.getSQLState();
        }
    }

    static String quote(String s) { return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\""; }

    static String list(List<String> items) {
        StringJoiner j = new StringJoiner(",", "[", "]");
        for (String s : items) j.add(quote(s));
        return j.toString();
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> report = new LinkedHashMap<>();
        try (Connection c = DriverManager.getConnection(url(env("PGW_PROJECT")), "jdbc", env("PGW_KEY"))) {
            DatabaseMetaData md = c.getMetaData();
            List<String> tables = new ArrayList<>();
            try (ResultSet rs = md.getTables(null, "public", "%", new String[] {"TABLE"})) {
                while (rs.next()) tables.add(rs.getString("TABLE_NAME"));
            }
            report.put("tables", list(tables));
            List<String> columns = new ArrayList<>();
            try (ResultSet rs = md.getColumns(null, "public", "events", "%")) {
                while (rs.next()) columns.add(rs.getString("COLUMN_NAME"));
            }
            report.put("columns", list(columns));

            StringJoiner rows = new StringJoiner(",", "[", "]");
            try (PreparedStatement ps = c.prepareStatement(env("PGW_STATEMENT")); ResultSet rs = ps.executeQuery()) {
                while (rs.next()) rows.add("[" + quote(rs.getString(1)) + "," + rs.getLong(2) + "]");
            }
            report.put("rows", rows.toString());
            try (PreparedStatement ps = c.prepareStatement("SELECT count() FROM events WHERE distinct_id = ? AND timestamp > ?")) {
                ps.setString(1, "user1");
                ps.setTimestamp(2, Timestamp.valueOf("2000-01-01 00:00:00"));
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    if (rs.getLong(1) <= 0) throw new IllegalStateException("parameter: " + rs.getLong(1));
                }
            }

            // A stream read in pages: the fetch size suspends the portal.
            c.setAutoCommit(false);
            int streamed = 0;
            try (Statement st = c.createStatement()) {
                st.setFetchSize(1000);
                try (ResultSet rs = st.executeQuery(env("PGW_STREAM"))) {
                    while (rs.next()) {
                        rs.getTimestamp(2);
                        streamed++;
                    }
                }
            }
            c.commit();
            c.setAutoCommit(true);
            report.put("streamed", Integer.toString(streamed));

            try (Statement st = c.createStatement()) {
                Thread canceller = new Thread(() -> {
                    try {
                        Thread.sleep(500);
                        st.cancel();
                    } catch (Exception e) {
                        throw new RuntimeException(e);
                    }
                });
                canceller.start();
                try {
                    st.executeQuery(env("PGW_SLOW"));
                    report.put("cancel", quote("finished"));
                } catch (SQLException e) {
                    report.put("cancel", quote(e.getSQLState()));
                }
                canceller.join();
            }
        }
        report.put("bad_key", quote(refused("phx_wrong", env("PGW_PROJECT"))));
        report.put("foreign", quote(refused(env("PGW_SCOPED_KEY"), env("PGW_OTHER_PROJECT"))));
        report.put("revoked", quote(refused(env("PGW_REVOKED_KEY"), env("PGW_PROJECT"))));
        StringJoiner out = new StringJoiner(",", "{", "}");
        report.forEach((k, v) -> out.add(quote(k) + ":" + v));
        System.out.print(out);
    }
}
