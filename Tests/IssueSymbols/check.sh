#!/bin/bash
# Issue 24, "Done when": no symbol of the issue's list gives a bare "has no member". Compiles
# Issue24Symbols.swift.txt alone against this package's UIKit module (build it first:
# `swift build --target UIKit`) and sorts each error: a "not modelled by KeyboardScroll" message passes,
# any other error fails with its line and the symbol named on that line. Exit 0 when every use compiles
# or says it is not modelled.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
modules=${MODULES:-$root/.build/debug/Modules}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$here/Issue24Symbols.swift.txt" "$work/Issue24Symbols.swift"
swiftc -typecheck -parse-as-library -swift-version 5 -I "$modules" "$work/Issue24Symbols.swift" > "$work/out" 2>&1
status=$?
uses=$(grep -c '// S:' "$here/Issue24Symbols.swift.txt")
errors=$(grep -E '^[^ ]+:[0-9]+:[0-9]+: error:' "$work/out")
modelled=$(printf '%s\n' "$errors" | grep -c 'not modelled by KeyboardScroll')
bare=$(printf '%s\n' "$errors" | grep -v 'not modelled by KeyboardScroll' | grep -c 'error:')
printf '%s\n' "$errors" | grep -v 'not modelled by KeyboardScroll' | grep 'error:' | while IFS= read -r e; do
    line=$(printf '%s' "$e" | cut -d: -f2)
    symbol=$(sed -n "${line}p" "$here/Issue24Symbols.swift.txt" | sed -n 's#.*// S: ##p')
    echo "BARE (line $line, $symbol): ${e#*error: }"
done
echo "$uses uses; compiler exit $status; errors: $modelled 'not modelled by KeyboardScroll', $bare other"

# Swift 4.1 names: renamed in Swift 5 mode (one error per line of the function's body), compiled in Swift 4 mode.
cp "$here/Swift4Names.swift.txt" "$work/Swift4Names.swift"
swiftc -typecheck -parse-as-library -swift-version 5 -I "$modules" "$work/Swift4Names.swift" > "$work/out5" 2>&1
names=$(grep -cE '^    (_ =|let _|t\.)' "$here/Swift4Names.swift.txt")
renamed=$(grep -E '^[^ ]+:[0-9]+:[0-9]+: error:' "$work/out5" | grep -cE 'has been (renamed to|replaced by)')
other=$(grep -E '^[^ ]+:[0-9]+:[0-9]+: error:' "$work/out5" | grep -vcE 'has been (renamed to|replaced by)')
swiftc -typecheck -parse-as-library -swift-version 4 -I "$modules" "$work/Swift4Names.swift" > "$work/out4" 2>&1
swift4=$?
echo "Swift 4.1 names: $names uses; Swift 5 mode: $renamed 'has been renamed', $other other; Swift 4 mode exit $swift4"
[ "$bare" -eq 0 ] && [ "$renamed" -eq "$names" ] && [ "$other" -eq 0 ] && [ "$swift4" -eq 0 ]
