#!/bin/bash
set -euo pipefail
mkdir -p /app/src /app/bin
cat > /app/src/studioplan.c <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef BUG
#define BUG 0
#endif
typedef struct { char id[48]; long s, e; int pos, room; } Bk;
static long days_from_civil(long y, long m, long d) {
    y -= m <= 2;
    long era = (y >= 0 ? y : y - 399) / 400;
    long yoe = y - era * 400;
    long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}
static int by_start(const void *a, const void *b) {
    const Bk *x = a, *y = b;
    if (x->s != y->s) return x->s < y->s ? -1 : 1;
    if (x->e != y->e) return x->e < y->e ? -1 : 1;
    return x->pos - y->pos;
}
static long stamp(const char *day, const char *hm) {
    long y, mo, d, h, mi;
    sscanf(hm, "%ld:%ld", &h, &mi);
    if (BUG == 10) return h * 60 + mi;
    sscanf(day, "%ld-%ld-%ld", &y, &mo, &d);
    return days_from_civil(y, mo, d) * 1440 + h * 60 + mi;
}
int main(void) {
    int n; long buf = 0;
    if (scanf("%d", &n) != 1) return 1;
    if (LEVEL == 3 && scanf("%ld", &buf) != 1) return 1;
    if (BUG == 7) buf = 0;
    Bk *all = calloc(n + 1, sizeof(Bk)), *act = calloc(n + 1, sizeof(Bk));
    int m = 0;
    for (int i = 0; i < n; i++) {
        char id[48], a[32], b[32], c[32], d[32], st[32] = "confirmed";
        Bk k; memset(&k, 0, sizeof k);
        if (LEVEL == 1) {
            scanf("%47s %ld %ld", id, &k.s, &k.e);
        } else if (LEVEL == 2) {
            long h1, m1, h2, m2;
            scanf("%47s %31s %31s %31s", id, a, b, st);
            sscanf(a, "%ld:%ld", &h1, &m1); sscanf(b, "%ld:%ld", &h2, &m2);
            k.s = h1 * 60 + m1; k.e = h2 * 60 + m2;
        } else {
            scanf("%47s %31s %31s %31s %31s %31s", id, a, b, c, d, st);
            k.s = stamp(a, b); k.e = stamp(c, d);
            if (BUG == 10 && k.e <= k.s) k.e += 1440;
        }
        strcpy(k.id, id); k.pos = i; k.room = 0;
        all[i] = k;
        int keep = strcmp(st, "cancelled") != 0 || BUG == 4;
        if (BUG == 9 && strcmp(st, "tentative") == 0) keep = 0;
        if (keep) act[m++] = k;
    }
    qsort(act, m, sizeof(Bk), by_start);
    long *last = calloc(m + 1, sizeof(long));
    int rooms = 0;
    for (int i = 0; i < m; i++) {
        int pick = -1;
        for (int r = 0; r < rooms; r++) {
            int freeok = BUG == 1 ? last[r] + buf < act[i].s : last[r] + buf <= act[i].s;
            if (!freeok) continue;
            if (pick < 0) pick = r;
            if (BUG != 5) break;
            if (last[r] < last[pick]) pick = r;
        }
        if (pick < 0) pick = rooms++;
        last[pick] = act[i].e;
        act[i].room = pick + 1;
        all[act[i].pos].room = pick + 1;
    }
    long booked = 0, cs = 0, ce = -1;
    int open = 0;
    for (int i = 0; i < m; i++) {
        long s = act[i].s, e = act[i].e + (BUG == 8 ? buf : 0);
        if (BUG == 2) { booked += act[i].e - act[i].s; continue; }
        if (!open || s > ce) { if (open) booked += ce - cs; cs = s; ce = e; open = 1; }
        else if (e > ce) ce = e;
    }
    if (open && BUG != 2) booked += ce - cs;
    printf("rooms %d\n", rooms);
    if (BUG == 3) return 0;
    printf("booked %ld\n", booked);
    if (LEVEL == 1 || BUG == 6) return 0;
    for (int i = 0; i < n; i++)
        if (all[i].room) printf("%s %d\n", all[i].id, all[i].room);
    return 0;
}
C
gcc -O2 -std=c11 -Wall -DLEVEL=2 -DBUG=4 -o /tmp/studioplan /app/src/studioplan.c
install -m 755 /tmp/studioplan /app/bin/studioplan
