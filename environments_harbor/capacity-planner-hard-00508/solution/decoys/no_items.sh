#!/bin/bash
set -euo pipefail
mkdir -p /app/src /app/bin
cat > /app/src/packlist.cpp <<'CPP'
#include <algorithm>
#include <iostream>
#include <map>
#include <string>
#include <vector>
using namespace std;
#ifndef BUG
#define BUG 0
#endif
typedef long long ll;
struct It { string id; ll w, v, val; int must; };
static ll enc(const It &t) { return (t.val << 40) - (t.w << 20) - t.v; }
int main() {
    ll C, H = 0; int n;
    if (LEVEL == 3) cin >> C >> H >> n; else cin >> C >> n;
    map<string, It> byid;
    for (int i = 0; i < n; i++) {
        It t; t.v = 0; t.must = 0;
        cin >> t.id >> t.w;
        if (LEVEL == 3) cin >> t.v;
        cin >> t.val;
        if (LEVEL == 3) cin >> t.must;
        if (BUG == 7) t.v = 0;
        if (BUG == 8) t.must = 0;
        if (BUG == 5 && byid.count(t.id)) continue;
        byid[t.id] = t;
    }
    vector<It> cand, chosen;
    ll mw = 0, mv = 0;
    for (auto &kv : byid) {
        if (kv.second.must) { chosen.push_back(kv.second); mw += kv.second.w; mv += kv.second.v; }
        else cand.push_back(kv.second);
    }
    if (mw > C || mv > H) { cout << "infeasible\n"; return 0; }
    ll c0 = C - mw, h0 = H - mv, R = h0 + 1;
    int m = cand.size();
    if (BUG == 1) {
        vector<It> g = cand;
        stable_sort(g.begin(), g.end(), [](const It &a, const It &b) { return a.val * b.w > b.val * a.w; });
        ll c = c0, h = h0;
        for (auto &t : g) if (t.w <= c && t.v <= h) { chosen.push_back(t); c -= t.w; h -= t.v; }
    } else if (BUG == 2) {
        vector<ll> dp((c0 + 1) * R, 0);
        for (ll c = 0; c <= c0; c++) for (ll h = 0; h <= h0; h++) {
            ll &b = dp[c * R + h];
            if (c) b = max(b, dp[(c - 1) * R + h]);
            if (h) b = max(b, dp[c * R + h - 1]);
            for (auto &t : cand) if (t.w <= c && t.v <= h) b = max(b, dp[(c - t.w) * R + h - t.v] + enc(t));
        }
        ll c = c0, h = h0;
        while (dp[c * R + h] > 0) {
            if (c && dp[c * R + h] == dp[(c - 1) * R + h]) { c--; continue; }
            if (h && dp[c * R + h] == dp[c * R + h - 1]) { h--; continue; }
            for (auto &t : cand) if (t.w <= c && t.v <= h && dp[(c - t.w) * R + h - t.v] + enc(t) == dp[c * R + h]) {
                chosen.push_back(t); c -= t.w; h -= t.v; break;
            }
        }
    } else if (BUG == 4) {
        // Classic table over values only, walked back from the last item.
        vector<vector<ll>> P(m + 1, vector<ll>((c0 + 1) * R, 0));
        for (int k = 1; k <= m; k++) {
            const It &t = cand[k - 1];
            P[k] = P[k - 1];
            for (ll c = t.w; c <= c0; c++) for (ll h = t.v; h <= h0; h++)
                P[k][c * R + h] = max(P[k - 1][c * R + h], P[k - 1][(c - t.w) * R + h - t.v] + t.val);
        }
        ll c = c0, h = h0;
        for (int k = m; k >= 1; k--)
            if (P[k][c * R + h] != P[k - 1][c * R + h]) { chosen.push_back(cand[k - 1]); c -= cand[k - 1].w; h -= cand[k - 1].v; }
    } else {
        // S[k]: the best (value, then least weight, then least volume) from items k.. within (c, h).
        vector<vector<ll>> S(m + 1, vector<ll>((c0 + 1) * R, 0));
        for (int k = m - 1; k >= 0; k--) {
            const It &t = cand[k];
            S[k] = S[k + 1];
            for (ll c = t.w; c <= c0; c++) for (ll h = t.v; h <= h0; h++)
                S[k][c * R + h] = max(S[k + 1][c * R + h], S[k + 1][(c - t.w) * R + h - t.v] + enc(t));
        }
        ll c = c0, h = h0;
        for (int k = 0; k < m; k++) {
            const It &t = cand[k];
            if (t.w <= c && t.v <= h && S[k + 1][(c - t.w) * R + h - t.v] + enc(t) == S[k][c * R + h]) {
                chosen.push_back(t); c -= t.w; h -= t.v;
            }
        }
    }
    ll val = 0, w = 0, v = 0;
    for (auto &t : chosen) { val += t.val; w += t.w; v += t.v; }
    sort(chosen.begin(), chosen.end(), [](const It &a, const It &b) { return a.id < b.id; });
    cout << "value " << val << "\n";
    if (BUG == 3) return 0;
    cout << "weight " << w << "\n";
    if (LEVEL == 3) cout << "volume " << v << "\n";
    if (LEVEL == 1 || BUG == 6) return 0;
    cout << "items";
    for (auto &t : chosen) cout << " " << t.id;
    cout << "\n";
    return 0;
}
CPP
g++ -O2 -std=c++17 -DLEVEL=3 -DBUG=6 -o /app/bin/packlist /app/src/packlist.cpp
strip /app/bin/packlist
