#!/usr/bin/env bash
# Starts a throw-away PostgreSQL 15 cluster on its own port and data folder for the server suite,
# and prints the connection URL. `.ci/postgres.sh stop` stops it.
set -euo pipefail
PGBIN=/usr/lib/postgresql/15/bin
DIR=${PGCI_DIR:-/tmp/acme-pgci}
PORT=${PGCI_PORT:-55432}
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
if [ "${1:-start}" = stop ]; then
  [ -d "$DIR/data" ] && as_pg "$PGBIN/pg_ctl -D $DIR/data -m fast -w stop" >/dev/null 2>&1 || true
  exit 0
fi
if [ -d "$DIR/data" ]; then as_pg "$PGBIN/pg_ctl -D $DIR/data -m fast -w stop" >/dev/null 2>&1 || true; fi
rm -rf "$DIR"
mkdir -p "$DIR"
[ "$(id -u)" = 0 ] && chown postgres: "$DIR"
as_pg "$PGBIN/initdb -D $DIR/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
as_pg "$PGBIN/pg_ctl -D $DIR/data -l $DIR/pg.log -w -o '-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off' start" >/dev/null
as_pg "$PGBIN/createdb -h 127.0.0.1 -p $PORT -U postgres acme_test"
echo "postgres://postgres@127.0.0.1:$PORT/acme_test"
