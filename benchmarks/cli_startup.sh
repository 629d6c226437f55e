#!/bin/bash
# usage: TREES="/tmp/old /path/to/worktree" N=9 PY=$PWD/.venv/bin/python benchmarks/cli_startup.sh --version
# alternating runs of `python -m sv_desktop ARGS` in the trees given by TREES; the median
# CPU time (user + system, s) and wall time of N runs per tree
PY=${PY:-.venv/bin/python}
TREES=${TREES:-.}  # source trees (a git archive of another commit, ...), run in turn
declare -A C W
for i in $(seq 1 ${N:-9}); do
  for tree in $TREES; do
    r=$(cd $tree && /usr/bin/time -f "%U %S %e" $PY -m sv_desktop "$@" 2>&1 >/dev/null | tail -1)
    C[$tree]="${C[$tree]} $(echo $r | awk '{print $1 + $2}')"; W[$tree]="${W[$tree]} $(echo $r | awk '{print $3}')"
  done
done
med() { echo $* | tr ' ' '\n' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for tree in $TREES; do echo "$tree: cpu $(med ${C[$tree]}) s, wall $(med ${W[$tree]}) s"; done
