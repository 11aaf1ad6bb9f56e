#!/bin/sh
# setup-gxx.sh installs Debian's g++ when it is missing: the exported
# players' tests (export/...) and the cxx: players' tests (cxx/...) compile
# C++ (with CI=true they fail without it). It does nothing when g++ is
# already there.
set -eu

if command -v g++ >/dev/null 2>&1; then
	echo "setup-gxx: $(g++ --version | head -1)"
	exit 0
fi
. "$(dirname "$0")/apt-install.sh"
apt_install setup-gxx g++
g++ --version | head -1
