"""Software: repair a small HTTP service so that it honours its API contract and starts the way it is deployed.

An instance ships a JSON API over a generated domain (inventory, bookings, tickets, books, vehicles, events) in one
of three stacks, drawn per instance: Flask under gunicorn, FastAPI under uvicorn, or Express on Node; at hard nginx
sits in front. The program is rendered from a template in which composed faults and missing requirements are
planted, drawn from a pool: status codes (404 / 400 / 409 / 422), pagination (offset, page count), default and
descending order, filters before paging, inclusive range filters, the bearer-token check, the JSON error shape of
framework errors (404 / 405), conditional GET (ETag / If-None-Match), Idempotency-Key on POST, a per-client rate
limit, content negotiation (406); start-up faults (hard-coded port or address, paths relative to the working
directory, wrong module path, the token read from another variable, a start script that does not stay in the
foreground); and, behind nginx, proxy faults (upstream port, a prefix-stripping proxy_pass, intercepted error pages,
a client header overwritten with the proxy's address, runtime paths the service account cannot write).

Every repair is a unified diff of the shipped files (one diff per state, as kit.BugTable does, but over several
files and with slots that may nest), so the oracle shows exactly the repair and each decoy differs from it by one
fault left in place or repaired in a plausible wrong way. A Python model of the contract, run with the same fault
states, computes the responses the hidden cases expect (embedded as literals) and proves that every decoy's service
answers at least one hidden case differently. The tests start the service themselves, as the unprivileged tgrun, on
a port and with a token of their own, from a scratch directory, and compare status codes, bodies and headers.
"""

from __future__ import annotations

import difflib
import hashlib
import json
import math
import random
import re
import urllib.parse
from dataclasses import dataclass, field

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent, script
from termigen.families.kit import Component, KitFamily, LevelConfig, _with_extra, compose, hidden_tests
from termigen.task import Decoy, Environment, File, Timeouts
from termigen.toolscan import tools_in

AGENT = "dev"

# --- domains -------------------------------------------------------------------------------------------------------
# key: the unique string field (compared ignoring case); name: free text; cat: an enumerated field (filter); num: an
# integer field (range filter, sort). Every num range starts at 0 or 1 (so that `true`, read as an integer, fits).
SCHEMAS = [
    dict(svc="stockroom", product="Stockroom inventory", coll="items", noun="item", key="sku", name="name",
         cat="category", num="quantity", cats=["hardware", "paint", "garden", "electrical", "plumbing"], lo=0, hi=5000,
         keys=["HW", "PT", "GD", "EL", "PL"], words=["Hex Bolt", "Wall Paint", "Hose Reel", "Cable Tie", "Pipe Clamp",
                                                      "Wood Screw", "Primer", "Rake", "Fuse", "Valve", "Hinge", "Trowel"]),
    dict(svc="roomdesk", product="Roomdesk bookings", coll="bookings", noun="booking", key="reference", name="guest",
         cat="room_type", num="nights", cats=["single", "double", "twin", "suite", "studio"], lo=1, hi=30,
         keys=["RD", "BK", "RM", "GX", "HT"], words=["Ada Byrne", "Tom Okafor", "Mia Jansen", "Ravi Patel", "Lea Roth",
                                                      "Ivo Marin", "Sara Lind", "Noah Berg", "Emi Sato", "Omar Haddad"]),
    dict(svc="helpdesk", product="Helpdesk tickets", coll="tickets", noun="ticket", key="external_ref",
         name="subject", cat="priority", num="estimate_hours", cats=["low", "normal", "high", "urgent", "blocker"],
         lo=0, hi=400, keys=["HD", "INC", "REQ", "SUP", "CHG"],
         words=["Login fails", "Slow export", "Printer offline", "VPN drops", "Mail bounce", "Disk full",
                "Reset password", "New laptop", "Broken link", "Quota raise"]),
    dict(svc="shelfapi", product="Branch library catalogue", coll="books", noun="book", key="shelfmark",
         name="title", cat="genre", num="pages", cats=["fiction", "history", "science", "poetry", "travel"], lo=1,
         hi=2000, keys=["FIC", "HIS", "SCI", "POE", "TRV"],
         words=["Salt Roads", "Night Ferry", "Paper Moon", "Iron Coast", "Blue Atlas", "Quiet Field", "Glass River",
                "Red Orchard", "Far Harbour", "Old Maps"]),
    dict(svc="fleetapi", product="Fleet registry", coll="vehicles", noun="vehicle", key="plate", name="model",
         cat="fuel", num="mileage_km", cats=["diesel", "petrol", "electric", "hybrid", "lpg"], lo=0, hi=900000,
         keys=["KL", "BX", "TR", "VN", "MZ"], words=["Transit", "Sprinter", "Caddy", "Kangoo", "Vivaro", "Ducato",
                                                      "Berlingo", "Master", "Boxer", "Crafter"]),
    dict(svc="eventdesk", product="Venue events", coll="events", noun="event", key="slug", name="title",
         cat="venue", num="capacity", cats=["main-hall", "studio", "garden", "foyer", "rooftop"], lo=1, hi=5000,
         keys=["EV", "GALA", "CONF", "EXPO", "FEST"],
         words=["Spring Gala", "Jazz Night", "Book Fair", "Tech Meetup", "Film Club", "Wine Tasting", "Poetry Slam",
                "Yoga Morning", "Quiz Night", "Craft Market"]),
]
FRAMEWORKS = {
    "flask": dict(label="Flask", server="gunicorn", file="app.py", lang="py"),
    "fastapi": dict(label="FastAPI", server="uvicorn", file="main.py", lang="py"),
    "express": dict(label="Express", server="Node.js", file="server.js", lang="js"),
}
OLD_ADDRESS = "10.24.0.12"  # the old host's address a start-up fault binds to

# --- the Python core shared by the Flask and FastAPI programs (framework-free rules of the contract) -----------------
PY_HEAD = '''\
"""@@product@@ HTTP API (@@label@@, served by @@server@@): the contract is API.md, the deployment README.md."""
import hashlib
import hmac
import json
import math
import os
import re
import threading
import time
from collections import deque

@@imports@@

HERE = os.path.dirname(os.path.abspath(__file__))
@@data_file@@
@@token@@
COLL, NOUN = "@@coll@@", "@@noun@@"
KEY, NAME, CAT, NUM = "@@key@@", "@@name@@", "@@cat@@", "@@num@@"
FIELDS = (KEY, NAME, CAT, NUM)
KEY_RE = re.compile(r"[A-Za-z0-9-]{3,24}")
NAME_MAX = @@name_max@@
CATEGORIES = @@cats_py@@
NUM_RANGE = (@@lo@@, @@hi@@)
SORTABLE = ("id", NAME, NUM)
PER_PAGE, MAX_PER_PAGE = @@per_page@@, @@max_per_page@@
RATE_LIMIT, RATE_WINDOW = @@rate@@, 60.0
CLIENT_HEADER = "@@client_header@@"
CHALLENGE = {"WWW-Authenticate": 'Bearer realm="@@svc@@"'}

with open(DATA_FILE) as f:
    STORE = {r["id"]: r for r in json.load(f)}
NEXT_ID = [max(STORE) + 1]
LOCK = threading.Lock()
HITS = {}  # client -> times of its recent requests
REPLAYS = {}  # Idempotency-Key -> (request body, created record)


class ApiError(Exception):
    """An error response of the contract: {"error": {"code": ..., "message": ...[, "field": ...]}}."""

    def __init__(self, status, code, message, field=None, headers=None):
        super().__init__(message)
        self.status, self.code, self.message, self.field, self.headers = status, code, message, field, headers or {}

    def body(self):
        err = {"code": self.code, "message": self.message}
        if self.field is not None:
            err["field"] = self.field
        return {"error": err}


# ---- every request under /api/: rate limit, then content negotiation ---------------------------------------------
def rate_limit(client):
    now = time.monotonic()
    with LOCK:
@@rate_limit@@


def accepts_json(header):
@@accept@@


def gate(path, headers):
    if not path.startswith("/api/"):
        return
    rate_limit(headers.get(CLIENT_HEADER) or "anonymous")
    if not accepts_json(headers.get("Accept")):
        raise ApiError(406, "not_acceptable", "this API only produces application/json")


# ---- listing ------------------------------------------------------------------------------------------------------
def int_param(args, name, default, lo, hi):
    raw = args.get(name)
    if raw is None:
        return default
    if not re.fullmatch(r"[0-9]{1,9}", raw) or not lo <= int(raw) <= hi:
        raise ApiError(400, "bad_query", f"{name} must be an integer from {lo} to {hi}")
    return int(raw)


def keep(r, args, lo, hi):
    if CAT in args and r[CAT] != args[CAT]:
        return False
@@range_filter@@
    return True


def list_records(args):
    page = int_param(args, "page", 1, 1, 100000)
    per_page = int_param(args, "per_page", PER_PAGE, 1, MAX_PER_PAGE)
    sort = args.get("sort", "")
    desc, field = sort.startswith("-"), sort[1:] if sort.startswith("-") else sort
    if sort and field not in SORTABLE:
        raise ApiError(400, "bad_query", "sort must be one of " + ", ".join(SORTABLE) + ", optionally after -")
    lo = int_param(args, "min_" + NUM, None, 0, 10**9)
    hi = int_param(args, "max_" + NUM, None, 0, 10**9)
    with LOCK:
        rows = list(STORE.values())
@@default_order@@
    if sort:
@@sort@@
@@filter_paging@@
    return {"items": items, "page": page, "per_page": per_page, "total": total, "pages": pages}


# ---- one record -----------------------------------------------------------------------------------------------------
def find(rid, method):
    with LOCK:
        rec = STORE.get(int(rid)) if re.fullmatch(r"[0-9]{1,9}", rid) else None
@@missing@@


def etag_of(rec):
    return '"' + hashlib.sha1(json.dumps(rec, sort_keys=True).encode()).hexdigest()[:24] + '"'


def not_modified(header, etag):
@@etag@@


def get_record(rid, headers):
    rec = find(rid, "GET")
    etag = etag_of(rec)
    if not_modified(headers.get("If-None-Match"), etag):
        return 304, None, {"ETag": etag}
    return 200, rec, {"ETag": etag}


# ---- writes -------------------------------------------------------------------------------------------------------
def authorize(header):
@@auth@@


def parse_body(raw):
@@bad_json@@


def validate(body):
@@validation@@


def check_unique(key):
@@conflict@@


def create(raw, headers):
    authorize(headers.get("Authorization"))
    key = headers.get("Idempotency-Key")
@@idem_replay@@
    body = parse_body(raw)
    validate(body)
    with LOCK:
        check_unique(body[KEY])
        rec = {"id": NEXT_ID[0], KEY: body[KEY], NAME: body[NAME], CAT: body[CAT], NUM: body[NUM]}
        NEXT_ID[0] += 1
        STORE[rec["id"]] = rec
@@idem_store@@
    return 201, rec, {"Location": f"/api/{COLL}/{rec['id']}"}


def delete(rid, headers):
    authorize(headers.get("Authorization"))
    rec = find(rid, "DELETE")
    with LOCK:
        if rec is not None:
            STORE.pop(rec["id"], None)
    return 204, None, {}
'''

FLASK_TAIL = '''

# ---- Flask --------------------------------------------------------------------------------------------------------
app = Flask(__name__)


def send(status, body=None, headers=None):
    if status in (204, 304):
        return Response(status=status, headers=headers or {})
    return Response(json.dumps(body), status=status, headers=headers or {}, mimetype="application/json")


@app.errorhandler(ApiError)
def api_error(e):
    return send(e.status, e.body(), e.headers)

@@error_shape@@

@app.before_request
def before():
    gate(request.path, request.headers)


@app.get("/health")
def health():
    return send(200, {"status": "ok"})


@app.route(f"/api/{COLL}", methods=["GET", "POST"])
def collection():
    if request.method == "POST":
        return send(*create(request.get_data(), request.headers))
    return send(200, list_records(request.args))


@app.route(f"/api/{COLL}/<rid>", methods=["GET", "DELETE"])
def record(rid):
    if request.method == "DELETE":
        return send(*delete(rid, request.headers))
    return send(*get_record(rid, request.headers))
'''

FASTAPI_TAIL = '''

# ---- FastAPI ------------------------------------------------------------------------------------------------------
app = FastAPI(docs_url=None, redoc_url=None, openapi_url=None)


def send(status, body=None, headers=None):
    if status in (204, 304):
        return Response(status_code=status, headers=headers or {})
    return Response(json.dumps(body), status_code=status, headers=headers or {}, media_type="application/json")


@app.exception_handler(ApiError)
async def api_error(request, e):
    return send(e.status, e.body(), e.headers)

@@error_shape@@

@app.middleware("http")
async def before(request, call_next):
    try:
        gate(request.url.path, request.headers)
    except ApiError as e:
        return send(e.status, e.body(), e.headers)
    return await call_next(request)


@app.get("/health")
def health():
    return send(200, {"status": "ok"})


@app.get(f"/api/{COLL}")
def collection(request: Request):
    return send(200, list_records(request.query_params))


@app.post(f"/api/{COLL}")
async def create_record(request: Request):
    return send(*create(await request.body(), request.headers))


@app.get(f"/api/{COLL}/{{rid}}")
def record(rid: str, request: Request):
    return send(*get_record(rid, request.headers))


@app.delete(f"/api/{COLL}/{{rid}}")
def remove(rid: str, request: Request):
    return send(*delete(rid, request.headers))
'''

