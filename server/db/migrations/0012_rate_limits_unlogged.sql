-- hand-written: begin
-- Rate-limit windows are counted at every limited write (issue 28: every message send, run start and domain write
-- counts one hit per account, a send one more per conversation). A logged table makes each hit a WAL record and its
-- commit a WAL flush; an unlogged one writes no WAL, so a hit commits without waiting for the disk. What is lost: the
-- counts after a crash of PostgreSQL (the table comes back empty) and on a standby after a failover, i.e. the current
-- windows start over. Counters of seconds to an hour may.
ALTER TABLE "rate_limits" SET UNLOGGED;
-- hand-written: end
