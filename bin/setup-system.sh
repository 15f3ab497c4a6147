#!/usr/bin/env bash
# Installs the system packages the tests need: Debian's Chromium, PHP 8.2 with the
# extensions WordPress uses, MariaDB, for the production-shaped runtime of the load and fault
# stories nginx, PHP-FPM and Redis, and the classic theme Twenty Twenty-One. Idempotent; needs
# root (or sudo) and apt.
set -euo pipefail

packages=(
	chromium
	php8.2-cli php8.2-mysql php8.2-sqlite3 php8.2-mbstring php8.2-xml php8.2-curl
	php8.2-intl php8.2-gd php8.2-zip
	mariadb-server
	nginx php8.2-fpm redis-server php8.2-redis
	unzip
	composer
	# The classic theme of the public site's stories (fetch-wordpress.sh copies it beside core).
	wordpress-theme-twentytwentyone
)

missing=()
for package in "${packages[@]}"; do
	dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed' || missing+=( "$package" )
done

if [ ${#missing[@]} -eq 0 ]; then
	echo "setup-system: every package is installed."
	exit 0
fi

sudo=''
[ "$(id -u)" -eq 0 ] || sudo='sudo'

echo "setup-system: installing ${missing[*]}"
$sudo apt-get update -qq
# These packages would start system-wide servers; the tests run their own.
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
$sudo systemctl disable --now mariadb nginx php8.2-fpm redis-server >/dev/null 2>&1 || true
echo "setup-system: done."
