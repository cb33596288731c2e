#!/usr/bin/env bash
# `make test-matrix`: the whole test suite (`make test`) on every QGIS release the plugin is
# tested on, each in a throwaway Debian root made with debootstrap:
#
#   QGIS 3.22  Debian 12 "bookworm"  (Python 3.11)
#   QGIS 3.40  Debian 13 "trixie"    (Python 3.13)
#   QGIS 3.44  Debian unstable "sid" (Python 3.14)
#
# The release the machine itself runs (/etc/debian_version) is tested by `make test` on the
# machine; its counts are read from that run (out/results/host) when there is one, else it runs
# here on the machine. The others run in roots cached under $MATRIX_ROOTS/<suite> (rebuilt when
# missing or incomplete). Prints one line per QGIS release with its test counts and exits
# non-zero when any test failed or any root could not be built.
#
#   scripts/test-matrix.sh                 every release
#   scripts/test-matrix.sh trixie sid      only these suites
#   scripts/test-matrix.sh --build-only    build the missing roots, run nothing (CI: during make test)
#   MATRIX_ROOTS=/var/cache/geosense-matrix  where the roots live: outside the checkout, so tools that walk
#                                          the checkout never meet a whole Debian system in it
#   MATRIX_TIMEOUT=2400                    seconds one root's suite may take (default 2400)
#   MATRIX_PARALLEL=1                      the roots' suites at the same time (default: one after the
#                                          other; on 2 cores together was slower, and timing-sensitive)
#   MATRIX_MIRROR=http://deb.debian.org/debian
#
# Needs root (debootstrap, chroot, mounts). The mounts (/proc, /dev, /sys) are made in a mount
# namespace of their own (unshare), so they never show on the machine and vanish with it, and are
# unmounted explicitly as well; a root is only ever deleted when nothing is mounted in it.
set -euo pipefail
cd "$(dirname "$0")/.."
SRC=$(pwd)
OUT=${MATRIX_ROOTS:-/var/cache/geosense-matrix}  # the roots
LOGS="$SRC/out/matrix"                            # their build and test logs
RESULTS="$SRC/out/results"
MIRROR=${MATRIX_MIRROR:-http://deb.debian.org/debian}
TIMEOUT=${MATRIX_TIMEOUT:-2400}
PARALLEL=${MATRIX_PARALLEL:-0}
ALL_SUITES=(bookworm trixie sid)
declare -A EXPECT=([bookworm]=3.22 [trixie]=3.40 [sid]=3.44)
declare -A DEBIAN=([bookworm]="Debian 12" [trixie]="Debian 13" [sid]="Debian unstable")
export DEBIAN_FRONTEND=noninteractive

log() { echo "test-matrix: $*" >&2; }

[ "$(id -u)" -eq 0 ] || { log "needs root (debootstrap, chroot, mounts): run it as root or with sudo"; exit 2; }

host_suite() {
  case "$(cut -d. -f1 /etc/debian_version 2>/dev/null)" in
    12) echo bookworm ;;
    13) echo trixie ;;
    *) grep -qE '^(trixie|forky|sid)/' /etc/debian_version 2>/dev/null && echo sid || echo none ;;
  esac
}

ensure_tools() {
  command -v debootstrap >/dev/null && command -v unshare >/dev/null && return
  log "installing debootstrap"
  # the lock scripts/ensure-deps.sh takes too (`.ci/run` runs both at once on a fresh machine)
  local apt=(flock /var/lib/apt/geosense.lock apt-get -o DPkg::Lock::Timeout=600)
  "${apt[@]}" update -qq && "${apt[@]}" install -y -qq --no-install-recommends debootstrap util-linux >/dev/null
}

# --------------------------------------------------------------------------- mounts
mounted_in() {  # the mount points inside $1, as /proc/mounts of this namespace lists them
  awk -v r="$1/" 'index($2, r) == 1 {print $2}' /proc/mounts
}

