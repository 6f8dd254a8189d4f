#include <stdio.h>
#include <string.h>
#include "config.h"
#include "quadratic.h"
#include "gcdkey.h"
#include "nudge.h"
#include "isqrt.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = fx_quadratic(y);
        y = fx_gcdkey(y);
        y = fx_nudge(y);
        y = fx_isqrt(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("count=%ld sum=%ld\n", count, total);
    return 0;
}
