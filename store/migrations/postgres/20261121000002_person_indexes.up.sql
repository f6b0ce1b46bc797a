-- persons/?email= matches the email property ignoring case, newest first. The
-- expression must stay identical to the one store.ListPersons builds, or the
-- index is not used; created_at, id after it serve the list order.
CREATE INDEX persons_team_email ON persons (team_id, lower(properties ->> 'email'), created_at, id);
