# Lists the files of Sources/ that one load returning rows, or one page request from a scroll,
# runs code in, and how many times the placeholder is decided meanwhile.
#
#   swift build --build-tests
#   gdb -q -batch -x .ci/load-path.py .build/debug/EmptyStatePackageTests.xctest
#   LOAD_PATH_TEST=aScrollNearTheEndRequestsAPageThatIsAppended \
#     gdb -q -batch -x .ci/load-path.py .build/debug/EmptyStatePackageTests.xctest
#
# It runs the test named by LOAD_PATH_TEST (default: the load that returns rows within its show
# delay, in Tests/EmptyStateTests/Documentation/ReloadPathTests.swift) and records only between
# the test's `tracedPathOpens()` and `tracedPathCloses()`, which may come more than once (an
# async path is not one call: its task runs later, on other threads too). At the first
# `tracedPathOpens()` it sets a breakpoint on every function of the Hooks, ListViews and
# EmptyState modules and of the test support (EmptyStateTesting, VirtualTime), enabled only
# while the window is open, and records the file of each function entered, on any thread: the
# files in the order first entered, with the number of calls, by step (each
# `tracedPathOpens()` and `tracedPathStep()` starts one, and so does the line of
# `PagedLoader.start(_:)` (in PagedLoader+Requests.swift) that keeps the page request's task: the request is started there)
# and up to each step's end, how many times control passes between the three modules, and how
# many times the decision runs (`EmptyStateMachine`'s `deciding`, which its `handle(_:)` calls
# for each `.decided` event). The test support's files are listed apart and not
# counted, and so is the test's own code (its loader and apply step have no breakpoint). A debug
# build is used on purpose: nothing is inlined, so every call is seen. It takes a few minutes
# (gdb stops at every call). Not run by CI: it measures, it checks nothing.
import os

import gdb

MODULES = ["5Hooks", "9ListViews", "10EmptyState"]
SUPPORT = ["17EmptyStateTesting", "11VirtualTime"]
LIBRARY = ["Hooks", "ListViews", "EmptyState"]
DECISIONS = ["$s10EmptyState0aB7MachineV8deciding"]
TEST = os.environ.get("LOAD_PATH_TEST", "aLoadThatReturnsRowsWithinTheShowDelayHidesThePlaceholder")
STEPS = {
    "aLoadThatReturnsRowsWithinTheShowDelayHidesThePlaceholder": [
        "the call of load", "the loader and the completion, until the apply step",
        "the apply step (the test's reloadData)", "the rest of the load's task"],
    "aScrollNearTheEndRequestsAPageThatIsAppended": [
        "the scroll, until the page request's task is made", "the rest of the scroll",
        "the request's task, until the page is appended"],
}
STARTED = "task = OwnedTask(pageTask)"
PAGED_LOADER = "Sources/EmptyState/Runtime/PagedLoader+Requests.swift"

gdb.execute("set pagination off")
gdb.execute("set confirm off")
gdb.execute("set complaints 0")


def breakpoints_made_by(command):
    before = {b.number for b in gdb.breakpoints()}
    gdb.execute(command, to_string=True)
    made = [b for b in gdb.breakpoints() if b.number not in before]
    for breakpoint in made:
        breakpoint.silent = True  # gdb would print every stop
    return {b.number for b in made}


hit, exit_code = [], [None]


def stopped(event):
    hit[:] = [b.number for b in getattr(event, "breakpoints", [])]


def exited(event):
    exit_code[0] = getattr(event, "exit_code", None)


gdb.events.stop.connect(stopped)
gdb.events.exited.connect(exited)
opens = breakpoints_made_by("rbreak tracedPathOpens")
steps = breakpoints_made_by("rbreak tracedPathStep")
closes = breakpoints_made_by("rbreak tracedPathCloses")
gdb.execute("run --testing-library swift-testing --filter " + TEST + " > /dev/null", to_string=True)
if gdb.selected_inferior().pid == 0 or not set(hit) & opens:
    raise gdb.GdbError("the test %s never called tracedPathOpens()" % TEST)
