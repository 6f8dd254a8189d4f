#include <stdio.h>
#include <string.h>
#include "config.h"
#include "gcdkey.h"
#include "mix.h"
#include "wrap.h"
#include "sqrtfloor.h"
#include "gain.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = pl_gcdkey(y);
        y = pl_mix(y);
        y = pl_wrap(y);
        y = pl_sqrtfloor(y);
        y = pl_gain(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("n=%ld total=%ld\n", count, total);
    return 0;
}
