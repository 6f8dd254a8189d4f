"""Software: merge a feature branch into main with git, resolving conflicts so that both sides' behaviour
survives under a stated precedence rule (config and changelog conflicts, a clean-merging semantic break)."""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta, timezone

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file
from termigen.task import Decoy, Environment, File


# ---------------------------------------------------------------------------------------------------------------
# Conflict templates: one function edited on both branches. Each returns the module text for base / main /
# feature / resolved / wrong (a plausible resolution that breaks the stated precedence rule) and the calls to check.
# ---------------------------------------------------------------------------------------------------------------
def t_shipping(rng):
    D, E, W, U = (rng.randrange(300, 600, 10), rng.randrange(700, 1100, 10), rng.randrange(1400, 2200, 10),
                  rng.randrange(600, 900, 10))
    perkg, free, x = rng.choice([100, 120, 150, 180]), rng.choice([4900, 5000, 7500, 9900]), rng.choice([2, 3])
    head = '"""Shipping prices."""\n\n\n'
    body_tail = f"""    cost = rates[zone]
    if weight_kg > 2:
        cost += int((weight_kg - 2) * {perkg})
"""
    base = head + f'''def shipping_cost(weight_kg, zone):
    """Shipping cost in cents for one parcel."""
    rates = {{"domestic": {D}, "eu": {E}, "world": {W}}}
{body_tail}    return cost
'''
    main = head + f'''def shipping_cost(weight_kg, zone, order_total=0):
    """Shipping cost in cents for one parcel; domestic orders of at least {free} cents ship free."""
    if zone == "domestic" and order_total >= {free}:
        return 0
    rates = {{"domestic": {D}, "eu": {E}, "world": {W}}}
{body_tail}    return cost
'''
    feature = head + f'''def shipping_cost(weight_kg, zone, express=False):
    """Shipping cost in cents for one parcel; express delivery costs {x} times as much."""
    rates = {{"domestic": {D}, "eu": {E}, "uk": {U}, "world": {W}}}
{body_tail}    if express:
        cost *= {x}
    return cost
'''
    resolved = head + f'''def shipping_cost(weight_kg, zone, order_total=0, express=False):
    """Shipping cost in cents for one parcel; domestic orders of at least {free} cents ship free (even express
    ones); express delivery costs {x} times as much."""
    if zone == "domestic" and order_total >= {free}:
        return 0
    rates = {{"domestic": {D}, "eu": {E}, "uk": {U}, "world": {W}}}
{body_tail}    if express:
        cost *= {x}
    return cost
'''
    wrong = resolved.replace(f'    if zone == "domestic" and order_total >= {free}:\n        return 0\n', "").replace(
        f"        cost *= {x}\n    return cost", f"        cost *= {x}\n    elif zone == \"domestic\" and order_total >= {free}:\n        return 0\n    return cost")
    calls = []
    for _ in range(10):
        z = rng.choice(["domestic", "eu", "uk", "world", "domestic"])
        kw = {"order_total": rng.choice([0, free - 1, free, free + rng.randint(1, 5000)]), "express": rng.random() < 0.5}
        calls.append(f"shipping_cost({rng.choice([0.5, 1.8, 2, 3.25, 7.5, 12])}, {z!r}, order_total={kw['order_total']}, express={kw['express']})")
    calls.append(f"shipping_cost(4, 'domestic', order_total={free + 100}, express=True)")
    calls.append(f"shipping_cost(4, 'uk', express=True)")
    calls.append(f"shipping_cost(2.5, 'domestic', order_total={free - 1})")
    return dict(module="shipping.py", fn="shipping_cost", base=base, main=main, feature=feature, resolved=resolved,
                wrong=wrong, calls=calls, branch=rng.choice(["feature/express-delivery", "feature/express-and-uk"]),
                main_msg=f"Free domestic shipping from {free / 100:.2f}", feature_msg="Express delivery and a UK zone",
                main_intent=f"domestic orders of at least {free} cents ship free (new `order_total` parameter)",
                feature_intent=f"express delivery at {x} times the price (new `express` parameter) and a `uk` zone",
                rule=("Free shipping wins: a qualifying domestic order ships free even when it is express. The merged "
                      "signature is `shipping_cost(weight_kg, zone, order_total=0, express=False)`."),
                tests_main=f"from shipping import shipping_cost\n\n\ndef test_free_over_limit():\n    assert shipping_cost(1, 'domestic', order_total={free}) == 0\n",
                tests_feature=f"from shipping import shipping_cost\n\n\ndef test_express_eu():\n    assert shipping_cost(1, 'eu', express=True) == {E * x}\n")


