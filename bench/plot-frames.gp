# SPDX-FileCopyrightText: 2026 The Flow Authors
# SPDX-License-Identifier: LGPL-2.1-or-later
#
# Frame time against the number of nodes, for the view and its floor, from
# the output of flow-bench (lines `name value unit`):
#
#   flow-bench --filter 'floor.*' > results.txt
#   flow-bench --filter 'view.*' >> results.txt
#   gnuplot -e "results='results.txt'; output='docs/images/performance-frames.png'" \
#           bench/plot-frames.gp
#
# Needs gnuplot with the pngcairo terminal (Debian: gnuplot-nox).

if (!exists("results")) results = "results.txt"
if (!exists("output")) output = "performance-frames.png"

# The figures of one workload, "N value" per line, smallest N first.
series(name) = sprintf("< awk -v p='%s.n' 'index($1, p) == 1 && substr($1, length(p) + 1) ~ /^[0-9]+$/ { print substr($1, length(p) + 1), $2 }' '%s' | sort -n", name, results)

set terminal pngcairo size 800,600 font "DejaVu Sans,10"
set output output

set title "Work per frame, 1600×1000 window, cairo renderer (medians)"
set xlabel "nodes in the graph"
set ylabel "ms per frame"
set logscale x 10
set logscale y 2
set format x "10^{%L}"
set xrange [700:140000]
set grid xtics ytics mytics
set key below horizontal maxcols 2

set style line 1 lc rgb "#1c71d8" lw 2 pt 7 ps 1.2
set style line 2 lc rgb "#1c71d8" lw 2 pt 6 ps 1.2 dt 2
set style line 3 lc rgb "#e66100" lw 2 pt 5 ps 1.2
set style line 4 lc rgb "#e66100" lw 2 pt 4 ps 1.2 dt 2
set style line 5 lc rgb "#26a269" lw 2 pt 9 ps 1.2
set style line 6 lc rgb "#26a269" lw 2 pt 8 ps 1.2 dt 2

plot series("view.pan.zoom1")   using 1:2 with linespoints ls 1 title "view, pan at zoom 1", \
     series("floor.pan.zoom1")  using 1:2 with linespoints ls 2 title "floor, pan at zoom 1", \
     series("view.pan.fit")     using 1:2 with linespoints ls 3 title "view, pan at zoom-to-fit", \
     series("floor.pan.fit")    using 1:2 with linespoints ls 4 title "floor, pan at zoom-to-fit", \
     series("view.drag.zoom1")  using 1:2 with linespoints ls 5 title "view, drag 100 nodes", \
     series("floor.drag.zoom1") using 1:2 with linespoints ls 6 title "floor, drag 100 nodes"
