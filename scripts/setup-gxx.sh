#!/bin/sh
# setup-gxx.sh installs Debian's g++ when it is missing: the exported
# players' tests (export/...) and the cxx: players' tests (cxx/...) compile
# C++ (with CI=true they fail without it). It runs apt-get update once and
# then apt-get install -y g++; it does nothing when g++ is already there.
set -eu

if command -v g++ >/dev/null 2>&1; then
	echo "setup-gxx: $(g++ --version | head -1)"
	exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
	if command -v sudo >/dev/null 2>&1; then
		SUDO="sudo"
	else
		echo "setup-gxx: not root and no sudo; install g++ by hand (apt-get install g++)" >&2
		exit 1
	fi
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y g++
g++ --version | head -1
