# Lists the files of Sources/ that one reload showing the placeholder runs code in.
#
#   swift build --build-tests
#   gdb -q -batch -x .ci/reload-path.py .build/debug/EmptyStatePackageTests.xctest
#
# It stops in `tracedReload(_:)` (Tests/EmptyStateTests/Documentation/ReloadPathTests.swift),
# in the test named by RELOAD_PATH_TEST (default: the reload that shows the placeholder),
# sets a breakpoint on every function of the Hooks, ListViews and EmptyState modules (about
# 8,000), and records the file of each function entered until that reload returns: the files
# in the order first entered, with the number of calls, and how many times control passes
# between the modules. A debug build is used on purpose: nothing is
# inlined, so every call is seen. It takes a few minutes (gdb stops at every call).
# Not run by CI: it measures the article "How a reload flows", it checks nothing.
import os

import gdb

MODULES = ["5Hooks", "9ListViews", "10EmptyState"]
gdb.execute("set pagination off")
gdb.execute("set confirm off")
TEST = os.environ.get("RELOAD_PATH_TEST", "aReloadThatEmptiesTheListShowsThePlaceholder")
gdb.execute("rbreak tracedReload", to_string=True)
gdb.execute(
    "run --testing-library swift-testing --filter " + TEST + " > /dev/null", to_string=True)
gdb.execute("delete")
for module in MODULES:
    gdb.execute("rbreak ^.s" + module, to_string=True)
returned = gdb.selected_frame().older().pc()
gdb.Breakpoint("*%d" % returned)
calls, order, crossings, last_module = {}, [], 0, None
while True:
    gdb.execute("continue", to_string=True)
    frame = gdb.selected_frame()
    if frame.pc() == returned:
        break
    symtab = frame.find_sal().symtab
    path = symtab.filename if symtab else ""
    if "/Sources/" not in path:
        continue  # code the compiler made (outlined copies, thunks) has no file of its own
    name = path.split("/Sources/", 1)[1]
    module = name.split("/", 1)[0]
    if last_module is not None and module != last_module:
        crossings += 1
    last_module = module
    if name not in calls:
        calls[name] = 0
        order.append(name)
    calls[name] += 1
for name in order:
    print("%5d  %s" % (calls[name], name))
print("files: %d" % len(order))
print("module crossings: %d" % crossings)
gdb.execute("kill")
