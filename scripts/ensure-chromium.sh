#!/usr/bin/env bash
# Browser tests need Debian's Chromium at /usr/bin/chromium (Playwright's own browser
# download cannot reach its host here). Install it when missing, as root.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-noto-core >/dev/null
  exit 0
fi
echo "Chromium is missing at $CHROMIUM. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
