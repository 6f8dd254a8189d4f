#!/usr/bin/env bash
# Lead's merge of a helper's family branch: bring the branch in, its gate records, regenerate, check, card.
# usage: wip/merge_family.sh FAMILY BRANCH MANIFEST
set -euo pipefail
F=$1; B=$2; M=$3
cd /work/main
T=.venv/bin/termigen
git merge --no-edit "$B"
$T merge-manifest "$M"
$T generate
# the whole dataset: every record reused except tasks whose bytes the merge changed (those must be in $M)
$T verify -n 2 2>&1 | tail -5
$T card
$T generate --check
.venv/bin/python -m pytest -q -x -p no:cacheprovider tests/families -k "$F" tests/test_families.py tests/test_diversity.py 2>&1 | tail -3
git status --short | head
