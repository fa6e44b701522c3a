-- A projects keyword searches the project's name, its client's name and its Maconomy number and name (decision 043).
-- Only the name had trigram indexes (0009, 0019), so the other columns made the keyword read every project: 34-63 ms
-- for an admin at 10x, whatever the keyword, and the client's name read every client. Each column now has both
-- trigram indexes, its own and its tripled form's (0019), so a long or a short word is looked up in an index.
-- Only where pg_trgm can be created, as in 0007, 0009 and 0019. Hand-written, so the snapshot does not list them.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS projects_maconomy_number_trgm_idx ON projects USING gin (maconomy_project_number gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS projects_maconomy_number_tripled_idx ON projects USING gin (fm_tripled(maconomy_project_number) gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS projects_maconomy_name_trgm_idx ON projects USING gin (maconomy_project_name gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS projects_maconomy_name_tripled_idx ON projects USING gin (fm_tripled(maconomy_project_name) gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS clients_name_trgm_idx ON clients USING gin (name gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS clients_name_tripled_idx ON clients USING gin (fm_tripled(name) gin_trgm_ops)';
  END IF;
END
$$;
