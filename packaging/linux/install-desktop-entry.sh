#!/bin/sh
# Add Paizhuo to this user's application menu: run it from the unpacked folder (or anywhere:
# it finds the folder it lives in). It writes one file,
# ${XDG_DATA_HOME:-~/.local/share}/applications/paizhuo.desktop, pointing at this folder's
# executable and icon; delete that file to remove the menu entry again.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
mkdir -p "$apps"
sed -e "s|^Exec=.*|Exec=\"$here/Paizhuo\"|" \
    -e "s|^TryExec=.*|TryExec=$here/Paizhuo|" \
    -e "s|^Icon=.*|Icon=$here/paizhuo.png|" \
    "$here/paizhuo.desktop" > "$apps/paizhuo.desktop"
chmod 644 "$apps/paizhuo.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$apps" >/dev/null 2>&1 || true
echo "added $apps/paizhuo.desktop"
