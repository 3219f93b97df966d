#!/bin/sh
# Start the BUILT app under a virtual X server and photograph its lobby: proof that the packaged
# executable opens a real window. Needs xvfb-run, xdotool and ImageMagick's `import`.
#
#   packaging/linux/lobby-screenshot-xvfb.sh [EXECUTABLE] [OUT.png]
#
# Defaults: dist/Paizhuo/Paizhuo and docs/screenshots/lobby_xvfb.png. Exits non-zero if no window
# of class "paizhuo" appears within 20 s or the screenshot is missing.
set -eu
exe="$(realpath "${1:-dist/Paizhuo/Paizhuo}")"
out="$(realpath -m "${2:-docs/screenshots/lobby_xvfb.png}")"
test -x "$exe" || { echo "no executable at $exe (build with: pyinstaller build.spec --noconfirm)"; exit 1; }
if [ -z "${PAIZHUO_IN_XVFB:-}" ]; then
  PAIZHUO_IN_XVFB=1 exec xvfb-run -a -s "-screen 0 1280x720x24" "$0" "$exe" "$out"
fi
home="$(mktemp -d)"
export SDL_VIDEO_X11_WMCLASS=paizhuo SDL_AUDIODRIVER=dummy PAIZHUO_HOME="$home"
unset SDL_VIDEODRIVER
"$exe" --lang "${PAIZHUO_LANG:-zh}" &
pid=$!
wid="$(timeout 20 xdotool search --sync --onlyvisible --class paizhuo | head -n 1)" || true
if [ -z "$wid" ]; then echo "no paizhuo window appeared"; kill "$pid" 2>/dev/null; exit 1; fi
sleep 2  # let the lobby settle (caption, first frames)
echo "window $wid: $(xdotool getwindowname "$wid"), $(xdotool getwindowgeometry "$wid" | sed -n 's/.*Geometry: //p')"
mkdir -p "$(dirname "$out")"
import -window root "$out"
kill "$pid"
wait "$pid" || true
rm -rf "$home"
test -s "$out" && echo "wrote $out"
