"""`termigen audit`: judge foreign Harbor 2.0 and Terminal-Bench 1.0 tasks (folders or zips) with TermiGen's gate.

    load.py     discover and load tasks into a neutral model (ForeignTask); zips unpacked to a temp folder
    static.py   findings that need no container (missing solution, leaks, network, metadata, weak tests, ...)
    trials.py   offline build, nop, oracle x3 and the hack battery in real containers (termigen.sandbox)
    report.py   records, verdicts, the resumable JSON report, the Markdown card and its plot
    run.py      audit many tasks in parallel

Foreign tasks need no TermiGen metadata: whatever is missing is a finding, never a crash.
"""

from termigen.audit.run import audit_paths

__all__ = ["audit_paths"]
