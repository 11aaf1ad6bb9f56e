#!/bin/sh
# setup-browser.sh installs Debian's chromium for the viewer's browser test
# (web/browser_test.go) when /usr/bin/chromium is missing. It runs apt-get
# update once and then apt-get install -y chromium; it does nothing when the
# browser is already there.
set -eu

if [ -x /usr/bin/chromium ]; then
	echo "setup-browser: /usr/bin/chromium present: $(/usr/bin/chromium --version 2>/dev/null || echo unknown version)"
	exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
	if command -v sudo >/dev/null 2>&1; then
		SUDO="sudo"
	else
		echo "setup-browser: not root and no sudo; install chromium by hand (apt-get install chromium)" >&2
		exit 1
	fi
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y chromium
/usr/bin/chromium --version
