# Counts the calls from outside the empty state's machine into it during one managed load that
# returns rows: each event the controller hands the machine, and each reading, by method.
#
#   swift build --build-tests
#   gdb -q -batch -x .ci/core-entries.py .build/debug/EmptyStatePackageTests.xctest
#
# It runs `ReloadPathTests.aLoadThatReturnsRowsEndsLoadedWithNoPlaceholder` (the list is made,
# the placeholder attached, the load started and awaited) with a breakpoint on every method of
# `EmptyStateMachine`, and counts the hits whose caller is not in EmptyStateMachine.swift. Every
# change goes through `handle(_:)`; the readers (`phase`, `visible`, `currentLoad`, ...) are
# listed apart. Not run by CI: it measures.
import subprocess

import gdb

gdb.execute("set pagination off")
gdb.execute("set confirm off")
gdb.execute("rbreak ^.s10EmptyState0aB7MachineV", to_string=True)
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
    if symtab and caller.name() and "6handle" in caller.name():
        name = "(inside handle) " + (frame.name() or "?")
        if name not in calls:
            calls[name] = 0
            order.append(name)
        calls[name] += 1
    elif symtab and not symtab.filename.endswith("EmptyStateMachine.swift"):
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
MADE = ("outlined", "type metadata", "initializeWithCopy", "destroy", "assignWith",
        "storeEnumTag", "getEnumTag", "partial apply", "implicit closure", "closure #")
for name in order:
    inside = name.startswith("(inside handle) ")
    readable = demangled(name[len("(inside handle) "):] if inside else name)
    if readable.startswith(MADE):
        continue  # code the compiler made (copies, metadata, thunks), not a call into it
    kind = "event" if ".handle(" in readable else "read "
    if inside:
        print("%4d  handled by  %s" % (calls[name], readable))
        continue
    if kind == "event":
        events += calls[name]
    else:
        reads += calls[name]
    print("%4d  %s  %s" % (calls[name], kind, readable))
print("events handed to the machine: %d, reads: %d" % (events, reads))