safe_remove() {  # delete a root, never through a mount
  local root=$1
  if [ -n "$(mounted_in "$root")" ]; then
    log "not deleting $root: still mounted there: $(mounted_in "$root" | tr '\n' ' ')"
    return 1
  fi
  rm -rf --one-file-system "$root"
}

# Runs "$2..." as a shell command inside root $1, in a private mount namespace, with /proc, /dev,
# /sys mounted for it and unmounted afterwards (also when the command fails or is killed by
# the timeout; the namespace itself takes any mount left with it).
in_root() {
  local root=$1; shift
  unshare --mount --propagation private -- /bin/bash -s "$root" "$@" <<'EOS'
set -uo pipefail
root=$1; shift
cleanup() {
  for m in sys/fs/cgroup sys dev/shm dev/pts dev proc; do
    mountpoint -q "$root/$m" && umount -l "$root/$m"
  done
  return 0
}
trap cleanup EXIT
trap 'exit 143' TERM INT
mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
mount -t devpts -o newinstance,ptmxmode=0666 devpts "$root/dev/pts" 2>/dev/null || true
mount -t tmpfs -o mode=1777 tmpfs "$root/dev/shm"
mount -t sysfs sysfs "$root/sys" 2>/dev/null || mount --bind /sys "$root/sys"
env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
  DEBIAN_FRONTEND=noninteractive PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_DEFAULT_TIMEOUT=180 \
  CI="${CI:-}" chroot "$root" /bin/bash -c "$*"
EOS
}

# --------------------------------------------------------------------------- roots
copy_source() {  # the checkout (tracked and new files, without build products) into $1/src
  local root=$1
  mkdir -p "$root/src"
  (git ls-files -z --cached --others --exclude-standard 2>/dev/null || find . -type f -print0) |
    tar --null -T - -cf - 2>/dev/null | tar -C "$root/src" -xf - || true  # (a file deleted but not staged)
}

end_processes_in() {  # processes left running inside root $1 (an agent a killed test started): ours
  local root pid
  root=$(readlink -f "$1")
  for pid in $(ls /proc | grep -E '^[0-9]+$'); do
    [ "$(readlink "/proc/$pid/root" 2>/dev/null)" = "$root" ] && kill -9 "$pid" 2>/dev/null
  done
  return 0
}

build_root() {  # debootstrap + the packages `make test` needs; marks the root ready when done
  local suite=$1 root="$OUT/$1" logf="$LOGS/$1.build.log"
  if [ -f "$root/.ready" ]; then return 0; fi
  mkdir -p "$OUT" "$LOGS"
  if [ -e "$root" ]; then
    log "$suite: removing an incomplete root"
    safe_remove "$root" || return 1
  fi
  log "$suite: building the root (debootstrap, QGIS); log in ${logf#"$SRC"/}"
  {
    debootstrap --variant=minbase --include=ca-certificates,make,git "$suite" "$root" "$MIRROR" || exit 1
    if [ "$suite" = sid ]; then  # the unstable index may carry an expired Valid-Until
      echo 'Acquire::Check-Valid-Until "false";' >"$root/etc/apt/apt.conf.d/99matrix-valid-until"
    fi
    echo 'APT::Install-Recommends "false";' >"$root/etc/apt/apt.conf.d/99matrix-no-recommends"
    cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
    copy_source "$root"
    in_root "$root" "apt-get update -qq && cd /src && scripts/ensure-deps.sh" || exit 1
    touch "$root/.ready"
  } >"$logf" 2>&1 && { log "$suite: root ready"; return 0; }
  log "$suite: building the root failed; last lines of ${logf#"$SRC"/}:"
  tail -n 15 "$logf" >&2
  return 1
}