def t_password(rng):
    mn, mn2 = rng.choice([6, 8]), rng.choice([10, 12])
    banned = sorted(rng.sample(["password", "letmein", "qwerty123", "welcome1", "dragon", "iloveyou", "monkey",
                                "football", "sunshine1", "admin123"], 5))
    head = '"""Password policy."""\n'
    bl = f"\nBANNED = {{{', '.join(repr(b) for b in banned)}}}\n"
    pre = '\n\ndef password_problems(password):\n    """Reasons a password is rejected (an empty list means it is accepted)."""\n    problems = []\n'
    base = head + pre + f'    if len(password) < {mn}:\n        problems.append("too short")\n    return problems\n'
    main = head + pre + (f'    if len(password) < {mn}:\n        problems.append("too short")\n'
                         '    if not any(c.isdigit() for c in password):\n        problems.append("no digit")\n    return problems\n')
    feature = head + bl + pre + (f'    if len(password) < {mn2}:\n        problems.append("too short")\n'
                                 '    if password.lower() in BANNED:\n        problems.append("too common")\n    return problems\n')
    resolved = head + bl + pre + (f'    if len(password) < {mn2}:\n        problems.append("too short")\n'
                                  '    if not any(c.isdigit() for c in password):\n        problems.append("no digit")\n'
                                  '    if password.lower() in BANNED:\n        problems.append("too common")\n    return problems\n')
    wrong = head + bl + pre + (f'    if len(password) < {mn2}:\n        problems.append("too short")\n'
                               '    if password.lower() in BANNED:\n        problems.append("too common")\n'
                               '    if not any(c.isdigit() for c in password):\n        problems.append("no digit")\n    return problems\n')
    samples = banned + [b.upper() for b in banned] + ["short1", "longenoughpw", "Tr0ub4dor&3x", "abc",
                                                              "correcthorse9battery", "x" * (mn2 - 1) + "1"]
    return dict(module="policy.py", fn="password_problems", base=base, main=main, feature=feature, resolved=resolved,
                wrong=wrong, calls=[f"password_problems({s!r})" for s in samples],
                branch=rng.choice(["feature/banned-passwords", "feature/stricter-passwords"]),
                main_msg="Require a digit in passwords", feature_msg=f"Minimum length {mn2} and a list of banned passwords",
                main_intent="passwords must contain a digit (problem `no digit`)",
                feature_intent=f"the minimum length is raised to {mn2} and common passwords are refused (problem `too common`, case-insensitive)",
                rule=("Problems are reported in this order: `too short`, `no digit`, `too common` (every applicable "
                      f"one). The minimum length is now {mn2}."),
                tests_main="from policy import password_problems\n\n\ndef test_digit_needed():\n    assert 'no digit' in password_problems('abcdefghijklmnop')\n",
                tests_feature=f"from policy import password_problems\n\n\ndef test_banned():\n    assert 'too common' in password_problems({banned[0].upper()!r})\n")