JS_TEMPLATE = '''\
'use strict';
// @@product@@ HTTP API (Express on Node.js): the contract is API.md, the deployment README.md.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const express = require('express');

@@data_file@@
@@token@@
const COLL = '@@coll@@';
const NOUN = '@@noun@@';
const [KEY, NAME, CAT, NUM] = ['@@key@@', '@@name@@', '@@cat@@', '@@num@@'];
const FIELDS = [KEY, NAME, CAT, NUM];
const KEY_RE = /^[A-Za-z0-9-]{3,24}$/;
const NAME_MAX = @@name_max@@;
const CATEGORIES = @@cats_js@@;
const NUM_RANGE = [@@lo@@, @@hi@@];
const SORTABLE = ['id', NAME, NUM];
const [PER_PAGE, MAX_PER_PAGE] = [@@per_page@@, @@max_per_page@@];
const [RATE_LIMIT, RATE_WINDOW] = [@@rate@@, 60];
const CLIENT_HEADER = '@@client_header@@';
const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="@@svc@@"' };

const STORE = new Map(JSON.parse(fs.readFileSync(DATA_FILE, 'utf8')).map((r) => [r.id, r]));
let nextId = Math.max(...STORE.keys()) + 1;
const HITS = new Map(); // client -> times of its recent requests
const REPLAYS = new Map(); // Idempotency-Key -> [request body, created record]

class ApiError extends Error {
  // An error response of the contract: {"error": {"code": ..., "message": ...[, "field": ...]}}.
  constructor(status, code, message, field = null, headers = {}) {
    super(message);
    Object.assign(this, { status, code, field, headers });
  }

  body() {
    const err = { code: this.code, message: this.message };
    if (this.field !== null) err.field = this.field;
    return { error: err };
  }
}

// ---- every request under /api/: rate limit, then content negotiation ---------------------------------------------
function rateLimit(client) {
  const now = performance.now() / 1000;
@@rate_limit@@
}

function acceptsJson(header) {
@@accept@@
}

function gate(req) {
  if (!req.path.startsWith('/api/')) return;
  rateLimit(req.get(CLIENT_HEADER) || 'anonymous');
  if (!acceptsJson(req.get('Accept'))) {
    throw new ApiError(406, 'not_acceptable', 'this API only produces application/json');
  }
}

// ---- listing ------------------------------------------------------------------------------------------------------
function intParam(query, name, dflt, lo, hi) {
  const raw = query[name];
  if (raw === undefined) return dflt;
  if (typeof raw !== 'string' || !/^[0-9]{1,9}$/.test(raw) || Number(raw) < lo || Number(raw) > hi) {
    throw new ApiError(400, 'bad_query', `${name} must be an integer from ${lo} to ${hi}`);
  }
  return Number(raw);
}

function keep(r, query, lo, hi) {
  if (query[CAT] !== undefined && r[CAT] !== query[CAT]) return false;
@@range_filter@@
  return true;
}

const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

function listRecords(query) {
  const page = intParam(query, 'page', 1, 1, 100000);
  const perPage = intParam(query, 'per_page', PER_PAGE, 1, MAX_PER_PAGE);
  const sort = typeof query.sort === 'string' ? query.sort : '';
  const [desc, field] = [sort.startsWith('-'), sort.startsWith('-') ? sort.slice(1) : sort];
  if (sort && !SORTABLE.includes(field)) {
    throw new ApiError(400, 'bad_query', `sort must be one of ${SORTABLE.join(', ')}, optionally after -`);
  }
  const lo = intParam(query, `min_${NUM}`, null, 0, 1e9);
  const hi = intParam(query, `max_${NUM}`, null, 0, 1e9);
  let rows = [...STORE.values()];
@@default_order@@
  if (sort) {
@@sort@@
  }
@@filter_paging@@
  return { items, page, per_page: perPage, total, pages };
}

// ---- one record -----------------------------------------------------------------------------------------------------
function find(rid, method) {
  const rec = /^[0-9]{1,9}$/.test(rid) ? STORE.get(Number(rid)) : undefined;
@@missing@@
}

const etagOf = (rec) => `"${crypto.createHash('sha1').update(JSON.stringify(rec)).digest('hex').slice(0, 24)}"`;

function notModified(header, etag) {
@@etag@@
}

function getRecord(rid, get) {
  const rec = find(rid, 'GET');
  const etag = etagOf(rec);
  if (notModified(get('If-None-Match'), etag)) return [304, undefined, { ETag: etag }];
  return [200, rec, { ETag: etag }];
}

// ---- writes -------------------------------------------------------------------------------------------------------
function authorize(header) {
@@auth@@
}

function parseBody(raw) {
@@bad_json@@
}

function validate(body) {
@@validation@@
}

function checkUnique(key) {
@@conflict@@
}

function create(raw, get) {
  authorize(get('Authorization'));
  const key = get('Idempotency-Key');
@@idem_replay@@
  const body = parseBody(raw);
  validate(body);
  checkUnique(body[KEY]);
  const rec = { id: nextId, [KEY]: body[KEY], [NAME]: body[NAME], [CAT]: body[CAT], [NUM]: body[NUM] };
  nextId += 1;
  STORE.set(rec.id, rec);
@@idem_store@@
  return [201, rec, { Location: `/api/${COLL}/${rec.id}` }];
}

function remove(rid, get) {
  authorize(get('Authorization'));
  const rec = find(rid, 'DELETE');
  if (rec !== undefined) STORE.delete(rec.id);
  return [204, undefined, {}];
}

// ---- Express ------------------------------------------------------------------------------------------------------
function send(res, status, body, headers = {}) {
  res.status(status).set(headers);
  if (status === 204 || status === 304) return res.end();
  return res.type('application/json').end(JSON.stringify(body === undefined ? null : body));
}

function handle(fn) {
  return (req, res, next) => {
    try {
      send(res, ...fn(req, (h) => req.get(h)));
    } catch (e) {
      if (e instanceof ApiError) send(res, e.status, e.body(), e.headers);
      else next(e);
    }
  };
}

const app = express();
app.disable('x-powered-by');
app.disable('etag');
app.use(express.text({ type: () => true, limit: '64kb' }));
app.use((req, res, next) => {
  try {
    gate(req);
  } catch (e) {
    return send(res, e.status, e.body(), e.headers);
  }
  return next();
});
app.get('/health', handle(() => [200, { status: 'ok' }]));
const collection = app.route(`/api/${COLL}`);
collection.get(handle((req) => [200, listRecords(req.query)]));
collection.post(handle((req, get) => create(typeof req.body === 'string' ? req.body : '', get)));
const record = app.route(`/api/${COLL}/:rid`);
record.get(handle((req, get) => getRecord(req.params.rid, get)));
record.delete(handle((req, get) => remove(req.params.rid, get)));
@@error_shape@@
@@listen@@
'''

START_SH = '''\
#!/bin/bash
# Starts the @@product@@ API in the foreground on 127.0.0.1:$@@port_var@@ (see README.md).
set -euo pipefail
@@cd@@
: "${@@port_var@@:?set @@port_var@@ to the port to listen on}"
@@launch@@
'''

START_SH_NGINX = '''\
#!/bin/bash
# Starts the @@product@@ API in the foreground: the app on 127.0.0.1:@@app_port@@, nginx in front of it on
# 127.0.0.1:$@@port_var@@ (see README.md).
set -euo pipefail
@@cd@@
: "${@@port_var@@:?set @@port_var@@ to the port to listen on}"
RUN="$(mktemp -d "${TMPDIR:-/tmp}/@@svc@@.XXXXXX")"
sed -e "s|@LISTEN@|$@@port_var@@|g" -e "s|@ROOT@|$PWD|g" deploy/nginx.conf.in > "$RUN/nginx.conf"
@@app_launch@@ &
@@fg_pre@@nginx -p "$RUN" -c "$RUN/nginx.conf" -e "$RUN/error.log" -g '@@daemon@@'
'''

NGINX_CONF = '''\
# nginx in front of the @@product@@ app. start.sh renders @LISTEN@ and @ROOT@ and runs nginx with its runtime
# directory as the prefix (-p), as the service account.
worker_processes 1;
@@pid@@
error_log stderr;

events {
    worker_connections 256;
}

http {
    access_log off;
@@temp_paths@@
    upstream app {
        server 127.0.0.1:@@upstream_port@@;
    }

    server {
        listen @@nginx_listen@@;
@@intercept@@
        location = /404.html {
            root @ROOT@/deploy/html;
            internal;
        }

        location /api/ {
            proxy_pass http://app@@prefix@@;
            proxy_set_header Host $host;
@@client_id@@
        }

        location / {
            proxy_pass http://app;
            proxy_set_header Host $host;
        }
    }
}
'''

NOT_FOUND_HTML = ("<!doctype html>\n<html><head><title>Not found</title></head>\n<body><h1>Sorry, this page does "
                  "not exist.</h1></body></html>\n")


def _b(text: str, n: int = 0) -> str:
    """A block of lines for a whole-line slot: dedented, indented by n, with its final newline ('' stays '')."""
    text = dedent(text).rstrip("\n")
    if not text:
        return ""
    return "".join((" " * n + line if line.strip() else "") + "\n" for line in text.splitlines())


# --- the faults: per component, slot -> {state: text}; 'right' is the repair, 'broken' what ships, others are the
# plausible wrong repairs (decoys). Slots of components not drawn render 'right'. ----------------------------------
def _py_slots(x: dict) -> dict[str, dict[str, dict[str, str]]]:
    rate_right = _b('''
        hits = HITS.setdefault(client, deque())
        while hits and hits[0] <= now - RATE_WINDOW:
            hits.popleft()
        if len(hits) >= RATE_LIMIT:
            retry = max(1, math.ceil(hits[0] + RATE_WINDOW - now))
            raise ApiError(429, "rate_limited", "too many requests", headers={"Retry-After": str(retry)})
        hits.append(now)
    ''', 8)
    auth_401 = 'raise ApiError(401, "unauthorized", "a valid bearer token is required", headers=CHALLENGE)'
    auth_right = _b(f'''
        scheme, _, cred = (header or "").strip().partition(" ")
        if not TOKEN or scheme.lower() != "bearer" or not hmac.compare_digest(cred.strip().encode(), TOKEN.encode()):
            {auth_401}
    ''', 4)
    auth_broken = {
        "token_case": _b(f'''
            scheme, _, cred = (header or "").strip().partition(" ")
            if not TOKEN or scheme.lower() != "bearer" or cred.strip().lower() != TOKEN.lower():
                {auth_401}
        ''', 4),
        "scheme_case": _b(f'''
            if not TOKEN or not (header or "").startswith("Bearer ") or header[7:].strip() != TOKEN:
                {auth_401}
        ''', 4),
        "presence": _b(f'''
            if not (header or "").strip():
                {auth_401}
        ''', 4),
    }[x["auth_bug"]]
    bad_json_right = _b('''
        try:
            body = json.loads(raw)
        except ValueError:
            body = None
        if not isinstance(body, dict):
            raise ApiError(400, "bad_json", "the body must be a JSON object")
        return body
    ''', 4)
    valid_right = _b('''
        for f in FIELDS:
            if f not in body:
                raise ApiError(422, "validation_failed", f"{f} is required", field=f)
        for f in body:
            if f not in FIELDS:
                raise ApiError(422, "validation_failed", f"unknown field {f}", field=f)
        if not isinstance(body[KEY], str) or not KEY_RE.fullmatch(body[KEY]):
            raise ApiError(422, "validation_failed", f"{KEY} must be 3 to 24 letters, digits or -", field=KEY)
        if not isinstance(body[NAME], str) or not body[NAME].strip() or len(body[NAME]) > NAME_MAX:
            raise ApiError(422, "validation_failed", f"{NAME} must be 1 to {NAME_MAX} characters", field=NAME)
        if body[CAT] not in CATEGORIES:
            raise ApiError(422, "validation_failed", f"{CAT} must be one of " + ", ".join(CATEGORIES), field=CAT)
        if type(body[NUM]) is not int or not NUM_RANGE[0] <= body[NUM] <= NUM_RANGE[1]:
            raise ApiError(422, "validation_failed", f"{NUM} must be an integer in {NUM_RANGE}", field=NUM)
    ''', 4)
    replay = _b('''
        if key is not None and key in REPLAYS:
            first, rec = REPLAYS[key]
            if first != raw:
                raise ApiError(422, "idempotency_mismatch", "this Idempotency-Key was used with another body")
            return 201, rec, {"Location": f"/api/{COLL}/{rec['id']}", "Idempotent-Replayed": "true"}
    ''', 4)
    not_found = 'raise ApiError(404, "not_found", f"no {NOUN} with id {rid}")'
    framework = x["fw"]
    handler = ("@app.errorhandler({code})\ndef {fn}(e):" if framework == "flask"
               else "@app.exception_handler({code})\nasync def {fn}(request, e):")
    h404 = handler.format(code=404, fn="no_route") + \
        '\n    return send(404, {"error": {"code": "not_found", "message": "no such resource"}})\n'
    h405 = handler.format(code=405, fn="no_method") + \
        '\n    return send(405, {"error": {"code": "method_not_allowed", "message": f"{request.method} is not ' \
        'allowed here"}})\n'
    return {
        "rate_limit": {"rate_limit": {"right": rate_right,
                                      "broken": rate_right.replace("setdefault(client,", 'setdefault("all",'),
                                      "off_by_one": rate_right.replace(">= RATE_LIMIT", "> RATE_LIMIT")}},
        "accept_406": {"accept": {"right": _b('''
            if not header or not header.strip():
                return True
            best = None  # (specificity, q) of the most specific media range that matches application/json
            for part in header.split(","):
                media, *params = [p.strip() for p in part.split(";")]
                spec = {"application/json": 3, "application/*": 2, "*/*": 1}.get(media.lower())
                if spec is None:
                    continue
                q = 1.0
                for p in params:
                    k, _, v = p.partition("=")
                    if k.strip().lower() == "q":
                        try:
                            q = float(v)
                        except ValueError:
                            q = 0.0
                if best is None or spec > best[0]:
                    best = (spec, q)
            return best is not None and best[1] > 0
        ''', 4), "broken": _b("return True", 4),
            "substring": _b('return not header or "application/json" in header or "*/*" in header', 4)}},
        "range_filter": {"range_filter": {s: _b(f'''
            if lo is not None and r[NUM] {a} lo:
                return False
            if hi is not None and r[NUM] {b} hi:
                return False
        ''', 4) for s, a, b in (("right", "<", ">"), ("broken", "<=", ">="), ("max_exclusive", "<", ">="))}},
        "default_order": {"default_order": {"right": _b('rows.sort(key=lambda r: r["id"])', 4), "broken": "",
                                            "string_ids": _b('rows.sort(key=lambda r: str(r["id"]))', 4)}},
        "sort_desc": {"sort": {"right": _b("rows.sort(key=lambda r: r[field], reverse=desc)", 8),
                               "broken": _b("rows.sort(key=lambda r: r[field])", 8),
                               "reverse_after": _b('''
            rows.sort(key=lambda r: r[field])
            if desc:
                rows.reverse()
        ''', 8)}},
        "filter_paging": {"filter_paging": {
            "right": _b("rows = [r for r in rows if keep(r, args, lo, hi)]\ntotal = len(rows)", 4)
            + "@@page_count@@\n@@page_offset@@\n",
            "broken": _b("total = len(rows)", 4) + "@@page_count@@\n@@page_offset@@\n"
            + _b("items = [r for r in items if keep(r, args, lo, hi)]", 4),
            "unfiltered_total": _b("total = len(STORE)\nrows = [r for r in rows if keep(r, args, lo, hi)]", 4)
            + "@@page_count@@\n@@page_offset@@\n"}},
        "page_count": {"page_count": {"right": _b("pages = math.ceil(total / per_page)", 4),
                                      "broken": _b("pages = total // per_page", 4),
                                      "floor_plus_one": _b("pages = total // per_page + 1", 4)}},
        "page_offset": {"page_offset": {
            "right": _b("start = (page - 1) * per_page\nitems = rows[start:start + per_page]", 4),
            "broken": _b("start = page * per_page\nitems = rows[start:start + per_page]", 4),
            "short_pages": _b("start = (page - 1) * per_page\nitems = rows[start:start + per_page - 1]", 4)}},
        "missing_404": {"missing": {
            "right": _b(f"if rec is None:\n    {not_found}\nreturn rec", 4),
            "broken": _b("return rec", 4),
            "delete_204": _b(f'if rec is None and method != "DELETE":  # deleting what is gone is a no-op\n'
                             f'    {not_found}\nreturn rec', 4)}},
        "etag_304": {"etag": {"right": _b('''
            if not header:
                return False
            if header.strip() == "*":
                return True
            return etag in [t.strip().removeprefix("W/") for t in header.split(",")]
        ''', 4), "broken": _b("return False", 4), "exact_match": _b("return header == etag", 4)}},
        "auth_check": {"auth": {"right": auth_right, "broken": auth_broken, "forbidden_403": _b(f'''
            if not (header or "").strip():
                {auth_401}
            scheme, _, cred = header.strip().partition(" ")
            if not TOKEN or scheme.lower() != "bearer" or not hmac.compare_digest(cred.strip().encode(), TOKEN.encode()):
                raise ApiError(403, "forbidden", "this token may not write")
        ''', 4)}},
        "bad_json_400": {"bad_json": {"right": bad_json_right, "broken": _b("return json.loads(raw)", 4),
                                      "no_object_check": _b('''
            try:
                return json.loads(raw)
            except ValueError:
                raise ApiError(400, "bad_json", "the body is not valid JSON")
        ''', 4), "status_422": bad_json_right.replace("ApiError(400,", "ApiError(422,")}},
        "validation_422": {"validation": {
            "right": valid_right, "broken": "".join(valid_right.splitlines(keepends=True)[:3]),
            "status_400": valid_right.replace("ApiError(422,", "ApiError(400,"),
            "bool_is_int": valid_right.replace("type(body[NUM]) is not int", "not isinstance(body[NUM], int)")}},
        "conflict_409": {"conflict": {"right": _b('''
            if any(r[KEY].lower() == key.lower() for r in STORE.values()):
                raise ApiError(409, "conflict", f"{KEY} {key} is already taken")
        ''', 4), "broken": _b("return None", 4), "case_sensitive": _b('''
            if any(r[KEY] == key for r in STORE.values()):
                raise ApiError(409, "conflict", f"{KEY} {key} is already taken")
        ''', 4), "status_422": _b('''
            if any(r[KEY].lower() == key.lower() for r in STORE.values()):
                raise ApiError(422, "validation_failed", f"{KEY} {key} is already taken", field=KEY)
        ''', 4)}},
        "idempotency": {"idem_replay": {"right": replay, "broken": "", "ignores_body": replay.replace(
            '        if first != raw:\n            raise ApiError(422, "idempotency_mismatch", "this '
            'Idempotency-Key was used with another body")\n', "")},
            "idem_store": {"right": _b("if key is not None:\n    REPLAYS[key] = (raw, rec)", 8), "broken": "",
                           "ignores_body": _b("if key is not None:\n    REPLAYS[key] = (raw, rec)", 8)}},
        "error_shape": {"error_shape": {"right": "\n" + h404 + "\n\n" + h405, "broken": "",
                                        "only_404": "\n" + h404}},
        "start_cwd": {"data_file": {"right": 'DATA_FILE = os.path.join(HERE, "data", "@@coll@@.json")\n',
                                    "broken": 'DATA_FILE = os.path.join("data", "@@coll@@.json")\n'}},
        "start_token_env": {"token": {"right": 'TOKEN = os.environ.get("@@token_var@@", "")\n',
                                      "broken": 'TOKEN = os.environ.get("@@old_token_var@@", "change-me")\n'}},
    }