# --------------------------------------------------------------------------- runs
run_root() {  # make test in the root, results (JUnit XML) copied to out/results/<suite>
  local suite=$1 root="$OUT/$1" logf="$LOGS/$1.test.log"
  cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
  rm -rf --one-file-system "$root/src/out/results" "$RESULTS/$suite"
  # fresh source each run; the root's own .venv (and .venv-websockets-new) stays between runs
  find "$root/src" -mindepth 1 -maxdepth 1 ! -name '.venv' ! -name '.venv-websockets-*' \
    -exec rm -rf --one-file-system {} +
  copy_source "$root"
  log "$suite: running make test in the root; log in ${logf#"$SRC"/}"
  local rc=0
  timeout --kill-after=30 "$TIMEOUT" bash -c "$(declare -f in_root); in_root \"\$@\"" _ "$root" \
    "cd /src && /usr/bin/python3 -c 'import qgis.core as c; print(\"QGIS\", c.Qgis.QGIS_VERSION)' > /src/qgis-version.txt && make test RESULTS=out/results" \
    >"$logf" 2>&1 || rc=$?
  [ $rc -eq 124 ] && log "$suite: timed out after ${TIMEOUT}s"
  end_processes_in "$root"
  mkdir -p "$RESULTS/$suite"
  cp -r "$root/src/out/results/." "$RESULTS/$suite/" 2>/dev/null || true
  cp "$root/src/qgis-version.txt" "$RESULTS/$suite/" 2>/dev/null || true
  if [ -n "$(mounted_in "$root")" ]; then  # never: the namespace is gone; checked all the same
    log "$suite: mounts left in the root: $(mounted_in "$root" | tr '\n' ' ')"; rc=1
  fi
  [ $rc -eq 0 ] || { log "$suite: make test exited $rc; last lines:"; tail -n 25 "$logf" >&2; }
  return $rc
}

run_host() {  # the machine's own release, when `make test` has not left its results
  local suite=$1
  if compgen -G "$RESULTS/host/*.xml" >/dev/null; then
    log "$suite: counts from the machine's own make test (out/results/host)"
  else
    log "$suite: running make test on this machine"
    make test RESULTS=out/results/host >"$LOGS/host.test.log" 2>&1 || { tail -n 25 "$LOGS/host.test.log" >&2; return 1; }
  fi
  /usr/bin/python3 -c 'import qgis.core as c; print("QGIS", c.Qgis.QGIS_VERSION)' >"$RESULTS/host/qgis-version.txt"
}

# --------------------------------------------------------------------------- main
build_only=0
if [ "${1:-}" = "--build-only" ]; then build_only=1; shift; fi
suites=("$@")
[ ${#suites[@]} -gt 0 ] || suites=("${ALL_SUITES[@]}")
host=$(host_suite)
ensure_tools
mkdir -p "$OUT" "$LOGS" "$RESULTS"

declare -A status
declare -A builders
for s in "${suites[@]}"; do
  [ -n "${EXPECT[$s]:-}" ] || { log "unknown suite $s (one of: ${ALL_SUITES[*]})"; exit 2; }
  [ "$s" = "$host" ] && continue
  build_root "$s" & builders[$s]=$!   # the roots download and unpack in parallel
done
for s in "${!builders[@]}"; do
  wait "${builders[$s]}" || status[$s]="root not built"
done
if [ $build_only -eq 1 ]; then
  [ -z "${status[*]:-}" ] && exit 0 || exit 1  # (an empty array is "unbound" to set -u)
fi

failed=0
declare -A runners
for s in "${suites[@]}"; do
  if [ "$s" = "$host" ]; then
    run_host "$s" || failed=1
  elif [ -z "${status[$s]:-}" ]; then
    if [ "$PARALLEL" = 1 ]; then
      run_root "$s" & runners[$s]=$!
    else
      run_root "$s" || failed=1
    fi
  fi
done
for s in "${!runners[@]}"; do
  wait "${runners[$s]}" || failed=1
done

echo "== QGIS matrix"
for s in "${suites[@]}"; do
  dir="$RESULTS/$s"; where="root"
  [ "$s" = "$host" ] && { dir="$RESULTS/host"; where="this machine"; }
  /usr/bin/python3 scripts/matrix_summary.py --dir "$dir" --expect "${EXPECT[$s]}" \
    --label "${DEBIAN[$s]} $s, $where" --error "${status[$s]:-}" || failed=1
done
exit $failed
