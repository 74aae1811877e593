#!/usr/bin/env bash
# Clip uploads are trimmed and normalised by Debian's sox (with MP3 support) when it is installed.
# Install it when missing, as root; elsewhere say so and go on: the app and its tests also work
# without sox (clips are then stored as they are), so this never fails the run.
set -uo pipefail
if command -v sox >/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's sox for audio clip processing…"
  export DEBIAN_FRONTEND=noninteractive
  { apt-get install -y -qq sox libsox-fmt-mp3 >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq sox libsox-fmt-mp3 >/dev/null; }; } \
    || echo "Could not install sox: clips will be stored without trimming or normalising." >&2
  exit 0
fi
echo "sox is not installed (Debian: sudo apt-get install sox libsox-fmt-mp3): clips will be stored without trimming or normalising." >&2
exit 0
