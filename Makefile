# The two commands of the README: `make demo` (the main job) and `make test` (what CI runs).
SHELL := /bin/bash
VENV := .venv/bin
export HARBOR_TELEMETRY := 0
export LITELLM_LOCAL_MODEL_COST_MAP := True

.PHONY: setup demo test generate verify-all bench clean

setup:
	bash scripts/setup.sh

# Sets up what is missing, generates both layouts, verifies a stratified sample (one task per family) in real
# containers and prints the per-category table. A second run reuses the images and the sample's results.
demo: setup
	$(VENV)/termigen generate
	$(VENV)/termigen verify --sample 1 --jobs 2 --manifest build/demo-manifest.json

# TERMIGEN_NO_SKIPS: a test that would skip fails instead (a green run must mean every test really ran).
test: setup
	TERMIGEN_NO_SKIPS=1 $(VENV)/python -m pytest -q -n 2
	bash training/run_tests.sh

generate:
	$(VENV)/termigen generate

# The full gate over every committed task (parallel, resumable); its results are verification/manifest.json.
verify-all:
	$(VENV)/termigen verify --jobs 2

bench:
	$(VENV)/python benchmarks/bench_sandbox.py
	$(VENV)/python benchmarks/bench_trial.py
	$(VENV)/python benchmarks/bench_generate.py
	$(VENV)/python benchmarks/bench_agent.py
	$(VENV)/python benchmarks/bench_image_cost.py --out benchmarks/results/image_cost.md
	$(VENV)/python benchmarks/bench_manifest.py --out benchmarks/results/manifest.md
	$(VENV)/python benchmarks/bench_concurrency.py

clean:
	$(VENV)/termigen clean
