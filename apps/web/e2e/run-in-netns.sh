#!/bin/sh
# Runs a command (the call browser tests, the call benchmark) in a network namespace of its own,
# with loopback and one veth pair as its only interfaces: WebRTC gathers a host candidate on
# veth0's 192.0.2.1 (a documentation address, TEST-NET-1) and on loopback, and nothing can reach
# any other network. Needs root (unshare --net) and iproute2's `ip`.
#
#   sh apps/web/e2e/run-in-netns.sh <command> [args...]
set -eu

if [ "$(id -u)" != "0" ]; then
  echo "run-in-netns.sh: the call tests run in their own network namespace, which needs root (unshare --net)." >&2
  exit 1
fi
for tool in unshare ip; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "run-in-netns.sh: '$tool' is missing (install util-linux and iproute2)." >&2
    exit 1
  fi
done
if [ "$#" -eq 0 ]; then
  echo "usage: run-in-netns.sh <command> [args...]" >&2
  exit 2
fi

exec unshare --net -- sh -c '
  set -eu
  ip link set lo up
  ip link add veth0 type veth peer name veth1
  ip addr add 192.0.2.1/32 dev veth0
  ip link set veth0 up
  ip link set veth1 up
  exec "$@"
' run-in-netns "$@"
