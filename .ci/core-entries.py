# Counts the calls from outside the empty state's core into it during one managed load that
# returns rows: each event the controller feeds the core, by method.
#
#   swift build --build-tests
#   gdb -q -batch -x .ci/core-entries.py .build/debug/EmptyStatePackageTests.xctest
#
# It runs `ReloadPathTests.aLoadThatReturnsRowsEndsLoadedWithNoPlaceholder` (the list is made,
# the placeholder attached, the load started and awaited) with a breakpoint on every method of
# `EmptyStateCore`, and counts the hits whose caller is not in EmptyStateCore.swift. Readers
# (`phase`, `visible`, `load`) are listed apart from events. Not run by CI: it measures.
import subprocess

import gdb

gdb.execute("set pagination off")
gdb.execute("set confirm off")
gdb.execute("rbreak ^.s10EmptyState0aB4CoreV", to_string=True)
gdb.execute(
    "run --testing-library swift-testing --filter aLoadThatReturnsRowsEndsLoadedWithNoPlaceholder"
    " > /dev/null", to_string=True)
calls, order = {}, []
while True:
    try:
        frame = gdb.selected_frame()
    except gdb.error:
        break  # the process exited
    caller = frame.older()
    symtab = caller.find_sal().symtab if caller else None
    if symtab and not symtab.filename.endswith("EmptyStateCore.swift"):
        name = frame.name() or "?"
        if name not in calls:
            calls[name] = 0
            order.append(name)
        calls[name] += 1
    try:
        gdb.execute("continue", to_string=True)
    except gdb.error:
        break
def demangled(name):
    return subprocess.run(["swift", "demangle", "--simplified", name], capture_output=True,
                          text=True).stdout.strip().split(" ---> ")[-1]

events, reads = 0, 0
for name in order:
    readable = demangled(name)
    if readable.startswith("outlined"):
        continue  # copies the compiler made of the value, not a call into it
    kind = "read " if ".getter" in readable or readable.endswith(".init()") else "event"
    if kind == "event":
        events += calls[name]
    else:
        reads += calls[name]
    print("%4d  %s  %s" % (calls[name], kind, readable))
print("events fed to the core: %d, reads: %d" % (events, reads))
