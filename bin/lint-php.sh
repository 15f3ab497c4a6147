#!/usr/bin/env bash
# Checks that every PHP file of the project parses, with the PHP the tests run on.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
count=0
while IFS= read -r -d '' file; do
	count=$((count + 1))
	php -l "$file" >/dev/null || status=1
done < <(find . -name '*.php' -not -path './node_modules/*' -not -path './build/*' -not -path './artifacts/*' -not -path './vendor/*' -print0)
echo "lint-php: $count files checked."
exit $status
