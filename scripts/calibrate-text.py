#!/usr/bin/env python3
"""Derives Trellis's San Francisco calibration from the widths Xcode stored for labels.

Usage: scripts/calibrate-text.py [CORPUS_DIR ...]   (default: ../shared/corpus/files and
../shared/corpus-modern/files). Needs a built `trellis` (swift build --product trellis) and the
Debian packages fonts-inter, fonts-roboto-unhinted, fonts-liberation2, fonts-noto-core,
fonts-open-sans, fonts-lato, fonts-dejavu-core for the comparison of stand-ins.

1. `trellis text-fidelity --raw --tsv` lists every single-line system-font label whose width is
   its text's (the set is decided from the constraints, see IBDocument.intrinsicWidthLabels)
   with its stored width and its width in Inter as the files are; the rows are written to
   docs/text-calibration.tsv.
2. Each candidate stand-in measures the regular-weight labels with one scale fitted to them; the
   share within 1 pt of the stored width (after rounding up to the design device's pixels, as
   UIKit does) ranks them.
3. For Inter, a scale per weight is fitted with and without San Francisco's tracking table
   (the scale that puts the most labels within 1 pt; ties: the first, smallest), and a display
   scale (0.95…1.02, steps of 0.0025) for the share of Inter Display in the advances at larger
   sizes (SystemFontCalibration.displayShare): Inter Display is wider against SF Display than
   Inter Text against SF Text. The best variant is written to
   Sources/Trellis/Text/SystemFontCalibration+Inter.swift.
"""
import csv, io, math, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRELLIS = os.path.join(ROOT, ".build", "debug", "trellis")
CORPORA = sys.argv[1:] or [os.path.join(ROOT, "..", "shared", "corpus", "files"),
                           os.path.join(ROOT, "..", "shared", "corpus-modern", "files")]
CANDIDATES = {
    "Inter (fonts-inter)": "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
    "Roboto (fonts-roboto-unhinted)": "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
    "Liberation Sans (fonts-liberation2)": "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
    "Noto Sans (fonts-noto-core)": "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
    "Open Sans (fonts-open-sans)": "/usr/share/fonts/truetype/open-sans/OpenSans-Regular.ttf",
    "Lato (fonts-lato)": "/usr/share/fonts/truetype/lato/Lato-Regular.ttf",
    "DejaVu Sans (fonts-dejavu-core)": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
}
WEIGHT_NAMES = {-0.8: "ultraLight", -0.6: "thin", -0.4: "light", 0.0: "regular", 0.23: "medium",
                0.3: "semibold", 0.4: "bold", 0.56: "heavy", 0.62: "black"}


def read_tracking_table():
    """Apple's SF Pro tracking table (point size, tracking in points), read from its one copy,
    SystemFontCalibration.tracking in the Swift sources, so that the two cannot disagree."""
    path = os.path.join(ROOT, "Sources", "Trellis", "Text", "SystemFontCalibration.swift")
    source = open(path, encoding="utf-8").read()
    start = source.index("static let tracking")
    begin = source.index("= [", start) + 3
    body = source[begin:source.index("]", begin)]
    return [(float(size), float(points)) for size, points in re.findall(r"\(\s*([-\d.]+)\s*,\s*([-\d.]+)\s*\)", body)]


TRACKING = read_tracking_table()


def tracking_points(size):
    """SystemFontCalibration.sanFranciscoTracking: linear between rows, +41/1000 em below 6 points."""
    if size <= TRACKING[0][0]:
        return 0.041 * size
    if size >= TRACKING[-1][0]:
        return TRACKING[-1][1]
    for (s0, t0), (s1, t1) in zip(TRACKING, TRACKING[1:]):
        if s0 <= size <= s1:
            return t0 + (t1 - t0) * (size - s0) / (s1 - s0)


def rows(*args):
    out = subprocess.run([TRELLIS, "text-fidelity", "--tsv", *args, *CORPORA], check=True,
                         capture_output=True, text=True).stdout
    return list(csv.DictReader(io.StringIO(out), delimiter="\t"))


def ceil_px(v, scale):
    return math.ceil(v * scale - 1e-9) / scale


def within(row, width):
    return abs(ceil_px(width, float(row["scale"])) - float(row["storedWidth"])) <= 1


def display_share(size):
    """SystemFontCalibration.displayShare: 0 up to 17 points, 1 from 28, linear between."""
    return min(1, max(0, (size - 17) / (28 - 17)))


