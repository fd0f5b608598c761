# SPDX-FileCopyrightText: 2026 The Flow Authors
# SPDX-License-Identifier: LGPL-2.1-or-later
#
# Frame time against the number of nodes, for the view and its floor, from
# the output of flow-bench (lines `name value unit`):
#
#   flow-bench --filter 'floor.*,view.*' > results.txt
#   gnuplot -e "results='results.txt'; output='docs/images/performance-frames.png'" \
#           bench/plot-frames.gp
#
# Needs gnuplot with the pngcairo terminal (Debian: gnuplot-nox).

if (!exists("results")) results = "results.txt"
if (!exists("output")) output = "performance-frames.png"

# The figures NAME.nN[SUFFIX] of one workload, "N value" per line,
# smallest N first.
series(name, suffix) = sprintf("< awk -v p='%s.n' -v s='%s' 'index($1, p) == 1 { r = substr($1, length(p) + 1); if (s != \"\") { if (substr(r, length(r) - length(s) + 1) != s) next; r = substr(r, 1, length(r) - length(s)) } if (r ~ /^[0-9]+$/) print r, $2 }' '%s' | sort -n", name, suffix, results)

set terminal pngcairo size 1100,620 font "DejaVu Sans,10"
set output output

set logscale x 10
set logscale y 2
set format x "10^{%L}"
set xrange [700:140000]
set yrange [2:32]
set grid xtics ytics mytics
set xlabel "nodes in the graph"
set ylabel "ms per frame"

set style line 1 lc rgb "#1c71d8" lw 2 pt 7 ps 1.2
set style line 2 lc rgb "#1c71d8" lw 2 pt 6 ps 1.2 dt 2
set style line 3 lc rgb "#e66100" lw 2 pt 5 ps 1.2
set style line 4 lc rgb "#e66100" lw 2 pt 4 ps 1.2 dt 2
set style line 5 lc rgb "#26a269" lw 2 pt 9 ps 1.2
set style line 6 lc rgb "#26a269" lw 2 pt 8 ps 1.2 dt 2
set style line 7 lc rgb "#9141ac" lw 2 pt 13 ps 1.2
set style line 8 lc rgb "#9141ac" lw 2 pt 12 ps 1.2 dt 2

# Left, the figures themselves (busy time per frame); right, their
# ".cpu" figures (CPU time of flow-bench and the X server per frame).
set multiplot layout 1,2 title "Work per frame: 1600×1000 window, cairo renderer, medians (view: solid, floor: dashed)"
set key top left horizontal maxcols 2 font ",9"

do for [i = 1:2] {
  s = (i == 1) ? "" : ".cpu"
  set title ((i == 1) ? "busy time" : "CPU time (flow-bench and the X server)")
  plot series("view.pan.zoom1", s)   using 1:2 with linespoints ls 1 title "view, pan zoom 1", \
       series("floor.pan.zoom1", s)  using 1:2 with linespoints ls 2 title "floor, pan zoom 1", \
       series("view.pan.fit", s)     using 1:2 with linespoints ls 3 title "view, pan fit", \
       series("floor.pan.fit", s)    using 1:2 with linespoints ls 4 title "floor, pan fit", \
       series("view.drag.zoom1", s)  using 1:2 with linespoints ls 5 title "view, drag 100", \
       series("floor.drag.zoom1", s) using 1:2 with linespoints ls 6 title "floor, drag 100", \
       series("view.zoom", s)        using 1:2 with linespoints ls 7 title "view, zoom", \
       series("floor.zoom", s)       using 1:2 with linespoints ls 8 title "floor, zoom"
}

unset multiplot
