#!/usr/bin/env bash
# Prints the path of a prepared WordPress core (>= 6.9), fetching and caching it on first use,
# with Twenty Twenty-One beside core's own block theme: the classic theme of the public site's
# stories, copied from Debian's wordpress-theme-twentytwentyone (`setup-system.sh` installs it).
#
# Where wordpress.org answers, the latest release comes from there. Where it does not (closed
# networks), core comes from Debian forky/sid through a private apt state, so the machine's own
# apt sources are never touched. Either way the result lands in the cache, outside git, and a
# second call only prints its path.
set -euo pipefail

cache_root="${WEBMCP_ABILITIES_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/webmcp-abilities}"
core_dir="$cache_root/wordpress"
minimum_version='6.9'

log() { echo "fetch-wordpress: $*" >&2; }

core_version() {
	php -r 'include $argv[1] . "/wp-includes/version.php"; echo $wp_version;' "$1" 2>/dev/null ||
		sed -n "s/^\$wp_version = '\(.*\)';/\1/p" "$1/wp-includes/version.php"
}

is_recent_enough() {
	[ "$(printf '%s\n%s\n' "$minimum_version" "$1" | sort -V | head -n1)" = "$minimum_version" ]
}

classic_theme=/usr/share/wordpress/wp-content/themes/twentytwentyone

add_classic_theme() {
	[ -f "$1/wp-content/themes/twentytwentyone/style.css" ] && return 0
	if [ ! -f "$classic_theme/style.css" ]; then
		log "Twenty Twenty-One is missing: bin/setup-system.sh installs it (wordpress-theme-twentytwentyone)"
		return 1
	fi
	# Copied aside, then moved into place: a test server starting at the same time sees it whole.
	local aside="$1/wp-content/themes/.twentytwentyone.$$"
	cp -rL "$classic_theme" "$aside"
	mv -T "$aside" "$1/wp-content/themes/twentytwentyone" 2>/dev/null || rm -rf "$aside"
}

if [ -f "$core_dir/wp-includes/version.php" ]; then
	add_classic_theme "$core_dir"
	echo "$core_dir"
	exit 0
fi

# Two test servers may start at once: the second waits for the first's download.
mkdir -p "$cache_root"
exec 9>"$cache_root/.lock"
flock 9
if [ -f "$core_dir/wp-includes/version.php" ]; then
	echo "$core_dir"
	exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

from_wordpress_org() {
	curl -fsS --max-time 5 -o /dev/null https://api.wordpress.org/core/version-check/1.7/ 2>/dev/null || return 1
	log 'downloading the latest release from wordpress.org'
	curl -fsSL --max-time 120 -o "$work/wordpress.zip" https://wordpress.org/latest.zip
	unzip -q "$work/wordpress.zip" -d "$work/unpacked"
	mv "$work/unpacked/wordpress" "$work/core"
}

debian_archive_uri() {
	local uri
	uri="$(sed -n 's/^URIs:[[:space:]]*\([^[:space:]]*\).*/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null |
		grep -v security | head -n1)"
	[ -n "$uri" ] || uri="$(awk '$1 == "deb" && $0 !~ /security/ { for (i = 2; i <= NF; i++) if ($i ~ /^https?:/) { print $i; exit } }' \
		/etc/apt/sources.list 2>/dev/null)"
	echo "${uri:-http://deb.debian.org/debian}"
}

from_debian() {
	log 'wordpress.org is out of reach: taking core from Debian forky/sid'
	local uri keyring=/usr/share/keyrings/debian-archive-keyring.gpg
	uri="$(debian_archive_uri)"
	mkdir -p "$work/apt/lists/partial" "$work/apt/cache/archives/partial" "$work/debs" "$work/root"
	printf 'deb [signed-by=%s] %s forky main\ndeb [signed-by=%s] %s sid main\n' \
		"$keyring" "$uri" "$keyring" "$uri" > "$work/apt/sources.list"
	local apt_options=(
		-o "Dir::Etc::sourcelist=$work/apt/sources.list" -o Dir::Etc::sourceparts=/dev/null
		-o "Dir::State::Lists=$work/apt/lists" -o "Dir::Cache=$work/apt/cache"
		-o Dir::State::status=/dev/null -o APT::Sandbox::User=root -qq
	)
	apt-get "${apt_options[@]}" update
	# Debian swaps bundled libraries for symlinks into these packages; unpack them beside core
	# and resolve the links so the copy stands alone.
	(cd "$work/debs" && apt-get "${apt_options[@]}" download wordpress libphp-phpmailer php-getid3 \
		libjs-underscore libjs-lodash libjs-jquery-ui libjs-cropper wordpress-theme-twentytwentyfive)
	for deb in "$work"/debs/*.deb; do
		dpkg-deb -x "$deb" "$work/root"
	done
	# Debian's wp-config.php and .htaccess point into /etc/wordpress, which we do not unpack.
	rm -f "$work/root/usr/share/wordpress/wp-config.php" "$work/root/usr/share/wordpress/.htaccess"
	cp -rL "$work/root/usr/share/wordpress" "$work/core"
}

from_wordpress_org || from_debian

version="$(core_version "$work/core")"
if ! is_recent_enough "$version"; then
	log "got WordPress $version, but the plugin needs $minimum_version or newer"
	exit 1
fi
add_classic_theme "$work/core"
rm -rf "$core_dir"
mv "$work/core" "$core_dir"
log "WordPress $version is ready in $core_dir"
echo "$core_dir"
