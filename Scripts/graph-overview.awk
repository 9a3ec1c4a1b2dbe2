# Usage: switchyard graph mermaid | awk -f Scripts/graph-overview.awk
#
# Reduces the full navigation graph to the README's overview: one node per module, the
# edges that cross a module boundary grouped by kind (a redirect keeps its case names, the
# other kinds a count), and one node for the tabs and links that enter the app. It reads
# the shapes AppGraph prints (a `subgraph` per module, node ids before their label, edge
# labels such as "redirect: CASE"); Scripts/check-graph fails when either drawing is stale.
/^  subgraph / { module = substr($0, 12); if (module != "Entry points") order[++count] = module; next }
/^  end$/ { module = ""; next }
module != "" && /^    [A-Za-z_0-9]+[\[\{\(]/ {
    id = $1; sub(/[\[\{\(].*/, "", id); owner[id] = module; next
}
/^  [A-Za-z_0-9]+ .* [A-Za-z_0-9]+$/ {
    from = $1; to = $NF
    kind = "push"
    if ($0 ~ / --o /) kind = "link"
    else if ($0 ~ /"redirect: /) kind = "redirect"
    else if ($0 ~ /"send: /) kind = "send"
    else if ($0 ~ /"view provider: /) kind = "view provider"
    else if ($0 ~ /"provided"/) kind = "provided"
    else if ($0 ~ /"provider"/) kind = "provider"
    else if (from ~ /^tab_/) kind = "tab"
    if (kind == "tab" || kind == "link") { entries[owner[to]] = entries[owner[to]] (entries[owner[to]] ? " " : "") kind; next }
    a = owner[from]; b = owner[to]
    if (a == b) next
    key = a SUBSEP b SUBSEP kind
    if (!(key in seen)) { seen[key] = 1; keys[++edges] = key }
    n[key]++
    # The case a redirect names (`redirect: orderDetails`), kept so the picture says which.
    if (kind == "redirect" && match($0, /"redirect: [^"]*"/)) {
        name = substr($0, RSTART + 11, RLENGTH - 12)
        names[key] = names[key] (names[key] ? ", " : "") name
    }
}
END {
    print "flowchart LR"
    for (i = 1; i <= count; i++) {
        m = order[i]
        shape = (m == "Shared") ? "{{\"Shared\"}}" : "[\"" m "\"]"
        print "  " m shape
    }
    print "  entry((\"tabs and links\"))"
    for (i = 1; i <= count; i++) {
        m = order[i]
        if (m in entries) print "  entry --> " m
    }
    for (i = 1; i <= edges; i++) {
        split(keys[i], part, SUBSEP)
        label = (keys[i] in names) ? part[3] ": " names[keys[i]] : part[3] (n[keys[i]] > 1 ? " ×" n[keys[i]] : "")
        arrow = (part[3] == "redirect") ? " -. \"" label "\" .-> " : (part[3] == "provided" || part[3] == "provider") ? " == \"" label "\" ==> " : " -- \"" label "\" --> "
        print "  " part[1] arrow part[2]
    }
}