def _js_slots(x: dict) -> dict[str, dict[str, dict[str, str]]]:
    rate_right = _b('''
        const hits = HITS.get(client) || [];
        HITS.set(client, hits);
        while (hits.length && hits[0] <= now - RATE_WINDOW) hits.shift();
        if (hits.length >= RATE_LIMIT) {
          const retry = Math.max(1, Math.ceil(hits[0] + RATE_WINDOW - now));
          throw new ApiError(429, 'rate_limited', 'too many requests', null, { 'Retry-After': String(retry) });
        }
        hits.push(now);
    ''', 2)
    e401 = "throw new ApiError(401, 'unauthorized', 'a valid bearer token is required', null, CHALLENGE);"
    auth_right = _b(f'''
        const [scheme, ...rest] = (header || '').trim().split(' ');
        const [cred, token] = [Buffer.from(rest.join(' ').trim()), Buffer.from(TOKEN)];
        if (!TOKEN || scheme.toLowerCase() !== 'bearer' || cred.length !== token.length || !crypto.timingSafeEqual(cred, token)) {{
          {e401}
        }}
    ''', 2)
    auth_broken = {
        "token_case": _b(f'''
            const [scheme, ...rest] = (header || '').trim().split(' ');
            if (!TOKEN || scheme.toLowerCase() !== 'bearer' || rest.join(' ').trim().toLowerCase() !== TOKEN.toLowerCase()) {{
              {e401}
            }}
        ''', 2),
        "scheme_case": _b(f'''
            if (!TOKEN || !(header || '').startsWith('Bearer ') || header.slice(7).trim() !== TOKEN) {{
              {e401}
            }}
        ''', 2),
        "presence": _b(f'''
            if (!(header || '').trim()) {{
              {e401}
            }}
        ''', 2),
    }[x["auth_bug"]]
    bad_json_right = _b('''
        let body;
        try {
          body = JSON.parse(raw);
        } catch (e) {
          body = undefined;
        }
        if (body === null || typeof body !== 'object' || Array.isArray(body)) {
          throw new ApiError(400, 'bad_json', 'the body must be a JSON object');
        }
        return body;
    ''', 2)
    valid_right = _b('''
        for (const f of FIELDS) {
          if (!Object.prototype.hasOwnProperty.call(body, f)) throw new ApiError(422, 'validation_failed', `${f} is required`, f);
        }
        for (const f of Object.keys(body)) {
          if (!FIELDS.includes(f)) throw new ApiError(422, 'validation_failed', `unknown field ${f}`, f);
        }
        if (typeof body[KEY] !== 'string' || !KEY_RE.test(body[KEY])) {
          throw new ApiError(422, 'validation_failed', `${KEY} must be 3 to 24 letters, digits or -`, KEY);
        }
        if (typeof body[NAME] !== 'string' || !body[NAME].trim() || body[NAME].length > NAME_MAX) {
          throw new ApiError(422, 'validation_failed', `${NAME} must be 1 to ${NAME_MAX} characters`, NAME);
        }
        if (!CATEGORIES.includes(body[CAT])) {
          throw new ApiError(422, 'validation_failed', `${CAT} must be one of ${CATEGORIES.join(', ')}`, CAT);
        }
        if (!Number.isInteger(body[NUM]) || body[NUM] < NUM_RANGE[0] || body[NUM] > NUM_RANGE[1]) {
          throw new ApiError(422, 'validation_failed', `${NUM} must be an integer from ${NUM_RANGE.join(' to ')}`, NUM);
        }
    ''', 2)
    replay = _b('''
        if (key !== undefined && REPLAYS.has(key)) {
          const [first, rec] = REPLAYS.get(key);
          if (first !== raw) throw new ApiError(422, 'idempotency_mismatch', 'this Idempotency-Key was used with another body');
          return [201, rec, { Location: `/api/${COLL}/${rec.id}`, 'Idempotent-Replayed': 'true' }];
        }
    ''', 2)
    not_found = "throw new ApiError(404, 'not_found', `no ${NOUN} with id ${rid}`);"
    h404 = "app.use(handle(() => {\n  throw new ApiError(404, 'not_found', 'no such resource');\n}));\n"
    h405 = ("const methodNotAllowed = handle((req) => {\n  throw new ApiError(405, 'method_not_allowed', "
            "`${req.method} is not allowed here`);\n});\ncollection.all(methodNotAllowed);\nrecord.all(methodNotAllowed);\n")
    listen = "app.listen(PORT, '127.0.0.1', () => console.log(`@@svc@@ listening on 127.0.0.1:${PORT}`));\n"
    port_right = "const PORT = Number(process.env.@@port_var@@);\n"
    return {
        "rate_limit": {"rate_limit": {"right": rate_right,
                                      "broken": rate_right.replace("HITS.get(client)", "HITS.get('all')").replace(
                                          "HITS.set(client,", "HITS.set('all',"),
                                      "off_by_one": rate_right.replace(">= RATE_LIMIT", "> RATE_LIMIT")}},
        "accept_406": {"accept": {"right": _b('''
            if (!header || !header.trim()) return true;
            const SPECIFICITY = new Map([['application/json', 3], ['application/*', 2], ['*/*', 1]]);
            let best = null; // [specificity, q] of the most specific media range that matches application/json
            for (const part of header.split(',')) {
              const [media, ...params] = part.split(';').map((p) => p.trim());
              const spec = SPECIFICITY.get(media.toLowerCase());
              if (spec === undefined) continue;
              let q = 1;
              for (const p of params) {
                const [k, v] = p.split('=');
                if (k.trim().toLowerCase() === 'q') q = Number.isNaN(parseFloat(v)) ? 0 : parseFloat(v);
              }
              if (best === null || spec > best[0]) best = [spec, q];
            }
            return best !== null && best[1] > 0;
        ''', 2), "broken": _b("return true;", 2), "substring": _b(
            "return !header || header.includes('application/json') || header.includes('*/*');", 2)}},
        "range_filter": {"range_filter": {s: _b(f'''
            if (lo !== null && r[NUM] {a} lo) return false;
            if (hi !== null && r[NUM] {b} hi) return false;
        ''', 2) for s, a, b in (("right", "<", ">"), ("broken", "<=", ">="), ("max_exclusive", "<", ">="))}},
        "default_order": {"default_order": {"right": _b("rows.sort((a, b) => a.id - b.id);", 2), "broken": "",
                                            "string_ids": _b("rows.sort((a, b) => cmp(String(a.id), String(b.id)));",
                                                             2)}},
        "sort_desc": {"sort": {"right": _b("rows.sort((a, b) => (desc ? cmp(b[field], a[field]) : cmp(a[field], "
                                           "b[field])));", 4),
                               "broken": _b("rows.sort((a, b) => cmp(a[field], b[field]));", 4),
                               "reverse_after": _b("rows.sort((a, b) => cmp(a[field], b[field]));\nif (desc) "
                                                   "rows.reverse();", 4)}},
        "filter_paging": {"filter_paging": {
            "right": _b("rows = rows.filter((r) => keep(r, query, lo, hi));\nconst total = rows.length;", 2)
            + "@@page_count@@\n@@page_offset@@\n",
            "broken": _b("const total = rows.length;", 2) + "@@page_count@@\n@@page_offset@@\n"
            + _b("items = items.filter((r) => keep(r, query, lo, hi));", 2),
            "unfiltered_total": _b("const total = STORE.size;\nrows = rows.filter((r) => keep(r, query, lo, hi));", 2)
            + "@@page_count@@\n@@page_offset@@\n"}},
        "page_count": {"page_count": {"right": _b("const pages = Math.ceil(total / perPage);", 2),
                                      "broken": _b("const pages = Math.floor(total / perPage);", 2),
                                      "floor_plus_one": _b("const pages = Math.floor(total / perPage) + 1;", 2)}},
        "page_offset": {"page_offset": {
            "right": _b("const start = (page - 1) * perPage;\nlet items = rows.slice(start, start + perPage);", 2),
            "broken": _b("const start = page * perPage;\nlet items = rows.slice(start, start + perPage);", 2),
            "short_pages": _b("const start = (page - 1) * perPage;\nlet items = rows.slice(start, start + perPage - 1);",
                              2)}},
        "missing_404": {"missing": {
            "right": _b(f"if (rec === undefined) {not_found}\nreturn rec;", 2),
            "broken": _b("return rec;", 2),
            "delete_204": _b(f"// deleting what is gone is a no-op\nif (rec === undefined && method !== 'DELETE') "
                             f"{not_found}\nreturn rec;", 2)}},
        "etag_304": {"etag": {"right": _b(r'''
            if (!header) return false;
            if (header.trim() === '*') return true;
            return header.split(',').map((t) => t.trim().replace(/^W\//, '')).includes(etag);
        ''', 2), "broken": _b("return false;", 2), "exact_match": _b("return header === etag;", 2)}},
        "auth_check": {"auth": {"right": auth_right, "broken": auth_broken, "forbidden_403": _b(f'''
            if (!(header || '').trim()) {e401}
            const [scheme, ...rest] = header.trim().split(' ');
            const [cred, token] = [Buffer.from(rest.join(' ').trim()), Buffer.from(TOKEN)];
            if (!TOKEN || scheme.toLowerCase() !== 'bearer' || cred.length !== token.length || !crypto.timingSafeEqual(cred, token)) {{
              throw new ApiError(403, 'forbidden', 'this token may not write');
            }}
        ''', 2)}},
        "bad_json_400": {"bad_json": {"right": bad_json_right, "broken": _b("return JSON.parse(raw);", 2),
                                      "no_object_check": _b('''
            try {
              return JSON.parse(raw);
            } catch (e) {
              throw new ApiError(400, 'bad_json', 'the body is not valid JSON');
            }
        ''', 2), "status_422": bad_json_right.replace("ApiError(400,", "ApiError(422,")}},
        "validation_422": {"validation": {
            "right": valid_right, "broken": "".join(valid_right.splitlines(keepends=True)[:3]),
            "status_400": valid_right.replace("ApiError(422,", "ApiError(400,"),
            "float_is_int": valid_right.replace("!Number.isInteger(body[NUM])", "typeof body[NUM] !== 'number'")}},
        "conflict_409": {"conflict": {"right": _b('''
            for (const r of STORE.values()) {
              if (r[KEY].toLowerCase() === key.toLowerCase()) throw new ApiError(409, 'conflict', `${KEY} ${key} is already taken`);
            }
        ''', 2), "broken": _b("return null;", 2), "case_sensitive": _b('''
            for (const r of STORE.values()) {
              if (r[KEY] === key) throw new ApiError(409, 'conflict', `${KEY} ${key} is already taken`);
            }
        ''', 2), "status_422": _b('''
            for (const r of STORE.values()) {
              if (r[KEY].toLowerCase() === key.toLowerCase()) throw new ApiError(422, 'validation_failed', `${KEY} ${key} is already taken`, KEY);
            }
        ''', 2)}},
        "idempotency": {"idem_replay": {"right": replay, "broken": "", "ignores_body": replay.replace(
            "    if (first !== raw) throw new ApiError(422, 'idempotency_mismatch', 'this Idempotency-Key was used "
            "with another body');\n", "")},
            "idem_store": {"right": _b("if (key !== undefined) REPLAYS.set(key, [raw, rec]);", 2), "broken": "",
                           "ignores_body": _b("if (key !== undefined) REPLAYS.set(key, [raw, rec]);", 2)}},
        "error_shape": {"error_shape": {"right": h405 + h404, "broken": "", "only_404": h404}},
        "start_cwd": {"data_file": {"right": "const DATA_FILE = path.join(__dirname, 'data', '@@coll@@.json');\n",
                                    "broken": "const DATA_FILE = path.join('data', '@@coll@@.json');\n"}},
        "start_token_env": {"token": {"right": "const TOKEN = process.env.@@token_var@@ || '';\n",
                                      "broken": "const TOKEN = process.env.@@old_token_var@@ || 'change-me';\n"}},
        "_listen": {"listen": {"right": port_right + listen}},
        "start_listen": {"listen": {"right": port_right + listen, "broken": (
            "const PORT = @@old_port@@;\n" + listen if x["listen_bug"] == "old_port"
            else port_right + listen.replace("'127.0.0.1', ()", f"'{OLD_ADDRESS}', ()")),
            "example_port": "const PORT = @@example_port@@;\n" + listen}},
    }


