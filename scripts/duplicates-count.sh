#!/usr/bin/env bash
# Counts the `duplicates` pairs that are code (not tests, generated SQL, static page content or CSS),
# with and without islands/. Usage: bash scripts/duplicates-count.sh [repo dir]
repo="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
rows=$(duplicates --repo "$repo" --most 200 --seconds 120 | grep -E '^D[0-9]+ ' \
  | grep -vE '(^D[0-9]+ |~ )(tests/|migrations/|public/|src/features/public-site/content/|src/features/public-site/views/HomePage\.tsx)' )
echo "$rows"
echo "code pairs: $(printf '%s\n' "$rows" | grep -c '^D') (without islands/: $(printf '%s\n' "$rows" | grep -vc 'islands/'))"
