'use strict';
// Venue events HTTP API (Express on Node.js): the contract is API.md, the deployment README.md.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const express = require('express');

const DATA_FILE = path.join(__dirname, 'data', 'events.json');
const TOKEN = process.env.WRITE_TOKEN || '';
const COLL = 'events';
const NOUN = 'event';
const [KEY, NAME, CAT, NUM] = ['slug', 'title', 'venue', 'capacity'];
const FIELDS = [KEY, NAME, CAT, NUM];
const KEY_RE = /^[A-Za-z0-9-]{3,24}$/;
const NAME_MAX = 60;
const CATEGORIES = ["main-hall", "studio", "garden", "foyer", "rooftop"];
const NUM_RANGE = [1, 5000];
const SORTABLE = ['id', NAME, NUM];
const [PER_PAGE, MAX_PER_PAGE] = [8, 100];
const [RATE_LIMIT, RATE_WINDOW] = [33, 60];
const CLIENT_HEADER = 'X-Client-Id';
const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="eventdesk"' };

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
  const hits = HITS.get(client) || [];
  HITS.set(client, hits);
  while (hits.length && hits[0] <= now - RATE_WINDOW) hits.shift();
  if (hits.length >= RATE_LIMIT) {
    const retry = Math.max(1, Math.ceil(hits[0] + RATE_WINDOW - now));
    throw new ApiError(429, 'rate_limited', 'too many requests', null, { 'Retry-After': String(retry) });
  }
  hits.push(now);
}

function acceptsJson(header) {
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
  if (lo !== null && r[NUM] < lo) return false;
  if (hi !== null && r[NUM] > hi) return false;
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
  rows.sort((a, b) => a.id - b.id);
  if (sort) {
    rows.sort((a, b) => (desc ? cmp(b[field], a[field]) : cmp(a[field], b[field])));
  }
  rows = rows.filter((r) => keep(r, query, lo, hi));
  const total = rows.length;
  const pages = Math.ceil(total / perPage);

  const start = (page - 1) * perPage;
  let items = rows.slice(start, start + perPage);

  return { items, page, per_page: perPage, total, pages };
}

// ---- one record -----------------------------------------------------------------------------------------------------
function find(rid, method) {
  const rec = /^[0-9]{1,9}$/.test(rid) ? STORE.get(Number(rid)) : undefined;
  return rec;
}

const etagOf = (rec) => `"${crypto.createHash('sha1').update(JSON.stringify(rec)).digest('hex').slice(0, 24)}"`;

function notModified(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').map((t) => t.trim().replace(/^W\//, '')).includes(etag);
}

function getRecord(rid, get) {
  const rec = find(rid, 'GET');
  const etag = etagOf(rec);
  if (notModified(get('If-None-Match'), etag)) return [304, undefined, { ETag: etag }];
  return [200, rec, { ETag: etag }];
}

// ---- writes -------------------------------------------------------------------------------------------------------
function authorize(header) {
  const [scheme, ...rest] = (header || '').trim().split(' ');
  const [cred, token] = [Buffer.from(rest.join(' ').trim()), Buffer.from(TOKEN)];
  if (!TOKEN || scheme.toLowerCase() !== 'bearer' || cred.length !== token.length || !crypto.timingSafeEqual(cred, token)) {
    throw new ApiError(401, 'unauthorized', 'a valid bearer token is required', null, CHALLENGE);
  }
}

function parseBody(raw) {
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
}

function validate(body) {
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
}

function checkUnique(key) {
  for (const r of STORE.values()) {
    if (r[KEY].toLowerCase() === key.toLowerCase()) throw new ApiError(409, 'conflict', `${KEY} ${key} is already taken`);
  }
}

function create(raw, get) {
  authorize(get('Authorization'));
  const key = get('Idempotency-Key');
  if (key !== undefined && REPLAYS.has(key)) {
    const [first, rec] = REPLAYS.get(key);
    if (first !== raw) throw new ApiError(422, 'idempotency_mismatch', 'this Idempotency-Key was used with another body');
    return [201, rec, { Location: `/api/${COLL}/${rec.id}`, 'Idempotent-Replayed': 'true' }];
  }
  const body = parseBody(raw);
  validate(body);
  checkUnique(body[KEY]);
  const rec = { id: nextId, [KEY]: body[KEY], [NAME]: body[NAME], [CAT]: body[CAT], [NUM]: body[NUM] };
  nextId += 1;
  STORE.set(rec.id, rec);
  if (key !== undefined) REPLAYS.set(key, [raw, rec]);
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
const methodNotAllowed = handle((req) => {
  throw new ApiError(405, 'method_not_allowed', `${req.method} is not allowed here`);
});
collection.all(methodNotAllowed);
record.all(methodNotAllowed);
app.use(handle(() => {
  throw new ApiError(404, 'not_found', 'no such resource');
}));
const PORT = Number(process.env.LISTEN_PORT);
app.listen(PORT, '10.24.0.12', () => console.log(`eventdesk listening on 127.0.0.1:${PORT}`));
