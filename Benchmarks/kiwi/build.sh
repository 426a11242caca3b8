#!/usr/bin/env bash
# Builds the kiwi baseline: downloads the kiwisolver source distribution from PyPI into
# Benchmarks/kiwi/vendor/ (git-ignored, never committed) and compiles our kiwi_bench.cpp
# against its C++ headers (kiwi is header-only). Prints the binary's path.
set -euo pipefail
cd "$(dirname "$0")"
version=${KIWI_VERSION:-1.4.7}
if [ ! -d vendor/kiwisolver-$version ]; then
    mkdir -p vendor
    python3 -m pip download --quiet --no-binary :all: --no-deps "kiwisolver==$version" -d vendor >&2
    tar -xzf vendor/kiwisolver-$version.tar.gz -C vendor
fi
g++ -O2 -std=c++17 -I "vendor/kiwisolver-$version" kiwi_bench.cpp -o vendor/kiwi-bench >&2
echo "$(pwd)/vendor/kiwi-bench"
