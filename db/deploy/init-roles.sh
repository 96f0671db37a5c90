#!/bin/sh
# Runs once, when the PostgreSQL container initialises an empty data directory
# (docker-entrypoint-initdb.d), as the bootstrap superuser. Each process gets the least it needs:
#   claims_owner  runs the migrations and owns the tables (the `migrate` service)
#   claims_api    the api and both workers: owns nothing, works under FORCEd row-level security
#                 through claims_app (tenant rows) and claims_auth (sessions and password links)
#   temporal      Temporal's own databases (temporal, temporal_visibility), nothing of ours
# Passwords come from the environment (.env beside docker-compose.yml).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v owner_pw="$CLAIMS_OWNER_PASSWORD" -v app_pw="$CLAIMS_APP_PASSWORD" -v temporal_pw="$TEMPORAL_DB_PASSWORD" \
  -v db="$CLAIMS_DB" <<'SQL'
CREATE ROLE claims_app NOLOGIN;
CREATE ROLE claims_auth NOLOGIN;
CREATE ROLE claims_owner LOGIN PASSWORD :'owner_pw';
CREATE ROLE claims_api LOGIN PASSWORD :'app_pw' NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;
CREATE ROLE temporal LOGIN PASSWORD :'temporal_pw' CREATEDB;
-- The owner grants the two group roles their table rights in the migrations.
GRANT claims_app, claims_auth TO claims_owner WITH ADMIN OPTION;
GRANT claims_app, claims_auth TO claims_api;
-- The migrations make `app.scope = all` the database's default; PostgreSQL 15+ leaves a custom
-- parameter's default to superusers unless granted.
GRANT SET ON PARAMETER "app.scope" TO claims_owner;
CREATE DATABASE :"db" OWNER claims_owner;
\connect :"db"
ALTER SCHEMA public OWNER TO claims_owner;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
SQL