def _start_slots(x: dict) -> dict[str, dict[str, dict[str, str]]]:
    """Start-up faults (start.sh, the app's environment) and, behind nginx, proxy faults (deploy/nginx.conf.in)."""
    fw, nginx, pv = x["fw"], x["nginx"], x["port_var"]
    module = {"flask": ("app:app", "app:application"), "fastapi": ("main:app", "main:api"),
              "express": ("server.js", "index.js")}[fw]
    out = {
        "start_cwd": {"cd": {"right": 'cd "$(dirname "$(readlink -f "$0")")"\n', "broken": ""}},
        "start_module": {"module": {"right": module[0], "broken": module[1]}},
    }
    if nginx:
        out["start_foreground"] = {"fg_pre": {"right": "exec ", "broken": ""},
                                   "daemon": {"right": "daemon off;", "broken": "daemon on;"}}
        out["start_listen"] = {"nginx_listen": {"right": "127.0.0.1:@LISTEN@", "broken": "80",
                                          "example_port": "127.0.0.1:@@example_port@@"}}
        out["proxy_upstream"] = {"upstream_port": {"right": "@@app_port@@", "broken": "@@old_app_port@@"}}
        out["proxy_prefix"] = {"prefix": {"right": "", "broken": "/"}}
        out["proxy_intercept"] = {"intercept": {"right": "", "broken": _b(
            "proxy_intercept_errors on;\nerror_page 404 /404.html;", 8)}}
        out["proxy_client_id"] = {"client_id": {"right": "", "broken": _b(
            f"proxy_set_header {x['client_header']} $remote_addr;", 12)}}
        out["proxy_runtime"] = {"pid": {"right": "pid nginx.pid;\n", "broken": "pid /run/nginx.pid;\n"},
                                "temp_paths": {"right": _b('''
            client_body_temp_path body;
            proxy_temp_path proxy;
            fastcgi_temp_path fastcgi;
            uwsgi_temp_path uwsgi;
            scgi_temp_path scgi;
        ''', 4), "broken": ""}}
    else:
        bg = ("", " --daemon") if fw == "flask" else ("nohup ", ' >"${TMPDIR:-/tmp}/@@svc@@.log" 2>&1 &')
        out["start_foreground"] = {"fg_pre": {"right": "exec ", "broken": bg[0]},
                                   "fg_post": {"right": "", "broken": bg[1]}}
        if fw != "express":  # Express reads its port in server.js (the `listen` slot of _js_slots)
            old = x["listen_bug"] == "old_port"
            if fw == "flask":
                bind = {"right": f'127.0.0.1:"${pv}"', "example_port": "127.0.0.1:@@example_port@@",
                        "broken": "127.0.0.1:@@old_port@@" if old else f'{OLD_ADDRESS}:"${pv}"'}
            else:
                bind = {"right": f'--host 127.0.0.1 --port "${pv}"',
                        "example_port": "--host 127.0.0.1 --port @@example_port@@",
                        "broken": "--host 127.0.0.1 --port @@old_port@@" if old
                        else f'--host {OLD_ADDRESS} --port "${pv}"'}
            out["start_listen"] = {"bind": bind}
    return out


def _table(x: dict) -> tuple[dict, dict]:
    """(components, fixed): components maps each component applicable to this instance to its slots; fixed holds
    the right text of the slots no applicable component owns."""
    lang = _py_slots(x) if FRAMEWORKS[x["fw"]]["lang"] == "py" else _js_slots(x)
    start = _start_slots(x)
    fixed = {}
    js_listen, js_start_listen = lang.pop("_listen", None), lang.pop("start_listen", None)
    if js_listen:
        fixed.update({k: v["right"] for k, v in js_listen.items()})
    comps = {k: {**lang.get(k, {}), **start.get(k, {})} for k in [*lang, *(k for k in start if k not in lang)]}
    if js_start_listen and not x["nginx"]:  # Express reads its port in server.js; behind nginx, nginx listens
        comps["start_listen"] = js_start_listen
    for name, slots in comps.items():
        for slot, states in slots.items():
            fixed.pop(slot, None)
            assert "right" in states, (name, slot)
        wrongs = set().union(*(set(s) for s in slots.values())) - {"right", "broken"}
        for w in wrongs:
            if all(states.get(w, states["right"]) == states["right"] for states in slots.values()):
                raise AssertionError(f"{name}: wrong fix {w} equals the repair")
        if all(states["broken"] == states["right"] for states in slots.values()):
            raise AssertionError(f"{name}: the shipped state equals the repair")
    return comps, fixed


_SLOT = re.compile(r"@@([a-z_0-9]+)@@")


class Program:
    """The shipped files as templates with slots; renders any state (component -> 'right' / 'broken' / a wrong
    fix) and writes the repair from the shipped state to a state as one unified diff applied with `patch`."""

    def __init__(self, templates: dict[str, str], comps: dict, fixed: dict, params: dict, drawn: list[str]):
        self.templates, self.comps, self.fixed, self.params, self.drawn = templates, comps, fixed, params, drawn
        missing = [d for d in drawn if d not in comps]
        if missing:
            raise ValueError(f"components not applicable here: {missing}")

    def render(self, state: dict[str, str] | None = None) -> dict[str, str]:
        """The files with each drawn component in `state` (default 'broken'); others are right."""
        state = state or {}
        texts: dict[str, str] = dict(self.fixed)
        for name, slots in self.comps.items():
            s = state.get(name, "broken") if name in self.drawn else "right"
            for slot, states in slots.items():
                texts[slot] = states.get(s, states["right"]) if s not in ("broken", "right") else states[s]
        out = {}
        for path, text in self.templates.items():
            for _ in range(4):  # slots nest (a slot's text may hold another slot)
                text = re.sub(r"(?m)^@@([a-z_0-9]+)@@\n", lambda m: texts[m.group(1)] if m.group(1) in texts
                              else m.group(0), text)
                text = _SLOT.sub(lambda m: texts.get(m.group(1), m.group(0)), text)
            text = _SLOT.sub(lambda m: str(self.params[m.group(1)]), text)
            out[path] = text
        return out

    def patch(self, state: dict[str, str]) -> str:
        before, after = self.render(), self.render(state)
        diff = ""
        for path in sorted(before):
            if before[path] == after[path]:
                continue
            rel = path.lstrip("/")
            d = "".join(difflib.unified_diff(before[path].splitlines(keepends=True),
                                             after[path].splitlines(keepends=True), f"a/{rel}", f"b/{rel}", n=2))
            diff += d if d.endswith("\n") else d + "\n\\ No newline at end of file\n"
        return f"patch -s -p1 -d / <<'TG_PATCH'\n{diff}TG_PATCH\n" if diff else ""


# --- the contract as a Python model: what the service answers, for any fault state -----------------------------------
DOWN = ("start_cwd", "start_module", "start_listen", "start_foreground", "proxy_upstream", "proxy_runtime")
RETRY_RE = r"[1-9][0-9]?"
JSON_CT = r"application/json.*"


def _err(status: int, code: str, fld: str | None = None, hdr: dict | None = None) -> dict:
    w = {"status": status, "err": code}
    if fld is not None:
        w["field"] = fld
    if hdr:
        w["hdr"] = hdr
    return w


def accepts_json(header: str | None) -> bool:
    """Content negotiation as the contract states it (the repair implements the same)."""
    if not header or not header.strip():
        return True
    best = None
    for part in header.split(","):
        media, *params = [p.strip() for p in part.split(";")]
        spec = {"application/json": 3, "application/*": 2, "*/*": 1}.get(media.lower())
        if spec is None:
            continue
        q = 1.0
        for p in params:
            k, _, v = p.partition("=")
            if k.strip().lower() == "q":
                try:
                    q = float(v)
                except ValueError:
                    q = 0.0
        if best is None or spec > best[0]:
            best = (spec, q)
    return best is not None and best[1] > 0


