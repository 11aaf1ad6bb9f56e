#!/usr/bin/env bash
# Installs what the Python client's tests need (numpy, msgpack, pytest) from
# Debian's packages for /usr/bin/python3, when they are missing.
set -euo pipefail
if /usr/bin/python3 -c "import msgpack, numpy, pytest" 2>/dev/null; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null; then SUDO=sudo; else SUDO=; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q python3-msgpack python3-numpy python3-pytest
/usr/bin/python3 -c "import msgpack, numpy, pytest"
