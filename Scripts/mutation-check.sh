#!/usr/bin/env bash
# Mutation check of the tests: applies each small mutant listed in Scripts/mutants.txt to
# Sources/, one at a time, builds, runs the tests, and lists the mutants no test noticed (the
# survivors). The sources are always put back as they were, whatever happens (trap on exit).
#
#   bash Scripts/mutation-check.sh                # every mutant, the whole test suite
#   bash Scripts/mutation-check.sh M01 M04        # only these mutants
#   MUTATION_FILTER='ListViewsTests|EmptyStateTests' bash Scripts/mutation-check.sh
#
# Environment:
#   MUTATION_FILTER    a `swift test --filter` pattern, for a faster run (default: every test)
#   MUTATION_TIMEOUT   seconds before a test run counts as hung, and so as killed (default 600)
#   MUTATION_SCRATCH   the build directory (default .build/mutation, apart from the usual one)
#   MUTANTS_FILE       the list of mutants (default Scripts/mutants.txt)
#   MUTATION_DRY_RUN   1: only check that every mutant still applies; build and test nothing
#
# Exit status: 0 when every mutant was killed, 1 when some survived or no longer apply (stale),
# 2 when the unmutated sources do not build or pass the tests.
#
# Long: every mutant rebuilds the modules above the mutated file. Not part of .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

mutants_file=${MUTANTS_FILE:-Scripts/mutants.txt}
scratch=${MUTATION_SCRATCH:-.build/mutation}
filter=${MUTATION_FILTER:-}
test_timeout=${MUTATION_TIMEOUT:-600}
dry_run=${MUTATION_DRY_RUN:-0}
backups=$(mktemp -d)
log_dir="$scratch/logs"
mkdir -p "$log_dir"

# Every file a mutant touches is copied (with its modification time) before the first change
# and copied back at the end, on success, failure or interruption alike.
restore() {
  local status=$?
  if [ -f "$backups/files" ]; then
    while IFS= read -r path; do
      cp -p "$backups/$(echo "$path" | tr / _)" "$path"
    done <"$backups/files"
  fi
  rm -rf "$backups"
  exit "$status"
}
trap restore EXIT
trap 'exit 130' INT TERM

back_up() {
  local path=$1
  if ! grep -qxF "$path" "$backups/files" 2>/dev/null; then
    cp -p "$path" "$backups/$(echo "$path" | tr / _)"
    echo "$path" >>"$backups/files"
  fi
}

put_back() {
  local path=$1
  cp -p "$backups/$(echo "$path" | tr / _)" "$path"
}

# Prints the ids, paths and descriptions of the mutants, one tab-separated line each.
list_mutants() {
  awk '/^@ / { id = $2; path = $3; next }
       /^# / && id != "" && !(id in described) { described[id] = 1; print id "\t" path "\t" substr($0, 3) }' \
    "$mutants_file"
}

# Writes the mutant `id` applied to its file on standard output; fails unless its original
# lines occur exactly once, one after the other.
mutated() {
  local id=$1 path=$2
  awk -v id="$id" '
    FNR == NR {
      if ($0 ~ /^@ /) { current = $2; next }
      if (current != id) next
      if (substr($0, 1, 1) == "-") old[++olds] = substr($0, 2)
      if (substr($0, 1, 1) == "+") new[++news] = substr($0, 2)
      next
    }
    { line[++count] = $0 }
    END {
      matches = 0
      for (i = 1; i + olds - 1 <= count; i++) {
        same = 1
        for (j = 1; j <= olds; j++) if (line[i + j - 1] != old[j]) { same = 0; break }
        if (same) { matches++; at = i }
      }
      if (olds == 0 || matches != 1) exit 3
      for (i = 1; i < at; i++) print line[i]
      for (j = 1; j <= news; j++) print new[j]
      for (i = at + olds; i <= count; i++) print line[i]
    }' "$mutants_file" "$path"
}

run_tests() {
  local log=$1
  local command=(swift test --skip-build --scratch-path "$scratch")
  [ -n "$filter" ] && command+=(--filter "$filter")
  if command -v timeout >/dev/null 2>&1; then
    timeout "$test_timeout" "${command[@]}" </dev/null >"$log" 2>&1
  else
    "${command[@]}" </dev/null >"$log" 2>&1
  fi
}

build() {
  swift build --build-tests --scratch-path "$scratch" </dev/null >"$1" 2>&1
}

selected=("$@")
is_selected() {
  [ ${#selected[@]} -eq 0 ] && return 0
  local wanted
  for wanted in "${selected[@]}"; do [ "$wanted" = "$1" ] && return 0; done
  return 1
}

echo "=== baseline: the unmutated sources build and pass ($(date -u +%H:%M:%S))"
if [ "$dry_run" = 1 ]; then
  echo "(dry run: skipped)"
elif ! build "$log_dir/baseline-build.log" || ! run_tests "$log_dir/baseline-test.log"; then
  echo "the unmutated sources fail; see $log_dir/baseline-*.log" >&2
  exit 2
fi

killed=() survived=() stale=() stillborn=()
while IFS=$'\t' read -r id path description; do
  is_selected "$id" || continue
  back_up "$path"
  if ! mutated "$id" "$path" >"$backups/mutant"; then
    echo "$id stale: its lines are not in $path exactly once"
    stale+=("$id $path: $description")
    continue
  fi
  if [ "$dry_run" = 1 ]; then
    echo "$id applies: $description"
    continue
  fi
  cat "$backups/mutant" >"$path"
  started=$(date +%s)
  if ! build "$log_dir/$id-build.log"; then
    outcome="does not compile"
    stillborn+=("$id")
  elif run_tests "$log_dir/$id-test.log"; then
    outcome="SURVIVED"
    survived+=("$id $path: $description")
  else
    outcome="killed"
    killed+=("$id")
  fi
  put_back "$path"
  echo "$id $outcome ($(($(date +%s) - started)) s): $description"
done < <(list_mutants)

echo
echo "=== ${#killed[@]} killed, ${#survived[@]} survived, ${#stale[@]} stale, ${#stillborn[@]} did not compile"
for entry in ${survived[@]+"${survived[@]}"}; do echo "survivor: $entry"; done
for entry in ${stale[@]+"${stale[@]}"}; do echo "stale: $entry"; done
[ ${#survived[@]} -eq 0 ] && [ ${#stale[@]} -eq 0 ]
