# apt-install.sh, sourced by the setup scripts: apt_install NAME PACKAGE...
# installs Debian packages (apt-get update once, then install -y), as root
# or through sudo; without either it says what to install by hand and fails.
apt_install() {
	name=$1
	shift
	SUDO=""
	if [ "$(id -u)" -ne 0 ]; then
		if command -v sudo >/dev/null 2>&1; then
			SUDO="sudo"
		else
			echo "$name: not root and no sudo; install by hand: apt-get install $*" >&2
			return 1
		fi
	fi
	export DEBIAN_FRONTEND=noninteractive
	$SUDO apt-get update -q
	$SUDO apt-get install -y -q "$@"
}