class Model:
    """The service in a fault state (component -> 'right' / 'broken' / a wrong fix; missing means right). `handle`
    answers one request with what the tests compare: status, JSON body or error code, empty body, headers."""

    def __init__(self, x: dict, state: dict[str, str]):
        self.x, self.st = x, state
        self.store = {r["id"]: dict(r) for r in x["records"]}
        self.next_id = max(self.store) + 1
        self.hits: dict[str, int] = {}
        self.replays: dict[str, tuple[str, dict]] = {}
        self.etags: dict[str, str] = {}

    def s(self, name: str) -> str:
        return self.st.get(name, "right")

    def up(self) -> bool:
        """Whether start.sh brings the service up on the tests' port and stays in the foreground."""
        return all(self.s(c) == "right" for c in DOWN)

    @staticmethod
    def etag(rec) -> str:
        return '"m%d-%s"' % (rec["id"], hashlib.sha1(json.dumps(rec, sort_keys=True).encode()).hexdigest()[:12])

    # -- requests -------------------------------------------------------------------------------------------------
    def handle(self, m: str, p: str, h: dict, body: str | None) -> dict:
        x = self.x
        path, _, qs = p.partition("?")
        args: dict[str, str] = {}
        for k, v in urllib.parse.parse_qsl(qs, keep_blank_values=True):
            args.setdefault(k, v)
        hn = {k.lower(): v for k, v in h.items()}
        if x["nginx"] and self.s("proxy_prefix") != "right" and path.startswith("/api/"):
            path = path[len("/api"):]
        out = self._route(m, path, args, hn, body)
        if x["nginx"] and self.s("proxy_intercept") != "right" and out["status"] == 404:
            out = {"status": 404, "other": "nginx error page"}
        return out

    def _route(self, m, path, args, hn, body):
        x, s = self.x, self.s
        if path.startswith("/api/"):
            client = hn.get(x["client_header"].lower()) or "anonymous"
            if x["nginx"] and s("proxy_client_id") != "right":
                client = "127.0.0.1"
            key = "all" if s("rate_limit") == "broken" else client
            n = self.hits.get(key, 0)
            if (n > x["rate"]) if s("rate_limit") == "off_by_one" else (n >= x["rate"]):
                return _err(429, "rate_limited", hdr={"retry-after": RETRY_RE})
            self.hits[key] = n + 1
            acc = s("accept_406")
            header = hn.get("accept")
            ok = (True if acc == "broken" else
                  (not header or "application/json" in header or "*/*" in header) if acc == "substring"
                  else accepts_json(header))
            if not ok:
                return _err(406, "not_acceptable")
        coll = f"/api/{x['s']['coll']}"
        if path == "/health":
            return {"status": 200, "json": {"status": "ok"}} if m == "GET" else self._no_method()
        if path == coll:
            if m == "GET":
                return self._list(args)
            if m == "POST":
                return self._create(hn, body)
            return self._no_method()
        rest = path[len(coll) + 1:] if path.startswith(coll + "/") else ""
        if rest and "/" not in rest:
            rid = urllib.parse.unquote(rest)
            if m == "GET":
                return self._get(rid, hn)
            if m == "DELETE":
                return self._delete(rid, hn)
            return self._no_method()
        return self._no_route()

    def _no_route(self):
        if self.s("error_shape") == "broken":
            return {"status": 404, "other": "framework page"}
        return _err(404, "not_found")

    def _no_method(self):
        st, js = self.s("error_shape"), self.x["fw"] == "express"
        if st == "right":
            return _err(405, "method_not_allowed")
        if js:  # Express has no 405 of its own: the request falls through to the 404
            return self._no_route()
        return {"status": 405, "other": "framework page"}

    def _param(self, args, name, default, lo, hi):
        raw = args.get(name)
        if raw is None:
            return default
        if not re.fullmatch(r"[0-9]{1,9}", raw) or not lo <= int(raw) <= hi:
            raise _Reply(_err(400, "bad_query"))
        return int(raw)

    def _list(self, args):
        x, s, sc = self.x, self.s, self.x["s"]
        try:
            page = self._param(args, "page", 1, 1, 100000)
            per_page = self._param(args, "per_page", x["per_page"], 1, x["max_per_page"])
            sort = args.get("sort", "")
            desc, fld = sort.startswith("-"), sort[1:] if sort.startswith("-") else sort
            if sort and fld not in ("id", sc["name"], sc["num"]):
                raise _Reply(_err(400, "bad_query"))
            lo = self._param(args, "min_" + sc["num"], None, 0, 10**9)
            hi = self._param(args, "max_" + sc["num"], None, 0, 10**9)
        except _Reply as r:
            return r.want
        rows = list(self.store.values())
        if s("default_order") == "right":
            rows.sort(key=lambda r: r["id"])
        elif s("default_order") == "string_ids":
            rows.sort(key=lambda r: str(r["id"]))
        if sort:
            if s("sort_desc") == "right":
                rows.sort(key=lambda r: r[fld], reverse=desc)
            else:
                rows.sort(key=lambda r: r[fld])
                if desc and s("sort_desc") == "reverse_after":
                    rows.reverse()

        def keep(r):
            if sc["cat"] in args and r[sc["cat"]] != args[sc["cat"]]:
                return False
            v, rf = r[sc["num"]], s("range_filter")
            if lo is not None and (v <= lo if rf == "broken" else v < lo):
                return False
            if hi is not None and (v > hi if rf == "right" else v >= hi):
                return False
            return True

        fp = s("filter_paging")
        if fp == "right":
            rows = [r for r in rows if keep(r)]
            total = len(rows)
        elif fp == "broken":
            total = len(rows)
        else:
            total = len(self.store)
            rows = [r for r in rows if keep(r)]
        pc = s("page_count")
        pages = math.ceil(total / per_page) if pc == "right" else total // per_page + (pc == "floor_plus_one")
        po = s("page_offset")
        start = page * per_page if po == "broken" else (page - 1) * per_page
        items = rows[start:start + per_page - (po == "short_pages")]
        if fp == "broken":
            items = [r for r in items if keep(r)]
        return {"status": 200, "json": {"items": [dict(r) for r in items], "page": page, "per_page": per_page,
                                        "total": total, "pages": pages}}

    def _find(self, rid, method):
        rec = self.store.get(int(rid)) if re.fullmatch(r"[0-9]{1,9}", rid) else None
        st = self.s("missing_404")
        if rec is None and (st == "right" or (st == "delete_204" and method != "DELETE")):
            raise _Reply(_err(404, "not_found"))
        return rec

    def _get(self, rid, hn):
        try:
            rec = self._find(rid, "GET")
        except _Reply as r:
            return r.want
        if rec is None:  # the shipped 404 fault: a 200 with null (Python) or a crash (Express)
            return {"status": 200 if self.x["fw"] != "express" else 500, "other": "no record"}
        etag = self.etag(rec)
        header, st = hn.get("if-none-match"), self.s("etag_304")
        if st == "right":
            nm = bool(header) and (header.strip() == "*" or etag in [t.strip().removeprefix("W/")
                                                                      for t in header.split(",")])
        else:
            nm = st == "exact_match" and header == etag
        if nm:
            return {"status": 304, "empty": True, "hdr": {"etag": etag}}
        return {"status": 200, "json": dict(rec), "hdr": {"etag": etag}}

    def _auth(self, header):
        tok = self.x["token"] if self.s("start_token_env") == "right" else "change-me"
        hdr = header or ""
        scheme, _, cred = hdr.strip().partition(" ")
        right = bool(tok) and scheme.lower() == "bearer" and cred.strip() == tok
        st = self.s("auth_check")
        bug = self.x["auth_bug"]
        ch = {"www-authenticate": "Bearer.*"}
        if st == "right":
            ok = right
        elif st == "forbidden_403":
            if not hdr.strip():
                raise _Reply(_err(401, "unauthorized", hdr=ch))
            if not right:
                raise _Reply(_err(403, "forbidden"))
            ok = True
        elif bug == "token_case":
            ok = bool(tok) and scheme.lower() == "bearer" and cred.strip().lower() == tok.lower()
        elif bug == "scheme_case":
            ok = bool(tok) and hdr.startswith("Bearer ") and hdr[7:].strip() == tok
        else:
            ok = bool(hdr.strip())
        if not ok:
            raise _Reply(_err(401, "unauthorized", hdr=ch))

    def _create(self, hn, raw):
        x, s, sc = self.x, self.s, self.x["s"]
        raw = raw or ""
        try:
            self._auth(hn.get("authorization"))
            key, idem = hn.get("idempotency-key"), s("idempotency")
            if key is not None and idem != "broken" and key in self.replays:
                first, want = self.replays[key]
                if first != raw and idem == "right":
                    return _err(422, "idempotency_mismatch")
                return dict(want, hdr=dict(want["hdr"], **{"idempotent-replayed": "true"}))
            bj = s("bad_json_400")
            try:
                body = json.loads(raw)
            except ValueError:
                if bj in ("right", "no_object_check", "status_422"):
                    return _err(422 if bj == "status_422" else 400, "bad_json")
                return {"status": 500, "other": "crash"}
            if not isinstance(body, dict):
                if bj in ("right", "status_422"):
                    return _err(422 if bj == "status_422" else 400, "bad_json")
                return _err(422, "validation_failed", sc["key"])  # a list has none of the fields
            bad = self._invalid(body)
            if bad:
                return bad
            cf, k = s("conflict_409"), body[sc["key"]]
            if cf != "broken" and not isinstance(k, str):
                return {"status": 500, "other": "crash"}
            if cf != "broken":
                same = [r for r in self.store.values()
                        if (r[sc["key"]] == k if cf == "case_sensitive" else r[sc["key"]].lower() == k.lower())]
                if same:
                    return _err(422, "validation_failed", sc["key"]) if cf == "status_422" else _err(409, "conflict")
        except _Reply as r:
            return r.want
        rec = {"id": self.next_id, sc["key"]: body[sc["key"]], sc["name"]: body[sc["name"]],
               sc["cat"]: body[sc["cat"]], sc["num"]: body[sc["num"]]}
        self.next_id += 1
        self.store[rec["id"]] = rec
        want = {"status": 201, "json": dict(rec), "hdr": {"location": f"/api/{sc['coll']}/{rec['id']}"}}
        if key is not None and idem != "broken":
            self.replays[key] = (raw, want)
        return want

    def _invalid(self, body):
        x, sc, st = self.x, self.x["s"], self.s("validation_422")
        fields = (sc["key"], sc["name"], sc["cat"], sc["num"])
        status = 400 if st == "status_400" else 422
        for f in fields:
            if f not in body:
                return _err(status, "validation_failed", f)
        if st == "broken":
            return None
        for f in body:
            if f not in fields:
                return _err(status, "validation_failed", f)
        k, nm, c, n = (body[f] for f in fields)
        if not isinstance(k, str) or not re.fullmatch(r"[A-Za-z0-9-]{3,24}", k):
            return _err(status, "validation_failed", sc["key"])
        if not isinstance(nm, str) or not nm.strip() or len(nm) > x["name_max"]:
            return _err(status, "validation_failed", sc["name"])
        if c not in sc["cats"]:
            return _err(status, "validation_failed", sc["cat"])
        if st == "bool_is_int":
            is_int = isinstance(n, int)
        elif st == "float_is_int":
            is_int = isinstance(n, (int, float)) and not isinstance(n, bool)
        else:
            is_int = type(n) is int
        if not is_int or not sc["lo"] <= n <= sc["hi"]:
            return _err(status, "validation_failed", sc["num"])
        return None

    def _delete(self, rid, hn):
        try:
            self._auth(hn.get("authorization"))
            rec = self._find(rid, "DELETE")
        except _Reply as r:
            return r.want
        if rec is not None:
            self.store.pop(rec["id"], None)
        return {"status": 204, "empty": True}


class _Reply(Exception):
    def __init__(self, want: dict):
        super().__init__(want.get("err"))
        self.want = want


