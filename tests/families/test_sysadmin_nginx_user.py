"""nginx_site without containers: the situations its decoys rely on are present in
every instance (the gate proves in containers that the decoys then fail)."""

import pytest

from termigen.families import get_family


def _expected(task):
    ns = {"__file__": "/tests/test_outputs.py"}
    exec(task.tests["test_outputs.py"].content.split("\ndef ")[0], ns)
    return ns["EXPECTED"]


@pytest.mark.parametrize("seed", range(6))
def test_nginx_traps_present(seed):
    for level in ("medium", "hard"):
        task = get_family("nginx_site").generate(seed, level)
        E = _expected(task)
        olds = [o for o, _ in E["redirects"]]
        # a real page starts with one of the old paths: prefix matching would redirect it
        assert E["trap_static"] in E["static"] and any(E["trap_static"].startswith(o) for o in olds)
        # the docroot holds stale copies of the media files under the same URLs
        for url in E["media"]:
            stale = [p for p in task.environment.files if p.endswith(url) and "STALE" in task.environment.files[p].content]
            assert stale, url
        if level == "hard":
            assert E["api_trap"][0].startswith("/" + E["api"]) and not E["api_trap"][0].startswith("/" + E["api"] + "/")
            legacy = [f for p, f in task.environment.files.items() if p.startswith("/etc/nginx/conf.d/")]
            assert legacy and "more_set_headers" in legacy[0].content