def t_sizes(rng):
    head = '"""Human-readable sizes."""\n\nimport re\n\n'
    fn = '''

def parse_size(text):
    """Bytes in a size such as '10MB' or '1.5 KB'."""
    match = re.fullmatch(r"\\s*(\\d+(?:\\.\\d+)?)\\s*([A-Za-z]+)\\s*", text)
    if not match:
        raise ValueError(f"bad size: {text!r}")
    number, unit = match.groups()
'''
    u_base = 'UNITS = {"B": 1, "KB": 1000, "MB": 1000 ** 2}'
    u_main = 'UNITS = {"B": 1, "KB": 1000, "MB": 1000 ** 2, "GB": 1000 ** 3, "TB": 1000 ** 4}'
    u_feat = 'UNITS = {"B": 1, "KB": 1000, "MB": 1000 ** 2, "KIB": 1024, "MIB": 1024 ** 2, "GIB": 1024 ** 3}'
    u_res = ('UNITS = {"B": 1, "KB": 1000, "MB": 1000 ** 2, "GB": 1000 ** 3, "TB": 1000 ** 4, "KIB": 1024, '
             '"MIB": 1024 ** 2, "GIB": 1024 ** 3}')
    base = head + u_base + fn + "    return int(float(number) * UNITS[unit])\n"
    main = head + u_main + fn + "    return round(float(number) * UNITS[unit])\n"
    feature = head + u_feat + fn + "    return int(float(number) * UNITS[unit.upper()])\n"
    resolved = head + u_res + fn + "    return round(float(number) * UNITS[unit.upper()])\n"
    wrong = head + u_res + fn + "    return int(float(number) * UNITS[unit.upper()])\n"
    samples = ["10MB", "2.7B", "1.5 KiB", "3 gb", "0.75TB", "512 kb", "1.9999 B", "2 MiB", "4.4 GiB", "7 KB",
               f"{rng.randint(1, 999)}.{rng.randint(1, 9)} MB", f"{rng.randint(1, 99)}.5 B"]
    return dict(module="sizes.py", fn="parse_size", base=base, main=main, feature=feature, resolved=resolved,
                wrong=wrong, calls=[f"parse_size({s!r})" for s in samples],
                branch=rng.choice(["feature/binary-units", "feature/kib-mib-gib"]),
                main_msg="Add GB and TB; round instead of truncating", feature_msg="Binary units (KiB, MiB, GiB), any case",
                main_intent="`GB` and `TB` units, and results are rounded to the nearest byte instead of truncated",
                feature_intent="binary units `KiB`, `MiB`, `GiB`, and units in any letter case",
                rule=("Both sets of units exist side by side, any letter case is accepted for all of them, and results "
                      "are rounded to the nearest byte (Python's `round`)."),
                tests_main="from sizes import parse_size\n\n\ndef test_gb():\n    assert parse_size('2GB') == 2 * 1000 ** 3\n",
                tests_feature="from sizes import parse_size\n\n\ndef test_kib():\n    assert parse_size('2 kib') == 2048\n")


def t_latefee(rng):
    rate, cap, grace = rng.choice([5, 10, 15, 20]), rng.choice([10, 15, 25]), rng.choice([3, 5, 7])
    head = '"""Late fees."""\n\n\n'
    base = head + f'''def late_fee(amount_cents, days_late):
    """Late fee in cents: {rate} per mille of the amount for each day late."""
    if days_late <= 0:
        return 0
    return amount_cents * {rate} * days_late // 1000
'''
    main = head + f'''def late_fee(amount_cents, days_late):
    """Late fee in cents: {rate} per mille of the amount per day late, at most {cap}% of the amount."""
    if days_late <= 0:
        return 0
    return min(amount_cents * {rate} * days_late // 1000, amount_cents * {cap} // 100)
'''
    feature = head + f'''def late_fee(amount_cents, days_late):
    """Late fee in cents: {rate} per mille of the amount per day late after a {grace}-day grace period."""
    if days_late <= {grace}:
        return 0
    return amount_cents * {rate} * (days_late - {grace}) // 1000
'''
    resolved = head + f'''def late_fee(amount_cents, days_late):
    """Late fee in cents: {rate} per mille of the amount per day late after a {grace}-day grace period, at most
    {cap}% of the amount."""
    if days_late <= {grace}:
        return 0
    return min(amount_cents * {rate} * (days_late - {grace}) // 1000, amount_cents * {cap} // 100)
'''
    wrong = resolved.replace(f"(days_late - {grace})", "days_late")
    calls = [f"late_fee({rng.randint(1000, 500000)}, {d})" for d in
             [0, grace, grace + 1, grace + 2, grace + 10, 30, 90, 365, 1, grace + rng.randint(3, 20)]]
    return dict(module="fees.py", fn="late_fee", base=base, main=main, feature=feature, resolved=resolved,
                wrong=wrong, calls=calls, branch=rng.choice(["feature/grace-period", "feature/late-fee-grace"]),
                main_msg=f"Cap late fees at {cap}%", feature_msg=f"{grace}-day grace period for late fees",
                main_intent=f"the fee is capped at {cap}% of the amount",
                feature_intent=f"a {grace}-day grace period: no fee up to {grace} days late",
                rule=(f"Grace days are never charged: a payment {grace + 2} days late pays for 2 days. The cap applies "
                      "to the fee computed that way."),
                tests_main=f"from fees import late_fee\n\n\ndef test_cap():\n    assert late_fee(10000, 10000) == {10000 * cap // 100}\n",
                tests_feature=f"from fees import late_fee\n\n\ndef test_grace():\n    assert late_fee(10000, {grace}) == 0\n")