# --- data and hidden cases ---------------------------------------------------------------------------------------------
def _records(rng: random.Random, s: dict, n: int) -> list[dict]:
    """n records, ids crossing 10 and 100 (string order differs from numeric), ties in name and num, one category
    left empty; in file (storage) order, which is not id order."""
    ids = sorted(rng.sample(range(2, 10), 3) + rng.sample(range(10, 100), n - 6) + rng.sample(range(100, 180), 3))
    cats = s["cats"][:]
    rng.shuffle(cats)
    heavy, used = cats[0], cats[:4]
    keys = rng.sample(range(1000, 10000), n)
    names = rng.sample(s["words"], min(len(s["words"]), n // 2 + 1))
    span = s["hi"] - s["lo"]
    nums = [rng.randint(s["lo"], s["lo"] + span // 3) for _ in range(max(4, n // 3))]
    recs = []
    for i, rid in enumerate(ids):
        recs.append({"id": rid, s["key"]: f"{rng.choice(s['keys'])}-{keys[i]}", s["name"]: rng.choice(names),
                     s["cat"]: heavy if rng.random() < 0.42 else rng.choice(used), s["num"]: rng.choice(nums)})
    rng.shuffle(recs)
    return recs


def _body(x: dict, key: str, **over) -> str:
    s = x["s"]
    b = {s["key"]: key, s["name"]: x["new_names"][0], s["cat"]: s["cats"][1], s["num"]: s["lo"] + 7}
    for k, v in over.items():
        if v is _DROP:
            b.pop(k)
        else:
            b[k] = v
    return json.dumps(b)


_DROP = object()


def _cases(rng: random.Random, x: dict) -> list[dict]:
    s, recs, n = x["s"], x["records"], len(x["records"])
    coll, C = s["coll"], f"/api/{s['coll']}"
    by_id = sorted(r["id"] for r in recs)
    pp, mx = x["per_page"], x["max_per_page"]
    part = [p for p in range(3, 10) if n % p and p != pp and p != x["example_per_page"]]
    div = [p for p in range(2, n) if n % p == 0 and p != pp and p != x["example_per_page"]]
    if not part or not div:
        raise Resample("no page sizes for the hidden cases")
    p_part, p_div = rng.choice(part), rng.choice(div)
    cnt: dict[str, int] = {}
    for r in recs:
        cnt[r[s["cat"]]] = cnt.get(r[s["cat"]], 0) + 1
    heavy = max(sorted(cnt), key=lambda c: cnt[c])
    other = rng.choice(sorted(c for c in cnt if c != heavy))
    empty = next(c for c in s["cats"] if c not in cnt)
    vals = sorted({r[s["num"]] for r in recs})
    if len(vals) < 5:
        raise Resample("too few distinct values")
    v1, v2 = vals[1], vals[-2]
    missing = [i for i in range(by_id[0], by_id[-1]) if i not in by_id][:-1]  # (the last is the example's)
    if len(missing) < 2:
        raise Resample("no gaps between ids")
    ida, idb, idc = rng.sample(by_id[1:-1], 3)
    tok = x["token"]
    auth = {"Authorization": f"Bearer {tok}"}
    word = rng.choice(["latest", "first", "none", "all"])
    new = [f"{rng.choice(s['keys'])}-{k}" for k in rng.sample(range(10000, 100000), 6)]
    swap = next(r[s["key"]] for r in recs if r["id"] == idc).swapcase()

    def group(name, cases, client=None):
        cid = client or f"{name}-{rng.randint(100, 999)}"
        for c in cases:
            if c is not None:
                c["h"] = dict({x["client_header"]: cid}, **c.get("h", {}))
        return {"name": name, "cases": cases}

    def get(p, **h):
        return {"m": "GET", "p": p, "h": h}

    def post(b, **h):
        return {"m": "POST", "p": C, "h": dict(auth, **h), "b": b}

    groups = [
        group("paging", [get(C), get(f"{C}?page=2&per_page={p_part}"),
                         get(f"{C}?page={math.ceil(n / p_part)}&per_page={p_part}"),
                         get(f"{C}?per_page={p_div}&page=2"), get(f"{C}?per_page={p_div}&page={n // p_div}"),
                         get(f"{C}?page={math.ceil(n / pp) + 1}"), get(f"{C}?page=0"), get(f"{C}?per_page={mx + 1}"),
                         get(f"{C}?page={word}")]),
        group("query", [get(f"{C}?{s['cat']}={heavy}"), get(f"{C}?{s['cat']}={heavy}&page=2"),
                        get(f"{C}?{s['cat']}={empty}"), get(f"{C}?sort={s['num']}&per_page={mx}"),
                        get(f"{C}?sort=-{s['num']}&per_page={mx}"), get(f"{C}?sort=-{s['name']}&per_page={p_part}"),
                        get(f"{C}?sort={s['name']}&page=2&per_page={p_part}"), get(f"{C}?sort=-id&per_page={p_part}"),
                        get(f"{C}?sort={s['key']}"),
                        get(f"{C}?min_{s['num']}={v1}&max_{s['num']}={v2}&per_page={mx}"),
                        get(f"{C}?max_{s['num']}={vals[2]}&per_page={mx}"), get(f"{C}?min_{s['num']}=many"),
                        get(f"{C}?{s['cat']}={other}&sort=-{s['num']}&min_{s['num']}={vals[1]}")]),
        group("records", [get(f"{C}/{ida}"), get(f"{C}/{rng.choice(missing)}"), get(f"{C}/{word}"),
                          {"m": "DELETE", "p": f"{C}/{rng.choice(missing)}", "h": dict(auth)}, get(f"{C}/{idb}")]),
        group("etag", [dict(get(f"{C}/{ida}"), save="A"), get(f"{C}/{ida}", **{"If-None-Match": "{A}"}),
                       get(f"{C}/{ida}", **{"If-None-Match": '"%08x", {A}' % rng.getrandbits(32)}),
                       get(f"{C}/{ida}", **{"If-None-Match": "W/{A}"}), get(f"{C}/{ida}", **{"If-None-Match": "*"}),
                       dict(get(f"{C}/{idb}"), save="B"), get(f"{C}/{idb}", **{"If-None-Match": "{A}"}),
                       get(f"{C}/{ida}", **{"If-None-Match": '"%08x"' % rng.getrandbits(32)})]),
        group("routes", [get(f"/api/{coll}-{word}"), get(f"/{word}"), {"m": "PUT", "p": C, "h": {}, "b": "{}"},
                         {"m": "DELETE", "p": C, "h": {}}, {"m": "PATCH", "p": f"{C}/{ida}", "h": {}, "b": "{}"},
                         {"m": "POST", "p": f"{C}/{idb}", "h": {}, "b": "{}"}]),
        group("negotiation", [get(f"{C}/{idb}", Accept="application/json"), get(f"{C}?per_page=2", Accept="*/*"),
                              get(f"{C}/{idb}", Accept="application/*"), get(f"{C}/{idb}", Accept="text/html"),
                              get(f"{C}?per_page=2", Accept="text/html, application/json;q=0.5"),
                              get(f"{C}/{idb}", Accept="application/json;q=0, text/plain"),
                              get(f"{C}/{idb}", Accept="Application/JSON"), get(f"{C}?per_page=2", Accept="text/*")]),
        group("create", [post(_body(x, new[0])), None, get(f"{C}?per_page=1"),
                         post(_body(x, swap, **{s["name"]: x["new_names"][1]})), post(_body(x, new[0])),
                         post(_body(x, new[1], **{s["name"]: _DROP})), post(_body(x, new[1], notes="fragile")),
                         post(_body(x, new[1], **{s["num"]: s["hi"] + 1})),
                         post(_body(x, new[1], **{s["num"]: str(s["lo"] + 12)})),
                         post(_body(x, new[1], **{s["num"]: True})), post(_body(x, new[1], **{s["num"]: 12.5})),
                         post(_body(x, new[1], **{s["cat"]: empty.upper()})),
                         post(_body(x, new[1][:2] + " " + new[1][2:])), post(_body(x, new[1], **{s["name"]: "   "})),
                         post(_body(x, new[1])[:-9]), post("[" + _body(x, new[1]) + "]"), None, None, None,
                         post(_body(x, new[0]))]),
        group("auth", [{"m": "POST", "p": C, "h": {}, "b": _body(x, new[2])},
                       post(_body(x, new[2]), Authorization="Bearer " + x["wrong_token"]),
                       post(_body(x, new[2]), Authorization="Bearer " + tok.swapcase()),
                       post(_body(x, new[2]), Authorization=f"Bearer {tok}x"),
                       post(_body(x, new[2]), Authorization=f"Bearer {tok[:-3]}"),
                       post(_body(x, new[2]), Authorization=f"Basic {tok}"),
                       {"m": "POST", "p": C, "h": {}, "b": "{}"},
                       post(_body(x, new[2]), Authorization=f"bearer {tok}"), None, None]),
        group("idempotency", [post(_body(x, new[3]), **{"Idempotency-Key": x["idem_keys"][0]}),
                              post(_body(x, new[3]), **{"Idempotency-Key": x["idem_keys"][0]}),
                              get(f"{C}?per_page=1"),
                              post(_body(x, new[3], **{s["num"]: s["lo"] + 9}),
                                   **{"Idempotency-Key": x["idem_keys"][0]}),
                              post(_body(x, new[3]), **{"Idempotency-Key": x["idem_keys"][1]}),
                              post(_body(x, new[4]), **{"Idempotency-Key": x["idem_keys"][1]}),
                              post(_body(x, new[4]), **{"Idempotency-Key": x["idem_keys"][1]})]),
    ]
    # cases that name the record the group created (None above): its id is known once the model has run
    groups[6]["cases"][1] = {"m": "GET", "p": f"{C}/{{NEW}}", "h": dict(groups[6]["cases"][0]["h"])}
    h6 = groups[6]["cases"][0]["h"]
    groups[6]["cases"][16] = {"m": "DELETE", "p": f"{C}/{{NEW}}", "h": dict(h6)}
    groups[6]["cases"][17] = {"m": "GET", "p": f"{C}/{{NEW}}", "h": dict(h6)}
    groups[6]["cases"][18] = {"m": "DELETE", "p": f"{C}/{{NEW}}", "h": dict(h6)}
    h7 = {x["client_header"]: groups[7]["cases"][0]["h"][x["client_header"]]}
    groups[7]["cases"][8] = {"m": "DELETE", "p": f"{C}/{{NEW}}", "h": dict(h7)}
    groups[7]["cases"][9] = {"m": "DELETE", "p": f"{C}/{{NEW}}", "h": dict(h7, Authorization=f"BEARER {tok}")}
    rate = f"rate-{rng.randint(100, 999)}"
    rc = [get(f"{C}/{ida}") if i % 2 else get(f"{C}?per_page=1") for i in range(x["rate"])]
    rc += [get(f"{C}/{idb}"), get(f"{C}/{idb}", **{x["client_header"]: f"rate-{rng.randint(1000, 9999)}"}),
           {"m": "GET", "p": f"{C}/{idb}", "h": {}, "anonymous": True}, get(f"{C}?per_page=2")]
    groups.append(group("rate_limit", rc, client=rate))
    for c in rc:
        if c.pop("anonymous", False):
            c["h"].pop(x["client_header"])
    return groups


def simulate(x: dict, groups: list[dict], state: dict[str, str]) -> list[list[dict]] | None:
    """The answers of the service in `state` to every case, in order; None when it does not come up."""
    m = Model(x, state)
    if not m.up():
        return None
    out, saved = [], {}
    for g in groups:
        row, new = [], None
        for c in g["cases"]:
            h = {k: v.replace("{A}", saved.get("A", "")).replace("{B}", saved.get("B", "")) for k, v in c["h"].items()}
            p = c["p"].replace("{NEW}", str(new))
            w = m.handle(c["m"], p, h, c.get("b"))
            if c["m"] == "POST" and w["status"] == 201 and new is None:
                new = w["json"]["id"]
            if c.get("save"):
                saved[c["save"]] = w.get("hdr", {}).get("etag", "")
            row.append(w)
        out.append(row)
    return out


def _by_id(rec: dict, records: dict) -> int:
    """A record the tests expect, kept once in `records` (id -> record; ids are never reused, records never
    change) and named by its id in the cases, which keeps the tests file small."""
    if records.setdefault(rec["id"], rec) != rec:
        raise AssertionError(f"record {rec['id']} has two contents")
    return rec["id"]


def expected(groups: list[dict], answers: list[list[dict]], records: dict | None = None) -> list[dict]:
    """The hidden cases with their expected answers as the tests compare them: the model's symbolic ETags become
    'same as the one saved as A' (or 'a strong ETag' where none was saved yet); the records in bodies become their
    ids ("rec": the body is that record; "json" with "ids": its items are those records), the records themselves
    collected in `records`."""
    out, saved = [], {}
    records = {} if records is None else records
    for g, row in zip(groups, answers):
        cases = []
        for c, w in zip(g["cases"], row):
            w = json.loads(json.dumps(w))
            body = w.get("json")
            if isinstance(body, dict) and isinstance(body.get("items"), list):
                body["items"] = [_by_id(r, records) for r in body["items"]]
                w["ids"] = True
            elif isinstance(body, dict) and "id" in body:
                w["rec"] = _by_id(w.pop("json"), records)
            if "etag" in w.get("hdr", {}):
                tag = w["hdr"]["etag"]
                name = next((k for k, v in sorted(saved.items()) if v == tag), None)
                w["hdr"]["etag"] = f"={name}" if name else r'"[^"]+"'
            if c.get("save"):
                saved[c["save"]] = row[g["cases"].index(c)]["hdr"]["etag"]
            for k in ("json", "rec", "err"):
                if k in w:
                    w.setdefault("hdr", {})["content-type"] = JSON_CT
            case = {k: v for k, v in c.items() if k in ("m", "p", "h", "b", "save")}
            case["want"] = w
            cases.append(case)
        out.append({"name": g["name"], "cases": cases})
    return out


TESTS = r'''
_LISTENERS = """
import os, sys
port, inodes, exes = int(sys.argv[1]), set(), set()
for table in ("/proc/net/tcp", "/proc/net/tcp6"):
    try:
        lines = open(table).read().splitlines()[1:]
    except OSError:
        continue
    for line in lines:
        f = line.split()
        if f[3] == "0A" and int(f[1].rsplit(":", 1)[1], 16) == port:
            inodes.add("socket:[%s]" % f[9])
for pid in os.listdir("/proc"):
    if pid.isdigit():
        try:
            if any(os.readlink("/proc/%s/fd/%s" % (pid, fd)) in inodes for fd in os.listdir("/proc/%s/fd" % pid)):
                exes.add(os.readlink("/proc/%s/exe" % pid))
        except OSError:
            pass
print("\\n".join(sorted(exes)))
"""


def _listeners(port):
    """The executables of the processes listening on TCP `port`: /proc/<pid>/fd of the service's processes is
    readable by their own account only, so a fixed standard-library script reads it as tgrun."""
    r = subprocess.run(["/usr/bin/python3", "-I", "-c", _LISTENERS, str(port)], capture_output=True, text=True,
                       timeout=30)
    return set(r.stdout.split())


def _request(method, path, headers=None, body=None, timeout=15):
    conn = http.client.HTTPConnection("127.0.0.1", T["port"], timeout=timeout)
    try:
        conn.request(method, path, body=None if body is None else body.encode(), headers=headers or {})
        r = conn.getresponse()
        return r.status, {k.lower(): v for k, v in r.getheaders()}, r.read()
    finally:
        conn.close()


class Service:
    """start.sh, run the way the deployment runs it: as the unprivileged tgrun (the guard), from a scratch
    directory, with the port and the token in its environment."""

    def __enter__(self):
        cwd, home = tg_guard.scratch("cwd"), tg_guard.scratch("home")
        self.log = tempfile.TemporaryFile(mode="w+")
        env = {"PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "HOME": home,
               "TMPDIR": cwd, "LANG": "C.UTF-8", T["port_var"]: str(T["port"]), T["token_var"]: T["token"]}
        self.proc = subprocess.Popen(["/bin/bash", T["start"]], cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                                     stdout=self.log, stderr=subprocess.STDOUT)
        deadline, last = time.monotonic() + 30, None
        while time.monotonic() < deadline:
            try:
                last = _request("GET", "/health", timeout=2)
                if last[0] == 200:
                    break
            except OSError as e:
                last = e
            if self.proc.poll() is not None:
                break
            time.sleep(0.2)
        return self

    def tail(self):
        self.log.seek(0)
        return self.log.read()[-1500:]

    def __exit__(self, *exc):
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except OSError:
            pass
        self.proc.wait()
        self.log.close()


def test_start_script_brings_the_service_up():
    with Service() as svc:
        status, _, body = _request("GET", "/health")
        assert status == 200 and json.loads(body) == {"status": "ok"}, f"/health: {status} {body[:200]!r}"
        time.sleep(0.5)
        assert svc.proc.poll() is None, "start.sh returned: it must keep running in the foreground\n" + svc.tail()
        if T["nginx"]:
            exes = _listeners(T["port"])
            assert exes == {"/usr/sbin/nginx"}, f"what listens on the service port is {sorted(exes)}, not nginx"


def _check(want, got, saved):
    status, headers, data = got
    if status != want["status"]:
        return f"status {status} (expected {want['status']}); body {data[:160]!r}"
    if "json" in want or "rec" in want or "err" in want:
        try:
            body = json.loads(data)
        except ValueError:
            return f"the body is not JSON: {data[:160]!r}"
        if "rec" in want:
            exp = T["records"][want["rec"]]
        elif want.get("ids"):
            exp = dict(want["json"], items=[T["records"][i] for i in want["json"]["items"]])
        else:
            exp = want.get("json")
        if ("json" in want or "rec" in want) and body != exp:
            return f"body {json.dumps(body)[:400]}"
        if "err" in want:
            e = body.get("error") if isinstance(body, dict) else None
            if not isinstance(e, dict) or e.get("code") != want["err"]:
                return f"expected an error body with code {want['err']!r}, got {json.dumps(body)[:200]}"
            if not isinstance(e.get("message"), str) or not e["message"]:
                return "the error has no message"
            if "field" in want and e.get("field") != want["field"]:
                return f"the error names field {e.get('field')!r}, expected {want['field']!r}"
    if want.get("empty") and data:
        return f"expected an empty body, got {data[:100]!r}"
    for name, rule in sorted(want.get("hdr", {}).items()):
        v = headers.get(name)
        if v is None:
            return f"no {name} header"
        if rule.startswith("="):
            if v != saved.get(rule[1:]):
                return f"{name}: {v!r} is not the one this record had before"
        elif not re.fullmatch(rule, v):
            return f"{name}: {v!r}"
    return None


def test_service_honours_the_contract():
    failures, saved = [], {}
    with Service() as svc:
        assert _request("GET", "/health")[0] == 200, "the service did not come up\n" + svc.tail()
        for group in T["groups"]:
            new = None
            for i, case in enumerate(group["cases"]):
                headers = {k: v.replace("{A}", saved.get("A", "")).replace("{B}", saved.get("B", ""))
                           for k, v in case["h"].items()}
                path = case["p"].replace("{NEW}", str(new))
                try:
                    got = _request(case["m"], path, headers, case.get("b"))
                except OSError as e:
                    failures.append(f"{group['name']} #{i} {case['m']} {path}: {e}")
                    break
                if case["m"] == "POST" and got[0] == 201 and new is None:
                    try:
                        new = json.loads(got[2])["id"]
                    except (ValueError, KeyError, TypeError):
                        pass
                if case.get("save"):
                    saved[case["save"]] = got[1].get("etag", "")
                problem = _check(case["want"], got, saved)
                if problem:
                    failures.append(f"{group['name']} #{i} {case['m']} {path} {headers}: {problem}")
                    break
    assert not failures, f"{len(failures)} of {len(T['groups'])} groups of requests failed:\n" + "\n".join(failures)
'''


# --- the documents and the ticket -------------------------------------------------------------------------------------
def _api_md(x: dict) -> str:
    s, C = x["s"], f"/api/{x['s']['coll']}"
    cats = ", ".join(f"`{c}`" for c in s["cats"])
    return dedent(f"""
        # {s['product']} HTTP API: the contract

        JSON over HTTP/1.1 on 127.0.0.1. Every error response has a JSON body
        `{{"error": {{"code": "<code>", "message": "<text for people>"}}}}` (validation errors add `"field"`) and
        `Content-Type: application/json`, like every other response with a body.

        ## Records
        A {s['noun']} is `{{"id": <int>, "{s['key']}": <str>, "{s['name']}": <str>, "{s['cat']}": <str>, "{s['num']}": <int>}}`.
        - `id`: assigned by the service: one more than the highest id it ever held (ids are never reused).
        - `{s['key']}`: 3 to 24 characters from `A-Z a-z 0-9 -`; unique among the current {s['coll']}, compared
          ignoring case.
        - `{s['name']}`: a string of 1 to {x['name_max']} characters, not blank.
        - `{s['cat']}`: one of {cats}.
        - `{s['num']}`: an integer from {s['lo']} to {s['hi']} (a JSON number without a fraction; `true`/`false`
          and strings are not integers).

        ## Endpoints
        - `GET /health` -> `200 {{"status": "ok"}}` (not authenticated, not rate limited, no negotiation).
        - `GET {C}` -> `200 {{"items": [...], "page": P, "per_page": M, "total": T, "pages": ceil(T / M)}}`.
          Query parameters, all optional (unknown ones are ignored):
          - `page`: an integer >= 1 (default 1); `per_page`: 1 to {x['max_per_page']} (default {x['per_page']}).
            A page past the last one is `200` with no items.
          - `{s['cat']}=<value>`: only the {s['coll']} whose `{s['cat']}` is exactly that value.
          - `min_{s['num']}=N`, `max_{s['num']}=N`: only those with `{s['num']}` >= N, <= N (both bounds inclusive;
            N a non-negative integer).
          - `sort=<field>` or `sort=-<field>` (descending), the field one of `id`, `{s['name']}`, `{s['num']}`.
            Without `sort` the order is by `id`. {s['coll'].capitalize()} with equal values are listed by
            ascending `id`, in either direction.
          Filters apply before paging: `total` and `pages` count the matching {s['coll']}, and every page but the
          last holds exactly `per_page` of them. A malformed parameter -> `400 bad_query`.
        - `GET {C}/<id>` -> `200` the {s['noun']}, with a strong `ETag` header (a quoted string). An unknown id, or one
          that is not a number -> `404 not_found`.
          Conditional GET: when `If-None-Match` holds the current ETag (it may be one of a comma-separated list;
          `W/"..."` matches the same tag, weak comparison; `*` matches any) -> `304 Not Modified`, empty body, with
          the `ETag` header.
        - `POST {C}` (authenticated), the body a JSON object with exactly the four fields -> `201` the new
          {s['noun']}, with `Location: {C}/<id>`.
          - The body is not a JSON object (not JSON at all, or an array, a string, ...) -> `400 bad_json`.
          - A field missing, unknown, of the wrong type or out of range -> `422 validation_failed`, `"field"` naming
            the first offending one: missing fields (in the order above), then unknown fields, then `{s['key']}`,
            `{s['name']}`, `{s['cat']}`, `{s['num']}`.
          - `{s['key']}` already used -> `409 conflict`.
          - `Idempotency-Key: <string>` (optional): a successful (201) request with a key is remembered. A later
            request with the same key and the same body (byte for byte) gets the same 201 response again, with
            `Idempotent-Replayed: true`, and creates nothing; the same key with another body ->
            `422 idempotency_mismatch`. Failed requests are not remembered.
        - `DELETE {C}/<id>` (authenticated) -> `204`, empty body; an unknown id -> `404 not_found`.
        - Any other path -> `404 not_found`; a path above with another method -> `405 method_not_allowed`.

        ## Authentication
        Writes (POST, DELETE) need `Authorization: Bearer <token>`, the token being the value of the environment
        variable `{x['token_var']}` the service was started with, compared exactly (the scheme word `Bearer` is
        case-insensitive). Missing or wrong -> `401 unauthorized` with `WWW-Authenticate: Bearer realm="{s['svc']}"`.
        Reads need no token.

        ## Every request under /api/
        - Rate limit: at most {x['rate']} requests per client in any 60 seconds (a sliding window). The client is the
          value of the `{x['client_header']}` request header; requests without one are one client together
          (`anonymous`). Over the limit -> `429 rate_limited` with `Retry-After: <seconds>` (an integer >= 1).
          Rejected requests do not count.
        - Content negotiation: the API only produces `application/json`. A request whose `Accept` header (when
          there is one) does not accept it -> `406 not_acceptable`. Media ranges (`application/*`, `*/*`) and `q`
          values count (`q=0`: not acceptable); the most specific range that matches decides; media types are
          case-insensitive.

        ## Order of the checks
        rate limit, `Accept`, route and method (404 / 405), authentication, Idempotency-Key replay, body (400),
        validation (422), uniqueness (409).
    """)


def _readme(x: dict) -> str:
    s, fw = x["s"], FRAMEWORKS[x["fw"]]
    stack = f"{fw['label']} ({fw['file']}, run by {fw['server']})" if fw["lang"] == "py" else \
        f"{fw['label']} on Node.js ({fw['file']})"
    front = (f"nginx listens on 127.0.0.1:${x['port_var']} and proxies to the app on 127.0.0.1:{x['app_port']} "
             "(deploy/nginx.conf.in, rendered by start.sh)." if x["nginx"] else
             f"The app itself listens on 127.0.0.1:${x['port_var']}.")
    return dedent(f"""
        # {s['svc']}: {s['product']}

        {stack}, its records loaded from data/{s['coll']}.json at start (kept in memory). {front}
        The HTTP contract is API.md.

        ## How it runs in production
        The supervisor runs `bash /srv/{s['svc']}/start.sh` as the unprivileged service account, from its own
        working directory (not this one), with `{x['port_var']}` (the port) and `{x['token_var']}` (the write token)
        in the environment. start.sh must stay in the foreground (when it returns, the supervisor counts a crash),
        and the service must answer `GET /health` on 127.0.0.1:${x['port_var']} within a few seconds. The service
        account can read this directory but cannot create files in it: runtime files go under `$TMPDIR` or `/tmp`.

        ## Running it by hand
            cd /tmp && {x['port_var']}={x['example_port']} {x['token_var']}=dev-secret bash /srv/{s['svc']}/start.sh
    """)


def _symptom(c: str, x: dict, level: str) -> str:
    s, C = x["s"], f"/api/{x['s']['coll']}"
    e = x["ex"]
    easy = level == "easy"
    bug = x["auth_bug"]
    where = {"old_port": "the port it is given", "old_address": "127.0.0.1"}[x["listen_bug"]]
    t = {
        "rate_limit": (f"The rate limit is shared: once all clients together made {x['rate']} requests in a minute, "
                       f"everyone gets `429` (the limit is per client, by `{x['client_header']}`).",
                       "Clients that send almost nothing get `429 Too Many Requests` when someone else is busy."),
        "accept_406": (f"`Accept` is ignored: `GET {C}/{e['id']}` with `Accept: text/csv` answers `200` with JSON "
                       "instead of `406 not_acceptable` (see the negotiation rules in API.md).",
                       "A client that asks for `text/csv` gets JSON and a 200 instead of being told no."),
        "range_filter": (f"`min_{s['num']}` / `max_{s['num']}` leave out the bound itself: `?min_{s['num']}="
                         f"{e['num']}` drops the {s['coll']} whose {s['num']} is exactly {e['num']}.",
                         f"Range filters on `{s['num']}` lose the records that sit exactly on a bound."),
        "default_order": (f"Without `sort`, `GET {C}` lists the {s['coll']} in storage order, not by id.",
                          f"The default order of `GET {C}` looks random."),
        "sort_desc": (f"`sort=-{s['num']}` lists in ascending order: the `-` (descending) is not honoured.",
                      "Descending sorts come out ascending."),
        "filter_paging": (f"`?{s['cat']}={e['cat']}` is applied to each page after it is cut: pages come out short "
                          "and `total` / `pages` count the whole collection.",
                          f"Filtered listings have half-empty pages and a `total` that ignores the filter."),
        "page_count": (f"`pages` is rounded down: with `per_page={e['pp']}` the last, partial page is not counted.",
                       "Clients that page up to `pages` never see the last few records."),
        "page_offset": (f"Paging is off by a page: `GET {C}?per_page={e['pp']}` (page 1) starts at the "
                        f"{e['pp'] + 1}th {s['noun']}.", "Paging through the listing never shows the first page."),
        "missing_404": (f"`GET {C}/{e['missing']}` (no such id) does not answer `404 not_found`; `DELETE` of an "
                        "unknown id does not either.", "Asking for an id that does not exist gives no proper 404."),
        "etag_304": (f"Conditional GETs are ignored: sending back the `ETag` of `GET {C}/{e['id']}` in "
                     "`If-None-Match` still gets the full `200`.", "Our caching client never gets a `304`."),
        "auth_check": ({"token_case": "The token check ignores letter case: the token with its case changed is "
                                      "accepted for writes.",
                        "scheme_case": "`Authorization: bearer <token>` (the scheme in lower case) is refused, "
                                       "though the scheme word is case-insensitive.",
                        "presence": "Writes are accepted with any bearer token at all."}[bug],
                       {"token_case": "The security review got a write through with a token in the wrong letter case.",
                        "scheme_case": "One client library sends `bearer` in lower case and all its writes get 401.",
                        "presence": "The security review got writes through with a made-up token."}[bug]),
        "bad_json_400": (f"A POST body that is not a JSON object gets a server error or an HTML page, not "
                         "`400 bad_json`.", "Malformed POST bodies get a 500 or an HTML page."),
        "validation_422": (f"POST rejects only missing fields: {s['num']} out of range, wrong types and unknown "
                           "fields go through (they must give `422 validation_failed` naming the field).",
                           f"Garbage {s['coll']} were created through the API (wrong types, impossible values)."),
        "conflict_409": (f"POSTing a `{s['key']}` that is already used creates a second {s['noun']} instead of "
                         "`409 conflict`.", f"There are {s['coll']} sharing a `{s['key']}` now."),
        "idempotency": ("`Idempotency-Key` is ignored: a POST retried with the same key is processed again.",
                        "Mobile clients that retry a POST after a timeout get errors or duplicates."),
        "error_shape": ("Unknown paths and wrong methods get the framework's own error response instead of the "
                        "contract's JSON error (`404 not_found`, `405 method_not_allowed`).",
                        "Some errors come back in a format our clients cannot parse."),
        "start_cwd": (f"start.sh works only when run from /srv/{s['svc']} itself.",
                      f"The supervisor cannot start it, though it starts when run by hand in /srv/{s['svc']}."),
        "start_module": ("start.sh points the server at the wrong entry point; it dies at start-up.",
                         "It dies right at start-up."),
        "start_listen": (f"It does not listen on {where}." if not x["nginx"] else
                         f"nginx does not listen on the port in `{x['port_var']}`.",
                         "Nothing answers on the port it is given."),
        "start_token_env": (f"The app does not take its token from `{x['token_var']}`: every write gets `401`.",
                            "Every write is refused with 401, even with the right token."),
        "start_foreground": ("start.sh returns at once and leaves the server in the background; the supervisor "
                             "counts that as a crash.", "The supervisor says the service exits right after start."),
        "proxy_upstream": ("nginx proxies to a port the app does not listen on: every request gets `502`.",
                           "Every request gets a `502 Bad Gateway` from nginx."),
        "proxy_prefix": ("nginx drops the `/api` prefix on its way to the app: every API request answers `404`.",
                         "Every API call answers 404, though `/health` works."),
        "proxy_intercept": ("nginx replaces the API's `404` JSON errors with its own HTML page.",
                            "Some 404s come back as an HTML page our clients cannot parse."),
        "proxy_client_id": (f"nginx overwrites `{x['client_header']}` with its own address: all clients share one "
                            "rate limit.", "When one client is busy, every other client is rate limited too."),
        "proxy_runtime": ("nginx, run as the service account, wants to write its pid and temporary files where that "
                          "account cannot.", "Started by the supervisor, nginx dies at once with permission "
                                             "errors; as root it starts."),
    }.get(c)
    if t is None:
        raise KeyError(f"no symptom for {c}")
    return t[0] if easy else t[1]


def _instruction(x: dict, cfg: "WebLevel", comps: list[str]) -> str:
    s, fw = x["s"], FRAMEWORKS[x["fw"]]
    stack = (f"a {fw['label']} app run by {fw['server']}" if fw["lang"] == "py" else "an Express app on Node.js") + \
        (", behind nginx" if x["nginx"] else "")
    opening = {
        "symptoms": f"Two reports came in about the {s['product']} API" if len(comps) > 1 else
                f"A report came in about the {s['product']} API",
        "reports": f"The {s['product']} API was moved to a new host last week and the complaints have piled up",
        "goal": f"The {s['product']} API was migrated to a new host and nginx put in front of it; it has not "
                "worked properly since",
    }[cfg.tell]
    body = ""
    if cfg.tell in ("symptoms", "reports"):
        lines = [_symptom(c, x, "easy" if cfg.tell == "symptoms" else "medium") for c in comps]
        body = "\n".join(f"- {line}" for line in lines if line) + "\n"
    else:  # the goal, and only what is seen first: the start-up fault that keeps it down hides the rest
        first = next((c for c in comps if c in START_NAMES), comps[0])
        body = (f"The one concrete report so far: {_symptom(first, x, 'medium')} Nobody knows how many other "
                "problems there are, nor where: in the app, in how it is started, in the proxy. API.md and README.md "
                "describe what it must do; the code and the configuration are what you have.\n")
    cons = [f"Keep the service in /srv/{s['svc']} and its data in data/{s['coll']}.json; the checks start it with "
            f"`bash /srv/{s['svc']}/start.sh` exactly as README.md describes: as an unprivileged account that cannot "
            "write /srv, from another working directory, on a port and with a token of their own.",
            "They exercise the whole of API.md with their own requests, clients and records (not the examples "
            "here), so fix the behaviour, not the examples."]
    if x["nginx"]:
        cons.append(f"nginx stays in front: what listens on ${x['port_var']} must be nginx, proxying to the app.")
    return dedent(f"""
        # {s['svc']}: make the {s['product']} API honour its contract

        {opening}. The service lives in `/srv/{s['svc']}`: {stack}, with its records in memory.
        Its HTTP contract is `/srv/{s['svc']}/API.md` and how it is deployed is `/srv/{s['svc']}/README.md`.

        @@body@@

        Repair it so that, started the way README.md describes, it behaves exactly as API.md says: every endpoint,
        status code, error body and header there, not only @@only@@. The records in data/ stay as they are.

        Constraints:
        @@cons@@

        You work as `{AGENT}` (no root); curl, python3 and node are there to try it out, and you can run start.sh
        yourself as README.md shows (stop it again when you are done).
    """).replace("@@body@@", body.rstrip("\n")).replace(
        "@@only@@", "what was reported" if cfg.tell == "goal" else "the points above").replace("@@cons@@", "\n".join(f"- {c}" for c in cons))


# --- the pools --------------------------------------------------------------------------------------------------------
APP = [
    Component("rate_limit", skill="per-client sliding-window rate limit, 429 + Retry-After"),
    Component("accept_406", skill="content negotiation: Accept media ranges, q values, 406"),
    Component("range_filter", skill="inclusive range filters on a query parameter"),
    Component("default_order", skill="a stable default order (numeric ids)"),
    Component("sort_desc", skill="descending sort with ascending-id ties"),
    Component("filter_paging", skill="filter before paging; totals of the filtered set"),
    Component("page_count", skill="page count: ceil(total / per_page)"),
    Component("page_offset", skill="page offset: (page - 1) * per_page"),
    Component("missing_404", skill="404 for unknown records (GET and DELETE)"),
    Component("etag_304", skill="conditional GET: ETag / If-None-Match, weak comparison, 304"),
    Component("auth_check", skill="bearer-token check: scheme case, exact token, 401 + WWW-Authenticate"),
    Component("bad_json_400", skill="400 for a body that is not a JSON object"),
    Component("validation_422", skill="422 validation: types, ranges, unknown fields"),
    Component("conflict_409", skill="409 for a duplicate key, compared ignoring case"),
    Component("idempotency", skill="Idempotency-Key replay and mismatch on POST"),
    Component("error_shape", skill="the framework's 404/405 as the contract's JSON errors"),
]
START = [
    Component("start_cwd", skill="paths relative to the working directory"),
    Component("start_module", skill="the server's module / entry point"),
    Component("start_listen", skill="listen port and address from the environment"),
    Component("start_token_env", skill="configuration from the environment variable the deployment sets"),
    Component("start_foreground", skill="a start script that stays in the foreground"),
]
PROXY = [
    Component("proxy_upstream", skill="nginx upstream port"),
    Component("proxy_prefix", skill="nginx proxy_pass URI (prefix stripping)"),
    Component("proxy_intercept", skill="nginx proxy_intercept_errors / error_page"),
    Component("proxy_client_id", skill="nginx proxy_set_header overwriting a client header"),
    Component("proxy_runtime", skill="nginx as an unprivileged user: pid and temp paths"),
]
# hard: one fault hides another, or one fix is not enough without the other
INTERACTIONS = [("rate_limit", "proxy_client_id"), ("error_shape", "proxy_intercept"), ("conflict_409", "idempotency"),
                ("bad_json_400", "validation_422"), ("page_offset", "page_count"), ("auth_check", "start_token_env"),
                ("filter_paging", "page_count"), ("missing_404", "proxy_prefix"), ("start_cwd", "proxy_runtime"),
                ("rate_limit", "start_foreground")]
START_NAMES = {c.name for c in START + PROXY}


@dataclass(frozen=True)
class WebLevel(LevelConfig):
    start_faults: tuple[int, int] = (0, 0)  # how many of the components are start-up (or proxy) faults
    records: tuple[int, int] = (18, 24)
    nginx: bool = False
    tell: str = "symptoms"  # symptoms (each fault's symptom, with an example) | reports (what users see) | goal
    interaction: bool = False  # compose one of INTERACTIONS

    def validate(self) -> None:
        super().validate()
        if self.start_faults[1] > self.components[1] or self.tell not in ("symptoms", "reports", "goal"):
            raise ValueError("WebLevel: start_faults within components, tell one of symptoms/reports/goal")
        if self.records[0] < 12:
            raise ValueError("WebLevel: at least 12 records")


def _decoy_states(drawn: list[str], comps: dict) -> list[tuple[str, str, dict]]:
    right = {c: "right" for c in drawn}
    out = []
    for c in drawn:
        wrongs = sorted(set().union(*(set(v) for v in comps[c].values())) - {"right", "broken"})
        for w in wrongs:
            out.append((f"{c}_{w}"[:60], f"{c}: {w.replace('_', ' ')}", {**right, c: w}))
        out.append((f"skips_{c}"[:60], f"repairs everything but {c}", {**right, c: "broken"}))
    return out


@register
class WebApiRepair(KitFamily):
    name = "web_api_repair"
    category = "software"
    description = ("Repair a small JSON HTTP service (Flask/gunicorn, FastAPI/uvicorn or Express; nginx in front at "
                   "hard) so that it honours its API contract and starts as deployed: composed status-code, paging, "
                   "ordering, filter, auth, validation, ETag, idempotency, rate-limit, negotiation, start-up and "
                   "proxy faults, checked by hidden requests against a model of the contract.")
    base_image = "termigen/web:1"
    levels = {
        "easy": WebLevel(components=(1, 2), start_faults=(0, 0), records=(18, 24), tell="symptoms"),
        "medium": WebLevel(components=(2, 3), start_faults=(0, 1), records=(20, 28), tell="reports"),
        "hard": WebLevel(components=(3, 4), start_faults=(1, 2), records=(22, 30), nginx=True, tell="goal",
                         interaction=True),
    }

    def plan(self, rng: random.Random, cfg: WebLevel) -> dict:
        """The draw behind one instance (what `draft` renders; the unit tests read it): parameters `x`, the drawn
        components, the program, the hidden request groups, the model's answers in the repaired state and the
        decoy states (each proven to answer some hidden case differently)."""
        s = rng.choice(SCHEMAS)
        fw = rng.choice(sorted(FRAMEWORKS))
        x = self._params(rng, s, fw, cfg)
        drawn = self._compose(rng, cfg, x)
        comps, fixed = _table(x)
        prog = self._program(x, comps, fixed, drawn)

        groups = _cases(rng, x)
        right = simulate(x, groups, {})
        assert right is not None
        states = _decoy_states(drawn, comps)
        for name, _, st in states + [("nop", "", {c: "broken" for c in drawn})]:
            if simulate(x, groups, st) == right:
                raise Resample(f"the hidden cases do not tell {name} from the repair")
        hidden = {c["p"] for g in groups for c in g["cases"]}
        shown = set(x["ex_paths"])
        if hidden & shown:
            raise Resample(f"a hidden request is an example of the instruction: {sorted(hidden & shown)}")
        return dict(s=s, fw=fw, x=x, drawn=drawn, comps=comps, prog=prog, groups=groups, right=right, states=states)

    def draft(self, rng: random.Random, cfg: WebLevel) -> Draft:
        pl = self.plan(rng, cfg)
        s, fw, x, drawn, prog, groups, right, states = (pl[k] for k in ("s", "fw", "x", "drawn", "prog", "groups",
                                                                         "right", "states"))
        records: dict = {}
        cases = expected(groups, right, records)

        svc = s["svc"]
        root = f"/srv/{svc}"
        solution = script(prog.patch({c: "right" for c in drawn}))
        made = [Decoy(name=n, description=d, script=script(prog.patch(st))) for n, d, st in states]
        decoys = _with_extra([], made, 6, rng)
        # The files are writable by all (the folders are not): the gate's hack battery carries the oracle's outputs
        # into its hack containers as root-owned files, and the hacks, run as the agent, must be able to rewrite
        # them (otherwise the oracle's work survives and the hack "wins"). The service account still cannot create
        # anything in the folder, which is what README.md states.
        files = {p: File.of(t, mode=0o755 if p.endswith(".sh") else 0o644) for p, t in prog.render().items()}
        files[f"{root}/data/{s['coll']}.json"] = File.of(json.dumps(x["records"], indent=1) + "\n")
        files[f"{root}/API.md"] = File.of(_api_md(x))
        files[f"{root}/README.md"] = File.of(_readme(x))
        if x["nginx"]:
            files[f"{root}/deploy/html/404.html"] = File.of(NOT_FOUND_HTML)
        truth = {"start": f"{root}/start.sh", "port": x["port"], "port_var": x["port_var"], "token": x["token"],
                 "token_var": x["token_var"], "nginx": x["nginx"], "groups": cases,
                 "records": records}
        fwi = FRAMEWORKS[fw]
        tools = sorted(tools_in(solution) | {"patch", "curl", "bash"} | ({"python3", fwi["server"]} if fwi["lang"] == "py"
                                                                          else {"node"}) | ({"nginx"} if x["nginx"] else set()))
        n = len(drawn)
        return Draft(
            instruction=_instruction(x, cfg, drawn),
            environment=Environment(base_image=self.base_image, files=files, workdir=root, setup=dedent(f"""
                set -e
                useradd --create-home --home-dir /home/{AGENT} --shell /bin/bash {AGENT}
                chown -R {AGENT}:{AGENT} {root}
                find {root} -type f -exec chmod a+w {{}} +
            """)),
            solution=solution, decoys=decoys,
            tests={"test_outputs.py": hidden_tests({"T": truth}, TESTS,
                                                   imports="import http.client\nimport json\nimport re\nimport signal\n"
                                                           "import tempfile\nimport time\n")},
            outputs=[root], tools=tools,
            tags=["http", "rest-api", "debugging", fw, fwi["server"].lower().replace(".", "")]
            + (["nginx"] if x["nginx"] else []) + [c.replace("_", "-") for c in drawn],
            expert_time_min=8 + 6 * n + (10 if x["nginx"] else 0), junior_time_min=25 + 15 * n + (20 if x["nginx"] else 0),
            timeouts=Timeouts(agent_sec={"symptoms": 900.0, "reports": 1500.0, "goal": 2400.0}[cfg.tell],
                              verifier_sec=240.0),
            components=drawn + [f"stack_{fw}"], agent_user=AGENT)

    # -- the draw ---------------------------------------------------------------------------------------------------
    @staticmethod
    def _params(rng: random.Random, s: dict, fw: str, cfg: WebLevel) -> dict:
        letters = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ"
        alnum = letters + "23456789"
        token = rng.choice(letters) + "".join(rng.choice(alnum) for _ in range(30)) + rng.choice(letters)
        per_page = rng.choice([5, 6, 7, 8, 10])
        for _ in range(20):
            n = rng.randint(*cfg.records)
            if n % per_page and any(n % p == 0 for p in range(2, n)):
                break
        else:
            raise Resample("no record count fits the page size")
        svc = s["svc"]
        token_var = rng.choice([f"{svc.upper()}_TOKEN", "API_TOKEN", "WRITE_TOKEN"])
        x = dict(s=s, fw=fw, nginx=cfg.nginx, port_var=rng.choice(["PORT", "HTTP_PORT", "LISTEN_PORT"]),
                 token_var=token_var, old_token_var=rng.choice([v for v in ("API_KEY", "AUTH_TOKEN", "SECRET_TOKEN")]),
                 client_header=rng.choice(["X-Client-Id", "X-Api-Client", "X-Consumer-Id"]), per_page=per_page,
                 max_per_page=rng.choice([50, 100]), rate=rng.randint(26, 40), name_max=rng.choice([40, 60, 80]),
                 app_port=rng.randint(9100, 9899), old_port={"express": 3000}.get(fw, rng.choice([5000, 8000])),
                 example_port=rng.choice([8080, 8081, 8088, 8181]),
                 auth_bug=rng.choice(["token_case", "scheme_case", "presence"]),
                 listen_bug=rng.choice(["old_port", "old_address"]), token=token,
                 wrong_token="".join(rng.choice(alnum) for _ in range(len(token))), port=rng.randint(20000, 29999),
                 idem_keys=["%08x-%04x-%04x" % (rng.getrandbits(32), rng.getrandbits(16), rng.getrandbits(16))
                            for _ in range(2)],
                 new_names=rng.sample(s["words"], 2),
                 example_per_page=rng.choice([p for p in range(3, 10) if p != per_page]))
        x["old_app_port"] = x["app_port"] + rng.choice([1, 10, 100])
        x["records"] = _records(rng, s, n)
        ids = sorted(r["id"] for r in x["records"])
        vals = sorted({r[s["num"]] for r in x["records"]})
        cats = sorted({r[s["cat"]] for r in x["records"]})
        missing = [i for i in range(ids[0], ids[-1]) if i not in ids]
        x["ex"] = {"id": ids[-1], "missing": missing[-1], "num": vals[len(vals) // 2], "cat": rng.choice(cats),
                   "pp": x["example_per_page"]}
        C = f"/api/{s['coll']}"
        x["ex_paths"] = [f"{C}/{ids[-1]}", f"{C}/{missing[-1]}", f"{C}?min_{s['num']}={x['ex']['num']}",
                         f"{C}?{s['cat']}={x['ex']['cat']}", f"{C}?per_page={x['example_per_page']}"]
        return x

    @staticmethod
    def _compose(rng: random.Random, cfg: WebLevel, x: dict) -> list[str]:
        start_pool = START + (PROXY if x["nginx"] else [])
        k, ns = rng.randint(*cfg.components), rng.randint(*cfg.start_faults)
        require: tuple[str, ...] = ()
        if cfg.interaction:
            names = {c.name for c in APP + start_pool}
            require = rng.choice([p for p in INTERACTIONS if set(p) <= names])
        req_start = [c for c in require if c in START_NAMES]
        req_app = [c for c in require if c not in START_NAMES]
        ns = max(ns, len(req_start))
        na = max(k - ns, len(req_app))
        start = compose(rng, start_pool, ns, require=tuple(req_start)) if ns else []
        app = compose(rng, APP, na, require=tuple(req_app)) if na else []
        return [c.name for c in app + start]

    @staticmethod
    def _program(x: dict, comps: dict, fixed: dict, drawn: list[str]) -> Program:
        s, fw = x["s"], x["fw"]
        fwi = FRAMEWORKS[fw]
        root = f"/srv/{s['svc']}"
        if fwi["lang"] == "py":
            app = PY_HEAD + (FLASK_TAIL if fw == "flask" else FASTAPI_TAIL)
        else:
            app = JS_TEMPLATE
        if x["nginx"]:
            launch = {"flask": "gunicorn --workers 1 --threads 4 --bind 127.0.0.1:@@app_port@@ --access-logfile - "
                               "@@module@@",
                      "fastapi": "uvicorn --host 127.0.0.1 --port @@app_port@@ --no-access-log @@module@@",
                      "express": "@@port_var@@=@@app_port@@ node @@module@@"}[fw]
            start = START_SH_NGINX.replace("@@app_launch@@", launch)
        else:
            launch = {"flask": "@@fg_pre@@gunicorn --workers 1 --threads 4 --bind @@bind@@ --access-logfile - "
                               "@@module@@@@fg_post@@",
                      "fastapi": "@@fg_pre@@uvicorn @@bind@@ --no-access-log @@module@@@@fg_post@@",
                      "express": "@@fg_pre@@node @@module@@@@fg_post@@"}[fw]
            start = START_SH.replace("@@launch@@", launch)
        templates = {f"{root}/{fwi['file']}": app, f"{root}/start.sh": start}
        if x["nginx"]:
            templates[f"{root}/deploy/nginx.conf.in"] = NGINX_CONF
        imports = ("from flask import Flask, Response, request" if fw == "flask" else
                   "from fastapi import FastAPI, Request\nfrom fastapi.responses import Response")
        params = dict(product=s["product"], label=fwi["label"], server=fwi["server"], svc=s["svc"], coll=s["coll"],
                      noun=s["noun"], key=s["key"], name=s["name"], cat=s["cat"], num=s["num"],
                      name_max=x["name_max"], cats_py=json.dumps(s["cats"]), cats_js=json.dumps(s["cats"]),
                      lo=s["lo"], hi=s["hi"], per_page=x["per_page"], max_per_page=x["max_per_page"], rate=x["rate"],
                      client_header=x["client_header"], token_var=x["token_var"], old_token_var=x["old_token_var"],
                      port_var=x["port_var"], app_port=x["app_port"], old_app_port=x["old_app_port"],
                      old_port=x["old_port"], example_port=x["example_port"], imports=imports)
        return Program(templates, comps, fixed, params, drawn)
