# make bench's closing summary: one line per BENCH figure of the run, against its target.
# Usage: awk -f summary.awk targets.txt bench-output.txt
# targets.txt: "figure <=|>= value" lines, '#' comments. The output's figures are lines
# "BENCH <figure> <value> <unit>"; a figure measured twice keeps its last value.
FNR == NR {
    if ($0 !~ /^[ \t]*(#|$)/) { op[$1] = $2; target[$1] = $3 }
    next
}
$1 == "BENCH" {
    if (!($2 in value)) order[++n] = $2
    value[$2] = $3; unit[$2] = $4
}
END {
    met = 0; missed = 0
    printf "== summary: %d figures\n", n
    for (i = 1; i <= n; ++i) {
        f = order[i]
        if (f in target) {
            ok = op[f] == "<=" ? value[f] + 0 <= target[f] + 0 : value[f] + 0 >= target[f] + 0
            verdict = ok ? "met" : "MISSED"
            if (ok) ++met; else ++missed
            printf "%-32s %12s %-6s target %s %s: %s\n", f, value[f], unit[f], op[f], target[f], verdict
        } else {
            printf "%-32s %12s %-6s stated\n", f, value[f], unit[f]
        }
    }
    for (f in target) if (!(f in value)) { printf "%-32s %12s %-6s target %s %s: NOT MEASURED\n", f, "-", "", op[f], target[f]; ++missed }
    printf "== %d of %d targets met\n", met, met + missed
}
