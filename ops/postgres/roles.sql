-- The roles and database of one BizCard installation on a PostgreSQL server (15 or later),
-- run once by a DBA (a superuser, or on managed PostgreSQL the administrator the service
-- gives). With psql, each placeholder is a variable:
--
--   psql -v db=bizcard -v owner=bizcard_owner -v app_role=bizcard_bizcard_app \
--        -v password="$(openssl rand -base64 24)" -f ops/postgres/roles.sql
--
--   db        the installation's database, in DATABASE_URL
--   owner     the role DATABASE_URL logs in as: it owns the tables and runs the migrations;
--             an ordinary role (no SUPERUSER, BYPASSRLS, CREATEROLE or CREATEDB needed)
--   app_role  the role requests run as, bound by row-level security: by default the API
--             expects bizcard_<db>_app, <db> as DATABASE_URL names it (through PgBouncer,
--             its alias for the database); any other name goes in DATABASE_APP_ROLE
--   password  the owner's password, in DATABASE_URL
--
-- Another installation on the same server gets its own three names. Skip a line whose role
-- or database exists already. On managed PostgreSQL, whose administrator is no superuser, run
-- `GRANT "<owner>" TO CURRENT_USER;` after the first line: it may make a database only for a
-- role it belongs to. The API grants the application role its rights on the tables itself,
-- at every start.

CREATE ROLE :"owner" LOGIN PASSWORD :'password';
CREATE DATABASE :"db" OWNER :"owner";
-- PostgreSQL lets every role connect to every database (PUBLIC's CONNECT): only the owner
-- connects to this one. Grant CONNECT to any other role that must (backups, monitoring).
REVOKE ALL ON DATABASE :"db" FROM PUBLIC;
-- NOLOGIN: no one connects as it; the owner becomes it (SET ROLE) for each request.
CREATE ROLE :"app_role" NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
GRANT :"app_role" TO :"owner";
