#!/usr/bin/env bash
# Installs what the Python client's tests need from Debian's packages for
# /usr/bin/python3, when they are missing: numpy, msgpack and pytest, and
# cloudpickle and typing_extensions, which the unmodified Gymnasium and
# PettingZoo in ../shared/peers (whose checkers the tests run) import; and
# OpenBLAS for numpy's matrix products (python/examples/ppo_masked.py: the
# reference BLAS Debian's numpy otherwise uses is about 12 times slower).
set -euo pipefail
check='import msgpack, numpy, pytest, cloudpickle, typing_extensions'
if /usr/bin/python3 -c "$check" 2>/dev/null && dpkg -s libopenblas0-pthread >/dev/null 2>&1; then
  exit 0
fi
. "$(dirname "$0")/apt-install.sh"
apt_install setup-python python3-msgpack python3-numpy python3-pytest python3-cloudpickle python3-typing-extensions \
  libopenblas0-pthread
/usr/bin/python3 -c "$check"