TEMPLATES = [t_shipping, t_password, t_sizes, t_latefee]
PROJECTS = ["checkout-core", "billing-rules", "webshop-lib", "accounts-policy", "ops-utils", "invoicing-engine",
            "storefront-backend", "tenant-services"]
AUTHORS = [("Priya Nair", "priya"), ("Tomás Ruiz", "truiz"), ("Mei Lin", "mei.lin"), ("Oskar Berg", "oskar"),
           ("Zanele Dube", "zanele"), ("Luca Ferri", "lferri"), ("Hannah Cole", "hcole"), ("Yusuf Aydin", "yaydin")]

CONFIG_BASE = '"""Service defaults."""\n\nDEFAULTS = {\n    "timeout_s": TIMEOUT,\n    "page_size": PAGE,\n}\n'

BUILDER = r'''
import json, os, subprocess, sys
repo, hist = sys.argv[1], sys.argv[2]
ops = json.load(open(hist))
def git(*args, env=None):
    subprocess.run(["git", *args], cwd=repo, check=True, env=env, stdout=subprocess.DEVNULL)
os.makedirs(repo, exist_ok=True)
git("init", "-q", "-b", "main")
current = "main"
for op in ops:
    if op["op"] == "branch":
        git("branch", op["name"], op["from"])
        continue
    if op["branch"] != current:
        git("checkout", "-q", op["branch"])
        current = op["branch"]
    for path, text in op["files"].items():
        full = os.path.join(repo, path)
        if text is None:
            os.remove(full)
            continue
        os.makedirs(os.path.dirname(full) or repo, exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    env = dict(os.environ, GIT_AUTHOR_NAME=op["author"], GIT_AUTHOR_EMAIL=op["email"], GIT_AUTHOR_DATE=op["date"],
               GIT_COMMITTER_NAME=op["author"], GIT_COMMITTER_EMAIL=op["email"], GIT_COMMITTER_DATE=op["date"])
    git("add", "-A")
    git("commit", "-q", "-m", op["message"], env=env)
git("checkout", "-q", "main")
git("gc", "-q")
'''


def _cid(rng):
    return "I" + "".join(rng.choice("0123456789abcdef") for _ in range(40))


