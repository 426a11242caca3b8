#!/usr/bin/env bash
# Installs the Debian packages Trellis measures text with, when missing: HarfBuzz (loaded at run
# time, so no -dev package is needed), Inter, the stand-in for San Francisco, and the stand-ins
# for iOS's fallback fonts: Noto Color Emoji (Apple Color Emoji) and Noto Sans CJK (PingFang).
set -euo pipefail
packages=(libharfbuzz0b fonts-inter fonts-noto-color-emoji fonts-noto-cjk)
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
