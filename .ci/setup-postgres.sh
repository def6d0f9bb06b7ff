#!/usr/bin/env bash
# Starts the PostgreSQL 15 cluster of the machine image (installing it on a bare machine) and creates
# the test role and database. Prints the TEST_DATABASE_URL to use, and nothing else, on standard
# output. Needs root (CI and the development machines run as root).
set -euo pipefail

role=bioagent
password=bioagent
database=bioagent_test
port=

setup() {
  cd /
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  local cluster_version cluster_name
  cluster_version=$(pg_lsclusters --no-header | awk 'NR==1 {print $1}')
  cluster_name=$(pg_lsclusters --no-header | awk 'NR==1 {print $2}')
  if [ -z "$cluster_version" ]; then
    pg_createcluster 15 main
    cluster_version=15
    cluster_name=main
  fi
  if ! pg_lsclusters --no-header | awk 'NR==1 {print $4}' | grep -q online; then
    pg_ctlcluster "$cluster_version" "$cluster_name" start
  fi
  port=$(pg_lsclusters --no-header | awk 'NR==1 {print $3}')

  if [ "$(as_postgres "select 1 from pg_roles where rolname = '$role'")" != "1" ]; then
    as_postgres "create role $role login createdb password '$password'"
  fi
  if [ "$(as_postgres "select 1 from pg_database where datname = '$database'")" != "1" ]; then
    as_postgres "create database $database owner $role"
  fi
}

as_postgres() { su postgres -c "psql -p $port -v ON_ERROR_STOP=1 -qtAc \"$1\""; }

# The caller captures standard output, so everything the package manager and the cluster tools
# print goes to standard error. No extra descriptor is opened for the URL: the server started here
# would inherit it and hold the caller's $(...) open forever.
setup >&2
echo "postgres://$role:$password@127.0.0.1:$port/$database"
