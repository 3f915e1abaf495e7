#!/usr/bin/env bash
# The deployment recipe of deploy/ run on this one machine, and checked end to end (deploy/README.md):
# Caddy with deploy/Caddyfile (its local CA, private ports, admin API off, its data in a temporary directory) in front
# of two API instances started the way courtside@.service starts them, with deploy/courtside.env.example's settings,
# on a fresh database of the local PostgreSQL. The checks are deploy/smoke/checks.mjs.
# Ends with `smoke: ok` (exit 0) or `smoke: FAILED: <why>` (exit 1); stops what it started, drops its database and
# removes its files either way.
#
# SMOKE_POSTGRES: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432, trust authentication), where a
# database courtside_smoke_<pid> is created and dropped. SMOKE_KEEP_LOGS=1 keeps the logs (the temporary directory).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
DEPLOY=$ROOT/deploy
PG_SERVER=${SMOKE_POSTGRES:-postgres://postgres@127.0.0.1:5432}
DB=courtside_smoke_$$
LOGIN_PER_IP=3
WORK=$(mktemp -d "${TMPDIR:-/tmp}/courtside-smoke.XXXXXX")
STARTED=()
DB_CREATED=false
cd "$ROOT"

say() { echo "smoke: $*"; }

show_logs() {
  local name
  for name in build a b a2 caddy; do
    [ -s "$WORK/$name.log" ] || continue
    echo "---- last lines of $name.log ----" >&2
    tail -n 25 "$WORK/$name.log" >&2
  done
}

# The logs first, the reason last: the run ends with `smoke: FAILED: <why>`.
fail() {
  show_logs
  echo "smoke: FAILED: $*" >&2
  exit 1
}

# Stops every process this script started (SIGTERM, then SIGKILL after 15 s), drops the database, removes the
# temporary directory. Safe to run twice.
stop_everything() {
  local pid waited
  for pid in "${STARTED[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${STARTED[@]}"; do
    waited=0
    while kill -0 "$pid" 2>/dev/null && [ $waited -lt 150 ]; do
      sleep 0.1
      waited=$((waited + 1))
    done
    kill -KILL "$pid" 2>/dev/null || true
  done
  STARTED=()
  if $DB_CREATED; then
    psql "$PG_SERVER/postgres" -v ON_ERROR_STOP=1 -qc "drop database if exists $DB with (force)" >/dev/null ||
      echo "smoke: could not drop the database $DB on $PG_SERVER" >&2
    DB_CREATED=false
  fi
  if [ -n "${SMOKE_KEEP_LOGS:-}" ] && [ -d "$WORK" ]; then
    echo "smoke: logs kept in $WORK" >&2
  else
    rm -rf "$WORK"
  fi
}
# Long steps run in the background and are waited for: bash runs a trap between two commands or during `wait`, so
# an interrupt stops the step (`timeout` passes the signal on) instead of waiting for its end.
CURRENT=
interruptible() {
  local rc=0
  "$@" &
  CURRENT=$!
  wait "$CURRENT" || rc=$?
  CURRENT=
  return $rc
}
interrupted() {
  [ -z "$CURRENT" ] || kill -TERM "$CURRENT" 2>/dev/null || true
  echo "smoke: FAILED: interrupted" >&2
  exit 1
}
trap stop_everything EXIT
trap interrupted INT TERM HUP

# Waits until `curl <args>` succeeds, while the process `pid` lives; `what` names it in the failure.
wait_for() {
  local what=$1 pid=$2 seconds=$3
  shift 3
  local deadline=$((SECONDS + seconds))
  until curl -sf -o /dev/null --max-time 5 "$@"; do
    kill -0 "$pid" 2>/dev/null || fail "$what exited before it was ready"
    [ $SECONDS -lt $deadline ] || fail "$what did not answer within $seconds s"
    sleep 0.5
  done
}

# --- what the recipe needs on the machine ---
if ! command -v caddy >/dev/null; then
  [ "$(id -u)" = 0 ] || fail "caddy is not installed and installing it needs root: apt-get install caddy"
  say "installing Debian's caddy package"
  export DEBIAN_FRONTEND=noninteractive
  { timeout 600 apt-get install -y -qq caddy || { timeout 600 apt-get update -qq && timeout 600 apt-get install -y -qq caddy; }; } \
    >"$WORK/apt.log" 2>&1 || fail "apt-get install caddy failed: $(tail -n 5 "$WORK/apt.log")"
fi
command -v psql >/dev/null || fail "psql (PostgreSQL's client) is needed to create the smoke database"
psql "$PG_SERVER/postgres" -qAtc 'select 1' >/dev/null 2>&1 ||
  fail "no PostgreSQL answers at $PG_SERVER (trust authentication for that user); set SMOKE_POSTGRES"

say "building what is stale (the build step of npm start)"
interruptible timeout 1800 node scripts/build-if-stale.mjs >"$WORK/build.log" 2>&1 || fail "the build failed"
if [ ! -f apps/api/dist/server.js ] || [ ! -f apps/web/dist/index.html ]; then
  fail "the build left no apps/api/dist/server.js or apps/web/dist/index.html"
fi

# --- a fresh database, two instances, Caddy ---
psql "$PG_SERVER/postgres" -v ON_ERROR_STOP=1 -qc "create database $DB" >/dev/null || fail "could not create the database $DB"
DB_CREATED=true

read -r PORT_A PORT_B HTTPS_PORT HTTP_PORT < <(node -e "
  const net = require('node:net')
  const servers = [0, 1, 2, 3].map(() => net.createServer().listen(0, '127.0.0.1'))
  Promise.all(servers.map((s) => new Promise((r) => s.once('listening', r)))).then(() => {
    console.log(servers.map((s) => s.address().port).join(' '))
    servers.forEach((s) => s.close())
  })")
BASE=https://localhost:$HTTPS_PORT
JWT_SECRET=$(openssl rand -base64 48 | tr -d '\n')

# As systemd starts courtside@<port>.service: a clean environment, the shared file, then the instance's settings.
# On top, this machine's: the smoke database and secret, the public address, no mail, and a low per-IP login limit
# for check 3.
start_instance() {
  local name=$1 port=$2
  # shellcheck disable=SC2016 # "$1" and "$@" are the inner shell's: the file, then the instance's settings.
  env -i PATH="$PATH" HOME="$WORK" bash -c 'set -a; . "$1"; set +a; shift; exec env "$@" node apps/api/dist/server.js' _ \
    "$DEPLOY/courtside.env.example" \
    PORT="$port" NODE_ENV=production DATA_DIR="$WORK/data-$port" \
    DATABASE_URL="$PG_SERVER/$DB" JWT_SECRET="$JWT_SECRET" APP_URL="$BASE" SMTP_URL= \
    RATE_LIMIT_LOGIN_PER_IP=$LOGIN_PER_IP \
    >>"$WORK/$name.log" 2>&1 &
  STARTED+=($!)
}

say "starting two API instances on 127.0.0.1:$PORT_A (A) and 127.0.0.1:$PORT_B (B), one database ($DB)"
start_instance a "$PORT_A"
A_PID=$!
start_instance b "$PORT_B"
B_PID=$!
wait_for "instance A" "$A_PID" 180 "http://127.0.0.1:$PORT_A/healthz"
wait_for "instance B" "$B_PID" 180 "http://127.0.0.1:$PORT_B/healthz"

say "starting Caddy on $BASE with deploy/Caddyfile"
env -i PATH="$PATH" HOME="$WORK/caddy-home" XDG_DATA_HOME="$WORK/caddy-data" XDG_CONFIG_HOME="$WORK/caddy-config" \
  CADDY_ADMIN=off CADDY_HTTP_PORT="$HTTP_PORT" CADDY_HTTPS_PORT="$HTTPS_PORT" COURTSIDE_DOMAIN="localhost:$HTTPS_PORT" \
  COURTSIDE_UPSTREAMS="127.0.0.1:$PORT_A 127.0.0.1:$PORT_B" \
  caddy run --config "$DEPLOY/Caddyfile" --adapter caddyfile >"$WORK/caddy.log" 2>&1 &
CADDY_PID=$!
STARTED+=("$CADDY_PID")
CA=$WORK/caddy-data/caddy/pki/authorities/local/root.crt
deadline=$((SECONDS + 60))
until [ -s "$CA" ]; do
  kill -0 "$CADDY_PID" 2>/dev/null || fail "Caddy exited: $(tail -n 5 "$WORK/caddy.log")"
  [ $SECONDS -lt $deadline ] || fail "Caddy made no local CA within 60 s"
  sleep 0.2
done
wait_for "Caddy" "$CADDY_PID" 60 --cacert "$CA" "$BASE/healthz"

# --- the checks ---
export SMOKE_URL=$BASE SMOKE_CA=$CA SMOKE_A_URL="http://127.0.0.1:$PORT_A" SMOKE_B_URL="http://127.0.0.1:$PORT_B" \
  SMOKE_A_PID=$A_PID SMOKE_B_PID=$B_PID SMOKE_DATABASE_URL="$PG_SERVER/$DB" SMOKE_LOGIN_PER_IP=$LOGIN_PER_IP
run_checks() {
  local rc=0
  interruptible timeout 600 node deploy/smoke/checks.mjs "$1" 2>"$WORK/checks.err" || rc=$?
  [ $rc -ne 124 ] || fail "the checks took longer than 600 s"
  [ $rc -ne 0 ] || return 0
  show_logs
  cat "$WORK/checks.err" >&2
  grep -q '^smoke: FAILED' "$WORK/checks.err" || echo "smoke: FAILED: deploy/smoke/checks.mjs $1 exited with $rc" >&2
  exit 1
}
# A is killed with SIGKILL in the first phase: no job report from bash about it, its end is checked below.
disown "$A_PID"
run_checks first
! kill -0 "$A_PID" 2>/dev/null || fail "instance A still runs after its SIGKILL"
kill -0 "$B_PID" 2>/dev/null || fail "instance B exited"

# As systemd's Restart=always would: A again on its port. Then B is stopped the way an upgrade stops it.
say "starting instance A again"
start_instance a2 "$PORT_A"
wait_for "instance A (restarted)" "$!" 180 "http://127.0.0.1:$PORT_A/healthz"
# Caddy's own /healthz check (every 5 s, deploy/Caddyfile) must see A back before B goes: what an operator waits
# for between two instances of a rolling upgrade.
sleep 8
run_checks restart
deadline=$((SECONDS + 25))
while kill -0 "$B_PID" 2>/dev/null; do
  [ $SECONDS -lt $deadline ] || fail "instance B still runs 25 s after its SIGTERM"
  sleep 0.2
done
b_rc=0
wait "$B_PID" || b_rc=$?
[ $b_rc -eq 0 ] || fail "instance B exited with $b_rc after SIGTERM, not 0 (ADR 0023)"

stop_everything
trap - EXIT
say ok
