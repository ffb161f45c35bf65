#!/usr/bin/env bash
# Installs the system packages touchsim needs, if any is missing (Debian/Ubuntu).
# SDL2, SDL2_ttf and SDL2_image for the window; zstd for compressed traces; DejaVu fonts; Xvfb, xauth and
# xdotool for the window tests; giflib for GIF export; Chromium's headless shell for the shared web page's test.
# Node to check and unit-test the web page's script files.
set -euo pipefail

packages=(pkg-config libzstd-dev libgif-dev libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core xvfb xauth xdotool chromium-headless-shell nodejs)

if ! command -v swift >/dev/null 2>&1; then
    echo "touchsim needs a Swift 6 toolchain on PATH (swift.org); none was found." >&2
    exit 2
fi

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "Missing system packages: ${missing[*]}; install them with your package manager." >&2
    exit 2
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "Run as root, or install: ${missing[*]}" >&2; exit 2; }
    sudo=(sudo)
fi
echo "Installing ${missing[*]} ..."
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