def predicted(row, scale, tracked, display=1.0):
    size = float(row["pointSize"])
    t = tracking_points(size) * int(row["characters"]) if tracked else 0
    return float(row["measuredWidth"]) * scale * (1 + (display - 1) * display_share(size)) + t


def fit(rs, tracked, display=1.0):
    """The scale in 0.85…1.10 (steps of 0.0005) that puts the most rows within 1 pt."""
    best = None
    for i in range(501):
        s = 0.85 + i * 0.0005
        n = sum(within(r, predicted(r, s, tracked, display)) for r in rs)
        if best is None or n > best[1]:
            best = (s, n)
    return best


def pct(n, d):
    return f"{100 * n / d:.1f} %" if d else "n/a"


def main():
    inter = rows("--raw")
    with open(os.path.join(ROOT, "docs", "text-calibration.tsv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(inter[0].keys()), delimiter="\t", lineterminator="\n")
        w.writeheader()
        w.writerows(inter)
    regular = [r for r in inter if float(r["weight"]) == 0]
    print(f"## Stand-in candidates: {len(regular)} regular-weight labels, one fitted scale each\n")
    print("| font | as is, within 1 pt | fitted scale | with it, within 1 pt |")
    print("|---|---|---|---|")
    for name, path in CANDIDATES.items():
        if not os.path.exists(path):
            print(f"| {name} | not installed | | |")
            continue
        rs = [r for r in rows("--font", path) if float(r["weight"]) == 0]
        raw = sum(within(r, float(r["measuredWidth"])) for r in rs)
        s, n = fit(rs, tracked=False)
        st, nt = fit(rs, tracked=True)
        print(f"| {name} | {pct(raw, len(rs))} | {s:.4f} (with SF tracking: {st:.4f}) | {pct(n, len(rs))} (with SF tracking: {pct(nt, len(rs))}) |")
    print(f"\n## Inter per weight: {len(inter)} labels\n")
    variants = {}
    for tracked in (False, True):
        for step in range(29):
            display = round(0.95 + step * 0.0025, 4)
            scales, total = {}, 0
            for weight in sorted({float(r["weight"]) for r in inter}):
                rs = [r for r in inter if float(r["weight"]) == weight]
                s, n = fit(rs, tracked, display)
                scales[weight] = (s, n, len(rs))
                total += n
            # Ties: the display scale nearest 1 (the least correction).
            best = variants.get(tracked)
            if best is None or total > best[0] or (total == best[0] and abs(display - 1) < abs(best[2] - 1)):
                variants[tracked] = (total, scales, display)
        print(f"- {'with' if tracked else 'without'} SF tracking: {pct(variants[tracked][0], len(inter))} within 1 pt"
              f" (display scale {variants[tracked][2]:.4f})")
    tracked = variants[True][0] >= variants[False][0]
    total, scales, display = variants[tracked]
    print(f"\nChosen: {'with' if tracked else 'without'} tracking, display scale {display:.4f}.\n")
    print("| weight | labels | scale | within 1 pt |")
    print("|---|---|---|---|")
    for weight, (s, n, count) in scales.items():
        print(f"| {WEIGHT_NAMES.get(weight, weight)} | {count} | {s:.4f} | {pct(n, count)} |")
    entries = ", ".join(f"{weight:g}: {s:.4f}" for weight, (s, n, count) in scales.items())
    with open(os.path.join(ROOT, "Sources", "Trellis", "Text", "SystemFontCalibration+Inter.swift"), "w") as f:
        f.write("// Generated by scripts/calibrate-text.py from docs/text-calibration.tsv; do not edit.\n")
        f.write("extension SystemFontCalibration {\n")
        f.write(f"    /// Inter's advances scaled to San Francisco's: per UIKit weight, the scale that puts the most\n")
        f.write(f"    /// of {len(inter)} single-line system-font labels of the shared corpora within 1 pt of the width\n")
        f.write(f"    /// Xcode stored ({pct(total, len(inter))}), {'with' if tracked else 'without'} San Francisco's tracking, Inter Display's\n")
        f.write(f"    /// share of the advances scaled by {display:.4f}.\n")
        f.write(f"    public static let inter = SystemFontCalibration(widthScale: [{entries}], appliesTracking: {'true' if tracked else 'false'}, displayScale: {display:.4f})\n")
        f.write("}\n")


if __name__ == "__main__":
    main()