traced = set()
for module in MODULES + SUPPORT:
    traced |= breakpoints_made_by("rbreak ^.s" + module)
with open(PAGED_LOADER) as source:
    line = next(n for n, text in enumerate(source, 1) if STARTED in text)
started = breakpoints_made_by("break PagedLoader+Requests.swift:%d" % line)
traced |= started
span = "%d-%d" % (min(traced), max(traced))

calls, order, support, support_order = {}, [], {}, []
segments = [[]]  # per step, the files in the order first entered there, with their calls
decisions, crossings, last_module, unfiled = [], 0, None, 0
crossings_before = [0]  # the crossings counted before each step
decisions_before = [0]  # and the decisions


def record(name, step):
    if name not in calls:
        calls[name] = 0
        order.append(name)
    calls[name] += 1
    for entry in step:
        if entry[0] == name:
            entry[1] += 1
            return
    step.append([name, 1])


while True:
    gdb.execute("continue", to_string=True)
    if gdb.selected_inferior().pid == 0:
        break  # the test is over
    stop = set(hit)
    if stop & opens:
        gdb.execute("enable " + span)
        segments.append([])
        crossings_before.append(crossings)
        decisions_before.append(len(decisions))
        last_module = None  # the test's own code ran since the window closed
        continue
    if stop & closes:
        gdb.execute("disable " + span)
        continue
    if stop & (steps | started):
        segments.append([])
        crossings_before.append(crossings)
        decisions_before.append(len(decisions))
        if not stop & (traced - started):
            continue  # a marker, or the line the request starts at: no call of its own
    if not stop & traced:
        continue
    frame = gdb.selected_frame()
    function = frame.name() or ""
    if any(function.startswith(prefix) for prefix in DECISIONS):
        caller = frame.older()
        sal = caller.find_sal() if caller else None
        where = sal.symtab.filename if sal and sal.symtab else "?"
        decisions.append("%s:%d" % (where.split("/Sources/")[-1], sal.line if sal else 0))
    symtab = frame.find_sal().symtab
    path = symtab.filename if symtab else ""
    if "/Sources/" not in path:
        unfiled += 1  # code the compiler made (outlined copies, thunks) has no file of its own
        continue
    name = path.split("/Sources/", 1)[1]
    module = name.split("/", 1)[0]
    if module not in LIBRARY:
        if name not in support:
            support[name] = 0
            support_order.append(name)
        support[name] += 1
        continue
    if last_module is not None and module != last_module:
        crossings += 1
    last_module = module
    record(name, segments[-1])



def files(entered):
    own = [name for name in entered if name.startswith("EmptyState/")]
    return "%d files (EmptyState %d, Hooks and ListViews %d)" % (
        len(entered), len(own), len(entered) - len(own))


names = STEPS.get(TEST, [])
print("test: %s (exit code %s)" % (TEST, exit_code[0]))
so_far = []
crossings_before.append(crossings)
decisions_before.append(len(decisions))
for index, step in enumerate(segments):
    title = names[index] if index < len(names) else "step %d" % (index + 1)
    print("\n-- step %d: %s: %s" % (index + 1, title, files([name for name, _ in step])))
    for name, count in step:
        print("%5d  %s" % (count, name))
    so_far += [name for name, _ in step if name not in so_far]
    print("   up to its end: %s, module crossings %d, decisions %d" % (
        files(so_far), crossings_before[index + 1], decisions_before[index + 1]))
print("\n-- the whole window, in the order first entered")
for name in order:
    print("%5d  %s" % (calls[name], name))
print("in all: " + files(order))
print("module crossings: %d" % crossings)
print("decisions: %d%s" % (len(decisions), "".join("\n  from " + d for d in decisions)))
print("calls into code with no file of its own: %d" % unfiled)
print("\n-- test support, not counted")
for name in support_order:
    print("%5d  %s" % (support[name], name))
if gdb.selected_inferior().pid != 0:
    gdb.execute("kill")
