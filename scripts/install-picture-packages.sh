#!/usr/bin/env bash
# Installs the Debian packages the picture tests need, when missing: librsvg2-2 (librsvg,
# for --format png) and chromium (headless, for the tests that check pixels of pictures).
set -euo pipefail
packages=(librsvg2-2 chromium)
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