@register
class MergeConflict(Family):
    name = "merge_conflict"
    category = "software"
    description = "Merge a feature branch into main with git, resolving textual (and, at hard, semantic) conflicts so both sides' behaviour survives."
    base_image = "termigen/core:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        tpl = rng.choice(TEMPLATES)(rng)
        project = rng.choice(PROJECTS)
        pkg = project.split("-")[0].replace("-", "_")
        repo = f"/app/{project}"
        mod_path = f"{pkg}/{tpl['module']}"
        authors = rng.sample(AUTHORS, 3)
        t = datetime(rng.randint(2022, 2025), rng.randint(1, 12), rng.randint(1, 28), 10, 0, tzinfo=timezone.utc)
        ops: list[dict] = []
        cids: dict[str, str] = {}

        def commit(branch, message, files, key=None):
            nonlocal t
            t += timedelta(hours=rng.randint(3, 30), minutes=rng.randint(0, 59))
            name, user = rng.choice(authors)
            cid = _cid(rng)
            ops.append({"op": "commit", "branch": branch, "files": files, "message": f"{message}\n\nChange-Id: {cid}\n",
                        "author": name, "email": f"{user}@example.com", "date": t.strftime("%Y-%m-%dT%H:%M:%S+0000")})
            if key:
                cids[key] = cid
            return cid

        timeout, page = rng.choice([10, 15, 30]), rng.choice([20, 25, 50])
        config_base = CONFIG_BASE.replace("TIMEOUT", str(timeout)).replace("PAGE", str(page))
        retry, logfmt = rng.randint(2, 6), rng.choice(["json", "logfmt", "text"])
        config_main = config_base.replace("}\n", f'    "retry_limit": {retry},\n}}\n')
        config_feat = config_base.replace("}\n", f'    "log_format": "{logfmt}",\n}}\n')
        config_res = config_base.replace("}\n", f'    "retry_limit": {retry},\n    "log_format": "{logfmt}",\n}}\n')
        changelog = "# Changelog\n\n## Unreleased\n\n## 1.4.0\n\n- first tracked release\n"
        cl_main = changelog.replace("## Unreleased\n\n", f"## Unreleased\n\n- {tpl['main_msg']}\n")
        cl_feat = changelog.replace("## Unreleased\n\n", f"## Unreleased\n\n- {tpl['feature_msg']}\n")
        cl_res = changelog.replace("## Unreleased\n\n", f"## Unreleased\n\n- {tpl['main_msg']}\n- {tpl['feature_msg']}\n")

        money_base = ('"""Money helpers."""\n\n\ndef to_cents(amount):\n    """12.5 -> 1250 (half up)."""\n'
                      '    return int(round(amount * 100 + 1e-9))\n')
        money_main = money_base.replace("def to_cents(", "def as_cents(")
        callers_base = ('"""Order totals."""\n\nfrom .money import to_cents\n\n\ndef order_total(prices):\n'
                        '    """Sum of item prices (in units) in cents."""\n    return sum(to_cents(p) for p in prices)\n')
        callers_main = callers_base.replace("to_cents", "as_cents")
        report_feat = ('"""Revenue reports."""\n\nfrom .money import to_cents\n\n\ndef revenue_by_day(rows):\n'
                       '    """rows: (day, amount) pairs -> {day: cents}, days in first-seen order."""\n    out = {}\n'
                       '    for day, amount in rows:\n        out[day] = out.get(day, 0) + to_cents(amount)\n    return out\n')
        report_res = report_feat.replace("to_cents", "as_cents")

        base_files = {f"{pkg}/__init__.py": f'"""{project} core package."""\n', mod_path: tpl["base"],
                      "README.md": f"# {project}\n\nBusiness rules shared by the {project.split('-')[0]} services.\n",
                      ".gitignore": "__pycache__/\n.pytest_cache/\n", "tests/conftest.py": "import os\nimport sys\n\nsys.path.insert(0, os.path.join(os.path.dirname(__file__), '..', '" + pkg + "'))\nsys.path.insert(0, os.path.join(os.path.dirname(__file__), '..'))\n"}
        if level != "easy":
            base_files.update({f"{pkg}/config.py": config_base, "CHANGELOG.md": changelog})
        if level == "hard":
            base_files.update({f"{pkg}/money.py": money_base, f"{pkg}/orders.py": callers_base})
        commit("main", f"Import {project}", base_files, key="base")
        commit("main", "Add a README section on running tests",
               {"README.md": base_files["README.md"] + "\nRun `python3 -m pytest -q`.\n"})
        ops.append({"op": "branch", "name": tpl["branch"], "from": "main"})
        # the feature branch
        commit(tpl["branch"], tpl["feature_msg"], {mod_path: tpl["feature"],
                                                   f"tests/test_{tpl['fn']}_feature.py": tpl["tests_feature"]})
        if level != "easy":
            commit(tpl["branch"], f"Add a {logfmt} log format setting", {f"{pkg}/config.py": config_feat})
            commit(tpl["branch"], "Changelog entry", {"CHANGELOG.md": cl_feat})
        if level == "hard":
            commit(tpl["branch"], "Daily revenue report",
                   {f"{pkg}/reports.py": report_feat,
                    "tests/test_reports.py": f"from {pkg}.reports import revenue_by_day\n\n\ndef test_sum():\n    assert revenue_by_day([('mon', 1.5), ('mon', 2.25)]) == {{'mon': 375}}\n"})
        cids["feature"] = commit(tpl["branch"], "Document the new behaviour",
                                 {"docs/feature.md": f"# {tpl['feature_msg']}\n\n{tpl['feature_intent'][0].upper() + tpl['feature_intent'][1:]}.\n"})
        # main moves on
        commit("main", tpl["main_msg"], {mod_path: tpl["main"], f"tests/test_{tpl['fn']}_main.py": tpl["tests_main"]})
        if level != "easy":
            commit("main", f"Retry failed calls up to {retry} times", {f"{pkg}/config.py": config_main})
            commit("main", "Changelog entry", {"CHANGELOG.md": cl_main})
        if level == "hard":
            commit("main", "Rename to_cents to as_cents (it also accepts strings soon)",
                   {f"{pkg}/money.py": money_main, f"{pkg}/orders.py": callers_main})
        cids["main"] = commit("main", "Tidy the README", {"README.md": base_files["README.md"] + "\nRun `python3 -m pytest -q` from the repository root.\n"})

        # expected behaviour after a correct merge
        resolved_files = {mod_path: tpl["resolved"]}
        if level != "easy":
            resolved_files.update({f"{pkg}/config.py": config_res, "CHANGELOG.md": cl_res})
        if level == "hard":
            resolved_files[f"{pkg}/reports.py"] = report_res
        ns: dict = {}
        exec(tpl["resolved"], ns)  # noqa: S102 - our own template code, deterministic
        checks = [(c, repr(eval(c, ns))) for c in tpl["calls"]]  # noqa: S307
        wrong_ns: dict = {}
        exec(tpl["wrong"], wrong_ns)  # noqa: S102
        assert any(repr(eval(c, wrong_ns)) != r for c, r in checks), "the wrong-rule decoy must differ"  # noqa: S307
        extra = {}
        if level != "easy":
            extra["config"] = {"retry_limit": retry, "log_format": logfmt, "timeout_s": timeout, "page_size": page}
            extra["changelog"] = [f"- {tpl['main_msg']}", f"- {tpl['feature_msg']}"]
        if level == "hard":
            rows = [(rng.choice(["mon", "tue", "wed"]), round(rng.uniform(1, 300), 2)) for _ in range(8)]
            acc: dict = {}
            for d, a in rows:
                acc[d] = acc.get(d, 0) + int(round(a * 100 + 1e-9))
            extra["report"] = [f"revenue_by_day({rows!r})", repr(acc)]
            extra["orders"] = [f"order_total([1.25, 2.5, 0.1])", "385"]
        expected = {"main": cids["main"], "feature": cids["feature"], "pkg": pkg, "module": tpl["module"][:-3],
                    "checks": checks, **extra}
        files = {"/opt/history/ops.json": File.of(json.dumps(ops, indent=1, sort_keys=True, ensure_ascii=False) + "\n"),
                 "/opt/history/build.py": File.of(BUILDER.lstrip("\n"))}
        setup = f"python3 /opt/history/build.py {repo} /opt/history/ops.json\nrm -rf /opt/history\n"

        def solver(kind=""):
            who = "-c user.name='Release Manager' -c user.email='release@example.com'"
            lines = [f"cd {repo}", "export PYTHONDONTWRITEBYTECODE=1"]
            if kind in ("ours", "theirs"):
                lines.append(f"git {who} merge -X {kind} --no-edit {tpl['branch']} >/dev/null")
                return "#!/bin/bash\nset -euo pipefail\n" + "\n".join(lines) + "\n"
            if kind == "markers":
                lines += [f"git {who} merge --no-edit {tpl['branch']} >/dev/null || true", "git add -A",
                          f"git {who} commit -q --no-edit"]
                return "#!/bin/bash\nset -euo pipefail\n" + "\n".join(lines) + "\n"
            squash = kind == "squash"
            lines.append(f"git {who} merge {'--squash ' if squash else ''}--no-edit {tpl['branch']} >/dev/null 2>&1 || true")
            out = dict(resolved_files)
            if kind == "wrong_rule":
                out[mod_path] = tpl["wrong"]
            if kind == "no_semantic_fix":
                out.pop(f"{pkg}/reports.py", None)
            for path, text in out.items():
                lines += [f"cat > {path} <<'PY'", text.rstrip("\n"), "PY"]
            lines.append("git add -A")
            if squash:
                lines.append(f"git {who} commit -q -m 'Merge {tpl['branch']} (squashed)'")
            else:
                lines.append(f"git {who} commit -q --no-edit")
            if not kind:
                lines.append("python3 -m pytest -q -p no:cacheprovider tests >/dev/null")
            return "#!/bin/bash\nset -euo pipefail\n" + "\n".join(lines) + "\n"

        decoys = [
            Decoy(name="ours", description="takes main's side of every conflict (git merge -X ours)", script=solver("ours")),
            Decoy(name="markers", description="half the job: commits the merge with conflict markers in it", script=solver("markers")),
            Decoy(name="wrong_rule", description="right shape, combines both sides under the wrong precedence rule", script=solver("wrong_rule")),
        ]
        if level != "easy":
            decoys.append(Decoy(name="theirs", description="takes the feature's side of every conflict (git merge -X theirs)", script=solver("theirs")))
            decoys.append(Decoy(name="squash", description="squashes the feature into one single-parent commit", script=solver("squash")))
        if level == "hard":
            decoys.append(Decoy(name="no_semantic_fix", description="resolves the textual conflicts but leaves the renamed helper broken", script=solver("no_semantic_fix")))
        return Draft(
            instruction=self._instruction(rng, level, tpl, project, repo, pkg),
            environment=Environment(base_image=self.base_image, files=files, setup=setup, workdir=repo),
            solution=solver(),
            tests={"test_outputs.py": self._tests(repo, expected)},
            decoys=decoys,
            outputs=[repo],
            tools=["git", "cat", "python3"],
            tags=["git", "merge", "conflict-resolution", "python"] + {"easy": [], "medium": ["changelog", "config"],
                                                                       "hard": ["changelog", "config", "semantic-conflict"]}[level],
            expert_time_min={"easy": 10, "medium": 20, "hard": 35}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 100}[level],
        )

    @staticmethod
    def _instruction(rng, level, tpl, project, repo, pkg):
        lead = rng.choice([
            f"The `{tpl['branch']}` branch of `{project}` is approved and has to go into `main` today, but `main` moved on "
            f"in the meantime and the merge conflicts.",
            f"Release prep for `{project}`: merge the approved branch `{tpl['branch']}` into `main`. Both sides touched "
            f"the same code, so git will not do it alone.",
            f"You are the merge shepherd for `{project}` this week. `{tpl['branch']}` is reviewed and green on its own; "
            f"merge it into `main`, where other work has landed since it branched off.",
        ])
        wants = [f"On `main`: {tpl['main_intent']}.", f"On `{tpl['branch']}`: {tpl['feature_intent']}."]
        if level != "easy":
            wants.append("Both branches also added a setting to `DEFAULTS` in the config module and an entry to the "
                         "`Unreleased` section of `CHANGELOG.md`; keep both settings and both entries (main's entry "
                         "first).")
        if level == "hard":
            wants.append("Beware of what git merges without complaint: code that merges cleanly can still be broken "
                         "by changes on the other side. Every test in the repository must pass after the merge, and "
                         "no old name may be brought back as a compatibility alias.")
        want_text = "\n".join(f"- {w}" for w in wants)
        return dedent("""
            # Merge `{branch}` into `main`

            {lead}

            The repository is `{repo}` (Python package `{pkg}/`, tests under `tests/`; `python3 -m pytest -q` runs
            them from the repository root). What each side did:
            {wants}

            How to combine them: {rule}

            Requirements:
            - Record a real merge commit on `main` whose first parent is the current tip of `main` and whose second
              parent is the tip of `{branch}` (no rebase, no squash, no rewriting of existing commits).
            - The merged code keeps both sides' behaviour as described above; no conflict markers anywhere.
            - Commit everything (the check reads the committed `main`, not the working tree) and leave `main`
              checked out.
        """).format(branch=tpl["branch"], lead=lead, repo=repo, pkg=pkg, wants=want_text, rule=tpl["rule"])

    @staticmethod
    def _tests(repo, expected):
        header = "import io, json, os, re, subprocess, tarfile, tempfile\n\nimport pytest"
        body = '''
            REPO = "REPODIR"

            def git(*args, check=True):
                p = subprocess.run(["git", "-c", "safe.directory=*", "-C", REPO, *args], capture_output=True, text=True)
                if check:
                    assert p.returncode == 0, f"git {' '.join(args)} failed: {p.stderr.strip()[-300:]}"
                return p.stdout

            def _change_id(rev):
                m = re.search(r"Change-Id: (I[0-9a-f]{40})", git("log", "-1", "--format=%B", rev))
                return m.group(1) if m else None

            @pytest.fixture(scope="module")
            def tree():
                p = subprocess.run(["git", "-c", "safe.directory=*", "-C", REPO, "archive", "--format=tar", "main"],
                                   capture_output=True)
                assert p.returncode == 0, f"cannot read main: {p.stderr[-300:]}"
                d = tempfile.mkdtemp()
                with tarfile.open(fileobj=io.BytesIO(p.stdout)) as t:
                    t.extractall(d)
                return d

            def test_merge_commit_parents():
                parents = git("log", "-1", "--format=%P", "main").split()
                assert len(parents) == 2, f"main's tip has {len(parents)} parent(s); a merge commit has 2"
                assert _change_id(parents[0]) == EXPECTED["main"], "the first parent is not the previous tip of main"
                assert _change_id(parents[1]) == EXPECTED["feature"], "the second parent is not the tip of the feature branch"

            def test_no_conflict_markers(tree):
                bad = []
                for dirpath, _, files in os.walk(tree):
                    for f in files:
                        text = open(os.path.join(dirpath, f), errors="replace").read()
                        if re.search(r"^(<<<<<<<|>>>>>>>|=======)( |$)", text, re.M):
                            bad.append(os.path.relpath(os.path.join(dirpath, f), tree))
                assert not bad, f"conflict markers committed in {bad}"

            def _evaluate(tree, module, calls):
                code = ("import json, sys\\nsys.path.insert(0, sys.argv[1])\\n"
                        f"from {EXPECTED['pkg']}.{module} import *\\n"
                        "out = {}\\nfor c in json.loads(sys.argv[2]):\\n    try:\\n        out[c] = repr(eval(c))\\n"
                        "    except Exception as e:\\n        out[c] = 'error: %r' % (e,)\\nprint(json.dumps(out))\\n")
                p = subprocess.run(["python3", "-I", "-c", code, tree, json.dumps(calls)], capture_output=True, text=True, timeout=60)
                assert p.returncode == 0, f"importing {EXPECTED['pkg']}.{module} from main failed: {p.stderr[-600:]}"
                return json.loads(p.stdout)

            def test_merged_behaviour(tree):
                got = _evaluate(tree, EXPECTED["module"], [c for c, _ in EXPECTED["checks"]])
                wrong = [(c, got[c], w) for c, w in EXPECTED["checks"] if got[c] != w]
                assert not wrong, f"{len(wrong)} calls give the wrong result on main (call, got, expected): {wrong[:3]}"

            def test_config_and_changelog(tree):
                if "config" not in EXPECTED:
                    return
                got = _evaluate(tree, "config", ["DEFAULTS"])["DEFAULTS"]
                assert not got.startswith("error"), got
                cfg = eval(got)
                for k, v in EXPECTED["config"].items():
                    assert cfg.get(k) == v, f"DEFAULTS[{k!r}] is {cfg.get(k)!r}, expected {v!r}"
                lines = open(os.path.join(tree, "CHANGELOG.md")).read().splitlines()
                for entry in EXPECTED["changelog"]:
                    assert entry in lines, f"CHANGELOG.md lacks the entry {entry!r}"
                a, b = (lines.index(e) for e in EXPECTED["changelog"])
                assert a < b, "main's changelog entry must come first"

            def test_semantic_merge(tree):
                if "report" not in EXPECTED:
                    return
                call, want = EXPECTED["report"]
                got = _evaluate(tree, "reports", [call])[call]
                assert got == want, f"{call} on main gives {got}, expected {want}"
                call, want = EXPECTED["orders"]
                got = _evaluate(tree, "orders", [call])[call]
                assert got == want, f"{call} on main gives {got}, expected {want}"
                money = _evaluate(tree, "money", ["'to_cents' in dir()"])["'to_cents' in dir()"]
                assert money == "False", "to_cents was brought back into money.py; the rename on main stands"
        '''.replace("REPODIR", repo)
        return pytest_file(header, {"EXPECTED": expected}, body)
