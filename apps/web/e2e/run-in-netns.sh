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

# The veth ends get no IPv6 link-local address (addrgenmode none): the kernel would make one
# tentative and confirm it a second or two later, and Chromium takes that confirmation for a network
# change and fails every request in flight with ERR_NETWORK_CHANGED. The command starts only once
# both links are up and no address is tentative, so nothing in the namespace changes under it.
exec unshare --net -- sh -c '
  set -eu
  ip link set lo up
  ip link add veth0 type veth peer name veth1
  ip link set veth0 addrgenmode none
  ip link set veth1 addrgenmode none
  ip addr add 192.0.2.1/32 dev veth0
  ip link set veth0 up
  ip link set veth1 up
  tries=0
  until ip -o link show veth0 | grep -q LOWER_UP && ip -o link show veth1 | grep -q LOWER_UP &&
    ! ip -o addr show | grep -q tentative; do
    tries=$((tries + 1))
    if [ "$tries" -gt 50 ]; then
      echo "run-in-netns.sh: the namespace links did not settle in 5 s" >&2
      ip -o addr show >&2
      exit 1
    fi
    sleep 0.1
  done
  exec "$@"
' run-in-netns "$@"
