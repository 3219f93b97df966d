"""The packaged app, measured: build time, bundle size, and start-up to the first drawn frame.

    python -m bench.bundle                      # build both kinds afresh, measure, print JSON
    python -m bench.bundle --no-build --dist DIR # measure an existing build (DIR/Paizhuo/, DIR/onefile/Paizhuo)
    python -m bench.bundle --runs 9 --display dummy --json out.json

What it does (Linux; needs `pip install -e ".[build]"`):

* **Build time**: ``pyinstaller build.spec --noconfirm --clean`` into a fresh work folder, once for
  the one-folder app (``PAIZHUO_TARBALL=0``) and once with ``PAIZHUO_ONEFILE=1``; the tar.gz is
  timed separately (tools/package_linux.py).
* **Size**: the unpacked folder (sum of file sizes, and ``du``'s disk usage), the tar.gz, and the
  one-file executable.
* **Start to first frame**: the built executable is started with ``PAIZHUO_FIRST_FRAME_FILE`` set;
  the app writes ``time.time()`` there right after its first ``display.flip()`` (the lobby). Start
  time = that stamp minus the moment just before the process was spawned. The app is then closed
  (SIGTERM, which SDL turns into a quit event). *Cold*: before every run the bundle's files are
  evicted from the page cache (``posix_fadvise(DONTNEED)``, no root needed; system libraries such
  as libc and libX11 stay cached, as they would on a desktop). *Warm*: one unmeasured run first,
  then the runs back to back. Medians of ``--runs`` runs. Beside the wall time, ``*_cpu_s`` is the
  CPU time (user + system, the app and its children) spent by the first frame: on a busy shared
  machine it shows what the start costs independently of the other jobs. ``python -m app`` from the checkout is
  measured the same way for comparison.
* **Shared machines**: ``--nice -10`` (root) starts the measured app at a higher CPU priority than
  other jobs, which takes most of their noise out of the start-up figures; the report records the
  niceness used and the load average.
* **Display**: a private Xvfb server (a real X11 window, like a desktop) when ``Xvfb`` is
  installed, else SDL's dummy driver; ``--display dummy`` forces the latter.

Every run uses a throw-away ``PAIZHUO_HOME`` so user settings are neither read nor written.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
APP_NAME = "Paizhuo"
TARGET_START_S = 1.0
TARGET_SIZE_MB = 60.0


# ---- build ------------------------------------------------------------------------------------
def build(dist: Path, work: Path, onefile: bool) -> float:
    """One clean PyInstaller build; returns its wall time in seconds."""
    env = dict(os.environ, PAIZHUO_TARBALL="0", PAIZHUO_ONEFILE="1" if onefile else "0")
    cmd = [sys.executable, "-m", "PyInstaller", str(REPO / "build.spec"), "--noconfirm", "--clean",
           "--log-level", "WARN", "--distpath", str(dist), "--workpath", str(work)]
    start = time.perf_counter()
    subprocess.run(cmd, cwd=REPO, env=env, check=True)
    return time.perf_counter() - start


def make_tarball(folder: Path) -> tuple[Path, float]:
    sys.path.insert(0, str(REPO / "tools"))
    try:
        import package_linux
    finally:
        sys.path.pop(0)
    start = time.perf_counter()
    package_linux.finish_folder(folder)
    out = package_linux.make_tarball(folder)
    return out, time.perf_counter() - start


# ---- size -------------------------------------------------------------------------------------
def folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def disk_usage_bytes(path: Path) -> int | None:
    try:
        out = subprocess.run(["du", "-sk", str(path)], capture_output=True, text=True, check=True).stdout
        return int(out.split()[0]) * 1024
    except (OSError, subprocess.CalledProcessError, ValueError, IndexError):
        return None


def mb(n: int | None) -> float | None:
    return None if n is None else round(n / 1e6, 1)


# ---- page cache -------------------------------------------------------------------------------
def evict(paths: list[Path]) -> None:
    """Drop these files (folders: every file inside) from the page cache."""
    os.sync()
    for root in paths:
        files = [root] if root.is_file() else [p for p in root.rglob("*") if p.is_file() and not p.is_symlink()]
        for path in files:
            try:
                fd = os.open(path, os.O_RDONLY)
            except OSError:
                continue
            try:
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(fd)


# ---- display ----------------------------------------------------------------------------------
class Display:
    """A private Xvfb server (or nothing, with SDL's dummy driver)."""

    def __init__(self, mode: str) -> None:
        self.proc: subprocess.Popen[bytes] | None = None
        self.env: dict[str, str] = {}
        self.kind = "dummy"
        if mode == "dummy" or (mode == "auto" and not shutil.which("Xvfb")):
            self.env = {"SDL_VIDEODRIVER": "dummy"}
            return
        read, write = os.pipe()
        self.proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                                     pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as fh:
            number = fh.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        self.env = {"DISPLAY": f":{number}", "SDL_VIDEODRIVER": "x11"}
        self.kind = f"Xvfb :{number}"

    def close(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(10)


# ---- start-up ---------------------------------------------------------------------------------
NICE = 0  # --nice: niceness increment for the measured app (negative needs root)


def _renice() -> None:
    """In the child before exec: a session (and so a scheduler autogroup) of its own, reniced.

    With autogroups (Linux's default for desktops) niceness only ranks processes within one
    group, so the app's own group is reniced too."""
    if NICE:
        os.setsid()
        try:
            with open("/proc/self/autogroup", "w", encoding="ascii") as fh:
                fh.write(str(NICE))
        except OSError:
            pass
        os.nice(NICE)


_TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of ``pid`` and its descendants so far (Linux /proc), or None."""
    try:
        stats = {}
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    text = Path(f"/proc/{entry}/stat").read_text()
                except OSError:
                    continue
                fields = text[text.rindex(")") + 2:].split()
                stats[int(entry)] = (int(fields[1]), int(fields[11]) + int(fields[12]))
    except OSError:
        return None
    family, total, grew = {pid}, 0, True
    while grew:
        grew = False
        for child, (parent, _) in stats.items():
            if parent in family and child not in family:
                family.add(child)
                grew = True
    total = sum(stats[p][1] for p in family if p in stats)
    return total / _TICK


def first_frame_seconds(cmd: list[str], display: Display, timeout: float = 30.0) -> tuple[float, float | None]:
    """Seconds from spawning ``cmd`` to the app's first shown frame, and the CPU seconds it used by then."""
    with tempfile.TemporaryDirectory(prefix="pz-start-") as tmp:
        stamp = Path(tmp) / "first_frame"
        env = dict(os.environ)
        env.pop("SDL_VIDEODRIVER", None)
        env.update(display.env)
        env.update({
            "PAIZHUO_FIRST_FRAME_FILE": str(stamp),
            "PAIZHUO_HOME": str(Path(tmp) / "home"),
            "SDL_AUDIODRIVER": "dummy",
            "SDL_VIDEO_X11_WMCLASS": "paizhuo",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        })
        start = time.time()
        proc = subprocess.Popen(cmd, cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                preexec_fn=_renice)
        deadline = time.monotonic() + timeout
        try:
            while True:
                if stamp.exists():
                    text = stamp.read_text(encoding="utf-8").strip()
                    if text:
                        return float(text) - start, cpu_seconds(proc.pid)
                if proc.poll() is not None:
                    err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
                    raise RuntimeError(f"{cmd[0]} exited ({proc.returncode}) before its first frame:\n{err[-2000:]}")
                if time.monotonic() > deadline:
                    raise RuntimeError(f"no first frame within {timeout} s (does the app honour "
                                       "PAIZHUO_FIRST_FRAME_FILE?)")
                time.sleep(0.002)
        finally:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(15)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()


def measure_start(cmd: list[str], display: Display, runs: int, cold_paths: list[Path] | None) -> dict[str, object]:
    """Median start-up, warm and (when ``cold_paths`` is given) cold."""
    result: dict[str, object] = {}

    def summarise(name: str, samples: list[tuple[float, float | None]]) -> None:
        walls = [w for w, _ in samples]
        cpus = [c for _, c in samples if c is not None]
        result[f"{name}_s"] = round(statistics.median(walls), 3)
        result[f"{name}_runs_s"] = [round(x, 3) for x in walls]
        if cpus:
            result[f"{name}_cpu_s"] = round(statistics.median(cpus), 3)

    if cold_paths is not None:
        cold = []
        for _ in range(runs):
            evict(cold_paths)
            cold.append(first_frame_seconds(cmd, display))
        summarise("cold", cold)
    first_frame_seconds(cmd, display)  # warm the cache
    summarise("warm", [first_frame_seconds(cmd, display) for _ in range(runs)])
    return result


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Build time, size and start-up of the packaged app.")
    p.add_argument("--dist", type=Path, help="where the builds go / are (default: a temporary folder)")
    p.add_argument("--no-build", action="store_true", help="measure the builds already in --dist")
    p.add_argument("--no-onefile", action="store_true", help="skip the one-file build")
    p.add_argument("--runs", type=int, default=7, help="start-up runs per measurement (median; default 7)")
    p.add_argument("--display", choices=("auto", "xvfb", "dummy"), default="auto")
    p.add_argument("--json", type=Path, help="also write the figures here")
    p.add_argument("--nice", type=int, default=0,
                   help="run the measured app at this niceness increment, e.g. -10 (root) to shield it "
                        "from other jobs on a shared machine; the report says which was used")
    args = p.parse_args(argv)
    if args.no_build and args.dist is None:
        p.error("--no-build needs --dist")
    if not sys.platform.startswith("linux"):
        p.error("this bench measures the Linux build")

    global NICE
    NICE = args.nice
    scratch = Path(tempfile.mkdtemp(prefix="pz-bundle-bench-"))
    dist = args.dist or scratch / "dist"
    dist_onefile = dist / "onefile"
    folder = dist / APP_NAME
    onefile_exe = dist_onefile / APP_NAME
    report: dict[str, object] = {"machine": {"cpus": os.cpu_count(), "python": sys.version.split()[0],
                                             "load_average_1min_at_start": round(os.getloadavg()[0], 2)}}
    try:
        if not args.no_build:
            report["build_s"] = {"folder": round(build(dist, scratch / "work", onefile=False), 1)}
            if not args.no_onefile:
                report["build_s"]["onefile"] = round(build(dist_onefile, scratch / "work-onefile", onefile=True), 1)  # type: ignore[index]
        if not (folder / APP_NAME).is_file():
            p.error(f"no build at {folder}")
        tarball, tar_s = make_tarball(folder)
        report.setdefault("build_s", {})["tarball"] = round(tar_s, 1)  # type: ignore[index]
        report["size_mb"] = {
            "folder": mb(folder_bytes(folder)),
            "folder_du": mb(disk_usage_bytes(folder)),
            "tar_gz": mb(tarball.stat().st_size),
            "onefile": mb(onefile_exe.stat().st_size) if onefile_exe.is_file() else None,
            "target_folder_below": TARGET_SIZE_MB,
        }
        display = Display(args.display)
        try:
            report["display"] = display.kind
            start: dict[str, object] = {"target_folder_below_s": TARGET_START_S, "runs": args.runs, "nice": NICE}
            start["folder"] = measure_start([str(folder / APP_NAME)], display, args.runs, [folder])
            if onefile_exe.is_file():
                start["onefile"] = measure_start([str(onefile_exe)], display, args.runs, [onefile_exe])
            start["source_python_m_app"] = measure_start([sys.executable, "-m", "app"], display, args.runs, None)
            report["start_to_first_frame"] = start
            report["machine"]["load_average_1min_at_end"] = round(os.getloadavg()[0], 2)  # type: ignore[index]
        finally:
            display.close()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)  # work folders (and the builds, unless --dist)
    text = json.dumps(report, indent=1)
    print(text)
    if args.json:
        args.json.write_text(text + "\n", encoding="utf-8")
    folder_start = report["start_to_first_frame"]["folder"]  # type: ignore[index]
    ok = (report["size_mb"]["folder"] < TARGET_SIZE_MB  # type: ignore[index,operator]
          and folder_start["warm_s"] < TARGET_START_S and folder_start.get("cold_s", 0) < TARGET_START_S)
    print(f"targets (folder < {TARGET_SIZE_MB:.0f} MB, start < {TARGET_START_S:.0f} s cold and warm): "
          f"{'met' if ok else 'NOT met'}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
