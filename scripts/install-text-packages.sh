#!/usr/bin/env bash
# Installs the Debian packages Trellis measures text with, when missing: HarfBuzz (loaded at run
# time, so no -dev package is needed) and Inter, the stand-in for San Francisco.
set -euo pipefail
packages=(libharfbuzz0b fonts-inter)
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
