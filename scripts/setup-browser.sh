#!/bin/sh
# setup-browser.sh installs Debian's chromium for the viewer's browser test
# (web/browser_test.go) when /usr/bin/chromium is missing; it does nothing
# when the browser is already there.
set -eu

if [ -x /usr/bin/chromium ]; then
	echo "setup-browser: /usr/bin/chromium present: $(/usr/bin/chromium --version 2>/dev/null || echo unknown version)"
	exit 0
fi
. "$(dirname "$0")/apt-install.sh"
apt_install setup-browser chromium
/usr/bin/chromium --version
