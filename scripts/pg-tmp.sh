#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the test suites (docs: STACK-NOTES §17).
#   bash scripts/pg-tmp.sh start DIR   → prints the admin URL postgres://postgres@127.0.0.1:PORT/postgres
#   bash scripts/pg-tmp.sh stop DIR    → stops the cluster and removes DIR
# Debian's postgresql is installed with apt-get when missing (as root, like ensure-chromium.sh).
# PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` user the package
# creates. Never the package's own cluster or service: a fresh cluster in DIR, on a free port, listening
# on loopback only, its socket in DIR, trust authentication (nothing outside this machine reaches it).
# Messages go to stderr; stdout carries only the URL.
set -euo pipefail

usage() {
  echo "usage: $0 start|stop DIR" >&2
  exit 2
}
[ $# -eq 2 ] || usage
cmd=$1
dir=$2

# The newest installed version's binaries (15 on bookworm, whatever the machine has otherwise).
pg_bin() {
  local d
  d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  [ -n "$d" ] && [ -x "$d/initdb" ] && echo "$d"
}

# Runs a command as the cluster's owner: `postgres` when we are root, ourselves otherwise.
as_owner() {
  if [ "$(id -u)" = "0" ]; then
    su postgres -s /bin/sh -c "$1"
  else
    sh -c "$1"
  fi
}

ensure_installed() {
  pg_bin >/dev/null && return 0
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's postgresql for the PostgreSQL test pass…" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq postgresql >&2
    pg_bin >/dev/null && return 0
  fi
  echo "PostgreSQL is missing (no /usr/lib/postgresql/*/bin/initdb). Install it (Debian: sudo apt-get install postgresql)." >&2
  exit 1
}

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

case "$cmd" in
start)
  ensure_installed
  bin=$(pg_bin)
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  # The socket path must fit in 107 bytes.
  [ ${#dir} -le 80 ] || { echo "pg-tmp: DIR path too long for a socket: $dir" >&2; exit 1; }
  [ "$(id -u)" = "0" ] && chown postgres: "$dir"
  port=${PG_TMP_PORT:-$(free_port)}
  as_owner "'$bin/initdb' -D '$dir/data' -A trust -U postgres -E UTF8 --locale=C.UTF-8 >'$dir/initdb.log' 2>&1" || {
    cat "$dir/initdb.log" >&2
    exit 1
  }
  # Throw-away data: no fsync (a crash loses nothing worth keeping), enough connections for
  # the suite's per-test databases and their pools.
  opts="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300"
  as_owner "'$bin/pg_ctl' -D '$dir/data' -o '$opts' -l '$dir/log' -w -t 60 start >/dev/null" || {
    cat "$dir/log" >&2
    exit 1
  }
  echo "$port" >"$dir/port"
  url="postgres://postgres@127.0.0.1:$port/postgres"
  echo "$url" >"$dir/url"
  echo "$url"
  ;;
stop)
  [ -d "$dir" ] || exit 0
  # Only ever remove a directory this script made (a slip of DIR must not delete anything else).
  if [ ! -f "$dir/initdb.log" ]; then
    echo "pg-tmp: $dir is not a cluster made by pg-tmp.sh; left alone" >&2
    exit 1
  fi
  if [ -f "$dir/data/postmaster.pid" ]; then
    bin=$(pg_bin || true)
    if ! { [ -n "$bin" ] && as_owner "'$bin/pg_ctl' -D '$dir/data' -m fast -w stop >/dev/null 2>&1"; }; then
      pid=$(head -1 "$dir/data/postmaster.pid")
      echo "pg-tmp: pg_ctl stop failed; sending SIGINT (fast shutdown) to $pid" >&2
      kill -INT "$pid" 2>/dev/null || true
      sleep 1
    fi
  fi
  rm -rf "$dir"
  ;;
*) usage ;;
esac
