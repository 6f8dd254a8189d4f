"""Roomdesk bookings HTTP API (Flask, served by gunicorn): the contract is API.md, the deployment README.md."""
import hashlib
import hmac
import json
import math
import os
import re
import threading
import time
from collections import deque

from flask import Flask, Response, request

HERE = os.path.dirname(os.path.abspath(__file__))
DATA_FILE = os.path.join(HERE, "data", "bookings.json")
TOKEN = os.environ.get("ROOMDESK_TOKEN", "")
COLL, NOUN = "bookings", "booking"
KEY, NAME, CAT, NUM = "reference", "guest", "room_type", "nights"
FIELDS = (KEY, NAME, CAT, NUM)
KEY_RE = re.compile(r"[A-Za-z0-9-]{3,24}")
NAME_MAX = 80
CATEGORIES = ["single", "double", "twin", "suite", "studio"]
NUM_RANGE = (1, 30)
SORTABLE = ("id", NAME, NUM)
PER_PAGE, MAX_PER_PAGE = 8, 100
RATE_LIMIT, RATE_WINDOW = 40, 60.0
CLIENT_HEADER = "X-Client-Id"
CHALLENGE = {"WWW-Authenticate": 'Bearer realm="roomdesk"'}

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
        hits = HITS.setdefault("all", deque())
        while hits and hits[0] <= now - RATE_WINDOW:
            hits.popleft()
        if len(hits) >= RATE_LIMIT:
            retry = max(1, math.ceil(hits[0] + RATE_WINDOW - now))
            raise ApiError(429, "rate_limited", "too many requests", headers={"Retry-After": str(retry)})
        hits.append(now)


def accepts_json(header):
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
    if lo is not None and r[NUM] <= lo:
        return False
    if hi is not None and r[NUM] >= hi:
        return False
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
    rows.sort(key=lambda r: r["id"])
    if sort:
        rows.sort(key=lambda r: r[field], reverse=desc)
    rows = [r for r in rows if keep(r, args, lo, hi)]
    total = len(rows)
    pages = total // per_page

    start = (page - 1) * per_page
    items = rows[start:start + per_page]

    return {"items": items, "page": page, "per_page": per_page, "total": total, "pages": pages}


# ---- one record -----------------------------------------------------------------------------------------------------
def find(rid, method):
    with LOCK:
        rec = STORE.get(int(rid)) if re.fullmatch(r"[0-9]{1,9}", rid) else None
    if rec is None:
        raise ApiError(404, "not_found", f"no {NOUN} with id {rid}")
    return rec


def etag_of(rec):
    return '"' + hashlib.sha1(json.dumps(rec, sort_keys=True).encode()).hexdigest()[:24] + '"'


def not_modified(header, etag):
    if not header:
        return False
    if header.strip() == "*":
        return True
    return etag in [t.strip().removeprefix("W/") for t in header.split(",")]


def get_record(rid, headers):
    rec = find(rid, "GET")
    etag = etag_of(rec)
    if not_modified(headers.get("If-None-Match"), etag):
        return 304, None, {"ETag": etag}
    return 200, rec, {"ETag": etag}


# ---- writes -------------------------------------------------------------------------------------------------------
def authorize(header):
    scheme, _, cred = (header or "").strip().partition(" ")
    if not TOKEN or scheme.lower() != "bearer" or not hmac.compare_digest(cred.strip().encode(), TOKEN.encode()):
        raise ApiError(401, "unauthorized", "a valid bearer token is required", headers=CHALLENGE)


def parse_body(raw):
    try:
        body = json.loads(raw)
    except ValueError:
        body = None
    if not isinstance(body, dict):
        raise ApiError(400, "bad_json", "the body must be a JSON object")
    return body


def validate(body):
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


def check_unique(key):
    if any(r[KEY].lower() == key.lower() for r in STORE.values()):
        raise ApiError(409, "conflict", f"{KEY} {key} is already taken")


def create(raw, headers):
    authorize(headers.get("Authorization"))
    key = headers.get("Idempotency-Key")
    if key is not None and key in REPLAYS:
        first, rec = REPLAYS[key]
        if first != raw:
            raise ApiError(422, "idempotency_mismatch", "this Idempotency-Key was used with another body")
        return 201, rec, {"Location": f"/api/{COLL}/{rec['id']}", "Idempotent-Replayed": "true"}
    body = parse_body(raw)
    validate(body)
    with LOCK:
        check_unique(body[KEY])
        rec = {"id": NEXT_ID[0], KEY: body[KEY], NAME: body[NAME], CAT: body[CAT], NUM: body[NUM]}
        NEXT_ID[0] += 1
        STORE[rec["id"]] = rec
        if key is not None:
            REPLAYS[key] = (raw, rec)
    return 201, rec, {"Location": f"/api/{COLL}/{rec['id']}"}


def delete(rid, headers):
    authorize(headers.get("Authorization"))
    rec = find(rid, "DELETE")
    with LOCK:
        if rec is not None:
            STORE.pop(rec["id"], None)
    return 204, None, {}


# ---- Flask --------------------------------------------------------------------------------------------------------
app = Flask(__name__)


def send(status, body=None, headers=None):
    if status in (204, 304):
        return Response(status=status, headers=headers or {})
    return Response(json.dumps(body), status=status, headers=headers or {}, mimetype="application/json")


@app.errorhandler(ApiError)
def api_error(e):
    return send(e.status, e.body(), e.headers)


@app.errorhandler(404)
def no_route(e):
    return send(404, {"error": {"code": "not_found", "message": "no such resource"}})


@app.errorhandler(405)
def no_method(e):
    return send(405, {"error": {"code": "method_not_allowed", "message": f"{request.method} is not allowed here"}})

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
